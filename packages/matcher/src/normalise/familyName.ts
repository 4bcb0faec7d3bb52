// A family named by its surname: "it's for the Murphys", "the Joneses", "the Murphy family". Scored as heard, "murphys"
// is another word than Murphy and "family" one more: "it's for the Murphys" found no one, though the table holds two
// Murphys. Read as the surname alone, it lists them (a name said in part is never a confident answer).
import { THINGS } from './possessiveName.js';

// Cheap test first: most values say neither "the" before a word ending in "s" nor a family's word.
const MAY_NAME_FAMILY = /the\s+\p{L}+['\u2019]?(?:s|z|x|ch|sh)\b|famil|household|residence|mrs/iu;
// "Mr and Mrs Murphy", "Mr. & Mrs. Murphy": a couple named by the surname they share.
const COUPLE = /(?<![\p{L}\p{N}])(?:mr\.?|mister)\s+(?:and|&)\s+(?:mrs|missus)\.?\s+(?=\p{L})/giu;
// "the Murphys", "the Joneses", "the Murphys'", "the Murphy family", "Murphy household": the surname, its plural's
// ending, its family's word.
const FAMILY = /(?<![\p{L}\p{N}'\u2019])(?:(the)\s+)?(\p{L}[\p{L}'\u2019-]*?)(es|s)?['\u2019]?(?:\s+(family|household|residence))?(?![\p{L}\p{N}'\u2019])/giu;
// What is a family's that a caller calls about, right after its name ("the Murphys' account", "the Murphys account").
const THING_AFTER = new RegExp(`^\\s+(?:${THINGS.join('|')})(?![\\p{L}])`, 'iu');
// A surname that ends as a plural does ("Evans", "Jones", "Diaz", "Fox", "Welch", "Nash"): callers name its family
// without the plural's "-es" ("the Evans" for the Evanses).
const ENDS_AS_PLURAL = /(?:s|z|x|ch|sh)$/iu;
// Nothing more said after a word: the end of the text, but for a pause, a full stop or "please".
const SAID_LAST = /^[\s,.!?]*(?:(?:please|thanks|thank you)[\s.!?]*)?$/iu;

/**
 * The text with a family named by its surname read as the surname ("it's for the Murphys" → "it's for Murphy", "the
 * Murphy family" → "Murphy"): a plural after "the" ("the Murphys", "the Joneses") where the column holds the word
 * without its ending and not with it, or a surname the column holds before "family", "household" or "residence"; "Mr
 * and Mrs" before a surname left out ("Mr and Mrs Murphy" → "Murphy"); a surname the column holds that ends as a
 * plural does, after "the" and said last or before what is theirs ("the Evans", "the Evans account"). Before what is
 * theirs, the family's possessive is the surname's ("the Murphys' account", "the Murphy family account" → "Murphy's
 * account", which `withPossessiveRead` reads). Otherwise the text as it is.
 *
 * @example
 *   withFamilyNameRead("it's for the Murphys", (word) => word === 'murphy') // "it's for Murphy"
 *   withFamilyNameRead('the Murphy family', (word) => word === 'murphy') // 'Murphy'
 *   withFamilyNameRead('the Evans', (word) => word === 'evans') // 'Evans'
 *   withFamilyNameRead('about the bill', (word) => word === 'bill') // 'about the bill'
 */
export function withFamilyNameRead(heard: string, holds: (word: string) => boolean): string {
  if (!MAY_NAME_FAMILY.test(heard)) return heard;
  const couple = heard.replace(COUPLE, '');
  return couple.replace(FAMILY, (said, the: string | undefined, stem: string, ending: string | undefined, family: string | undefined,
    at: number) => {
    // ("the Murphy's account": the recogniser put the family's apostrophe before the "s".)
    const possessive = ending === 's' && /['\u2019]$/u.test(stem);
    const surname = possessive ? surnameOf(stem.slice(0, -1), undefined, holds) : surnameOf(stem, ending, holds);
    if (surname === undefined) return said;
    // (What follows is looked at only after "the": most words matched have none before them.)
    const after = (): string => couple.slice(at + said.length);
    // (The family's possessive before what is theirs, "the Murphys' account", is the surname's, which
    // `withPossessiveRead` then reads: "Murphy's account" → "Murphy".)
    const named = the !== undefined && family === undefined && THING_AFTER.test(after()) ? `${surname}'s` : surname;
    // (A plural names a family after "the" only: "Evans", "Myers" are surnames of their own.)
    if (possessive || (ending !== undefined && surname !== stem + ending)) return the === undefined ? said : named;
    // ("the Murphy family account": the family's before what is theirs, as "the Murphys' account" is.)
    if (family !== undefined) return THING_AFTER.test(after()) ? `${surname}'s` : surname;
    // ("the Evans" said last, or before what is theirs: the Evans family, its plural's "-es" left unsaid; "the" before
    // another word the column holds names no family, "about the bill" beside a Bill.)
    // (Not where the column holds it without its "s" too, "Murphys" beside Murphy: which family is not told.)
    if (the === undefined || !ENDS_AS_PLURAL.test(surname)) return said;
    const pluralOfAnother = /s$/iu.test(surname) && holds(surname.slice(0, -1).toLowerCase().replace(/['\u2019-]/g, ''));
    return !pluralOfAnother && (named !== surname || SAID_LAST.test(after())) ? named : said;
  });
}

/**
 * The surname a word says: the word without its plural's ending where the column holds that and not the word
 * ("Murphys" → "Murphy", "Joneses" → "Jones"), else the word as said; undefined when it holds neither.
 */
function surnameOf(stem: string, ending: string | undefined, holds: (word: string) => boolean): string | undefined {
  const word = stem + (ending ?? '');
  const key = (said: string): string => said.toLowerCase().replace(/['\u2019-]/g, '');
  if (holds(key(word))) return word;
  if (ending === undefined) return undefined;
  // (`FAMILY` takes the shortest stem with an ending: "Joneses" is "Jones" + "es", "Byrnes" "Byrn" + "es", Byrne's plural.)
  if (holds(key(stem))) return stem;
  if (ending === 'es' && holds(key(`${stem}e`))) return `${stem}e`;
  return undefined;
}
