// A flow or call file that is not UTF-8 text: UTF-16 with a byte-order mark is read; a workbook or another binary
// file is one issue naming what it is (it was dozens of YAML errors about its bytes, or "must be a mapping").
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocument } from '@switchboard/matcher';
import type { LookupProvider } from '@switchboard/flow';
import { loadFlow } from '../../src/load/loadFlow.js';
import { replayCall } from '../../src/replay/index.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const demo = join(root, 'flows/customer-care');
const workbook = join(demo, 'customers.xlsx');
let scratch = '';

/** `text` as UTF-16 with its byte-order mark, as Windows Notepad ("Unicode") and PowerShell save it. */
function utf16(text: string, bigEndian = false): Buffer {
  const bytes = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return bigEndian ? bytes.swap16() : bytes;
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'switchboard-file-kinds-'));
  // The demo flow beside its lookup document and workbook, so its documents load from the copy.
  for (const file of ['customers.lookup.json', 'customers.xlsx']) await copyFile(join(demo, file), join(scratch, file));
});
afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

describe('a flow path that names no flow file', () => {
  test('a folder with no flow file is said to be a folder, with the fix, not as EISDIR', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'switchboard-no-flows-'));
    await writeFile(join(folder, 'customers.lookup.json'), '{}');
    const { flow, issues } = await loadFlow(folder);
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.message])).toEqual([[
      'flow_unreadable',
      `cannot read flow file ${folder}: it is a folder; it holds no flow file (flow.yaml, or a name ending in .flow.yaml), nor do the folders in it: ` +
      'name the flow file. Only replay takes a folder (of *.call.yaml files)',
    ]]);
  });

  test('a folder of flows (the project\'s flows/) names the flow files in it and its folders, not a flow.yaml it lacks', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'switchboard-flows-'));
    for (const line of ['billing-line', 'customer-care']) {
      await mkdir(join(folder, line, 'calls'), { recursive: true });
      await writeFile(join(folder, line, 'flow.yaml'), 'nodes: { bye: { kind: end } }\n');
      await writeFile(join(folder, line, 'calls', 'a.call.yaml'), 'flow: ../flow.yaml\n');
      await writeFile(join(folder, line, 'customers.lookup.json'), '{}');
    }
    await writeFile(join(folder, 'menu.flow.json'), '{}');
    const { issues } = await loadFlow(folder);
    expect(issues.map((issue) => issue.message)).toEqual([
      `cannot read flow file ${folder}: it is a folder; name the flow file in it (billing-line/flow.yaml, customer-care/flow.yaml, menu.flow.json: ` +
      `${folder}/billing-line/flow.yaml). Only replay takes a folder (of *.call.yaml files)`,
    ]);
  });

  test('a missing file beside the flow it is a slip of names that flow', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'switchboard-flow-slip-'));
    await writeFile(join(folder, 'flow.yaml'), 'nodes: { bye: { kind: end } }\n');
    for (const slip of ['Flow.yaml', 'flw.yaml']) {
      const { issues } = await loadFlow(join(folder, slip));
      expect(issues.map((issue) => issue.message)).toEqual([
        `cannot read flow file ${join(folder, slip)}: there is no such file; did you mean ${join(folder, 'flow.yaml')}?; check the path (relative to the folder the command runs in)`,
      ]);
    }
  });

  test('a missing file is said to be missing, not as ENOENT', async () => {
    const { issues } = await loadFlow(join(scratch, 'flw.yaml'));
    expect(issues.map((issue) => issue.message)).toEqual([
      `cannot read flow file ${join(scratch, 'flw.yaml')}: there is no such file; check the path (relative to the folder the command runs in)`,
    ]);
  });

  test.each([['with nothing in it', ''], ['of comments only', '# the parcel line, to do\n']])('a file %s is said to be empty, not "must be a mapping"', async (_name, text) => {
    const file = join(scratch, 'empty.flow.yaml');
    await writeFile(file, text);
    const { flow, issues } = await loadFlow(file);
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['missing_field', 'the flow file is empty; a flow needs nodes, e.g. nodes: { bye: { kind: end, text: Goodbye. } }'],
    ]);
  });
});

