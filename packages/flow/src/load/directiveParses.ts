// Each distinct node text parsed as a directive once per load: the checks of one load share its parses.
import { parseDirective, type ParseResult } from '@switchboard/directive';

/** A node text's parse as a directive; the checks read the result and never change it (it is shared). */
export type ParseNodeText = (text: string) => ParseResult;

/**
 * A parser that parses each distinct text once and answers it again from memory: one is made per load and dropped
 * with it, so a flow's checks (reading nodes, lookups, columns, variables) do not parse a long directive six times.
 *
 * @example
 * const parse = parsedOncePerText();
 * parse('#lookup find_customer full_name={{caller_name}}') === parse('#lookup find_customer full_name={{caller_name}}'); // true
 */
export function parsedOncePerText(): ParseNodeText {
  const parses = new Map<string, ParseResult>();
  return (text) => {
    const known = parses.get(text);
    if (known !== undefined) return known;
    const parsed = parseDirective(text);
    parses.set(text, parsed);
    return parsed;
  };
}
