// A family named by its surname: "it's for the Murphys", "the Joneses", "the Murphy family". Scored as heard, "murphys"
// is another word than Murphy and "family" one more: "it's for the Murphys" found no one, though the table holds two
// Murphys. Read as the surname alone, it lists them (a name said in part is never a confident answer).

// Cheap test first: most values say neither "the" before a word ending in "s" nor a family's word.
const MAY_NAME_FAMILY = /the\s+\p{L}+s\b|famil|household|residence|mrs/iu;
// "Mr and Mrs Murphy", "Mr. & Mrs. Murphy": a couple named by the surname they share.
const COUPLE = /(?<![\p{L}\p{N}])(?:mr\.?|mister)\s+(?:and|&)\s+(?:mrs|missus)\.?\s+(?=\p{L})/giu;
// "the Murphys", "the Joneses", "the Murphys'", "the Murphy family", "Murphy household": the surname, its plural's
// ending, its family's word.
const FAMILY = /(?<![\p{L}\p{N}'\u2019])(?:(the)\s+)?(\p{L}[\p{L}'\u2019-]*?)(es|s)?['\u2019]?(?:\s+(family|household|residence))?(?![\p{L}\p{N}'\u2019])/giu;

/**
 * The text with a family named by its surname read as the surname ("it's for the Murphys" → "it's for Murphy", "the
 * Murphy family" → "Murphy"): a plural after "the" ("the Murphys", "the Joneses") where the column holds the word
 * without its ending and not with it, or a surname the column holds before "family", "household" or "residence"; "Mr
 * and Mrs" before a surname left out ("Mr and Mrs Murphy" → "Murphy"). Otherwise the text as it is.
 *
 * @example
 *   withFamilyNameRead("it's for the Murphys", (word) => word === 'murphy') // "it's for Murphy"
 *   withFamilyNameRead('the Murphy family', (word) => word === 'murphy') // 'Murphy'
 *   withFamilyNameRead('the Myers', (word) => word === 'myers') // 'the Myers'
 */
export function withFamilyNameRead(heard: string, holds: (word: string) => boolean): string {
  if (!MAY_NAME_FAMILY.test(heard)) return heard;
  return heard.replace(COUPLE, '').replace(FAMILY, (said, the: string | undefined, stem: string, ending: string | undefined, family: string | undefined) => {
    const surname = surnameOf(stem, ending, holds);
    if (surname === undefined) return said;
    // (A plural names a family after "the" only: "Evans", "Myers" are surnames of their own.)
    if (ending !== undefined && surname !== stem + ending) return the === undefined ? said : surname;
    return family !== undefined ? surname : said;
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
