// `switchboard run --trace`: what the transcript leaves out (each node the call enters, what its set nodes stored, how
// its branches chose, which try a collect with tries is at, the record a caller lookup stored), as lines for stderr,
// placed among the transcript's lines.
import type { CallEvent, Flow } from '@switchboard/flow';

/** The most characters of a caller lookup's record a trace line shows: a client database may answer a whole file. */
export const MAX_TRACED_RECORD_CHARS = 500;

export interface CallTracer {
  /** The lines to show before `event`'s transcript line: the nodes entered up to its node, then what it did (set, branch). */
  before(event: CallEvent, path: readonly string[]): string[];
  /** The nodes entered after the last event shown (none in practice: every node kind logs an event). */
  rest(path: readonly string[]): string[];
}

/**
 * Traces a call from `pathShown` nodes into its path (0 for a new call, the path's length for a resumed one).
 * @example
 * const tracer = callTracer(flow, 0);
 * tracer.before({ type: 'set', node: 'remember', values: { queue: 'billing' } }, ['greet', 'remember'])
 * // ['-> greet (say)', '-> remember (set)', 'set remember: queue="billing"']
 */
export function callTracer(flow: Pick<Flow, 'nodes'>, pathShown: number): CallTracer {
  let entered = pathShown;
  const entry = (node: string): string => `-> ${node} (${flow.nodes[node]?.kind ?? 'unknown'})`;
  return {
    before(event, path) {
      const lines: string[] = [];
      // A node's later events (a collect's listen, what it heard) belong to the entry already shown.
      if (path[entered - 1] !== event.node) {
        const at = path.indexOf(event.node, entered);
        if (at >= 0) {
          lines.push(...path.slice(entered, at + 1).map(entry));
          entered = at + 1;
        }
      }
      if (event.type === 'set') {
        lines.push(`set ${event.node}: ${Object.entries(event.values).map(([name, value]) => `${name}=${JSON.stringify(value)}`).join(' ')}`);
        // A value a formatter could not read, stored as written: the transcript shows no set node, so its warning is here.
        for (const warning of event.unformatted ?? []) lines.push(`  ${warning.code}: ${warning.message}`);
      } else if (event.type === 'branch') {
        const value = event.value === null ? '(no value)' : JSON.stringify(event.value);
        const taken = event.case === null ? 'otherwise' : `cases[${event.case}]${event.match === undefined ? '' : ` (matched ${JSON.stringify(event.match)})`}`;
        lines.push(`branch ${event.node}: ${event.variable}=${value} -> ${taken} -> ${event.next}`);
      } else if (event.type === 'listen' && event.try !== undefined && event.max !== undefined) {
        lines.push(`collect ${event.node}: try ${event.try} of ${event.max}`);
      } else if (event.type === 'caller_lookup' && event.record !== undefined) {
        const node = flow.nodes[event.node];
        const into = node?.kind === 'caller_lookup' ? node.into : 'record';
        lines.push(`caller_lookup ${event.node}: ${into}=${cappedJson(event.record)}`);
      } else if (event.type === 'model_reply' && event.reply.retried !== undefined) {
        lines.push(`model ${event.node}: the server's first answer was HTTP ${event.reply.retried.status}; this reply is from asking once more`);
      }
      return lines;
    },
    rest(path) {
      const lines = path.slice(entered).map(entry);
      entered = path.length;
      return lines;
    },
  };
}

/**
 * A value as JSON, up to {@link MAX_TRACED_RECORD_CHARS} characters, the rest counted.
 *
 * @example
 * cappedJson({ name: 'Ann Lee' }); // '{"name":"Ann Lee"}'
 */
function cappedJson(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  // Cheap test first; never cut between the two halves of an astral character.
  if (json.length <= MAX_TRACED_RECORD_CHARS) return json;
  const end = /[\ud800-\udbff]/.test(json.charAt(MAX_TRACED_RECORD_CHARS - 1)) ? MAX_TRACED_RECORD_CHARS - 1 : MAX_TRACED_RECORD_CHARS;
  return `${json.slice(0, end)}… (${(json.length - end).toLocaleString('en-US')} more characters)`;
}
