// The places a caller says beside a name ("John Smith from Miami", "…, I live in Miami"), and whether a cell of a
// column of cities is one of them: a candidate there tells whose name was meant.
import { normaliseText } from '../normalise/normaliseText.js';
import type { PreparedWord } from '../scoring/preparedValue.js';
import { NOT_WORDS } from '../normalise/negatedName.js';
import { inSaidOrder, pausesAmong, SENTENCE_WORDS_AROUND } from './sentenceRuns.js';
import { stateWordsAtEnd } from '../normalise/usStates.js';
import { letterSimilarity } from '../scoring/wordSimilarity.js';
import type { Scorer } from '../scoring/Scorer.js';
import { scorerFor } from '../scoring/scorerFor.js';

/** Words after which a caller names where they are: "from", "in", "near", "living in". */
export const PLACE_LEADS: ReadonlySet<string> = new Set(['from', 'in', 'at', 'near', 'of', 'outside', 'around', 'live', 'lives', 'living', 'based']);
// The most words a place said takes ("Salt Lake City").
const MOST_PLACE_WORDS = 3;
// How alike a place said and a city's cell are to be taken for it misheard: a letter off in five ("dalas", "Dallas").
const MISHEARD_PLACE_SIMILARITY = 0.8;
// Or how alike they sound, from the same first letter ("dalass" and "Dallas", 83): a recogniser's spelling of the city
// said. From another letter, a place sounding as much alike is another ("Austin" and "Boston", 83; "Paris" and "Dallas", 76).
const MISHEARD_PLACE_SOUND = 80;
let placeSounds: Scorer | undefined;

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

/**
 * Where a place may be said last in a value, after the name: its one to `MOST_PLACE_WORDS` last words after a word of
 * `PLACE_LEADS` ("Kaitlyn from Chicago", the leads said before it left out too: "… I live in Miami"), or after the last
 * pause in `said`, two words of a name at least before it ("Caitlin Myers, Chicago", whose words a reading of "Last,
 * First" may have put first), or one before a lead ("Mary, from Austin"), or one with `oneNameWord` ("Mary, Austin",
 * where nothing else finds anyone). `name` and `place` are the words' spans (start, end); undefined when no place may be
 * said so.
 *
 * @example
 *   placeSaidLast('Caitlin Myers, Chicago', words('caitlin myers chicago')) // { name: [0, 2], place: [2, 3] }
 *   placeSaidLast('Caitlin Myers, Chicago', words('chicago caitlin myers')) // { name: [1, 3], place: [0, 1] }
 *   placeSaidLast('Kaitlyn from Chicago', words('kaitlyn from chicago')) // { name: [0, 1], place: [2, 3] }
 *   placeSaidLast('Mary, from Austin', words('from austin mary')) // { name: [2, 3], place: [1, 2] }
 *   placeSaidLast('Kevin, Leeds', words('kevin leeds')) // undefined (one word before the pause)
 */
export function placeSaidLast(said: string, words: readonly PreparedWord[], oneNameWord = false): { name: [number, number]; place: [number, number] } | undefined {
  const texts = words.map((word) => word.text);
  // (The last lead: "… I live in Miami" is "Miami".)
  for (let start = texts.length - 1; start >= Math.max(1, texts.length - MOST_PLACE_WORDS); start--) {
    if (!PLACE_LEADS.has(texts[start - 1]!)) continue;
    let nameEnd = start - 1;
    while (nameEnd > 0 && PLACE_LEADS.has(texts[nameEnd - 1]!)) nameEnd--;
    if (nameEnd > 0) return { name: [0, nameEnd], place: [start, texts.length] };
  }
  const pauses = pausesAmong(said, texts);
  const pause = pauses.at(-1);
  if (pause === undefined) return undefined;
  // (Read "Last, First", the part said last comes first: "chicago caitlin myers".)
  const swapped = pauses.length === 1 && !inSaidOrder(said, texts);
  const nameSpan: [number, number] = swapped ? [pause, texts.length] : [0, pause];
  const placeSpan: [number, number] = swapped ? [0, pause] : [pause, texts.length];
  // (A lead after the pause, "Mary, from Austin": after it, a first name alone is name enough.)
  const leads = placeSpan[0];
  while (placeSpan[0] < placeSpan[1] - 1 && PLACE_LEADS.has(texts[placeSpan[0]]!)) placeSpan[0]++;
  const fewestNameWords = placeSpan[0] > leads || oneNameWord ? 1 : 2;
  const placeWords = placeSpan[1] - placeSpan[0];
  return nameSpan[1] - nameSpan[0] >= fewestNameWords && placeWords - stateWordsAtEnd(texts.slice(...placeSpan)) <= MOST_PLACE_WORDS ? { name: nameSpan, place: placeSpan } : undefined;
}

/**
 * Where a place may be said first in a value, before the name, a pause between ("Dallas, John Smith", whose words a
 * reading of "Last, First" may have put last): one to `MOST_PLACE_WORDS` words, then two words of a name at least (one
 * with `oneNameWord`: "Austin, Mary", where nothing else finds anyone). Undefined otherwise.
 *
 * @example
 *   placeSaidFirst('Dallas, John Smith', words('john smith dallas')) // { name: [0, 2], place: [2, 3] }
 */
