// A collect node's `tries` block: how often the node asks in one call, what it says when it asks again, where it sends
// the call after its last try, and what a turn with no words does.
import type { CollectTries } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import type { PendingIssue, PlainText } from './readFlowNodes.js';

/** The fields a `tries` block takes. */
export const TRIES_FIELDS: readonly string[] = ['max', 'again', 'then', 'silence', 'per'];

/** What a turn with no words may do at a node with tries: go on like any answer, or ask again at once. */
export const SILENCE_CHOICES: readonly CollectTries['silence'][] = ['next', 'again'];

/** What a node's count covers: the whole call, or one visit (until the caller is asked at another node). */
export const PER_CHOICES: readonly NonNullable<CollectTries['per']>[] = ['call', 'visit'];

/**
 * The most times a node may ask in one call. Three or four is usual (VoiceXML's and Dialogflow CX's reprompts stop
 * there); the cap only keeps a typo (`max: 1000`) from holding a caller at one question.
 */
export const MOST_TRIES = 10;

/**
 * Reads `tries` as written on collect node `id`, pushing an `invalid_tries` issue for each bad value (an unknown field
 * is `unknown_field`). Returns undefined when the node has no `tries`; a block with problems is still returned with
 * what could be read, so its `then` is checked as a target like any edge.
 *
 * @example
 * readTries('menu', { max: 2, again: 'Sorry?', then: 'desk' }, issues, () => undefined);
 * // { max: 2, again: 'Sorry?', then: 'desk', silence: 'next', per: 'call' }
 */
export function readTries(id: string, value: unknown, issues: PendingIssue[], plainText: PlainText): CollectTries | undefined {
  if (value === undefined) return undefined;
  const at = (...rest: string[]) => ['nodes', id, 'tries', ...rest];
  const problem = (place: string[], message: string): void => { issues.push({ code: ISSUE.invalidTries, path: at(...place), node: id, message }); };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problem([], issueMessages.triesNotMapping(id));
    return undefined;
  }
  const fields = value as Record<string, unknown>;
  for (const field of Object.keys(fields)) {
    if (!TRIES_FIELDS.includes(field)) issues.push({ code: ISSUE.unknownField, path: at(field), node: id, message: issueMessages.unknownField(`node "${id}" tries`, field, TRIES_FIELDS) });
  }
  const max = fields.max;
  if (max === undefined) problem([], issueMessages.triesFieldMissing(id, 'max'));
  else if (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > MOST_TRIES) problem(['max'], issueMessages.triesMaxInvalid(id, plainText(at('max')) ?? JSON.stringify(max) ?? String(max), MOST_TRIES));
  const then = targetOf(fields.then, plainText(at('then')));
  if (fields.then === undefined) problem([], issueMessages.triesFieldMissing(id, 'then'));
  else if (then === undefined) problem(['then'], issueMessages.triesThenNotANode(id));
  const again = fields.again;
  if (again !== undefined && typeof again !== 'string') problem(['again'], issueMessages.triesAgainNotText(id));
  const silence = fields.silence ?? 'next';
  if (!SILENCE_CHOICES.includes(silence as CollectTries['silence'])) problem(['silence'], issueMessages.triesSilenceInvalid(id, String(plainText(at('silence')) ?? JSON.stringify(silence))));
  const per = fields.per ?? 'call';
  if (!PER_CHOICES.includes(per as NonNullable<CollectTries['per']>)) problem(['per'], issueMessages.triesPerInvalid(id, String(plainText(at('per')) ?? JSON.stringify(per))));
  return {
    max: typeof max === 'number' && Number.isInteger(max) && max >= 1 ? Math.min(max, MOST_TRIES) : 1,
    ...(typeof again === 'string' ? { again } : {}),
    then: then ?? '',
    silence: silence === 'again' ? 'again' : 'next',
    per: per === 'visit' ? 'visit' : 'call',
  };
}

/** A node name as written: text, or digits YAML read as a number (`then: 100` names node `100:`, as `next: 100` does). */
function targetOf(value: unknown, written: string | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return written ?? String(value);
  return undefined;
}
