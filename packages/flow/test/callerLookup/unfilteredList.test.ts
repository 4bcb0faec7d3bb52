// An endpoint that ignores ?phone= answers every client: a list of strangers is no answer about the caller.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { bodyForModel, CALLER_LOOKUP_ERROR as E, classifyResponse, lookupCaller } from '../../src/callerLookup/index.js';
import type { CallerLookupConfig } from '../../src/callerLookup/index.js';
import { startLookupServer } from './fixtures/lookupServer.js';
import type { LookupServer } from './fixtures/lookupServer.js';

const asked = '+15550100123';
const context = { where: 'https://crm.example.com/clients', authHeader: 'loquent_x_check', authEnv: 'CRM_TOKEN', asked };
const JSON_TYPE = 'application/json';

/** `count` clients, each with a phone number of their own, none of them the number asked about. */
function everyClient(count: number): { name: string; phone: string }[] {
  return Array.from({ length: count }, (_, index) => ({ name: `Client ${index}`, phone: `+1555020${String(index).padStart(4, '0')}` }));
}

describe('a list of clients none of whom has the number asked about', () => {
  test.each([
    { name: 'fifty clients each with their own number are unfiltered_list', body: everyClient(50), clients: 50 },
    { name: 'two clients each with their own number are unfiltered_list', body: everyClient(2), clients: 2 },
    { name: 'a page of every client in an envelope is unfiltered_list', body: { data: everyClient(20), total: 50, page: 1 }, clients: 20 },
    { name: 'clients whose numbers sit in a phones list are unfiltered_list', body: [{ name: 'Ann', phones: [{ type: 'home', mobile: '+15550200001' }] }, { name: 'Bob', phones: [{ type: 'home', mobile: '+15550200002' }] }], clients: 2 },
    { name: 'clients beside one without a number are unfiltered_list', body: [...everyClient(3), { name: 'No Phone' }], clients: 4 },
  ])('$name', ({ body, clients }) => {
    const text = JSON.stringify(body);
    const outcome = classifyResponse({ status: 200, contentType: JSON_TYPE, body: text }, context);
    expect(outcome).toMatchObject({ result: 'error', code: E.unfilteredList, status: 200, body: text });
    const message = outcome.result === 'error' ? outcome.message : '';
    expect(message).toContain('https://crm.example.com/clients');
    expect(message).toContain(`${clients} clients`);
    expect(message).toContain('?phone=');
    // The caller's number stays out of the operator's message, as the query does.
    expect(message).not.toContain('0100123');
  });
});

describe('lists that are about the caller stay found', () => {
  test.each([
    { name: 'a family sharing the number asked about is found', body: [{ name: 'Ann Lee', phone: '+1 555 010 0123' }, { name: 'Bob Lee', phone: '(555) 010-0123' }] },
    { name: 'a family where one record has the number asked and the other its own mobile is found', body: [{ name: 'Ann Lee', phone: '+15550100123' }, { name: 'Bob Lee', mobile: '+15550100124' }] },
    { name: 'the number asked about in a nested phones list is found', body: [{ name: 'Ann', phones: [{ type: 'home', number: '+15550100123' }] }, { name: 'Bob', mobile: '+15550200002' }] },
    { name: 'the number asked about in a field of another name is found', body: [{ name: 'Ann', landline: '555-010-0123', mobile: '+15550200001' }, { name: 'Bob', mobile: '+15550200002' }] },
    { name: 'a search answer of records without phone numbers is found', body: [{ name: 'Ann Lee' }, { name: 'Bob Lee' }] },
    { name: 'one record holding only the contact\'s other number is found', body: [{ name: 'Ann Lee', phone: '+15550100124' }] },
    { name: 'an item holding only another number beside a record without one is found', body: [{ phone: '+15550100124' }, { name: 'Ann Lee' }] },
    { name: 'account numbers are no phone numbers: found', body: [{ name: 'Ann', number: '1000001' }, { name: 'Bob', number: '1000002' }] },
    { name: 'a record whose own list holds other numbers is found', body: { name: 'Ann', phone: '+15550100124', contacts: [{ name: 'Bob', phone: '+15550200002' }, { name: 'Cy', phone: '+15550200003' }] } },
  ])('$name', ({ body }) => {
    expect(classifyResponse({ status: 200, contentType: JSON_TYPE, body: JSON.stringify(body) }, context)).toMatchObject({ result: 'found' });
  });
});

describe('what the model reads of a list of strangers', () => {
  test.each(['as_answered', 'withheld'] as const)('with error_body: %s, the error string, no stranger\'s record', (errorBody) => {
    const outcome = classifyResponse({ status: 200, contentType: JSON_TYPE, body: JSON.stringify(everyClient(5)) }, context);
    const read = bodyForModel(outcome, errorBody);
    expect(read).toContain(`(${E.unfilteredList})`);
    expect(read).not.toContain('Client 0');
  });
});

describe('an endpoint that ignores ?phone=, over HTTP', () => {
  let server: LookupServer;
  const TOKEN = 'tok-unfiltered-0123456789';
  beforeAll(async () => {
    server = await startLookupServer(TOKEN);
  });
  afterAll(async () => {
    await server.close();
  });

  test('every client answered to one caller\'s number is unfiltered_list, not found', async () => {
    const say = JSON.stringify(everyClient(50));
    const config: CallerLookupConfig = { url: `${server.base}/says-json?say=${encodeURIComponent(say)}`, auth_env: 'CRM_TOKEN' };

    const outcome = await lookupCaller(config, '+1 555 010 0123', { CRM_TOKEN: TOKEN });

    expect(outcome).toMatchObject({ result: 'error', code: E.unfilteredList, status: 200 });
  });
});
