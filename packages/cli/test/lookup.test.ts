// `switchboard lookup` on the customer-care example: the results a caller's words lead to.
import { describe, expect, test } from '@jest/globals';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI_TEST_TIMEOUT_MS, startCli } from './cliProcess.js';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// The tests are about what the command makes of its arguments and input lines; no file a document names changes.
loadEachDocumentOnce();
const { run } = await import('../src/commands/lookup.js');
const { memoryIO } = await import('../src/io.js');
const { errorMessages } = await import('../src/messages.js');

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DOC = 'flows/customer-care/customers.lookup.json';

async function lookup(...argv: string[]) {
  const io = memoryIO('', ROOT);
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
}
const parse = (out: string) => JSON.parse(out) as Record<string, unknown>;
const rowNames = (result: Record<string, unknown>): string[] =>
  result.result === 'confident'
    ? [(result.row as Record<string, string>)['Full Name'] ?? '']
    : result.result === 'ambiguous'
      ? (result.candidates as { row: Record<string, string> }[]).map((c) => c.row['Full Name'] ?? '')
      : [];

describe('switchboard lookup', () => {
  test.each([
    ['Kaitlyn Meyers finds Caitlin Myers', 'lookup_customer', ['full_name=Kaitlyn Meyers'], 'confident', ['Caitlin Myers']],
    ['Sean Riley is ambiguous with Shawn Reilly', 'lookup_customer', ['full_name=Sean Riley'], 'ambiguous', ['Sean Riley', 'Shawn Reilly']],
    ['two John Smiths need a city', 'lookup_customer', ['full_name=John Smith'], 'ambiguous', ['John Smith', 'John Smith']],
    ['a city picks the John Smith', 'lookup_customer', ['full_name=John Smith', 'city=Miami'], 'confident', ['John Smith']],
    ['a phone shared by three accounts is ambiguous', 'find_by_phone', ['phone=720 555 0199'], 'ambiguous', ['Maria Lopez', 'Daniel Lopez', 'Ana Lopez']],
    ['the shared phone plus a city narrows to one', 'find_by_phone', ['phone=(720) 555-0199', 'city=Portland'], 'confident', ['Daniel Lopez']],
    ['a phone stored as a number in the workbook matches as text', 'find_by_phone', ['phone=+1 617 555 0143'], 'confident', ['Colin Meyer']],
    ['a stranger is not found', 'lookup_customer', ['full_name=Bartholomew Quincy'], 'not_found', []],
  ])('%s', async (_name, tool, args, outcome, expected) => {
    const { code, out, err } = await lookup(DOC, '--tool', tool, ...args.flatMap((a) => ['--arg', a]));
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const result = parse(out);
    expect(result.result).toBe(outcome);
    expect(rowNames(result)).toEqual(expected);
  });

  test('--debug shows per-column scores', async () => {
    const { out } = await lookup(DOC, '--tool', 'find_by_phone', '--arg', 'phone=720 555 0199', '--arg', 'city=Portlnd', '--debug');
    const result = parse(out) as { scores: { score: number; keys: { column: string; value: string; score: number }[] }[] };
    expect(result.scores[0]?.keys.map((k) => k.column)).toEqual(['Phone', 'City']);
    expect(result.scores[0]?.keys[1]?.value).toBe('Portland');
    expect(result.scores[0]?.score).toBe(Math.min(...(result.scores[0]?.keys.map((k) => k.score) ?? [])));
  });

  // Until 2026-12-06 `--input -` looked for a file named "-": INPUT_UNREADABLE, there is no such file.
  test.each([
    { name: 'lines piped in', stdin: '{"full_name": "Kaitlyn Meyers"}\n{"full_name": "Sean Riley"}\n', results: ['confident', 'ambiguous'], code: 0 },
    { name: 'CRLF lines with a byte-order mark and a blank line', stdin: '\uFEFF{"full_name": "Kaitlyn Meyers"}\r\n\r\n{"full_name": "Sean Riley"}\r\n', results: ['confident', 'ambiguous'], code: 0 },
    { name: 'a line that is no JSON, numbered as it was piped', stdin: '{"full_name": "Kaitlyn Meyers"}\n\nKaitlyn Meyers\n', results: ['confident', 'line 3 LINE_INVALID_JSON'], code: 1 },
    { name: 'nothing piped', stdin: '', results: [], code: 0 },
  ])('--input - reads $name from stdin, one result per line', async ({ stdin, results, code }) => {
    const io = memoryIO(stdin, ROOT);
    expect(await run([DOC, '--tool', 'lookup_customer', '--input', '-'], io)).toBe(code);
    expect(io.err()).toBe('');
    const printed = io.out().split('\n').filter((line) => line !== '').map((line) => parse(line));
    expect(printed.map((result) => (result.error === undefined ? result.result : `line ${String(result.line)} ${(result.error as { code: string }).code}`))).toEqual(results);
  });

  // One process shows both what is about the process: stdin read as a pipe, line by line, and a reader that stops early
  // (`| head -1`) ending the command quietly, its status 0 and no EPIPE stack trace. The answers (720 KB) are more than
  // the pipe holds and the first read takes, so writing them fails once the reader has gone; the last line, not JSON,
  // would be an error on stderr had the command gone on to it.
  test.each([
    ['- answers each line piped to the command as a user runs it, and', '-'],
    // (Looked up in one go, a file's lines all were, the last one's error said, however early the reader left.)
    ['FILE:', 'file'],
  ])('--input %s a reader that stops early ends it quietly, looking up no further', async (_case, input) => {
    const lines = `${'{"full_name": "Kaitlyn Meyers"}\n'.repeat(5_000)}not json\n`;
    const file = join(mkdtempSync(join(tmpdir(), 'lookup-cli-')), 'many.jsonl');
    if (input === 'file') writeFileSync(file, lines);
    const { child, done } = startCli(['lookup', DOC, '--tool', 'lookup_customer', '--input', input === 'file' ? file : '-'], {
      input: input === 'file' ? '' : lines, env: { PATH: process.env.PATH ?? '' },
    });
    // Read the first answers, then close the pipe, as `| head -1` does.
    const first = await new Promise<string>((ready) => child.stdout.once('data', (chunk: Buffer) => { child.stdout.destroy(); ready(chunk.toString('utf8')); }));
    const { status, stderr } = await done;
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(rowNames(parse(first.split('\n')[0] ?? ''))).toEqual(['Caitlin Myers']);
  }, CLI_TEST_TIMEOUT_MS); // a child process: seconds alone, past 20 s on a loaded machine

  test.each([
    ['a flow', 'flows/customer-care/flow.yaml'],
    ['a scripted call', 'flows/customer-care/calls/confident-name.call.yaml'],
    ['a lookup document', 'flows/customer-care/customers.lookup.json'],
  ])('%s given as --input is INPUT_NOT_JSONL, once, and nothing is looked up (not LINE_INVALID_JSON per line)', async (kind, input) => {
    const { code, out, err } = await lookup(DOC, '--tool', 'lookup_customer', '--input', input);
    expect({ code, out }).toEqual({ code: 2, out: '' });
    expect(err).toBe(`switchboard lookup: INPUT_NOT_JSONL: ${input} is ${kind}, not a JSONL file of lookups: --input takes one JSON object of arguments per line ` +
      '({"full_name": "Kaitlyn Meyers"}, or {"tool": NAME, "arguments": {...}}); nothing was looked up\n');
  });

  test.each([
    ['an Excel workbook', 'flows/customer-care/customers.xlsx', 'an Excel workbook'],
    ['a CSV table', 'flows/appointment-line/patients.csv', 'a table (a CSV file)'],
    ['a CSV of labels for tune', 'packages/cli/test/fixtures/labels/semicolons.csv', 'a table (a CSV file)'],
  ])('%s given as --input is INPUT_NOT_JSONL, once, and nothing is looked up (was a LINE_INVALID_JSON per line)', async (_name, input, kind) => {
    const { code, out, err } = await lookup(DOC, '--tool', 'lookup_customer', '--input', input);
    expect({ code, out }).toEqual({ code: 2, out: '' });
    expect(err).toBe(`switchboard lookup: INPUT_NOT_JSONL: ${input} is ${kind}, not a JSONL file of lookups: --input takes one JSON object of arguments per line ` +
      '({"full_name": "Kaitlyn Meyers"}, or {"tool": NAME, "arguments": {...}}); nothing was looked up\n');
  });

  test.each([['CR (an old Mac editor)', '\r'], ['CRLF', '\r\n'], ['LF', '\n']])('an --input file whose lines end in %s answers each line', async (_name, end) => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-lookup-'));
    const input = join(folder, 'calls.jsonl');
    writeFileSync(input, ['{"full_name": "Kaitlyn Meyers"}', '', '{"full_name": "Bartholomew Quincy"}', '{"nope": 1}', ''].join(end));
    const { code, out } = await lookup(DOC, '--tool', 'lookup_customer', '--input', input);
    expect(code).toBe(1);
    expect(out.trim().split('\n').map(parse)).toMatchObject([
      { result: 'confident' }, { result: 'not_found' }, { line: 4, error: { code: 'ARGUMENT_UNKNOWN' } },
    ]);
  });

  test.each([['UTF-16 LE with a BOM (PowerShell 5\'s "> calls.jsonl")', 'utf16le'], ['UTF-16 BE with a BOM', 'utf16be']])('an --input file saved as %s is read (was a LINE_INVALID_JSON per line)', async (_name, encoding) => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-lookup-'));
    const input = join(folder, 'calls.jsonl');
    const le = Buffer.from('\uFEFF{"full_name": "Kaitlyn Meyers"}\r\n{"full_name": "Zoë Müller"}\r\n', 'utf16le');
    writeFileSync(input, encoding === 'utf16le' ? le : Buffer.from(le).swap16());
    const { code, out } = await lookup(DOC, '--tool', 'lookup_customer', '--input', input);
    expect(code).toBe(0);
    expect(out.trim().split('\n').map((line) => rowNames(parse(line))[0])).toEqual(['Caitlin Myers', 'Zoë Müller']);
  });

  test('a PDF saved under a .jsonl name is INPUT_NOT_JSONL by its first bytes', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-lookup-'));
    const input = join(folder, 'calls.jsonl');
    writeFileSync(input, '%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    const { code, out, err } = await lookup(DOC, '--tool', 'lookup_customer', '--input', input);
    expect({ code, out }).toEqual({ code: 2, out: '' });
    expect(err).toContain(`INPUT_NOT_JSONL: ${input} is a PDF document, not a JSONL file of lookups`);
  });

  test('--input answers one JSON line per input line', async () => {
    const { code, out } = await lookup(DOC, '--tool', 'lookup_customer', '--input', 'flows/customer-care/calls.jsonl');
    expect(code).toBe(0);
    const results = out.trim().split('\n').map(parse);
    expect(results).toHaveLength(9);
    expect(results.map((r) => [r.result, rowNames(r)[0] ?? null])).toEqual([
      ['confident', 'Caitlin Myers'],
      ['ambiguous', 'Sean Riley'],
      ['confident', 'Shawn Reilly'],
      ['ambiguous', 'John Smith'],
      ['confident', 'John Smith'],
      // "Zoe Mueller" sits near the confident threshold; whichever side, the record is the first one offered.
      [results[5]?.result === 'confident' ? 'confident' : 'ambiguous', 'Zoë Müller'],
      ['not_found', null],
      ['ambiguous', 'Maria Lopez'],
      ['confident', 'Daniel Lopez'],
    ]);
  });

  test('an --input file with a byte-order mark reads its first line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lookup-cli-'));
    const input = join(folder, 'calls.jsonl');
    writeFileSync(input, '\uFEFF{"full_name": "Kaitlyn Meyers"}\r\n');
    const { code, out } = await lookup(DOC, '--tool', 'lookup_customer', '--input', input);
    expect(code).toBe(0);
    expect(rowNames(parse(out))).toEqual(['Caitlin Myers']);
  });

  test('--arg with --input is a usage error, not silently ignored', async () => {
    const { code, err } = await lookup(DOC, '--tool', 'lookup_customer', '--input', 'flows/customer-care/calls.jsonl', '--arg', 'city=Boston');
    expect(code).toBe(2);
    expect(err).toContain('--arg and --input cannot be combined');
  });

  test('a parameter given twice is a usage error, not the last one silently', async () => {
    const { code, err } = await lookup(DOC, '--tool', 'lookup_customer', '--arg', 'full_name=Sean Riley', '--arg', 'full_name=Kaitlyn Meyers');
    expect(code).toBe(2);
    expect(err).toContain('--arg full_name is given twice: a lookup takes one value per parameter');
  });

  test('a bad --input line prints an error with its line number and the run goes on', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-lookup-'));
    const input = join(folder, 'calls.jsonl');
    writeFileSync(input, '{"full_name": "Kaitlyn Meyers"}\nnot json\n\n{"town": "Boston"}\n{"full_name": "Sean Riley"}\n');
    const { code, out } = await lookup(DOC, '--tool', 'lookup_customer', '--input', input);
    expect(code).toBe(1);
    const lines = out.trim().split('\n').map(parse);
    expect(lines).toMatchObject([
      { result: 'confident' },
      { line: 2, error: { code: 'LINE_INVALID_JSON' } },
      { line: 4, error: { code: 'ARGUMENT_UNKNOWN' } },
      { result: 'ambiguous' },
    ]);
  });

  // "tool" and "arguments" are reserved parameter names, so either field makes a line a wrapped call, held to its shape:
  // without --tool such a line was once told to add the "tool" field it had, and a stray or non-string field was ignored.
  test.each([
    ['"tool" with the arguments beside it, no --tool', [], '{"tool": "find_by_phone", "phone": "+1 555 010 0456"}', 'LINE_ARGUMENTS_INVALID', 'gives the call\'s arguments as an object under "arguments": {"tool": "find_by_phone", "arguments": {…}}'],
    ['"tool" with the arguments beside it, with --tool', ['--tool', 'lookup_customer'], '{"tool": "find_by_phone", "phone": "+1 555 010 0456"}', 'LINE_ARGUMENTS_INVALID', 'under "arguments"'],
    ['a field beside "tool" and "arguments"', [], '{"tool": "lookup_customer", "arguments": {"full_name": "Sean Riley"}, "city": "Denver"}', 'LINE_ARGUMENTS_INVALID', '"city" beside "tool" and "arguments" would be ignored: move it into "arguments"'],
    ['"debug" beside "tool" and "arguments" (was told to move it into "arguments", where it is an unknown argument)', [], '{"tool": "lookup_customer", "arguments": {"full_name": "Sean Riley"}, "debug": true}', 'LINE_ARGUMENTS_INVALID', '"debug" is not read from a line: give --debug to the command, and every line gets its scores'],
    ['"debug" and a field beside "tool" and "arguments"', [], '{"tool": "lookup_customer", "arguments": {"full_name": "Sean Riley"}, "debug": true, "city": "Denver"}', 'LINE_ARGUMENTS_INVALID', '"debug" is not read from a line: give --debug to the command, and every line gets its scores; "city" beside "tool" and "arguments" would be ignored: move it into "arguments"'],
    ['a "tool" that is not a string, with --tool', ['--tool', 'lookup_customer'], '{"tool": 5, "arguments": {"full_name": "Sean Riley"}}', 'LINE_NO_TOOL', '"tool" must be a tool name (a string), not 5'],
    ['"arguments" that is not an object, with --tool', ['--tool', 'lookup_customer'], '{"arguments": "Sean Riley"}', 'LINE_ARGUMENTS_INVALID', 'as an object under "arguments"'],
  ])('an --input line with %s is refused with its code, the run going on', async (_name, options, line, code, says) => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-lookup-'));
    const input = join(folder, 'calls.jsonl');
    writeFileSync(input, `${line}\n{"tool": "lookup_customer", "arguments": {"full_name": "Sean Riley", "city": "Denver"}}\n`);
    const result = await lookup(DOC, ...options, '--input', input);
    expect(result.code).toBe(1);
    const [first, second] = result.out.trim().split('\n').map(parse);
    expect(first).toEqual({ line: 1, error: { code, message: expect.stringContaining(says) } });
    expect(second).toMatchObject({ result: 'confident', row: { 'Full Name': 'Sean Riley', City: 'Denver' } });
  });

  // Until 2026-12-05 a line of 10,000 unknown arguments got a message of 109 KB naming every one.
  const many = (prefix: string): Record<string, number> => Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`${prefix}${i}`, 1]));
  test.each([
    ['10,000 unknown arguments', ['--tool', 'lookup_customer'], { full_name: 'Sean Riley', ...many('arg') }, 'ARGUMENT_UNKNOWN',
      'Tool "lookup_customer" has no arguments "arg0", "arg1", "arg2", "arg3", "arg4" and 9,995 more; its arguments are "full_name", "city".'],
    ['10,000 fields beside "tool" and "arguments"', [], { tool: 'lookup_customer', arguments: { full_name: 'Sean Riley' }, ...many('field') }, 'LINE_ARGUMENTS_INVALID',
      '"field0", "field1", "field2", "field3", "field4" and 9,995 more beside "tool" and "arguments" would be ignored: move them into "arguments": {"tool": "lookup_customer", "arguments": {…}}'],
    ['an argument name of 100,000 characters', ['--tool', 'lookup_customer'], { ['k'.repeat(100_000)]: 'Sean Riley' }, 'ARGUMENT_UNKNOWN',
      `Tool "lookup_customer" has no argument "${'k'.repeat(64)}…"; its arguments are "full_name", "city".`],
    ['a tool name of 100,000 characters', [], { tool: 't'.repeat(100_000), arguments: { full_name: 'Sean Riley' } }, 'TOOL_UNKNOWN',
      `No lookup tool named "${'t'.repeat(64)}…". Available tools: "lookup_customer", "find_by_phone".`],
    ['a "tool" of 100,000 characters that is no string', [], { tool: { name: 'n'.repeat(100_000) }, arguments: {} }, 'LINE_NO_TOOL',
      `"tool" must be a tool name (a string), not ${`{"name":"${'n'.repeat(100_000)}"}`.slice(0, 64)}…`],
  ])('an --input line with %s gets a message naming the first few, not all', async (_name, options, call, code, message) => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-lookup-'));
    const input = join(folder, 'calls.jsonl');
    writeFileSync(input, `${JSON.stringify(call)}\n`);
    const result = await lookup(DOC, ...options, '--input', input);
    expect(result.code).toBe(1);
    expect(parse(result.out)).toEqual({ line: 1, error: { code, message } });
    expect(result.out.length).toBeLessThan(400);
  });

  test.each([
    ['an unknown tool', [DOC, '--tool', 'nope', '--arg', 'x=1'], 'TOOL_UNKNOWN'],
    ['a missing required argument', [DOC, '--tool', 'lookup_customer', '--arg', 'city=Boston'], 'ARGUMENT_MISSING'],
    ['an unknown argument', [DOC, '--tool', 'lookup_customer', '--arg', 'full_name=Sean Riley', '--arg', 'town=Boston'], 'ARGUMENT_UNKNOWN'],
    ['a missing document', ['flows/customer-care/nope.json', '--tool', 'lookup_customer', '--arg', 'full_name=x'], 'DOCUMENT_UNREADABLE'],
    ['no --tool', [DOC, '--arg', 'full_name=x'], 'USAGE'],
    ['an --arg without =', [DOC, '--tool', 'lookup_customer', '--arg', 'full_name'], 'USAGE'],
  ])('%s exits 2 with a one-line message naming the code', async (_name, argv, code) => {
    const result = await lookup(...argv);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err.split('\n')[0]).toContain(`${code}:`);
  });

  test.each([
    ['full_name=Kaitlyn Meyers', 'unexpected argument "full_name=Kaitlyn Meyers": a tool\'s argument is given with --arg, --arg "full_name=Kaitlyn Meyers"'],
    ['city=Boston', 'unexpected argument "city=Boston": a tool\'s argument is given with --arg, --arg "city=Boston"'],
    ['Kaitlyn', 'unexpected argument "Kaitlyn"'],
  ])('a second word %s after the document is a usage error saying how an argument is given', async (word, says) => {
    const result = await lookup(DOC, '--tool', 'lookup_customer', word);
    expect(result.code).toBe(2);
    expect(result.err.split('\n')[0]).toBe(`switchboard lookup: USAGE: ${says}`);
  });

  test.each([
    ['a slip of a tool name', 'lookup_custmer', 'TOOL_UNKNOWN: No lookup tool named "lookup_custmer"; did you mean "lookup_customer"? Available tools:'],
    ['a tool the document does not have', 'find_by_email', 'TOOL_UNKNOWN: No lookup tool named "find_by_email". Available tools:'],
  ])('--input with --tool naming %s is said once, exit 2, nothing looked up (was the same error on every line, exit 1)', async (_name, tool, says) => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-lookup-'));
    const input = join(folder, 'calls.jsonl');
    writeFileSync(input, '{"full_name": "Kaitlyn Meyers"}\n'.repeat(1_000));
    const result = await lookup(DOC, '--tool', tool, '--input', input);
    expect({ code: result.code, out: result.out }).toEqual({ code: 2, out: '' });
    expect(result.err.split('\n')).toEqual([expect.stringContaining(`switchboard lookup: ${says}`), '']);
  });

  test.each([
    ['an --input file that is not there', 'nope.jsonl', `there is no such file (ENOENT); check the path: a relative one is read from the folder the command runs in, ${ROOT}`],
    ['a folder given as --input', 'flows', 'it is a folder, not a file (EISDIR); name the .jsonl file inside it'],
    ['an --input path through a file', 'README.md/calls.jsonl', 'a part of the path is a file, not a folder (ENOTDIR); check the path'],
  ])('%s says why and what to do, exit 2 (was the bare system code, "ENOENT")', async (_name, input, why) => {
    const result = await lookup(DOC, '--tool', 'lookup_customer', '--input', input);
    expect(result).toEqual({ code: 2, out: '', err: `switchboard lookup: INPUT_UNREADABLE: cannot read ${input}: ${why}\n` });
  });

  // The test runs as root in CI, where no file is locked: the message is checked as data (a locked file, run as
  // another user, gave "cannot read locked.jsonl: EACCES").
  test('a file the user may not read (EACCES, --input or --labels) says so and the fix', () => {
    expect(errorMessages.unreadableBecause('EACCES', 'the .jsonl file', ROOT)).toBe('you may not read it (EACCES): ask for read permission, or copy it to a folder of yours');
  });

  test.each([
    ['names in single quotes', `{'full_name': 'Sean Riley'}`, 'not valid JSON at column 2: a name must be in double quotes ("name": …), and a text too; single quotes are not JSON'],
    ['a comma after the last field', '{"full_name": "Sean Riley",}', 'not valid JSON at column 27: a comma after the last field or item, which JSON does not allow: remove it'],
    ['a brace never closed', '{"full_name": "Sean Riley"', 'not valid JSON at column 27: the text ends before every { and [ is closed: add the missing } or ]'],
    ['a name alone, not in an object', 'Kaitlyn Meyers', 'not valid JSON at column 1: each line must be a JSON object of arguments ({"full_name": "Kaitlyn Meyers"}), not a value alone'],
  ])('an --input line with %s is LINE_INVALID_JSON naming its column and the fix (was the parser\'s "at position N")', async (_name, line, message) => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-lookup-'));
    const input = join(folder, 'calls.jsonl');
    writeFileSync(input, `{"full_name": "Kaitlyn Meyers"}\n${line}\n`);
    const result = await lookup(DOC, '--tool', 'lookup_customer', '--input', input);
    expect(result.code).toBe(1);
    expect(parse(result.out.trim().split('\n')[1] ?? '')).toEqual({ line: 2, error: { code: 'LINE_INVALID_JSON', message } });
  });

  test('a tool name a slip away from one of the document\'s is answered with it', async () => {
    const result = await lookup(DOC, '--tool', 'lookup_custmer', '--arg', 'full_name=Sean Riley');
    expect(result.code).toBe(2);
    expect(result.err).toContain('TOOL_UNKNOWN: No lookup tool named "lookup_custmer"; did you mean "lookup_customer"? Available tools:');
  });
});

