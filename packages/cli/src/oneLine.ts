// A line for a terminal or a CI log: what a document, a labels file or a flow says cannot drive it or split the line.
import { printable } from '@switchboard/flow';

/**
 * The text on one line: a line break written `\n`, other control characters and bidirectional overrides as their
 * \u escapes (`printable`).
 *
 * @example oneLine('Column "City\u001b[2J" is not in people.csv') // 'Column "City\\u001b[2J" is not in people.csv'
 */
export function oneLine(text: string): string {
  return printable(text).replaceAll('\n', '\\n');
}
