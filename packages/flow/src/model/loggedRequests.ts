// How a call's log shows its model requests: each once, with only what the model had not been shown before.
import type { CallEvent } from '../runtime/CallEvent.js';
import type { ChatMessage } from './ChatModel.js';

type ModelRequestEvent = Extract<CallEvent, { type: 'model_request' }>;

/**
 * How many messages of the conversation (after a request's first message, the node's instructions) the log's
 * model requests have shown so far: the next request logs only those after them. A request logged before
 * 2026-12-06 (no `repeated`) held the whole conversation. The log is read back from its end to its last request.
 *
 * @example
 * shownToModel(call.events); // 5: the next request repeats five messages by count and logs the rest
 */
export function shownToModel(events: readonly CallEvent[]): number {
  for (let index = events.length - 1; index >= 0; index--) {
    const event = events[index];
    if (event?.type === 'model_request') return conversationLength(event);
  }
  return 0;
}

/**
 * The whole messages of each model request in a call's log, in order: what the model was sent each time,
 * rebuilt from the instructions, the messages repeated by count and the new ones each event holds.
 *
 * @example
 * modelRequestMessages(call.events)[2]; // [{ role: 'system', … }, { role: 'user', … }, …]: the third request
 */
export function modelRequestMessages(events: readonly CallEvent[]): ChatMessage[][] {
  const requests: ChatMessage[][] = [];
  let conversation: ChatMessage[] = [];
  for (const event of events) {
    if (event.type !== 'model_request') continue;
    const [instructions, ...added] = event.messages;
    const repeated = conversation.slice(0, event.repeated ?? 0);
    conversation = [...repeated, ...added];
    requests.push(instructions === undefined ? conversation : [instructions, ...conversation]);
  }
  return requests;
}

function conversationLength(event: ModelRequestEvent): number {
  return (event.repeated ?? 0) + Math.max(0, event.messages.length - 1);
}
