// "Did you mean" for a sheet or column name: the one choice a name is a slip of (optimal string alignment distance,
// Levenshtein with two neighbouring letters swapped counted as one edit), over letters and digits only.

/** Past this many letters a name gets no suggestion: the distance is quadratic in the length. */
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
    const distance = typoDistance(wanted, letters);
    if (distance > allowed) continue;
    if (best === undefined || distance < best.distance) {
      best = { choice, letters, distance };
      tied = false;
    } else if (distance === best.distance && letters !== best.letters) tied = true;
  }
  return tied ? undefined : best?.choice;
}

/** Edits from `a` to `b`: insertions, deletions, substitutions, and swaps of two neighbouring letters. */
function typoDistance(a: string, b: string): number {
  // Three rows of the table: two back (for a swap), the last, and the one being filled.
  let twoBack: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, twoBack[j - 2]! + 1);
      row.push(distance);
    }
    twoBack = last;
    last = row;
  }
  return last[b.length]!;
}
