// docs/replay.md "A call file" shows a whole call file against the demo flow: pasted beside that flow, it must pass.
import { expect, test } from '@jest/globals';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, replayCall } from '@switchboard/flow';

const replayDoc = fileURLToPath(new URL('../../../../docs/replay.md', import.meta.url));
const demoFlow = fileURLToPath(new URL('../../../../flows/customer-care/', import.meta.url));

test('the call file shown under "A call file" passes against the demo flow', async () => {
  const doc = await readFile(replayDoc, 'utf8');
  const section = doc.slice(doc.indexOf('## A call file'));
  const example = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  expect(example).toContain('flow: ../flow.yaml');
  // A copy of the demo flow in a folder of its own, so the demo's calls folder never holds the example.
  const folder = await mkdtemp(join(tmpdir(), 'switchboard-docs-call-'));
  try {
    for (const file of ['flow.yaml', 'customers.lookup.json', 'customers.xlsx']) await copyFile(join(demoFlow, file), join(folder, file));
    await mkdir(join(folder, 'calls'));
    await writeFile(join(folder, 'calls', 'example.call.yaml'), example);
    const report = await replayCall(join(folder, 'calls', 'example.call.yaml'), { cwd: folder });
    expect(report.status === 'passed' ? 'passed' : formatReport([report], { cwd: folder })).toBe('passed');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