describe('a flow file', () => {
  // Each document file is read once for both byte orders (the demo's and the copy's beside the UTF-16 flows): these
  // tests are about the flow file, and each load read and indexed the workbook again, a second each.
  const documents = new Map<string, Promise<LookupProvider>>();
  const loadDocumentOnce = (path: string): Promise<LookupProvider> => {
    if (!documents.has(path)) documents.set(path, loadDocument(path));
    return documents.get(path)!;
  };

  test.each([['little-endian', false], ['big-endian', true]])('saved as UTF-16 %s with a byte-order mark loads like its UTF-8 original', async (_name, bigEndian) => {
    const original = await loadFlow(join(demo, 'flow.yaml'), { loadDocument: loadDocumentOnce });
    const file = join(scratch, `flow-utf16-${bigEndian ? 'be' : 'le'}.yaml`);
    await writeFile(file, utf16(await readFile(join(demo, 'flow.yaml'), 'utf8'), bigEndian));
    const loaded = await loadFlow(file, { loadDocument: loadDocumentOnce });
    expect(loaded.issues).toEqual(original.issues);
    expect(loaded.flow?.start).toBe(original.flow?.start);
    expect(Object.keys(loaded.flow?.nodes ?? {})).toEqual(Object.keys(original.flow?.nodes ?? {}));
  });

  // Until 2026-12-06 a workbook was a flow_parse_error ("not text"), and a CSV "must be a mapping" (invalid_field).
  test.each([
    ['a workbook', workbook, 'this file is an Excel workbook, not a flow: a flow names a lookup document under documents'],
    ['a CSV table', join(root, 'flows/patient-line/patients.csv'), 'this file is a table (a CSV file), not a flow: a flow names a lookup document under documents'],
    ['a workbook renamed without its extension', 'customers', 'this file is an Excel workbook or another zip file, not a flow: a flow is a YAML or JSON text file'],
  ])('that is %s is one not_a_flow issue naming what it is', async (_name, file, says) => {
    const path = file === 'customers' ? join(scratch, 'customers') : file;
    if (file === 'customers') await copyFile(workbook, path);
    const { flow, issues } = await loadFlow(path);
    expect(flow).toBeNull();
    expect(issues).toEqual([expect.objectContaining({ code: 'not_a_flow', line: 1, column: 1, message: expect.stringContaining(says) })]);
  });

  test('in UTF-16 without a byte-order mark is one flow_parse_error saying to save it as UTF-8', async () => {
    const file = join(scratch, 'flow-utf16-nobom.yaml');
    await writeFile(file, Buffer.from(await readFile(join(demo, 'flow.yaml'), 'utf8'), 'utf16le'));
    const { flow, issues } = await loadFlow(file);
    expect(flow).toBeNull();
    expect(issues).toEqual([expect.objectContaining({ code: 'flow_parse_error', message: expect.stringContaining('save this one as UTF-8 text') })]);
  });
});

describe('a call file', () => {
  test('saved as UTF-16 with a byte-order mark replays', async () => {
    const text = (await readFile(join(demo, 'calls/accepts-transfer-no-problem.call.yaml'), 'utf8')).replace('flow: ../flow.yaml', `flow: ${JSON.stringify(join(demo, 'flow.yaml'))}`);
    const file = join(scratch, 'utf16.call.yaml');
    await writeFile(file, utf16(text));
    const report = await replayCall(file);
    expect(report.status === 'invalid' ? report.issues : []).toEqual([]);
    expect(report.status).toBe('passed');
  });

  test('that is a workbook is one malformed_yaml issue naming what it is', async () => {
    const report = await replayCall(workbook);
    expect(report.status).toBe('invalid');
    expect(report.status === 'invalid' && report.issues).toEqual([expect.objectContaining({
      code: 'malformed_yaml', line: 1, column: 1,
      message: expect.stringContaining('it is an Excel workbook or another zip file, not text. A call file is a YAML text file'),
    })]);
  });
});

describe('another of Switchboard\'s files given in the wrong place', () => {
  test.each([
    ['a lookup document', 'customers.lookup.json', 'this file is a lookup document (it has "lookups" and no "nodes"), not a flow'],
    ['a scripted call', 'calls/accepts-transfer.call.yaml', 'this file is a scripted call (it has "turns" or "expect" and no "nodes"), not a flow: replay it with switchboard replay'],
  ])('%s given as a flow is one not_a_flow issue saying what it is (was "needs nodes" and its fields as unknown)', async (_name, file, says) => {
    const { flow, issues } = await loadFlow(join(demo, file));
    expect(flow).toBeNull();
    expect(issues).toEqual([expect.objectContaining({ code: 'not_a_flow', severity: 'error', line: 1, column: 1, message: expect.stringContaining(says) })]);
  });

  test('a flow given as a call file is one not_a_call_file issue saying to validate or run it', async () => {
    const report = await replayCall(join(demo, 'flow.yaml'));
    expect(report.status).toBe('invalid');
    expect(report.status === 'invalid' && report.issues).toEqual([expect.objectContaining({ code: 'not_a_call_file', message: expect.stringContaining('this file is a flow (it has `nodes` and no `flow` or `turns`), not a scripted call') })]);
  });
});

describe('a flow saved in another encoding than UTF-8', () => {
  const latin1 = fileURLToPath(new URL('../fixtures/invalid/latin1.flow.yaml', import.meta.url));

  test('a Windows-1252 (Latin-1) flow is one issue at its first such byte, naming the character and the fix, not ok with "Caf\uFFFD" said', async () => {
    const { flow, issues } = await loadFlow(latin1);
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.line, issue.column, issue.message])).toEqual([[
      'flow_parse_error', 6, 29,
      'the flow file is not UTF-8 text: byte E9 here is "é" in Windows-1252 (Latin-1) but is no character in UTF-8, ' +
      'so a caller would hear a replacement mark there; save the file as UTF-8 (in most editors: Save with encoding, UTF-8)',
    ]]);
  });

  test('the same flow saved as UTF-8 loads', async () => {
    const utf8 = join(scratch, 'utf8.flow.yaml');
    await writeFile(utf8, (await readFile(latin1)).toString('latin1'), 'utf8');
    const { flow, issues } = await loadFlow(utf8);
    expect([flow?.nodes.greet, issues]).toEqual([expect.objectContaining({ text: 'Welcome to the Café line.' }), []]);
  });
});
