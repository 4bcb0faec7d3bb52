// A node's text as the caller hears it (or the model reads it): directive lines out, `\#` unescaped.
import { parseDirective } from '@switchboard/directive';

/**
 * The prose of a node's text, by the directive rules (docs/directives.md rule 1): a line starting with `\#` loses
 * that backslash, and a line that starts like a directive is not prose.
 *
 * @example
 * proseOf('\\#lookup is how you write it.'); // '#lookup is how you write it.'
 */
export function proseOf(text: string): string {
  return parseDirective(text).text;
}
