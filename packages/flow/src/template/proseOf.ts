// A node's text as the caller hears it (or the model reads it): directive lines out, `\#` unescaped.
import { parseDirective } from '@switchboard/directive';

// A `\#` after a space: a line escaped as the rules ask, moved mid-line by a YAML folded block (`>`), which joins
// lines with spaces before the flow sees them. Nobody means a caller to hear the backslash.
const escapeAfterSpace = /([ \t])\\#/g;

/**
 * The prose of a node's text, by the directive rules (docs/directives.md rule 1): a line starting with `\#` loses
 * that backslash, and a line that starts like a directive is not prose. A `\#` after a space loses it too: in a
 * folded block, an escaped line's start is there.
 *
 * @example
 * proseOf('\\#lookup is how you write it.'); // '#lookup is how you write it.'
 * proseOf('Our offer is \\#1 in town.'); // 'Our offer is #1 in town.'
 */
export function proseOf(text: string): string {
  return parseDirective(text).text.replace(escapeAfterSpace, '$1#');
}
