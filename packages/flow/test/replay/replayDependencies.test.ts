import { describe, expect, test } from '@jest/globals';
import type { LookupResult } from '@switchboard/matcher';
import type { LookupProvider } from '../../src/lookup/LookupProvider.js';
import { replayModel, scriptedDocuments, ScriptedLookupFailure, type LookupFailure } from '../../src/replay/index.js';
import { Deadline } from '../../src/replay/Deadline.js';

const found: LookupResult = { result: 'not_found' };
const customers: LookupProvider = {
  tools: [{ name: 'lookup_customer', description: '', parameters: [] }, { name: 'find_by_phone', description: '', parameters: [] }],
  call: () => found,
};

/** Calls each tool in turn and says, per call, whether it worked or which code it failed with. */
async function outcomes(failures: LookupFailure[], calls: string[]): Promise<string[]> {
  const deadline = new Deadline(10_000);
  deadline.start();
  const documents = scriptedDocuments({ customers }, failures, deadline);
  const results: string[] = [];
  for (const tool of calls) {
    try {
      await documents['customers']?.call(tool, {});
      results.push('ok');
    } catch (error) {
      results.push(error instanceof ScriptedLookupFailure ? error.code : 'other');
    }
  }
  deadline.clear();
  return results;
}

describe('lookup_failures', () => {
  test.each<[string, LookupFailure[], string[], string[]]>([
    ['no failures: every lookup works', [], ['lookup_customer', 'lookup_customer'], ['ok', 'ok']],
    ['a tool without `call` fails every time', [{ tool: 'lookup_customer', code: 'DOWN' }], ['lookup_customer', 'lookup_customer'], ['DOWN', 'DOWN']],
    ['`call: 2` fails only the second call of that tool', [{ tool: 'lookup_customer', code: 'DOWN', call: 2 }],
      ['lookup_customer', 'find_by_phone', 'lookup_customer', 'lookup_customer'], ['ok', 'ok', 'DOWN', 'ok']],
    ['other tools keep working', [{ tool: 'find_by_phone', code: 'DOWN' }], ['lookup_customer', 'find_by_phone'], ['ok', 'DOWN']],
  ])('%s', async (_title, failures, calls, expected) => {
    expect(await outcomes(failures, calls)).toEqual(expected);
  });

  test('the thrown error carries the code and the message the call file gave', async () => {
    const deadline = new Deadline(10_000);
    deadline.start();
    const documents = scriptedDocuments({ customers }, [{ tool: 'lookup_customer', code: 'SOURCE_UNAVAILABLE', message: 'share not mounted' }], deadline);
    await expect(documents['customers']?.call('lookup_customer', {})).rejects.toMatchObject({ code: 'SOURCE_UNAVAILABLE', message: 'share not mounted' });
    deadline.clear();
  });
});

test('a reply with tool calls and text answers two model requests, tool calls first', async () => {
  const deadline = new Deadline(10_000);
  deadline.start();
  const { model, entryOfRequest, asked } = replayModel([
    { node: 'help', tool_calls: [{ tool: 'lookup_customer', args: { full_name: 'Sean Riley' } }], say: 'Found two.' },
    { say: 'Bye.' },
  ], deadline);
  const request = { messages: [], tools: [] };
  const replies = [await model.complete(request), await model.complete(request), await model.complete(request)];
  deadline.clear();
  expect(replies.map((reply) => reply.kind)).toEqual(['tool_calls', 'text', 'text']);
  expect(replies[0]?.kind === 'tool_calls' && replies[0].calls[0]).toMatchObject({ name: 'lookup_customer', arguments: { full_name: 'Sean Riley' } });
  expect(entryOfRequest).toEqual([0, 0, 1]);
  expect(asked()).toBe(3);
});
