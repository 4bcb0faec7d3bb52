// The structured-lookup reference's examples, written as it writes them, run through the commands on the customer-care
// workbook: each configuration, the outcome it promises, and the tuning loop its debug example walks through.
import { describe, expect, test } from '@jest/globals';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run as lookupCommand } from '../src/commands/lookup.js';
import { run as toolsCommand } from '../src/commands/tools.js';
import { run as inspectCommand } from '../src/commands/inspect.js';
import { memoryIO } from '../src/io.js';

const WORKBOOK = resolve(dirname(fileURLToPath(import.meta.url)), '../../../flows/customer-care/customers.xlsx');

// The reference's first configuration: a name lookup, every optional field but two left to its default.
const BY_NAME = {
  tool_name: 'lookup_customer',
  tool_description: "Look up a customer's account by name.",
  search_column: 'Full Name',
  return_columns: ['Full Name', 'Account ID', 'City'],
};

// Its second: a phone matched exactly, narrowed by a city matched loosely.
const BY_PHONE = {
  tool_name: 'find_customer',
  search_column: 'Phone',
  param_name: 'phone',
  match_mode: 'exact',
  additional_search_columns: [{ column: 'City', param_name: 'city', match_mode: 'hybrid' }],
  return_columns: ['Full Name', 'Account ID', 'City'],
};

/** A document of these lookups beside a copy of the workbook; its path. */
function documentOf(...lookups: object[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'reference-examples-'));
  copyFileSync(WORKBOOK, join(folder, 'customers.xlsx'));
  writeFileSync(join(folder, 'customers.lookup.json'), JSON.stringify({ files: ['customers.xlsx'], lookups }));
  return join(folder, 'customers.lookup.json');
}

type Command = typeof lookupCommand;
async function runOf(command: Command, ...argv: string[]) {
  const io = memoryIO('', process.cwd());
  const code = await command(argv, io);
  return { code, out: io.out(), err: io.err() };
}

interface Result {
  result: string;
  row?: Record<string, string>;
  candidates?: { row: Record<string, string>; score: number }[];
  scores?: { score: number; keys: { column: string; value: string; score: number }[] }[];
}
async function lookup(document: string, tool: string, args: Record<string, string>, ...flags: string[]): Promise<Result> {
  const { code, out, err } = await runOf(lookupCommand, document, '--tool', tool, ...Object.entries(args).flatMap(([k, v]) => ['--arg', `${k}=${v}`]), ...flags);
  expect({ code, err }).toEqual({ code: 0, err: '' });
  return JSON.parse(out) as Result;
}
const rowsOf = (result: Result): Record<string, string>[] =>
  result.row !== undefined ? [result.row] : (result.candidates ?? []).map((candidate) => candidate.row);
const namesOf = (result: Result): string[] => rowsOf(result).map((row) => row['Full Name'] ?? '');

describe('the name lookup of the reference', () => {
  const document = documentOf(BY_NAME);

  test('loads without a problem: only tool_name and search_column are required', async () => {
    const { code, out } = await runOf(inspectCommand, document);
    expect(code).toBe(0);
    expect(out).toContain('lookup_customer: customers.xlsx [Customers], 520 rows indexed');
    expect(out).toContain('full_name (required) -> Full Name');
    expect(out).toContain('No problems.');
  });

  test('Kaitlyn Meyers, a speech-to-text error, resolves to Caitlin Myers with the return columns alone', async () => {
    const result = await lookup(document, 'lookup_customer', { full_name: 'Kaitlyn Meyers' });
    expect(result).toMatchObject({ result: 'confident', score: expect.any(Number) });
    expect(result.row).toEqual({ 'Full Name': 'Caitlin Myers', City: 'Chicago', 'Account ID': 'A10001' });
  });

  test('Sean Riley is ambiguous with Shawn Reilly: a short list of candidates, each a row and a score', async () => {
    const result = await lookup(document, 'lookup_customer', { full_name: 'Sean Riley' });
    expect(result.result).toBe('ambiguous');
    expect(namesOf(result)).toEqual(['Sean Riley', 'Shawn Reilly']);
    expect(result.candidates?.every((candidate) => Number.isInteger(candidate.score))).toBe(true);
  });

  test('its tool keeps the description and adds the instructions to pass the value as heard and to ask back', async () => {
    const { code, out } = await runOf(toolsCommand, document, '--format', 'openai');
    expect(code).toBe(0);
    const [tool] = JSON.parse(out) as { function: { name: string; description: string; parameters: { properties: object; required: string[] } } }[];
    expect(tool?.function.name).toBe('lookup_customer');
    expect(tool?.function.description.startsWith("Look up a customer's account by name. ")).toBe(true);
    expect(tool?.function.description).toContain('exactly as the caller said it');
    expect(tool?.function.description).toContain('I found Sean Riley and Shawn Reilly — which one did you mean?');
    expect(tool?.function.parameters).toMatchObject({ properties: { full_name: {} }, required: ['full_name'] });
  });
});

