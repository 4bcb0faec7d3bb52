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
 * nonTextArgument(null as never); // { text: 'null', problem: 'they are null, not a JSON object' }
 */
export function nonTextArgument(args: Record<string, unknown>): { text: string; problem: string } | undefined {
  // A ChatModel of the API user's own may hand over what no chat API would: `null`, a list, text (`Object.entries`
  // would read text as one argument per letter, and null would throw, failing the turn with no code of its own).
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    const sent: unknown = args;
    return { text: (JSON.stringify(sent) ?? String(sent)).slice(0, ARGUMENTS_SHOWN), problem: `they are ${argumentsKind(sent)}, not a JSON object` };
  }
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== 'object' || value === null) continue;
    const kind = Array.isArray(value) ? 'a JSON list' : 'a JSON object';
    return { text: JSON.stringify(args).slice(0, ARGUMENTS_SHOWN), problem: `the value of ${JSON.stringify(name)} is ${kind}, not text` };
  }
  return undefined;
}

function argumentsKind(sent: unknown): string {
  if (sent === null) return 'null';
  if (Array.isArray(sent)) return 'a list';
  return typeof sent === 'string' ? 'text' : `a ${typeof sent}`;
}
