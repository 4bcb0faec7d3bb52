// `switchboard tools`: the document's tools in each vendor's JSON shape.
import { describe, expect, test } from '@jest/globals';
import type { AnthropicTool, McpTool, OpenAITool } from '@switchboard/matcher';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// The demo's document is loaded once: what is tested is the shape the tools are printed in.
loadEachDocumentOnce();
const { run, USAGE } = await import('../src/commands/tools.js');
const { memoryIO } = await import('../src/io.js');

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DOC = 'flows/customer-care/customers.lookup.json';

async function tools(...argv: string[]) {
  const io = memoryIO('', ROOT);
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('switchboard tools', () => {
  // Each row reads the printed list as its vendor's shape: the tool's kind (OpenAI's alone has one), name and required
  // parameters.
  test.each<[string, (printed: string) => unknown[][]]>([
    ['openai', (printed) => (JSON.parse(printed) as OpenAITool[]).map((t) => [t.type, t.function.name, t.function.parameters.required])],
    ['anthropic', (printed) => (JSON.parse(printed) as AnthropicTool[]).map((t) => ['-', t.name, t.input_schema.required])],
    ['mcp', (printed) => (JSON.parse(printed) as McpTool[]).map((t) => ['-', t.name, t.inputSchema.required])],
  ])('--format %s', async (format, read) => {
    const { code, out } = await tools(DOC, '--format', format);
    expect(code).toBe(0);
    expect(read(out)).toEqual([
      [format === 'openai' ? 'function' : '-', 'lookup_customer', ['full_name']],
      [format === 'openai' ? 'function' : '-', 'find_by_phone', ['phone']],
    ]);
  });

  test('without --format the tools are in OpenAI\'s shape, as the usage says', async () => {
    const plain = await tools(DOC);
    expect(plain.code).toBe(0);
    expect(plain.out).toBe((await tools(DOC, '--format', 'openai')).out);
    expect(USAGE).toContain('\n  --format  the vendor\'s shape of the tools; openai when left out\n');
  });

  test('every description tells the model to pass values as heard', async () => {
    const list = JSON.parse((await tools(DOC, '--format', 'mcp')).out) as { description: string }[];
    for (const tool of list) expect(tool.description).toContain('exactly as the caller said it');
  });

  test('a lookup by order ID or postcode asks back without a person\'s name; one by a name keeps the example', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tools-cli-'));
    copyFileSync(join(ROOT, 'packages/matcher/test/fixtures/orders.xlsx'), join(folder, 'orders.xlsx'));
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({
      files: ['orders.xlsx'],
      lookups: [
        { tool_name: 'find_order', search_column: 'Order ID', match_mode: 'exact' },
        { tool_name: 'find_by_postcode', search_column: 'Postcode' },
        { tool_name: 'find_recipient', search_column: 'Recipient' },
      ],
    }));
    const { code, out } = await tools(join(folder, 'doc.json'), '--format', 'mcp');
    expect(code).toBe(0);
    const described = Object.fromEntries((JSON.parse(out) as { name: string; description: string }[]).map((t) => [t.name, t.description]));
    for (const tool of ['find_order', 'find_by_postcode']) {
      expect(described[tool]).toContain('exactly as the caller said it, as heard; never correct or guess its spelling');
      expect(described[tool]).toContain('If the result is "ambiguous", ask the caller which one they meant, reading back the columns that tell the candidates apart;');
      expect(described[tool]).not.toContain('Sean Riley');
    }
    expect(described.find_recipient).toContain('(for example: "I found Sean Riley and Shawn Reilly — which one did you mean?")');
  });

  // Until 2026-12-06 these said 'unknown format ""' (or took --json as a format), where every other option says it needs a value.
  test.each([
    ['--format last', ['--format']],
    ['--format= empty', ['--format=']],
    ['--format followed by another option', ['--format', '--json']],
  ])('%s is USAGE: --format needs a value, exit 2', async (_name, options) => {
    const { code, out, err } = await tools(DOC, ...options);
    expect([code, out, err.split('\n')[0]]).toEqual([2, '', 'switchboard tools: USAGE: --format needs a value, one of "openai", "anthropic", "mcp"']);
  });

  test('an unknown format exits 2', async () => {
    const { code, err } = await tools(DOC, '--format', 'gemini');
    expect(code).toBe(2);
    expect(err).toContain('unknown format "gemini"');
  });

  test('a document with a broken lookup prints the usable tools, lists the problem and exits 1', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tools-cli-'));
    copyFileSync(join(ROOT, 'flows/customer-care/customers.xlsx'), join(folder, 'customers.xlsx'));
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({
      files: ['customers.xlsx'],
      lookups: [
        { tool_name: 'by_name', search_column: 'Full Name' },
        { tool_name: 'by_town', search_column: 'Town' },
      ],
    }));
    const { code, out, err } = await tools(join(folder, 'doc.json'), '--format', 'openai');
    expect(code).toBe(1);
    expect((JSON.parse(out) as { function: { name: string } }[]).map((t) => t.function.name)).toEqual(['by_name']);
    expect(err).toContain('COLUMN_UNKNOWN at lookups[1].search_column');
    expect(err).toContain('switchboard tools: 1 problem; the tools above leave out what they disable.');
  });

  test('a field the document misspells is named on stderr beside the tools it changes, exit 0 (was silent)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tools-cli-'));
    copyFileSync(join(ROOT, 'flows/customer-care/customers.xlsx'), join(folder, 'customers.xlsx'));
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({ files: ['customers.xlsx'], lookups: [{ tool_name: 'by_name', search_column: 'Full Name', match_mod: 'exact' }] }));
    const { code, out, err } = await tools(join(folder, 'doc.json'));
    expect(code).toBe(0);
    expect((JSON.parse(out) as { function: { name: string } }[]).map((t) => t.function.name)).toEqual(['by_name']);
    expect(err).toMatch(/^switchboard tools: warning FIELD_UNKNOWN at lookups\[0\]\.match_mod: Unknown field "match_mod" is ignored; did you mean "match_mode"\?\n$/);
  });

  test('a description a vendor refuses is printed with its warning on stderr, exit 0 (was silent)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tools-cli-'));
    copyFileSync(join(ROOT, 'flows/customer-care/customers.xlsx'), join(folder, 'customers.xlsx'));
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({
      files: ['customers.xlsx'],
      lookups: [{ tool_name: 'by_name', search_column: 'Full Name', tool_description: 'Finds a customer. '.repeat(40) }],
    }));
    const { code, out, err } = await tools(join(folder, 'doc.json'));
    expect(code).toBe(0);
    expect((JSON.parse(out) as { function: { name: string } }[]).map((t) => t.function.name)).toEqual(['by_name']);
    expect(err).toMatch(/^switchboard tools: warning TOOL_DESCRIPTION_LONG at lookups\[0\]\.tool_description: .*refuses a function description over 1024/);
  });

  test('a JSON file that is no lookup document prints no tools and exits 1 naming why', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tools-cli-'));
    writeFileSync(join(folder, 'list.json'), '[1, 2]\n');
    const { code, out, err } = await tools(join(folder, 'list.json'), '--format', 'openai');
    expect(code).toBe(1);
    expect(JSON.parse(out)).toEqual([]);
    expect(err).toContain('DOCUMENT_NOT_OBJECT');
  });

  test('a flow given as the document is said to be one, exit 2 and nothing on stdout (as a workbook given is)', async () => {
    const { code, out, err } = await tools('flows/customer-care/flow.yaml', '--format', 'openai');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain('NOT_A_LOOKUP_DOCUMENT: flows/customer-care/flow.yaml is a flow');
  });
});
