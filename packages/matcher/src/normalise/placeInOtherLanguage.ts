// A place said after the name in the caller's own language: "José García, de Monterrey", "Hannah Müller aus München",
// "Jean Dupont, de Lyon". An English "from" before the place makes it words said around the name (`PLACE_LEADS`,
// `SENTENCE_WORDS_AROUND`), which narrow to the row there or are left out; "de" or "aus" were words of the name no row
// holds, and the name the caller gave was a candidate, never the answer.

// Words for "from" before a place that are never a name's particle: read as "from" wherever they stand after the name.
const ONLY_FROM = ['aus', 'desde', 'depuis'];
// Words for "from" that are a name's particle too ("Maria de la Cruz", "Ludwig von Trapp", "Lucas da Silva"): read as
// "from" only after a pause that follows the name.
const FROM_OR_PARTICLE = ['de', 'del', 'von', 'du', 'da', 'do', 'di'];
// Cheap test first: most heard values say none of them as a word.
const MAY_SAY_FROM = new RegExp(`(?:^|[^\\p{L}])(?:${[...ONLY_FROM, ...FROM_OR_PARTICLE].join('|')})\\s`, 'iu');
// The name (two words or more), what parts it from the word ("aus", or a pause before "de"), the word, then one to three
// words of the place, to the end.
const PLACE_AFTER = new RegExp(
  String.raw`^(\s*\p{L}[\p{L}'\u2019.-]*(?:\s+\p{L}[\p{L}'\u2019.-]*)+)(\s*[,;:.!-]\s*|\s+)(${[...ONLY_FROM, ...FROM_OR_PARTICLE].join('|')})\s+` +
    String.raw`(\p{L}[\p{L}'\u2019.-]*(?:\s+\p{L}[\p{L}'\u2019.-]*){0,2})[\s.!]*$`,
  'iu',
);

/**
 * `heard` with a word for "from" said before a place after the name, in Spanish, French, German, Portuguese or Italian,
 * written "from" ("José García, de Monterrey" → "José García, from Monterrey"), so the place is read as an English one
 * is. Unchanged when the column holds a word of the place (a name's particle and the rest of the name: "Maria, de la
 * Cruz"), for a particle said without a pause before it ("Lucas da Silva" is a name), and for "aus", "desde" or
 * "depuis" where the column holds it.
 *
 * @example
 *   withPlaceInOtherLanguageRead('Hannah Müller aus München') // 'Hannah Müller from München'
 *   withPlaceInOtherLanguageRead('José García, de Monterrey') // 'José García, from Monterrey'
 *   withPlaceInOtherLanguageRead('Lucas da Silva') // unchanged
 */
export function withPlaceInOtherLanguageRead(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!MAY_SAY_FROM.test(heard)) return heard;
  const said = PLACE_AFTER.exec(heard);
  if (said === null) return heard;
  const [, name, pause, from, place] = said as unknown as [string, string, string, string, string];
  const word = from.toLowerCase();
  // (A particle is "from" only after a pause, even where the column holds it, "Maria De la Cruz": the pause parts it
  // from the name; a word said only for "from" is a name's where the column holds it.)
  const particle = FROM_OR_PARTICLE.includes(word);
  if (particle ? !/[,;:.!-]/.test(pause) : holds(word)) return heard;
  if (place.toLowerCase().split(/[^\p{L}]+/u).some((placeWord) => placeWord !== '' && holds(placeWord))) return heard;
  return `${name}${pause}from ${place}`;
}
