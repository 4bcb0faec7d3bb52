// A priest's or a nun's title said before a name: "Father Thomas O'Malley", "Sister Rosa Lopez". "Father" and "Sister"
// are a relative's words too ("my father, Thomas O'Malley": the call is for him, `relativeOfNamed.ts`), so scored as
// heard the title was a word of the name no row holds (Thomas O'Malley ambiguous at 86). Said as a title it has no
// possessive before it, no pause after it, and a full name after it; a recogniser writing names with capitals writes
// the title with one too.

/** Titles of clergy said before a name, two of them a relative's words as well. */
export const CLERGY_TITLES: readonly string[] = ['father', 'sister', 'brother', 'pastor', 'rabbi', 'imam', 'deacon'];

// Cheap test first: most heard values say no such word.
const MAY_SAY_CLERGY_TITLE = new RegExp(`(?:${CLERGY_TITLES.join('|')})\\s`, 'iu');
// The title (not after a word that makes it a relation: "my", "his", "the", "John's"), spaces only after it, then two
// words of a name.
const CLERGY_TITLE = new RegExp(
  String.raw`(?<!(?:^|[^\p{L}])(?:my|his|her|our|your|their|the|a|an)[\s,]+|['\u2019]s[\s,]+)(?<![\p{L}\p{N}'\u2019])(${CLERGY_TITLES.join('|')})\s+(?=\p{L}[\p{L}'\u2019-]*\s+\p{L})`,
  'iu',
);
const HAS_CAPITAL = /\p{Lu}/u;

/**
 * The heard value without a clergy title said before a full name, as "Reverend" is left out of a name's words; the
 * value as it is when the title has a possessive or an article before it ("my father Thomas O'Malley"), one word
 * after it, or is written in lower case by a recogniser that writes capitals elsewhere, or when the column holds the
 * word (a surname: Pastor).
 *
 * @example
 *   withoutClergyTitle("Father Thomas O'Malley") // "Thomas O'Malley"
 *   withoutClergyTitle("my father Thomas O'Malley") // unchanged
 *   withoutClergyTitle('Father Thomas') // unchanged: not a full name
 */
export function withoutClergyTitle(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!MAY_SAY_CLERGY_TITLE.test(heard)) return heard;
  const said = CLERGY_TITLE.exec(heard);
  if (said === null) return heard;
  const title = said[1]!;
  // (All in lower case, the recogniser wrote no capitals to tell by; otherwise the title has its own.)
  if (HAS_CAPITAL.test(heard) && !HAS_CAPITAL.test(title[0]!)) return heard;
  if (holds(title.toLowerCase())) return heard;
  return heard.slice(0, said.index) + heard.slice(said.index + said[0].length);
}
