// Ordinals a recogniser writes in words ("second", "twenty-first") or digits ("2nd", "21st"), read as one form.

/** "first" … "nineteenth" and the tens' "twentieth" … "ninetieth", with their values. */
export const ORDINAL_VALUE: ReadonlyMap<string, number> = new Map([
  ...[
    'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
    'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth',
  ].map((word, i): [string, number] => [word, i + 1]),
  ...['twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth']
    .map((word, i): [string, number] => [word, 20 + 10 * i]),
]);

/**
 * An ordinal's value as written in digits, with its English suffix.
 *
 * @example
 * ordinalDigits(2);  // '2nd'
 * ordinalDigits(11); // '11th'
 * ordinalDigits(21); // '21st'
 */
export function ordinalDigits(value: number): string {
  const lastTwo = value % 100;
  const last = value % 10;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${value}${suffix}`;
}