export function placeSaidFirst(said: string, words: readonly PreparedWord[], oneNameWord = false): { name: [number, number]; place: [number, number] } | undefined {
  const texts = words.map((word) => word.text);
  const pauses = pausesAmong(said, texts);
  if (pauses.length !== 1) return undefined;
  const pause = pauses[0]!;
  const swapped = !inSaidOrder(said, texts);
  const name: [number, number] = swapped ? [0, pause] : [pause, texts.length];
  const place: [number, number] = swapped ? [pause, texts.length] : [0, pause];
  return name[1] - name[0] >= (oneNameWord ? 1 : 2) && place[1] - place[0] - stateWordsAtEnd(texts.slice(...place)) <= MOST_PLACE_WORDS ? { name, place } : undefined;
}

/**
 * The ways a place said (its words as the scorer reads them) may be a city's cell: as said, and without a US state
 * said after it ("chicago il", "dallas texas": `stateWordsAtEnd`).
 *
 * @example
 *   placeReadings(['dallas', 'texas']) // ['dallas texas', 'dallas']
 */
export function placeReadings(texts: readonly string[]): string[] {
  const state = stateWordsAtEnd(texts);
  return state > 0 && state < texts.length ? [texts.join(' '), texts.slice(0, -state).join(' ')] : [texts.join(' ')];
}

/**
 * Whether `cell` (of a column of cities) is one of `places`, as the scorer reads words ("Miami", "miami"); with
 * `misheard`, a place that may be it misheard is it too (`placeMisheardAs`).
 *
 * @example
 *   cellIsPlace('Dallas', ['dallas']) // true
 *   cellIsPlace('Dallas', ['dalas']) // false
 *   cellIsPlace('Dallas', ['dalas'], true) // true
 */
export function cellIsPlace(cell: string, places: readonly string[], misheard = false): boolean {
  if (cell === '') return false;
  const city = normaliseText(cell);
  return places.includes(city) || (misheard && places.some((place) => placeMisheardAs(place, city)));
}

/**
 * Whether the place heard (normalised) may be `city` (normalised) misheard: a letter off in five at most ("dalas":
 * `MISHEARD_PLACE_SIMILARITY`), or sounding alike from the same first letter ("dalass": `MISHEARD_PLACE_SOUND`).
 *
 * @example
 *   placeMisheardAs('dalass', 'dallas') // true
 *   placeMisheardAs('austin', 'boston') // false
 */
export function placeMisheardAs(place: string, city: string): boolean {
  if (letterSimilarity(place, city) >= MISHEARD_PLACE_SIMILARITY) return true;
  if (place[0] !== city[0]) return false;
  const sounds = (placeSounds ??= scorerFor('phonetic'));
  return sounds.score(sounds.prepare(place), sounds.prepare(city)) >= MISHEARD_PLACE_SOUND;
}

/**
 * Whether the place said at `start` of `words` is ruled out: a "not" before it, with only words leading to a place or
 * naming no one between ("not from Dallas", "not the one in Dallas"), at most four words back.
 *
 * @example
 *   placeRuledOutAt(words('john smith not from dallas'), 4) // true
 *   placeRuledOutAt(words('john smith from dallas'), 3) // false
 */
export function placeRuledOutAt(words: readonly PreparedWord[], start: number): boolean {
  for (let at = start - 1; at >= 0 && start - at <= 4; at--) {
    const text = words[at]!.text;
    if (NOT_WORDS.has(text)) return true;
    if (!PLACE_LEADS.has(text) && !SENTENCE_WORDS_AROUND.has(text) && text !== 'one') return false;
  }
  return false;
}

/**
 * The places the caller says they are not from in `words` (`placeRuledOutAt`: "not from Dallas", "not the one in
 * Dallas", "not Chicago"): the one to `MOST_PLACE_WORDS` words after the "not" and the words leading to a place, each
 * also without a US state after it (`placeReadings`). Empty when no "not" is said (the cheap test of most values).
 *
 * @example
 *   placesRuledOut(words('john smith not from dallas')) // ['dallas']
 *   placesRuledOut(words('caitlin myers not chicago il')) // ['chicago', 'chicago il']
 */
export function placesRuledOut(words: readonly PreparedWord[]): string[] {
  if (!words.some((word) => NOT_WORDS.has(word.text))) return [];
  const texts = words.map((word) => word.text);
  const places: string[] = [];
  texts.forEach((text, start) => {
    // (The place's first word: no "not" and no word leading to it, which `placeRuledOutAt` steps over.)
    if (NOT_WORDS.has(text) || PLACE_LEADS.has(text) || !placeRuledOutAt(words, start)) return;
    for (let end = start + 1; end <= Math.min(texts.length, start + MOST_PLACE_WORDS); end++) {
      places.push(...placeReadings(texts.slice(start, end)));
    }
  });
  return places;
}
