// `switchboard run`: a caller's line that stands for keys pressed on the keypad, not words said.

/** `keys:` then the keys, as a call file writes a turn `{ keys: "101#" }`; the case of `keys` does not matter. */
const KEYS_LINE = /^keys:\s*(.*)$/i;

/**
 * The keys a typed or piped caller's line presses, or undefined for a line of words.
 *
 * @example
 * keysOfLine('keys: 101#'); // '101#'
 * keysOfLine('the keys are lost'); // undefined
 */
export function keysOfLine(line: string): string | undefined {
  return KEYS_LINE.exec(line)?.[1]?.trim();
}
