// A file or stream read whole that holds more than a flow ever does (`validate /dev/zero`, a log named by mistake):
// refused at 64 MiB with its size and the fix, exit 2, instead of read until memory runs out.
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, expect, test } from '@jest/globals';
import { MAX_READ_BYTES, shownFile } from '@switchboard/flow';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// The demo's lookup document is loaded once for the file: what is tested is where reading a big input stops.
loadEachDocumentOnce();
const { memoryIO } = await import('../src/io.js');
const { main } = await import('../src/main.js');
import { ROOT } from './cliProcess.js';

const FOLDER = mkdtempSync(join(tmpdir(), 'switchboard-too-large-'));
/** A sparse file one byte past the limit: its size says it is too large, and it takes no room on disk. */
function bigFile(name: string): string {
  const path = join(FOLDER, name);
  writeFileSync(path, '');
  truncateSync(path, MAX_READ_BYTES + 1);
  return path;
}
// The 64 MiB flow below is written out in full: none is left behind.
afterAll(() => { rmSync(FOLDER, { recursive: true, force: true }); });
const SIZE = (MAX_READ_BYTES + 1).toLocaleString('en-US');
// validate and run name a flow by its shortest honest name from where the command runs (relative when the temporary
// folder is near the clone, as in a clone under /tmp).
const shown = (name: string): string => shownFile(join(FOLDER, name), ROOT);
const FLOW = join(ROOT, 'flows/customer-care/flow.yaml');

test.each([
  ['validate of a 64 MiB + 1 flow says flow_too_large with its size', ['validate', bigFile('big.yaml')], 'out', `flow_too_large cannot read flow file ${shown('big.yaml')}: it is ${SIZE} bytes, more than the 64 MiB read of the flow file`],
  ['validate /dev/zero stops at 64 MiB: flow_too_large', ['validate', '/dev/zero'], 'out', 'flow_too_large cannot read flow file /dev/zero: it gave more than the 64 MiB read of the flow file (reading stopped there)'],
  ['run of a 64 MiB + 1 flow is not run: flow_too_large', ['run', bigFile('run.yaml')], 'err', `flow_too_large cannot read flow file ${shown('run.yaml')}: it is ${SIZE} bytes`],
  ['run --resume of a 64 MiB + 1 file: snapshot_unreadable with its size', ['run', FLOW, '--resume', bigFile('saved.json')], 'err', `snapshot_unreadable: cannot read the call snapshot ${join(FOLDER, 'saved.json')}: it is ${SIZE} bytes, more than the 64 MiB read of a saved call`],
  ['lookup --input of a 64 MiB + 1 file: INPUT_UNREADABLE, pipe it instead', ['lookup', join(ROOT, 'flows/customer-care/customers.lookup.json'), '--input', bigFile('calls.jsonl')], 'err', `INPUT_UNREADABLE: cannot read ${join(FOLDER, 'calls.jsonl')}: it is ${SIZE} bytes, more than the 64 MiB read of a .jsonl file`],
  ['replay of a 64 MiB + 1 call file: unreadable_file with its size', ['replay', bigFile('big.call.yaml')], 'out', `unreadable_file: cannot read the call file: it is ${SIZE} bytes, more than the 64 MiB read of the call file`],
] as const)('%s (exit 2)', async (_case, argv, stream, shown) => {
  const io = memoryIO('', ROOT);
  expect(await main([...argv], io)).toBe(2);
  expect(stream === 'out' ? io.out() : io.err()).toContain(shown);
});

/**
 * 64 MiB of "a" with no line break, then `last`, as a pipe gives them: in chunks (of 1 MiB here, views of one buffer
 * filled once; one chunk of 64 MiB took the decoder three times as long to read).
 */
const FILLED = Buffer.alloc(MAX_READ_BYTES, 'a');
const CHUNK_BYTES = 1024 * 1024;
const pipedPast = (last: string): Readable => Readable.from([
  ...Array.from({ length: MAX_READ_BYTES / CHUNK_BYTES }, (_, i) => FILLED.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES)),
  Buffer.from(last),
]);

test('validate - stops reading stdin at 64 MiB: flow_too_large (exit 2)', async () => {
  const io = { ...memoryIO('', ROOT), stdin: pipedPast('x') };
  const shown = memoryIO('', ROOT);
  expect(await main(['validate', '-'], { ...io, stdout: shown.stdout, stderr: shown.stderr })).toBe(2);
  expect(shown.out()).toContain('<stdin> flow_too_large cannot read flow file <stdin>: it gave more than the 64 MiB read of the flow file (reading stopped there)');
});

test.each([
  ['run stops at a caller line of more than 64 MiB: INPUT_UNREADABLE', ['run', FLOW], "switchboard run: INPUT_UNREADABLE: standard input (the caller's lines) has a line of more than 64 MiB (reading stopped there)"],
  ['lookup --input - stops at a line of more than 64 MiB: INPUT_UNREADABLE', ['lookup', join(ROOT, 'flows/customer-care/customers.lookup.json'), '--tool', 'lookup_customer', '--input', '-'], 'switchboard lookup: INPUT_UNREADABLE: standard input (the --input lines) has a line of more than 64 MiB (reading stopped there)'],
])('%s (exit 2)', async (_case, argv, said) => {
  const shown = memoryIO('', ROOT);
  const io = { ...shown, stdin: pipedPast('a\n') };
  expect(await main(argv, io)).toBe(2);
  expect(shown.err()).toContain(said);
});

test('a flow of exactly 64 MiB is read (and checked as a flow)', async () => {
  const path = join(FOLDER, 'full.yaml');
  writeFileSync(path, `# ${'x'.repeat(MAX_READ_BYTES - 3)}\n`);
  const io = memoryIO('', ROOT);
  expect(await main(['validate', path], io)).toBe(1);
  expect(io.out()).toContain('missing_field the flow file is empty');
});
