// Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA.

/**
 * The letter of a 0-based column index.
 *
 * @example
 *   columnLetter(27) // "AB"
 */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * The 0-based index of a column letter (case-insensitive), or undefined when it is not one.
 *
 * @example
 *   columnIndex('ab') // 27
 */
export function columnIndex(letters: string): number | undefined {
  if (!/^[A-Za-z]{1,3}$/.test(letters)) return undefined;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}
