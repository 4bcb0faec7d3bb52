// A scripted model reply past the spoken cap is said up to a sentence end; a `says` expectation on the dropped part
// fails saying the reply was cut there, not only that the text was never said.
import { describe, expect, test } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, replayCall } from '@switchboard/flow';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

describe('a long scripted model reply in a replay', () => {
  test('a says expectation on the part the caller never heard names the cut, a part heard passes', async () => {
    const report = await replayCall(join(fixtures, 'long-reply', 'tail-never-heard.call.yaml'));
    expect(report.status).toBe('failed');
    if (report.status !== 'failed') return;
    // "Step 2 …" was heard; only the tail past the cap fails.
    expect(report.divergences.map((divergence) => [divergence.kind, divergence.field])).toEqual([['says', 'expect.says[1]']]);
    expect(report.divergences[0]?.message).toBe(
      'expected the agent to say "call us back on the returns line", but it never did (last said: "Goodbye."): it was in the model\'s ' +
      'reply at node "help", past the 640 characters a caller is read, so it was dropped (reply_too_long): ask for a shorter ' +
      'answer in the node\'s instructions, or expect what was said',
    );
    expect(formatReport([report], { cwd: fixtures })).toContain('past the 640 characters a caller is read');
  });
});
