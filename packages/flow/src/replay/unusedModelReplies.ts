// Model replies a call file scripts that no conversation node asked for: a warning, since the call still ran.
import type { ScriptedReply } from './callScript.js';
import { issueMessage } from './messages.js';
import type { FieldPath, Locate } from './parseCallScript.js';
import { fieldPath, type ReplayIssue } from './ReplayIssue.js';

/**
 * The `model_replies_unused` warning when the call's model requests (`asked`) used fewer of the call file's replies
 * than it scripts, naming how many were left and the first: an entry, or the `say` of an entry whose `tool_calls`
 * were used. `entryOfRequest[i]` is the entry answering request i, as `replayModel` gives it.
 *
 * @example
 * unusedModelReplies(script.model, [0, 1], 1, file, locate)?.message;
 * // '1 of the call file\'s 2 model replies was never asked for, the first model[1] (say "Anything else?"): the flow\'s …'
 */
export function unusedModelReplies(
  replies: readonly ScriptedReply[], entryOfRequest: readonly number[], asked: number, file: string, locate: Locate,
): ReplayIssue | undefined {
  const unused = entryOfRequest.slice(asked);
  const first = unused[0];
  const reply = first === undefined ? undefined : replies[first];
  if (first === undefined || !reply) return undefined;
  // The entry's tool calls answered the last request: only its say is left.
  const sayOnly = asked > 0 && entryOfRequest[asked - 1] === first;
  const at: FieldPath = sayOnly ? ['model', first, 'say'] : ['model', first];
  const left = new Set(unused).size;
  const what = sayOnly || reply.tool_calls === undefined || reply.tool_calls.length === 0
    ? `say ${JSON.stringify(reply.say ?? '')}`
    : `tool_calls ${reply.tool_calls.map((call) => call.tool).join(', ')}`;
  return {
    code: 'model_replies_unused', path: fieldPath(at), severity: 'warning', file, ...locate(at, 'key'),
    message: issueMessage('model_replies_unused', {
      left: String(left),
      total: String(replies.length),
      replies: replies.length === 1 ? 'reply' : 'replies',
      was: left === 1 ? 'was' : 'were',
      first: fieldPath(at),
      what: reply.node === undefined ? what : `${what}, for node "${reply.node}"`,
    }),
  };
}
