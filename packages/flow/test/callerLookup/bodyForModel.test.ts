// What the model reads after calling lookup_caller in a conversation node.
import { describe, expect, test } from '@jest/globals';
import { bodyForModel, CALLER_LOOKUP_ERROR as E, modelNotFoundText } from '../../src/callerLookup/index.js';
import type { CallerLookupOutcome } from '../../src/callerLookup/index.js';

const withheld: { name: string; outcome: CallerLookupOutcome; expected: string | RegExp }[] = [
  { name: 'a found record is passed on exactly as the server sent it', outcome: { result: 'found', status: 200, body: ' {"name": "Ann"}\n', data: { name: 'Ann' } }, expected: ' {"name": "Ann"}\n' },
  { name: 'a not-found body is passed on as-is', outcome: { result: 'not_found', status: 404, body: 'Client not found' }, expected: 'Client not found' },
  { name: 'an empty not-found answer becomes a plain sentence', outcome: { result: 'not_found', status: 200, body: '' }, expected: modelNotFoundText },
  {
    name: 'a server error body of one plain sentence is passed on after the code',
    outcome: { result: 'error', code: E.httpError, message: 'HTTP 500', status: 500, body: 'database unavailable' },
    expected: 'Caller lookup failed (http_error); the client database said: "database unavailable". The caller\'s details are not available; continue without them.',
  },
  {
    name: 'a reported error\'s message is passed on from its JSON',
    outcome: { result: 'error', code: E.reportedError, message: 'reported', status: 200, body: '{"success": false, "error": {"code": 7, "message": "Account locked"}}' },
    expected: 'Caller lookup failed (reported_error); the client database said: "Account locked". The caller\'s details are not available; continue without them.',
  },
  ...[
    ['a stack trace', 'TypeError: Cannot read properties of undefined\n    at lookup (/srv/crm/app.js:12:5)'],
    ['an internal host name', '{"error": "could not connect to db01.corp.internal"}'],
    ['an IP address and port', 'connect ECONNREFUSED 10.0.0.5:5432'],
    ['a redacted token', '{"message": "bad token [redacted]"}'],
    ['a SQL state', '{"error": "SQLSTATE[HY000] General error"}'],
    ['a long explanation', 'Sorry '.repeat(30)],
    ['a JSON list', '["database down"]'],
  ].map(([what, body]) => ({
    name: `a server error body holding ${what} is not passed on: the code only`,
    outcome: { result: 'error' as const, code: E.httpError, message: 'HTTP 500', status: 500, body: body ?? '' },
    expected: 'Caller lookup failed (http_error). The caller\'s details are not available; continue without them.',
  })),
  { name: 'a 404 page (markup) reads as nobody found, not as the page', outcome: { result: 'not_found', status: 404, body: '<!DOCTYPE html><pre>Cannot GET /api/clients</pre>' }, expected: modelNotFoundText },
  { name: 'an error without a body becomes an error string naming the code only', outcome: { result: 'error', code: E.timeout, message: 'No answer within 5000 ms.' }, expected: 'Caller lookup failed (timeout). The caller\'s details are not available; continue without them.' },
  {
    name: 'the operator\'s message (the endpoint, the fix in the flow file) never reaches the model',
    outcome: { result: 'error', code: E.networkError, message: 'The caller lookup at https://crm.internal:8443/api/clients could not be reached: connect ECONNREFUSED; check that the server is running there and that caller_lookup.url names its host and port.' },
    expected: 'Caller lookup failed (network_error). The caller\'s details are not available; continue without them.',
  },
  { name: 'an error with a blank body becomes an error string', outcome: { result: 'error', code: E.httpError, message: 'HTTP 503.', status: 503, body: '  ' }, expected: /^Caller lookup failed \(http_error\)/ },
];

// As answered, the default (the spec's "External API returns error → raw response returned to model as-is").
const asAnswered: { name: string; outcome: CallerLookupOutcome; expected: string | RegExp }[] = [
  { name: 'a found record is passed on exactly as the server sent it', outcome: { result: 'found', status: 200, body: ' {"name": "Ann"}\n', data: { name: 'Ann' } }, expected: ' {"name": "Ann"}\n' },
  { name: 'a server error\'s body is passed on as it came', outcome: { result: 'error', code: E.httpError, message: 'HTTP 500', status: 500, body: '{"error": "database down"}' }, expected: '{"error": "database down"}' },
  { name: 'a reported error is passed on as it came', outcome: { result: 'error', code: E.reportedError, message: 'reported', status: 200, body: '{"success": false, "error": "Account locked"}' }, expected: '{"success": false, "error": "Account locked"}' },
  { name: 'a page (a sign-in page in a 200) is not the server\'s words: the code only', outcome: { result: 'error', code: E.htmlPage, message: 'a page', status: 200, body: '<!doctype html><title>Sign in</title>' }, expected: 'Caller lookup failed (html_page). The caller\'s details are not available; continue without them.' },
  { name: 'an error without a body becomes an error string naming the code only', outcome: { result: 'error', code: E.timeout, message: 'No answer within 5000 ms.' }, expected: 'Caller lookup failed (timeout). The caller\'s details are not available; continue without them.' },
  { name: 'an error with a blank body becomes an error string', outcome: { result: 'error', code: E.httpError, message: 'HTTP 503.', status: 503, body: '  ' }, expected: /^Caller lookup failed \(http_error\)\.$|^Caller lookup failed \(http_error\)\. / },
  { name: 'the operator\'s message never reaches the model', outcome: { result: 'error', code: E.networkError, message: 'The caller lookup at https://crm.internal:8443/api/clients could not be reached.' }, expected: 'Caller lookup failed (network_error). The caller\'s details are not available; continue without them.' },
  { name: 'an XML record (xml_answer) is the server\'s own answer: the model reads it as it came, as the original product passed it', outcome: { result: 'error', code: E.xmlAnswer, message: 'XML', status: 200, body: '<?xml version="1.0"?><client><name>Ann Lee</name></client>' }, expected: '<?xml version="1.0"?><client><name>Ann Lee</name></client>' },
  { name: 'a 404 page (markup) reads as nobody found, not as the page', outcome: { result: 'not_found', status: 404, body: '<!DOCTYPE html><pre>Cannot GET /api/clients</pre>' }, expected: modelNotFoundText },
];

describe('bodyForModel', () => {
  test.each(asAnswered)('error_body as_answered (the default): $name', ({ outcome, expected }) => {
    for (const text of [bodyForModel(outcome), bodyForModel(outcome, 'as_answered')]) {
      if (typeof expected === 'string') expect(text).toBe(expected);
      else expect(text).toMatch(expected);
    }
  });
  test.each(withheld)('error_body withheld: $name', ({ outcome, expected }) => {
    if (typeof expected === 'string') expect(bodyForModel(outcome, 'withheld')).toBe(expected);
    else expect(bodyForModel(outcome, 'withheld')).toMatch(expected);
  });
});
