// What the model reads after calling lookup_caller in a conversation node.
import { describe, expect, test } from '@jest/globals';
import { bodyForModel, CALLER_LOOKUP_ERROR as E, modelNotFoundText } from '../../src/callerLookup/index.js';
import type { CallerLookupOutcome } from '../../src/callerLookup/index.js';

const cases: { name: string; outcome: CallerLookupOutcome; expected: string | RegExp }[] = [
  { name: 'a found record is passed on exactly as the server sent it', outcome: { result: 'found', status: 200, body: ' {"name": "Ann"}\n', data: { name: 'Ann' } }, expected: ' {"name": "Ann"}\n' },
  { name: 'a not-found body is passed on as-is', outcome: { result: 'not_found', status: 404, body: 'Client not found' }, expected: 'Client not found' },
  { name: 'an empty not-found answer becomes a plain sentence', outcome: { result: 'not_found', status: 200, body: '' }, expected: modelNotFoundText },
  { name: 'a server error body is passed on as-is, as the spec says', outcome: { result: 'error', code: E.httpError, message: 'HTTP 500', status: 500, body: 'database unavailable' }, expected: 'database unavailable' },
  { name: 'an error without a body becomes an error string naming the code only', outcome: { result: 'error', code: E.timeout, message: 'No answer within 5000 ms.' }, expected: 'Caller lookup failed (timeout). The caller\'s details are not available; continue without them.' },
  {
    name: 'the operator\'s message (the endpoint, the fix in the flow file) never reaches the model',
    outcome: { result: 'error', code: E.networkError, message: 'The caller lookup at https://crm.internal:8443/api/clients could not be reached: connect ECONNREFUSED; check that the server is running there and that caller_lookup.url names its host and port.' },
    expected: 'Caller lookup failed (network_error). The caller\'s details are not available; continue without them.',
  },
  { name: 'an error with a blank body becomes an error string', outcome: { result: 'error', code: E.httpError, message: 'HTTP 503.', status: 503, body: '  ' }, expected: /^Caller lookup failed \(http_error\)/ },
];

describe('bodyForModel', () => {
  test.each(cases)('$name', ({ outcome, expected }) => {
    if (typeof expected === 'string') expect(bodyForModel(outcome)).toBe(expected);
    else expect(bodyForModel(outcome)).toMatch(expected);
  });
});
