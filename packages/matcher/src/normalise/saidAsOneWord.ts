// A caller who says how a name is written after saying it: "Mac Leod, one word", "Mc Donald, no space". The words
// that say so are no words of the name ("kevin mac leod, one word" was ambiguous at 88), and the two words before
// them are one.

// Cheap test first: most heard values say nothing of the kind.
const MAY_SAY_ONE_WORD = /word|space|together/i;
// "…, one word", "… all one word", "… as one word", "… no space(s)", "… without a space", "… together", at the end.
const SAID_AS_ONE_WORD = /[\s,.;:-]+(?:(?:it'?s|that'?s|it is|that is)\s+)?(?:(?:all|as|in)\s+)?(?:one word|no spaces?|without (?:a )?spaces?|with no spaces?|together|joined)[\s.!]*$/iu;
// The last two words before it.
const LAST_TWO_WORDS = /(\p{L}[\p{L}'\u2019]*)[\s-]+(\p{L}[\p{L}'\u2019]*)$/u;

/**
 * The text without "one word", "no space" or "together" said at its end, its last two words joined when the column
 * holds them joined ("kevin mac leod, one word" → "kevin macleod" where a cell is MacLeod); otherwise without the
 * words only, or the text as it is when it says nothing of the kind or the column holds those words.
 *
 * @example
 *   withWordsSaidAsOne('kevin mac leod, one word', (word) => word === 'macleod') // 'kevin macleod'
 */
export function withWordsSaidAsOne(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!MAY_SAY_ONE_WORD.test(heard)) return heard;
  const said = SAID_AS_ONE_WORD.exec(heard);
  if (said === null || said.index === 0) return heard;
  if (said[0].toLowerCase().split(/[^\p{L}]+/u).some((word) => word.length > 2 && holds(word))) return heard;
  const before = heard.slice(0, said.index);
  const last = LAST_TWO_WORDS.exec(before);
  if (last === null) return before;
  const joined = `${last[1]!}${last[2]!.toLowerCase()}`;
  return holds(joined.toLowerCase().replace(/['\u2019]/gu, '')) ? before.slice(0, last.index) + joined : before;
}
