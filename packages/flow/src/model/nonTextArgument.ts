// A tool call's argument whose value is a JSON object or list: lookup parameters are text, and such a value is none.

/** The longest start of the arguments kept, to show the model what it sent (as for arguments that are not JSON). */
const ARGUMENTS_SHOWN = 200;

/**
 * The first argument whose value is an object or a list, as the `unreadableArguments` of a tool call: what was sent
 * and the problem; undefined when every value is text, a number, a true/false or null (read as text, or as absent).
 * Looked up as its JSON text, `{"first": "Kaitlyn"}` would find rows by its braces and quotes.
 *
 * @example
 * nonTextArgument({ full_name: { first: 'Kaitlyn' } });
 * // { text: '{"full_name":{"first":"Kaitlyn"}}', problem: 'the value of "full_name" is a JSON object, not text' }
 * nonTextArgument({ full_name: 'Kaitlyn Meyers', city: null }); // undefined
 */
export function nonTextArgument(args: Record<string, unknown>): { text: string; problem: string } | undefined {
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== 'object' || value === null) continue;
    const kind = Array.isArray(value) ? 'a JSON list' : 'a JSON object';
    return { text: JSON.stringify(args).slice(0, ARGUMENTS_SHOWN), problem: `the value of ${JSON.stringify(name)} is ${kind}, not text` };
  }
  return undefined;
}
