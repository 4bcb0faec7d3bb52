// A name's generational suffix ("John Smith Jr", "John Smith Junior", "Smith Sr., John", "John Smith III"; said, "John
// Smith the third"): left out of the words a name is scored by (`nameTokens.ts`), as a caller often leaves it unsaid,
// but said, it tells John Smith Jr from John Smith Sr.
import { normaliseText, words } from './normaliseText.js';

const SUFFIXES: ReadonlyMap<string, string> = new Map([
  ['jr', 'jr'], ['junior', 'jr'], ['sr', 'sr'], ['senior', 'sr'], ['ii', 'ii'], ['iii', 'iii'], ['iv', 'iv'],
]);
// A suffix said as an ordinal after "the" ("Robert Hale the second", "Peter Grant the third"), in words or, as a
// recogniser may write it, in digits ("the 2nd").
const SAID_ORDINALS: ReadonlyMap<string, string> = new Map([
  ['second', 'ii'], ['third', 'iii'], ['fourth', 'iv'], ['2nd', 'ii'], ['3rd', 'iii'], ['4th', 'iv'],
]);
// Cheap test first: most names have none.
const MAY_HAVE_SUFFIX = /(?:^|[^\p{L}])(?:jr|sr|junior|senior|ii|iii|iv)(?:$|[^\p{L}])/iu;

/**
 * The suffix of a name ('jr', 'sr', 'ii', 'iii' or 'iv'), said or written, or undefined. Never its first word
 * ("Junior Soprano" is a first name).
 *
 * @example
 *   nameSuffix('John Smith Junior') // 'jr'
 *   nameSuffix('Smith Sr., John') // 'sr'
 *   nameSuffix('Junior Soprano') // undefined
 */
export function nameSuffix(name: string): string | undefined {
  if (!MAY_HAVE_SUFFIX.test(name)) return undefined;
  const said = words(normaliseText(name));
  for (let i = said.length - 1; i > 0; i--) {
    const suffix = SUFFIXES.get(said[i]!);
    if (suffix !== undefined) return suffix;
  }
  return undefined;
}

// An ordinal ending what a caller said, after "the" and a word: "… Grant the third."
const ORDINAL_AT_END = /\p{L}[\s,]+the\s+(second|third|fourth|2nd|3rd|4th)[\s.!?]*$/iu;

/**
 * The suffix a caller said as an ordinal at the end of a name ("Peter Grant the third" → 'iii'), which the reading of
 * what was said leaves out of the value scored; else undefined.
 *
 * @example
 *   ordinalSuffixSaid('my name is Peter Grant the third') // 'iii'
 *   ordinalSuffixSaid('Peter Grant the 2nd') // 'ii'
 *   ordinalSuffixSaid('the third') // undefined
 */
export function ordinalSuffixSaid(raw: string): string | undefined {
  const found = ORDINAL_AT_END.exec(raw);
  return found === null ? undefined : SAID_ORDINALS.get(found[1]!.toLowerCase());
}

// An ordinal said alone after a pause ("…, the third").
const ORDINAL_ALONE = /^\s*the\s+(?:second|third|fourth|2nd|3rd|4th)[\s.!?]*$/iu;

/**
 * Whether `part` (said after a pause) is only a suffix said as an ordinal ("the third"): no first names of "Last,
 * First" ("Peter Grant, the third").
 *
 * @example
 *   isOrdinalSuffixAlone(' the third') // true
 *   isOrdinalSuffixAlone(' Caitlin') // false
 */
export function isOrdinalSuffixAlone(part: string): boolean {
  return ORDINAL_ALONE.test(part);
}
