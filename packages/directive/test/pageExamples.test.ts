// The examples of docs/directives.md parse as the page says: the first example and its commented result, the
// continued directive, every line of rule 1's table (a directive or not), and every example of the table of issue
// codes (each reports its row's code). Read from the page, so an example edited there is checked as written.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDirective } from '@switchboard/directive';

const PAGE = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/directives.md'), 'utf8');

/** The part of the page from one heading to the next of any level. */
function section(heading: string): string {
  const start = PAGE.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`docs/directives.md has no heading "${heading}"`);
  const next = PAGE.slice(start + heading.length).search(/\n#{2,3} /);
  return next < 0 ? PAGE.slice(start) : PAGE.slice(start, start + heading.length + next);
}

/** The fenced code blocks of a part of the page, in order, by their language. */
function codeBlocks(part: string, language: string): string[] {
  return [...part.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```', 'g'))].map((m) => m[1]!);
}

/** A table's rows as their cells, a `\|` inside a cell kept as `|` (markdown's escape of a pipe in a table). */
function tableRows(part: string): string[][] {
  return part
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.replace(/\\\|/g, '\u0000').split('|').slice(1, -1).map((cell) => cell.replace(/\u0000/g, '|').trim()));
}

/** Splits a cell at `, ` and `; ` that stand outside backticks and brackets: the cell's list of examples. */
function listItems(cell: string): string[] {
  const items: string[] = [];
  let inCode = false;
  let depth = 0;
  let item = '';
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i]!;
    if (char === '`') inCode = !inCode;
    else if (!inCode && char === '(') depth++;
    else if (!inCode && char === ')') depth--;
    if (!inCode && depth === 0 && (char === ',' || char === ';') && cell[i + 1] === ' ') {
      items.push(item.trim());
      item = '';
      i++;
    } else item += char;
  }
  return [...items, item.trim()];
}

/**
 * The examples of an issue row: each item of the list that opens with code (after a lead such as "a **warning**:"),
 * that first code span; code in brackets, in a quoted message or later in an item is said about the example.
 */
function issueExamples(cell: string): string[] {
  return listItems(cell)
    .map((item) => /^(?:[^`]*: )?`([^`]+)`/.exec(item)?.[1])
    .filter((example): example is string => example !== undefined)
    .map((example) => example.replace(/\\u200b/g, '\u200b'));
}

/** A row's example as a directive line: a whole directive as written, an argument after a tool, a value after `a=`. */
function asDirective(example: string): string {
  if (example.startsWith('#')) return example;
  const isValue = example.startsWith('{{') || (/^["'“‘«]/.test(example) && !/^("[^"]*"|'[^']*')=/.test(example));
  return isValue ? `#lookup t a=${example}` : `#lookup t ${example}`;
}

describe('the opening example', () => {
  const [text] = codeBlocks(PAGE.slice(0, PAGE.indexOf('## Rules')), 'text');
  const [code] = codeBlocks(PAGE.slice(0, PAGE.indexOf('## Rules')), 'ts');

  test('parses with no issue into the directive and text the comment shows', () => {
    const result = parseDirective(text!);
    expect(result.issues).toEqual([]);
    expect(result.directive).toMatchObject({ kind: 'lookup', tool: 'lookup_customer', line: 1, column: 1 });
    const first = result.directive?.kind === 'lookup' ? result.directive.args[0] : undefined;
    expect(first).toEqual({ param: 'full_name', binding: { kind: 'variable', name: 'caller_name' }, line: 1, column: 25 });
    expect(code).toContain(`tool: '${result.directive?.kind === 'lookup' ? result.directive.tool : ''}'`);
    expect(code).toContain(`binding: { kind: 'variable', name: 'caller_name' }, line: 1, column: 25 }`);
    expect(code).toContain(`// text:      '${result.text}'`);
  });
});

test('the continued directive of rule 7 is one lookup with both arguments, and the line after it is text', () => {
  const [text] = codeBlocks(section('### 7. Continuing over several lines'), 'text');
  const result = parseDirective(text!);
  expect(result.issues).toEqual([]);
  expect(result.directive).toMatchObject({
    kind: 'lookup',
    tool: 'find_customer',
    args: [
      { param: 'phone', binding: { kind: 'context', name: 'caller' } },
      { param: 'city', binding: { kind: 'variable', name: 'caller_city' } },
    ],
  });
  expect(result.text).toBe('Ask which account when there are several.');
});

describe("rule 1's table: each line is a directive or not, as it says", () => {
  const rows = tableRows(section('### 1. Where a directive is')).filter(([line]) => /^(`[^`]+`(, )?)+$/.test(line!));
  const lines = rows.flatMap(([line, answer]) => [...line!.matchAll(/`([^`]+)`/g)].map((m) => [m[1]!, answer!] as const));

  test('the table has its lines', () => expect(lines.length).toBeGreaterThanOrEqual(6));
  test.each(lines)('%s: %s', (line, answer) => {
    const { directive, text } = parseDirective(line);
    if (answer.startsWith('yes')) expect(directive).not.toBeNull();
    else expect(directive).toBeNull();
    const kept = /the text keeps `([^`]+)`/.exec(answer)?.[1];
    if (kept !== undefined) expect(text).toBe(kept);
  });
});

describe('the table of issue codes: every example reports its row’s code', () => {
  const rows = tableRows(section('## Issue codes'));
  const examples = rows.flatMap(([code, example]) => issueExamples(example!).map((one) => [code!.replace(/`/g, ''), one] as const));

  test.each(rows.map(([code, example]) => [code!, example!]))('%s has an example', (_code, example) => {
    expect(issueExamples(example).length).toBeGreaterThan(0);
  });
  test.each(examples)('%s: %s', (code, example) => {
    expect(parseDirective(asDirective(example)).issues.map((issue) => issue.code)).toContain(code);
  });
});
