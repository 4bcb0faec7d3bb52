// The places a caller says beside a name ("John Smith from Miami", "…, I live in Miami"), and whether a cell of a
// column of cities is one of them: a candidate there tells whose name was meant.
import { normaliseText } from '../normalise/normaliseText.js';
import type { PreparedWord } from '../scoring/preparedValue.js';

/** Words after which a caller names where they are: "from", "in", "near", "living in". */
export const PLACE_LEADS: ReadonlySet<string> = new Set(['from', 'in', 'at', 'near', 'of', 'outside', 'around', 'live', 'lives', 'living', 'based']);
// The most words a place said takes ("Salt Lake City").
const MOST_PLACE_WORDS = 3;

/**
 * The places that may be said in `words` outside `from`..`to` (the name): the one to `MOST_PLACE_WORDS` words of
 * letters right after each word of `PLACE_LEADS`, joined; empty when no such word is said (the cheap test of most
 * values).
 *
 * @example
 *   placesSaidBeside(words('john smith from miami'), 0, 2) // ['miami']
 *   placesSaidBeside(words('john smith i live in salt lake city'), 0, 2) // ['in', 'in salt', …, 'salt lake city']
 */
export function placesSaidBeside(words: readonly PreparedWord[], from: number, to: number): string[] {
  const places: string[] = [];
  words.forEach((word, at) => {
    if (!PLACE_LEADS.has(word.text) || (at >= from && at < to)) return;
    for (let end = at + 2; end <= Math.min(words.length, at + 1 + MOST_PLACE_WORDS); end++) {
      if (end - 1 >= from && end - 1 < to) break;
      places.push(words.slice(at + 1, end).map((one) => one.text).join(' '));
    }
  });
  return places;
}

/** Whether `cell` (of a column of cities) is one of `places`, as the scorer reads words ("Miami", "miami"). */
export function cellIsPlace(cell: string, places: readonly string[]): boolean {
  return cell !== '' && places.includes(normaliseText(cell));
}
