// A name's generational suffix ("John Smith Jr", "John Smith Junior", "Smith Sr., John", "John Smith III"): left out of
// the words a name is scored by (`nameTokens.ts`), as a caller often leaves it unsaid, but said, it tells John Smith Jr
// from John Smith Sr.
import { normaliseText, words } from './normaliseText.js';

const SUFFIXES: ReadonlyMap<string, string> = new Map([
  ['jr', 'jr'], ['junior', 'jr'], ['sr', 'sr'], ['senior', 'sr'], ['ii', 'ii'], ['iii', 'iii'], ['iv', 'iv'],
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
