// The names other voice platforms give node fields and node kinds (Twilio Studio, Voiceflow, Dialogflow CX, Amazon
// Connect, VoiceXML), mapped to Switchboard's: an author porting a flow writes `prompt:` and means `text:`.

/** Our field → the names other platforms use for it; the first of our fields a node has wins. */
const FIELD_NAMES: readonly (readonly [string, readonly string[]])[] = [
  ['text', ['prompt', 'say', 'message', 'speak', 'speech', 'utterance', 'response', 'reply', 'question', 'play', 'tts', 'instructions', 'system_prompt', 'content']],
  ['next', ['goto', 'go_to', 'transition', 'transitions', 'next_node', 'next_step', 'target', 'then', 'route', 'to']],
  ['into', ['variable', 'save_as', 'save_to', 'store', 'store_as', 'output', 'result', 'slot', 'parameter', 'assign']],
  ['to', ['number', 'phone', 'phone_number', 'transfer_to', 'destination', 'target', 'dial']],
  ['cases', ['conditions', 'routes', 'choices', 'options', 'branches', 'intents']],
  // `next` too: the edge a branch takes when no case does is the one the other kinds call next.
  ['otherwise', ['default', 'else', 'fallback', 'no_match', 'nomatch', 'next']],
  ['on', ['outcomes', 'transitions', 'routes']],
  ['values', ['variables', 'set', 'assign']],
  ['error', ['on_error', 'fallback', 'failure']],
  ['documents', ['tools', 'knowledge']],
  ['start', ['start_node', 'initial', 'initial_state', 'entry', 'entry_point', 'begin']],
  ['nodes', ['steps', 'states', 'pages', 'blocks', 'widgets']],
];

/** Our node kind → the names other platforms give the same kind of step. */
const KIND_NAMES: readonly (readonly [string, readonly string[]])[] = [
  ['say', ['play', 'speak', 'message', 'announce', 'prompt', 'say_play', 'say-play', 'text']],
  ['collect', ['gather', 'gather_input', 'gather-input-on-call', 'ask', 'question', 'capture', 'input', 'listen']],
  ['branch', ['condition', 'if', 'switch', 'split', 'split-based-on', 'split_based_on', 'choice', 'menu', 'router']],
  ['set', ['set_variables', 'set-variables', 'set_variable', 'assign', 'variable']],
  ['conversation', ['llm', 'agent', 'ai', 'gpt', 'generative', 'playbook', 'chat']],
  ['transfer', ['connect', 'connect-call-to', 'connect_call_to', 'handoff', 'dial', 'forward', 'escalate']],
  ['end', ['hangup', 'hang_up', 'hang-up', 'end_call', 'exit', 'stop', 'finish']],
];

function ourName(table: typeof FIELD_NAMES, name: string, known: readonly string[]): string | undefined {
  const written = name.trim().toLowerCase();
  return table.find(([ours, theirs]) => known.includes(ours) && theirs.includes(written))?.[0];
}

/**
 * The field of ours a node field named as on another platform stands for, among the fields this node kind has.
 *
 * @example
 * ourFieldName('prompt', ['kind', 'text', 'into', 'next']); // 'text'
 * ourFieldName('goto', ['kind', 'text', 'into', 'next']); // 'next'
 */
export function ourFieldName(field: string, known: readonly string[]): string | undefined {
  return ourName(FIELD_NAMES, field, known);
}

/**
 * The node kind of ours another platform's step name stands for.
 *
 * @example
 * ourKindName('gather', ['say', 'collect', 'end']); // 'collect'
 */
export function ourKindName(kind: string, known: readonly string[]): string | undefined {
  return ourName(KIND_NAMES, kind, known);
}
