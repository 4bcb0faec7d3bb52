// The labels file of `switchboard tune`: one heard call per row, the tool's parameters as columns plus
// `expected`, the right row's search-column value (blank when the caller is not in the table).
import Papa from 'papaparse';
import { messages } from '../messages.js';
import { binaryKind, type BinaryKind } from '../source/fileMagic.js';
import { sniffEncoding } from '../source/textEncoding.js';
import type { Issue } from '../types.js';

export interface Label {
  /** 1-based line in the file. */
  line: number;
  /** Arguments for the lookup call: the parameter columns that are filled. */
  args: Record<string, string>;
  /** The right row's key, or null for a caller who is not in the table. */
  expected: string | null;
  /** `expected` as the file writes it (trimmed), for messages; '' for a caller who is not in the table. */
  expectedAsWritten: string;
}

export const EXPECTED_COLUMN = 'expected';

/** Lower-case, trimmed, single-spaced: how keys are compared. */
export function labelKey(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** What a binary file given as the labels is said to be. */
const LABELS_KIND: Readonly<Record<BinaryKind, string>> = {
  zip: 'an Excel workbook (or another zip file)',
  cfb: 'an Excel workbook in the legacy or password-protected format',
  pdf: 'a PDF document',
  gzip: 'a gzip archive',
};

/**
 * The text of a labels file: UTF-8, or UTF-16 (what Excel's "Unicode Text" writes), told apart as a table's are; a
 * workbook or another binary file is LABELS_NOT_CSV, saying how to save it as CSV (read as text, a workbook's header
 * was "PK…" and the issues were about unknown columns).
 *
 * @example
 *   labelsText(readFileSync('labels.csv'), 'labels.csv') // { ok: true, text: 'full_name,expected\n…' }
 */
export function labelsText(bytes: Uint8Array, file: string): { ok: true; text: string } | { ok: false; issue: Issue } {
  const kind = binaryKind(bytes);
  if (kind !== undefined) return { ok: false, issue: { code: 'LABELS_NOT_CSV', severity: 'error', path: file, file, message: messages.labelsNotCsv(file, LABELS_KIND[kind]) } };
  return { ok: true, text: new TextDecoder(sniffEncoding(bytes.subarray(0, 4096))).decode(bytes) };
}

/**
 * Reads a labels CSV. Problems come back as issues, all of them at once.
 *
 * @example
 *   parseLabels('full_name,expected\nKaitlyn Meyers,Caitlin Myers\n', 'labels.csv', ['full_name'])
 *   // { labels: [{ line: 2, args: { full_name: 'Kaitlyn Meyers' }, expected: 'caitlin myers', expectedAsWritten: 'Caitlin Myers' }], issues: [] }
 */
export function parseLabels(text: string, file: string, parameters: readonly string[]): { labels: Label[]; issues: Issue[] } {
  // Blank lines are kept while parsing so that each record's line in the file is known, then passed over.
  const records = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data
    .map((cells, i) => ({ cells, line: i + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const issues: Issue[] = [];
  const [{ cells: header } = { cells: [] }, ...rows] = records;
  const columns = header.map((cell) => cell.trim());
  const expectedAt = columns.indexOf(EXPECTED_COLUMN);
  if (expectedAt < 0) issues.push({ code: 'LABELS_NO_EXPECTED', severity: 'error', path: file, file, message: `${file}: the header needs an "${EXPECTED_COLUMN}" column (the right row's search value, blank when the caller is not in the table)` });
  const unknown = columns.filter((c, i) => i !== expectedAt && !parameters.includes(c));
  if (unknown.length > 0) issues.push({ code: 'LABELS_UNKNOWN_COLUMN', severity: 'error', path: file, file, message: `${file}: unknown column(s) ${unknown.map((c) => `"${c}"`).join(', ')}; the tool's parameters are ${parameters.map((p) => `"${p}"`).join(', ')}` });
  if (!columns.includes(parameters[0] ?? '')) issues.push({ code: 'LABELS_NO_PRIMARY', severity: 'error', path: file, file, message: `${file}: the header needs the tool's required parameter "${parameters[0] ?? ''}"` });
  if (rows.length === 0) issues.push({ code: 'LABELS_EMPTY', severity: 'error', path: file, file, message: `${file}: no labelled calls under the header` });
  if (issues.length > 0) return { labels: [], issues };
  const labels: Label[] = [];
  rows.forEach(({ cells, line }) => {
    const args: Record<string, string> = {};
    columns.forEach((column, c) => {
      const value = (cells[c] ?? '').trim();
      if (c !== expectedAt && value !== '') args[column] = value;
    });
    if (args[parameters[0]!] === undefined) {
      issues.push({ code: 'LABELS_ROW_NO_VALUE', severity: 'error', path: `${file}:${line}`, file, message: `${file} line ${line}: "${parameters[0]}" is blank; every labelled call needs the heard value` });
      return;
    }
    const expectedAsWritten = (cells[expectedAt] ?? '').trim();
    const expected = labelKey(expectedAsWritten);
    labels.push({ line, args, expected: expected === '' ? null : expected, expectedAsWritten });
  });
  return { labels, issues };
}