describe('the phone and city lookup of the reference', () => {
  const document = documentOf(BY_PHONE);

  test('the phone is required, the city optional', async () => {
    const { out } = await runOf(toolsCommand, document, '--format', 'mcp');
    const [tool] = JSON.parse(out) as { inputSchema: { properties: object; required: string[] } }[];
    expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual(['phone', 'city']);
    expect(tool?.inputSchema.required).toEqual(['phone']);
    const missing = await runOf(lookupCommand, document, '--tool', 'find_customer', '--arg', 'city=Chicago');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('ARGUMENT_MISSING');
  });

  test('the phone alone finds its record', async () => {
    expect(namesOf(await lookup(document, 'find_customer', { phone: '+1 (312) 555-0142' }))).toEqual(['Caitlin Myers']);
  });

  test('a caller whose city was misheard is still found', async () => {
    const result = await lookup(document, 'find_customer', { phone: '+1 (312) 555-0142', city: 'Chikago' });
    expect(result.result).not.toBe('not_found');
    expect(rowsOf(result)).toEqual([{ 'Full Name': 'Caitlin Myers', Phone: '+1 (312) 555-0142', City: 'Chicago', 'Account ID': 'A10001' }]);
  });

  test('a record with the right phone and the wrong city is not returned at all', async () => {
    expect((await lookup(document, 'find_customer', { phone: '+1 (312) 555-0142', city: 'Boston' })).result).toBe('not_found');
  });

  test('a row scores as its weakest matched column', async () => {
    const result = await lookup(document, 'find_customer', { phone: '+1 (312) 555-0142', city: 'Chikago' }, '--debug');
    const [first] = result.scores ?? [];
    expect(first?.keys.map((key) => key.column)).toEqual(['Phone', 'City']);
    expect(first?.score).toBe(Math.min(...(first?.keys.map((key) => key.score) ?? [])));
  });
});

describe('tuning the thresholds, as the reference walks through it', () => {
  test('debug shows the intended record below min_score; lowering min_score to its score lets it through', async () => {
    const strict = documentOf({ ...BY_NAME, min_score: 100, confident_score: 100, debug: true });
    const rejected = await lookup(strict, 'lookup_customer', { full_name: 'Kaitlyn Meyers' });
    expect(rejected.result).toBe('not_found');
    const [top] = rejected.scores ?? [];
    expect(top?.keys).toEqual([{ column: 'Full Name', value: 'Caitlin Myers', score: top?.score }]);
    expect(top?.score).toBeLessThan(100);

    const tuned = documentOf({ ...BY_NAME, min_score: top?.score, confident_score: 100 });
    const found = await lookup(tuned, 'lookup_customer', { full_name: 'Kaitlyn Meyers' });
    expect(namesOf(found)).toEqual(['Caitlin Myers']);
    expect(found).not.toHaveProperty('scores');
  });
});
