// What a conversation node's model receives from `lookup_caller`: the server's words as-is, per the spec.
import type { CallerLookupOutcome } from './CallerLookupOutcome.js';
import { modelErrorText, modelNotFoundText } from './messages.js';

/**
 * The text handed to the model as the tool result. Whenever the server answered (found, not found,
 * or an HTTP error with a body) it is the raw body, as the spec says; when there is no answer to pass on
 * (timeout, too large, refused redirect, bad number, network error) it is a short error string naming the code
 * only (the operator's message, with the endpoint and the fix, stays in the call's log), and an empty
 * not-found answer becomes a sentence saying so.
 * @example bodyForModel({ result: 'found', status: 200, body: '{"name":"Ann"}', data: { name: 'Ann' } }) // '{"name":"Ann"}'
 * @example bodyForModel({ result: 'error', code: 'timeout', message: 'The caller lookup at https://crm.example.com/clients did not finish within 5000 ms; …' })
 * // "Caller lookup failed (timeout). The caller's details are not available; continue without them."
 */
export function bodyForModel(outcome: CallerLookupOutcome): string {
  // An empty 404 would leave the model with nothing to read; it gets a plain sentence instead.
  if (outcome.result === 'not_found' && outcome.body.trim() === '') return modelNotFoundText;
  if (outcome.result !== 'error') return outcome.body;
  if (outcome.body !== undefined && outcome.body.trim() !== '') return outcome.body;
  return modelErrorText(outcome.code);
}
