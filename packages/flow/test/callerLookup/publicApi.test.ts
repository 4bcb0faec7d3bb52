// What docs/caller-lookup.md ("For developers") lists is what @switchboard/flow exports, by those names.
import { expect, test } from '@jest/globals';
import * as flow from '@switchboard/flow';

// Until 2026-12-07 classifyResponse was listed there but exported only from the package's internal module.
test.each([
  'validateCallerLookupConfig', 'callerLookupTool', 'toE164', 'lookupCaller', 'classifyResponse', 'bodyForModel', 'startCallerLookupFixture',
])('%s is exported by @switchboard/flow', (name) => {
  expect(typeof (flow as Record<string, unknown>)[name]).toBe('function');
});

test('classifyResponse from the package reads an answer as the page says: a record found, a 404 nobody', () => {
  const context = { where: 'https://crm.example.com/clients', authHeader: 'loquent_x_check', authEnv: 'CRM_TOKEN' };
  expect(flow.classifyResponse({ status: 200, contentType: 'application/json', body: '{"name":"Ann"}' }, context)).toMatchObject({ result: 'found', data: { name: 'Ann' } });
  expect(flow.classifyResponse({ status: 404, contentType: 'text/plain', body: 'not found' }, context)).toMatchObject({ result: 'not_found' });
});
