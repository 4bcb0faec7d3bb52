// What a flow reads back of an account number the lookup did not find: the code the caller said, said as a code, and
// never the caller's sentence said where no code was given.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { loadFlow, startCall } from '@switchboard/flow';

// The flow whose coverage exactLookupCoverage.test.ts replays: an account number looked up exactly.
const flowFile = fileURLToPath(new URL('../../replay/fixtures/exact-id/flow.yaml', import.meta.url));

describe('{{customer_heard.account | digits}} after not_found', () => {
  test.each([
    ['a code said is read back one character at a time', 'A10009', 'I could not find account A 1 0 0 0 9.', undefined],
    [
      'a sentence with no code in it is not read back as the account number',
      "I don't have it with me", 'I could not find account .',
      '{{customer_heard.account | digits}} at node "unknown" held "I don\'t have it with me", which is not a code',
    ],
  ])('%s', async (_name, turn, said, warning) => {
    const { flow, documents, issues } = await loadFlow(flowFile);
    expect(issues).toEqual([]);
    const call = await startCall(flow!, { documents });
    await call.hear(turn);
    const event = call.events.find((logged) => logged.type === 'say' && logged.node === 'unknown');
    expect(event).toMatchObject({ text: said });
    if (warning === undefined) expect(event).not.toHaveProperty('unformatted');
    else expect(event).toMatchObject({ unformatted: [{ code: 'value_not_formatted', message: expect.stringContaining(warning) }] });
  });
});
