// What a conversation node's model receives from `lookup_caller`: the server's answer, and its failure's body as the
// flow says (`caller_lookup.error_body`).
import type { CallerLookupOutcome } from './CallerLookupOutcome.js';
import { DEFAULT_ERROR_BODY, type ErrorBody } from './CallerLookupConfig.js';
import { CALLER_LOOKUP_ERROR, modelErrorText, modelNotFoundText } from './messages.js';
import { serverSaid } from './serverSaid.js';

/**
 * The text handed to the model as the tool result. An answer (found, or not found) is the raw body, as the spec says;
 * an empty not-found answer, or a page (a framework's 404 page, not the server's words), becomes a sentence saying
 * nobody was found. A failure is its body as the server answered it (`as_answered`, the spec's "raw response returned
 * to model as-is"), or with `withheld` a short error string naming the code, with the server's own words only when
 * they are one plain sentence (`serverSaid`): a 500's stack trace or a `reported_error` naming an internal host then
 * stays in the call's log (the `tool_call` event's `result`). A failure without a body, and the operator's message
 * (the endpoint and the fix) in either case, are never the model's: it gets the error string.
 * @example bodyForModel({ result: 'found', status: 200, body: '{"name":"Ann"}', data: { name: 'Ann' } }) // '{"name":"Ann"}'
 * @example bodyForModel({ result: 'error', code: 'timeout', message: 'The caller lookup at https://crm.example.com/clients did not finish within 5000 ms; …' })
 * // "Caller lookup failed (timeout). The caller's details are not available; continue without them."
 */
export function bodyForModel(outcome: CallerLookupOutcome, errorBody: ErrorBody = DEFAULT_ERROR_BODY): string {
  if (outcome.result === 'not_found') return outcome.body.trim() === '' || outcome.body.trimStart().startsWith('<') ? modelNotFoundText : outcome.body;
  if (outcome.result !== 'error') return outcome.body;
  // As answered (the spec): a failing server's body is the model's to read, unless it is a page (a sign-in page, a
  // proxy's error page: markup, not the server's words); without one, the error string.
  // An XML answer is the server's own (a record a model reads as well as JSON), refused only because a flow cannot.
  // Other clients' records, answered for the caller's number: never the model's to read out.
  if (outcome.code === CALLER_LOOKUP_ERROR.unfilteredList) return modelErrorText(outcome.code);
  const serversMarkup = outcome.code === CALLER_LOOKUP_ERROR.xmlAnswer;
  if (errorBody === 'as_answered') return outcome.body !== undefined && outcome.body.trim() !== '' && (serversMarkup || !outcome.body.trimStart().startsWith('<')) ? outcome.body : modelErrorText(outcome.code);
  return modelErrorText(outcome.code, outcome.body === undefined ? undefined : serverSaid(outcome.body));
}