describe('switchboard lookup says the warnings a lookup runs under', () => {
  const customerCare = (edit: (text: string) => string, csv?: string): string => {
    const folder = mkdtempSync(join(tmpdir(), 'lookup-warnings-'));
    const documentText = JSON.parse(readFileSync(join(ROOT, DOC), 'utf8')) as { files: string[] };
    for (const file of documentText.files) copyFileSync(join(ROOT, 'flows/customer-care', file), join(folder, file));
    writeFileSync(join(folder, 'doc.json'), edit(readFileSync(join(ROOT, DOC), 'utf8')));
    if (csv !== undefined) writeFileSync(join(folder, 'people.csv'), csv);
    return join(folder, 'doc.json');
  };

  test('a misspelt field is named on stderr, the result still on stdout (was silent: the lookup ran on the default)', async () => {
    const doc = customerCare((text) => text.replace('"match_mode"', '"match_mod"'));
    const { code, out, err } = await lookup(doc, '--tool', 'lookup_customer', '--arg', 'full_name=Kaitlyn Meyers');
    expect(code).toBe(0);
    expect(rowNames(parse(out))).toEqual(['Caitlin Myers']);
    expect(err).toMatch(/^switchboard lookup: warning FIELD_UNKNOWN at lookups\[0\]\.match_mod: Unknown field "match_mod" is ignored; did you mean "match_mode"\?\n/);
  });

  test("the tables' warnings are counted, with the command that lists them", async () => {
    const doc = customerCare(
      () => JSON.stringify({ files: ['people.csv'], lookups: [{ tool_name: 'by_name', search_column: 'Name' }] }),
      'Name,City\nCaitlin Myers,Chicago\nSean Riley,Boston\n\nTotal: 2 customers\nExported by CRM\n',
    );
    const { code, out, err } = await lookup(doc, '--tool', 'by_name', '--arg', 'query=Kaitlyn Meyers');
    expect(code).toBe(0);
    expect(parse(out)).toMatchObject({ result: 'confident', row: { Name: 'Caitlin Myers' } });
    expect(err).toBe(`switchboard lookup: 1 more warning about the document's tables; run "switchboard inspect ${doc}" to see it.\n`);
  });
});
