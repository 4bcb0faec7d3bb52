// The words of English numbers under a hundred, shared by the reader of digits said aloud (`spokenDigits.ts`) and
// the reader of dates (`dates.ts`). Maps, not object literals: a word such as "constructor" must not find
// Object.prototype's members.

/** "zero" … "nineteen". */
export const UNDER_TWENTY: ReadonlyMap<string, number> = new Map([
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
].map((word, value) => [word, value]));

/** "twenty" … "ninety". */
export const TENS: ReadonlyMap<string, number> = new Map(
  ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map((word, i) => [word, 20 + 10 * i]),
);

/** "first" … "nineteenth", "twentieth", "thirtieth": the days of a month said as ordinals. */
export const ORDINALS: ReadonlyMap<string, number> = new Map([
  ...[
    'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
    'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth',
  ].map((word, i): [string, number] => [word, i + 1]),
  ['twentieth', 20], ['thirtieth', 30],
]);
