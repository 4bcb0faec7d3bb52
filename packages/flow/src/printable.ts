// Text for an operator's terminal: what a caller, a spreadsheet or a call file says cannot drive it, nor hide in it.
import { shownInvisible } from '@switchboard/directive';

// Control characters but tab and line feed (C0, DEL, C1): a value from a spreadsheet, a CRM or the caller's line
// holding ESC sequences would otherwise drive the operator's terminal (clear it, retitle it, hide text).
// Also the bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069): one in a call name or a cell
// reorders the rest of the line on screen ("Trojan Source"); right-to-left text itself needs none of them.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text with each control character but tab and line feed, and each bidirectional override, written out as its
 * \u escape; and each other character that shows as nothing (a soft hyphen, a zero-width space, a word joiner) where
 * no script needs it written `<U+00AD>`, as the directive parser writes one in a `#lookup` value (invisible_character).
 *
 * @example
 * printable('Kaitlyn\u001b[2J'); // 'Kaitlyn\\u001b[2J'
 * printable('Kait\u00adlyn');    // 'Kait<U+00AD>lyn'
 */
export function printable(text: string): string {
  return shownInvisible(escapedControls(text));
}

/**
 * The text with each control character but tab and line feed, and each bidirectional override, written out as its
 * \u escape; the rest as it is.
 *
 * @example
 * escapedControls('Kaitlyn\u001b[2J'); // 'Kaitlyn\\u001b[2J'
 */
export function escapedControls(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
