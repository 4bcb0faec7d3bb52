// The pure classification a deterministic caller-lookup node branches on.
import { describe, expect, test } from '@jest/globals';
import { CALLER_LOOKUP_ERROR as E, classifyResponse } from '../../src/callerLookup/index.js';
import type { CallerLookupOutcome, LookupResponse } from '../../src/callerLookup/index.js';

const context = { where: 'https://crm.example.com/clients', authHeader: 'loquent_x_check', authEnv: 'CRM_TOKEN' };
const JSON_TYPE = 'application/json; charset=utf-8';

const cases: { name: string; response: LookupResponse; expected: Partial<CallerLookupOutcome> & Record<string, unknown> }[] = [
  { name: 'a JSON record is found with its parsed data', response: { status: 200, contentType: JSON_TYPE, body: '{"name":"Ann"}' }, expected: { result: 'found', status: 200, data: { name: 'Ann' } } },
  { name: 'a vendor JSON type (+json) is parsed', response: { status: 200, contentType: 'application/vnd.crm+json', body: '{"name":"Ann"}' }, expected: { result: 'found', data: { name: 'Ann' } } },
  { name: 'a JSON list of records is found', response: { status: 200, contentType: JSON_TYPE, body: '[{"name":"Ann"}]' }, expected: { result: 'found', data: [{ name: 'Ann' }] } },
  { name: '{"found": true} with fields is found', response: { status: 200, contentType: JSON_TYPE, body: '{"found":true,"name":"Ann"}' }, expected: { result: 'found' } },
  { name: 'text is found and kept as text', response: { status: 200, contentType: 'text/plain', body: 'Ann Lee, client since 2019' }, expected: { result: 'found', data: 'Ann Lee, client since 2019' } },
  { name: 'a 201 counts as success', response: { status: 201, contentType: 'text/plain', body: 'Ann' }, expected: { result: 'found', status: 201 } },
  { name: 'text that merely starts like JSON but is not stays text', response: { status: 200, contentType: 'text/plain', body: '[VIP] Ann Lee' }, expected: { result: 'found', data: '[VIP] Ann Lee' } },
  { name: 'a JSON number is found as is', response: { status: 200, contentType: JSON_TYPE, body: '42' }, expected: { result: 'found', data: 42 } },
  { name: 'a 404 is not found whatever its body', response: { status: 404, contentType: JSON_TYPE, body: '{"name":"Ann"}' }, expected: { result: 'not_found', status: 404 } },
  { name: 'an empty 200 is not found', response: { status: 200, contentType: '', body: '' }, expected: { result: 'not_found' } },
  { name: 'a whitespace-only 200 is not found', response: { status: 200, contentType: 'text/plain', body: ' \r\n' }, expected: { result: 'not_found' } },
  { name: 'a 204 is not found', response: { status: 204, contentType: '', body: '' }, expected: { result: 'not_found', status: 204 } },
  { name: 'null is not found', response: { status: 200, contentType: JSON_TYPE, body: 'null' }, expected: { result: 'not_found' } },
  { name: 'null without a JSON type is not found', response: { status: 200, contentType: 'text/plain', body: 'null' }, expected: { result: 'not_found' } },
  { name: '{} is not found', response: { status: 200, contentType: JSON_TYPE, body: '{ }' }, expected: { result: 'not_found' } },
  { name: '[] is not found', response: { status: 200, contentType: JSON_TYPE, body: '[]' }, expected: { result: 'not_found' } },
  { name: '{"found": false} is not found even with other fields', response: { status: 200, contentType: JSON_TYPE, body: '{"found":false,"reason":"no match"}' }, expected: { result: 'not_found' } },
  { name: 'a JSON string saying not found is not found', response: { status: 200, contentType: JSON_TYPE, body: '"Client Not Found"' }, expected: { result: 'not_found' } },
  { name: 'text saying NOT FOUND in any case is not found', response: { status: 200, contentType: 'text/plain', body: 'NOT FOUND' }, expected: { result: 'not_found' } },
  { name: '"notfound" run together is not the phrase and is found', response: { status: 200, contentType: 'text/plain', body: 'client notfoundation member' }, expected: { result: 'found' } },
  { name: 'a 500 is an http_error with its body', response: { status: 500, contentType: 'text/plain', body: 'db down' }, expected: { result: 'error', code: E.httpError, status: 500, body: 'db down' } },
  { name: 'a 400 is an http_error', response: { status: 400, contentType: 'text/plain', body: '' }, expected: { result: 'error', code: E.httpError, status: 400 } },
  { name: 'a 401 is unauthorized', response: { status: 401, contentType: 'text/plain', body: 'no' }, expected: { result: 'error', code: E.unauthorized, status: 401 } },
  { name: 'a 403 is unauthorized', response: { status: 403, contentType: 'text/plain', body: 'no' }, expected: { result: 'error', code: E.unauthorized, status: 403 } },
  { name: 'a 3xx that reaches classification is an http_error', response: { status: 304, contentType: '', body: '' }, expected: { result: 'error', code: E.httpError, status: 304 } },
  { name: 'declared JSON that does not parse is invalid_json', response: { status: 200, contentType: JSON_TYPE, body: '{"name":' }, expected: { result: 'error', code: E.invalidJson, status: 200 } },
];

describe('classifyResponse', () => {
  test.each(cases)('$name', ({ response, expected }) => {
    expect(classifyResponse(response, context)).toMatchObject(expected);
  });

  test('an empty 5xx carries no body field', () => {
    expect(classifyResponse({ status: 502, contentType: '', body: '' }, context)).not.toHaveProperty('body');
  });

  test('the body of found and not_found is the text exactly as received', () => {
    const body = '  {"name":"Ann"}\n';
    expect(classifyResponse({ status: 200, contentType: JSON_TYPE, body }, context)).toMatchObject({ body });
    expect(classifyResponse({ status: 404, contentType: '', body: ' x ' }, context)).toMatchObject({ body: ' x ' });
  });

  test.each([
    ['names the variable and header when a token was sent', 'CRM_TOKEN', ['CRM_TOKEN', 'loquent_x_check']],
    ['tells the author to set auth_env when no token was sent', undefined, ['auth_env']],
  ] as const)('a 401 message %s', (_name, authEnv, mentions) => {
    const outcome = classifyResponse({ status: 401, contentType: '', body: '' }, { ...context, authEnv });
    expect(outcome.result).toBe('error');
    for (const mention of mentions) expect(outcome.result === 'error' ? outcome.message : '').toContain(mention);
  });
});
