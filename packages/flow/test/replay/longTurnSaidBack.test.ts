// A caller's long turn said back by a template is said up to the cap on a value; a `says` expectation on the part
// past it fails saying the value was cut there (value_too_long), not that a model's reply was.
import { describe, expect, test } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayCall } from '@switchboard/flow';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

describe('a long turn said back in a replay', () => {
  test('a says expectation on the part never said names the cut value and the node', async () => {
    const report = await replayCall(join(fixtures, 'long-turn', 'tail-never-said.call.yaml'));
    expect(report.status).toBe('failed');
    if (report.status !== 'failed') return;
    expect(report.divergences.map((divergence) => [divergence.kind, divergence.field])).toEqual([['says', 'expect.says[1]']]);
    expect(report.divergences[0]?.message).toBe(
      'expected the agent to say "the end of my wish", but it never did (last said: "Goodbye."): it was in a value filled into ' +
      'the text of node "repeat", past the 640 characters of one value a caller is read, so it was dropped (value_too_long): ' +
      'expect what was said, or say less of the value there',
    );
  });
});
