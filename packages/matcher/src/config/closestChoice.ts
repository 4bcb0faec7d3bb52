// "Did you mean", the one rule of every suggestion (fields, match modes, sheets, columns, files; a flow's nodes, kinds,
// tools, variables, documents): the one choice a name is a slip of (`typoDistance`: Levenshtein, two neighbouring
// letters swapped count as one edit), over letters and digits only.
import { distance } from 'fastest-levenshtein';

/** Past this many letters a name gets no suggestion: no header is that long, and each comparison costs with its length. */
const LONGEST_NAME = 100;

/** Letters and digits only, lower case, accents off: "Post-Code" and "postcode" read alike. */
function lettersOf(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The choice `name` most likely meant: the same once case, spaces and punctuation are set aside, or one or two
 * letters off (at most one in three of its letters; two neighbouring letters swapped count as one). Undefined when no
 * choice is that close, or when two different choices are equally close: then no one of them is clearly meant.
 *
 * @example
 *   closestChoice('OrderID', ['Order ID', 'Postcode', 'Recipient']) // "Order ID"
 *   closestChoice('Order', ['Orders', 'Notes']) // "Orders"
 *   closestChoice('ID', ['Zip', 'City']) // undefined: two letters of two is another word
 */
export function closestChoice(name: string, choices: readonly string[]): string | undefined {
  const wanted = lettersOf(name);
  if (wanted === '' || wanted.length > LONGEST_NAME) return undefined;
  const allowed = Math.min(2, Math.floor(wanted.length / 3));
  let best: { choice: string; letters: string; distance: number } | undefined;
  let tied = false;
  for (const choice of choices) {
    const letters = lettersOf(choice);
    if (letters === '' || Math.abs(letters.length - wanted.length) > allowed) continue;
    const edits = typoDistance(wanted, letters);
    if (edits > allowed) continue;
    if (best === undefined || edits < best.distance) {
      best = { choice, letters, distance: edits };
      tied = false;
    } else if (edits === best.distance && letters !== best.letters) tied = true;
  }
  return tied ? undefined : best?.choice;
}

/**
 * Edits from `a` to `b` (Levenshtein, by fastest-levenshtein), one when they differ only by two neighbouring letters
 * swapped ("sya" is one slip from "say", not two): the distance `closestChoice`, every "did you mean" of Switchboard,
 * goes by.
 *
 * @example
 *   typoDistance('sya', 'say') // 1
 *   typoDistance('ordr', 'order') // 1
 */
export function typoDistance(a: string, b: string): number {
  if (a.length === b.length && a !== b) {
    let at = 0;
    while (a[at] === b[at]) at += 1;
    if (a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)) return 1;
  }
  return distance(a, b);
}
