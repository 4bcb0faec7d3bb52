// A model's reply as a caller hears it: chat models write Markdown ("**Your balance** is $5", "# Hours", "- Monday"),
// and a speech engine reads its marks aloud ("asterisk asterisk") or garbles them. The marks go; the words stay.
import removeMarkdown from 'remove-markdown';

// Cheap test first: most replies hold none of Markdown's marks.
const MAY_BE_MARKDOWN = /[*_#`~[\]<>|]|^[ \t]*[-+][ \t]/m;
// A bullet at a line's start ("- Monday", "* Monday", "+ Monday"); a numbered item keeps its number ("1. Billing":
// the caller may be asked to say or press it).
const BULLET = /^([ \t]*)[-*+][ \t]+/gm;
// A "<" that opens no HTML tag ("5 < 6", "<5 minutes"): kept from the library's tag stripping, which would take the
// words up to the next ">" with it.
const NO_TAG = /<(?![A-Za-z/!])/g;
const KEPT_LESS_THAN = '\uE000';

/**
 * `reply` without Markdown's marks: emphasis, headings, bullets, links (their text kept), inline code, strikethrough,
 * rules and HTML tags, by remove-markdown; a numbered list keeps its numbers, and a star that marks nothing ("press
 * *69") stays.
 *
 * @example
 * withoutMarkdown('**Your balance** is $5.'); // 'Your balance is $5.'
 * withoutMarkdown('Press *69 to call back.'); // 'Press *69 to call back.'
 */
export function withoutMarkdown(reply: string): string {
  if (!MAY_BE_MARKDOWN.test(reply)) return reply;
  // A piece at a time: some of the library's expressions take time growing with the square of a run of marks (30,000
  // backticks took 0.6 s whole), and a reply is said only up to its first few hundred characters anyway.
  let plain = '';
  for (let at = 0; at < reply.length;) {
    const end = pieceEnd(reply, at);
    const kept = reply.slice(at, end).replace(NO_TAG, KEPT_LESS_THAN);
    plain += removeMarkdown(kept.replace(BULLET, '$1'), { stripListLeaders: false, gfm: true, useImgAltText: true });
    at = end;
  }
  return plain.replaceAll(KEPT_LESS_THAN, '<');
}

const PIECE = 2_000;

/** Where the piece of `reply` from `at` ends: after the last line break within {@link PIECE} characters, else there. */
function pieceEnd(reply: string, at: number): number {
  if (reply.length - at <= PIECE) return reply.length;
  const lineEnd = reply.lastIndexOf('\n', at + PIECE - 1);
  return lineEnd > at ? lineEnd + 1 : at + PIECE;
}
