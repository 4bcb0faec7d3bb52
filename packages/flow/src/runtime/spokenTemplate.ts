// A node's text as the caller hears it: each value a template fills in said up to a cap (the rest dropped and logged),
// without control characters or emoji.
import type { Json } from '../flowTypes.js';
import { ERROR, errorMessages } from '../messages.js';
import type { FormatSettings } from '../template/format/FormatSettings.js';
import { templateParts } from '../template/format/templateParts.js';
import { renderTemplate, type UnformattedValue } from '../template/renderTemplate.js';
import type { ErrorInfo } from './CallEvent.js';
import { MAX_SPOKEN_REPLY_CHARS, spokenReply } from './spokenReply.js';
import { withoutEmoji } from './withoutEmoji.js';

/**
 * The most characters of one value a template fills into text said to the caller: a caller's turn said back
 * (`{{wish}}`), a value a `set` node copied, a record's field. The flow's own words are not capped (their author chose
 * them); a value is not checked by anyone before the caller hears it, as a model's reply is not, so it has that cap.
 */
export const MAX_SPOKEN_VALUE_CHARS = MAX_SPOKEN_REPLY_CHARS;

// C0 and C1 controls but tab and line breaks, and DEL: a speech engine reads them as noise, SSML cannot hold them.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Those that separate words (a vertical tab is FileMaker's line break; form feed, the separators, NEL): a space.
const SEPARATING_CONTROLS = /[\u000b\u000c\u001c-\u001f\u0085]+/g;
const OTHER_CONTROLS = /[\u0000-\u0008\u000e-\u001b\u007f-\u0084\u0086-\u009f]+/g;

/**
 * A value's words without control characters (as a CSV cell is read, docs/decisions.md), those between words made a
 * space, no space doubled where one was taken out.
 *
 * @example
 * withoutControls('Maria\u000bLopez'); // 'Maria Lopez'
 */
function withoutControls(words: string): string {
  // Cheap test first: an ordinary value is never rewritten.
  if (!CONTROL.test(words)) return words;
  return words.replace(SEPARATING_CONTROLS, ' ').replace(OTHER_CONTROLS, '').replace(/ {2,}/g, ' ');
}

/**
 * The warnings, one for each value a template's formatter could not read (said as written), for a node's event.
 *
 * @example
 * unformattedWarnings('confirm', [{ template: 'due | date', format: 'date', value: 'soon', reads: 'a date', said: 'soon' }]);
 * // [{ code: 'value_not_formatted', message: '{{due | date}} at node "confirm" held "soon", …' }]
 */
export function unformattedWarnings(node: string, values: readonly UnformattedValue[]): ErrorInfo[] {
  return values.map((value) => (value.blank
    ? { code: ERROR.valueBlank, message: errorMessages.valueBlank(node, value.template, templateParts(value.template).reference) }
    : { code: ERROR.valueNotFormatted, message: errorMessages.valueNotFormatted(node, value.template, value.value, value.reads, value.said === '' && value.value !== '') }));
}

/**
 * `text` rendered from `scope` as it is said at `node`: a value longer than `limit` is said up to its last sentence end
 * (else word) within it (`spokenReply`), and `shortened` names what was dropped. Control characters and emoji in a value
 * are not said (`withoutControls`, `withoutEmoji`). A value a template's formatter cannot read (`| date` on "soon") is
 * said as written, and `unformatted` warns of it.
 *
 * @example
 * spokenTemplate('You said {{wish}}.', { wish: 'a new appointment' }, 'repeat'); // { text: 'You said a new appointment.' }
 */
export function spokenTemplate(text: string, scope: Record<string, Json>, node: string, limit: number = MAX_SPOKEN_VALUE_CHARS, settings: FormatSettings = {}): {
  text: string;
  shortened?: { limit: number; dropped: string; warning: ErrorInfo };
  unformatted?: ErrorInfo[];
} {
  const cut: { reference: string; length: number; said: number; dropped: string }[] = [];
  const unread: UnformattedValue[] = [];
  const rendered = renderTemplate(text, scope, (filled, reference) => {
    const words = withoutEmoji(withoutControls(filled));
    // Cheap test first: an ordinary value is never scanned.
    if (words.length <= limit) return words;
    const { said, dropped } = spokenReply(words, limit);
    cut.push({ reference, length: words.length, said: said.length, dropped });
    return said;
  }, { settings, unformatted: (value) => unread.push(value) });
  const unformatted = unread.length === 0 ? {} : { unformatted: unformattedWarnings(node, unread) };
  const [first] = cut;
  if (first === undefined) return { text: rendered, ...unformatted };
  const warning = { code: ERROR.valueTooLong, message: errorMessages.valueTooLong(node, first.reference, first.length, limit, first.said, cut.length - 1) };
  return { text: rendered, shortened: { limit, dropped: cut.map((value) => value.dropped).join('\n'), warning }, ...unformatted };
}
