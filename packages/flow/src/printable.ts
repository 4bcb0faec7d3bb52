// Text for an operator's terminal: what a caller, a spreadsheet or a call file says cannot drive it.

// Control characters but tab and line feed (C0, DEL, C1): a value from a spreadsheet, a CRM or the caller's line
// holding ESC sequences would otherwise drive the operator's terminal (clear it, retitle it, hide text).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * The text with each control character but tab and line feed written out as its \u escape.
 *
 * @example
 * printable('Kaitlyn\u001b[2J'); // 'Kaitlyn\\u001b[2J'
 */
export function printable(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
