// Terminal escape sequences (ECMA-48) in a caller's line typed into `switchboard run`: keys and pasted colours, not words.

// CSI (`ESC [` or the 8-bit U+009B, then parameters, intermediates and a final byte: arrow keys `ESC [ A`, colours
// `ESC [ 31 m`), OSC and the other strings up to their terminator (BEL or `ESC \`; a window title `ESC ] 0 ; … BEL`),
// SS2/SS3 with their character (an arrow key in application mode, `ESC O A`), and any other `ESC` and the byte after it.
const ESCAPE_SEQUENCE =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[NO].?|\u001b[\u0020-\u002f]*[\u0030-\u007e]?/gu;
const ESCAPE_START = /[\u001b\u0090\u0098\u009b-\u009f]/u;

/**
 * The line without the escape sequences a terminal sends for keys (arrows, Home, function keys) or that come along
 * with pasted coloured text; what is left is what the caller typed.
 *
 * @example
 * withoutTerminalEscapes('\u001b[31myes\u001b[0m'); // 'yes'
 * withoutTerminalEscapes('\u001b[Ano');             // 'no'
 */
export function withoutTerminalEscapes(line: string): string {
  if (!ESCAPE_START.test(line)) return line;
  return line.replace(ESCAPE_SEQUENCE, '');
}
