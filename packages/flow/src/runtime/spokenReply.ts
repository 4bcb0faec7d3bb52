// A model's reply cut to what a caller can be read: up to the last sentence end within a cap, the rest dropped.

/**
 * The most characters of one model reply a conversation node says: about 40 seconds of speech at a speech engine's
 * usual 15 characters a second, longer than any answer a caller waits through on the phone. A flow's own texts are
 * not capped: their author chose their length; a model's reply is not checked by anyone before the caller hears it.
 */
export const MAX_SPOKEN_REPLY_CHARS = 640;

// A sentence ends at `.`, `!`, `?` or `…` (closing quotes and brackets kept with it) before white space, at a line
// break, or at a Chinese or Japanese full stop, `！` or `？` (written with no space after).
const SENTENCE_END = /[.!?…]["'”’)\]]*(?=\s)|(?=\n)|[。！？]["'”’」』）]*/g;
// A dot that ends no sentence: a list's number at the start of a line ("1. Billing"), a title or a Latin abbreviation.
const NO_END_BEFORE_DOT = /(?:(?:^|\n)[ \t]*\d+|\b(?:Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|vs|e\.g|i\.e))$/i;

/**
 * The part of `reply` said to the caller and the part dropped. Within `limit` it is said whole; past it, up to the last
 * sentence end that fits, else the last word that fits, else (one word longer than the cap, a link) the first `limit`
 * characters.
 *
 * @example
 * spokenReply('First one. Second one is long.', 15); // { said: 'First one.', dropped: 'Second one is long.' }
 * spokenReply('Short.', 640); // { said: 'Short.', dropped: '' }
 */
export function spokenReply(reply: string, limit: number = MAX_SPOKEN_REPLY_CHARS): { said: string; dropped: string } {
  // Cheap test first: an ordinary reply is never scanned.
  if (reply.length <= limit) return { said: reply, dropped: '' };
  // One character past the cap, so a sentence ending right at the cap is seen to end there.
  const window = reply.slice(0, limit + 1);
  let cut = 0;
  for (const end of window.matchAll(SENTENCE_END)) {
    const at = end.index + end[0].length;
    if (at > limit || window.slice(0, at).trim() === '') continue;
    if (end[0].startsWith('.') && NO_END_BEFORE_DOT.test(window.slice(0, end.index))) continue;
    cut = at;
  }
  // Else at the last white space that fits: never mid-word.
  if (cut === 0) cut = window.search(/\s\S*$/);
  if (cut <= 0) cut = limit;
  // Never half an emoji or another character written as a surrogate pair.
  const before = reply.charCodeAt(cut - 1);
  if (before >= 0xd800 && before <= 0xdbff) cut -= 1;
  return { said: reply.slice(0, cut).trimEnd(), dropped: reply.slice(cut).trim() };
}
