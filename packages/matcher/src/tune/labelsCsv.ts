// The labels file of `switchboard tune`: one heard call per row, the tool's parameters as columns plus
// `expected`, the right row's search-column value (blank when the caller is not in the table).
import { closestChoice } from '../config/closestChoice.js';
import { messages } from '../messages.js';
import { columnLetter } from '../source/columnLetter.js';
import { MAX_CELL_CHARS, readCsv, readHead } from '../source/csvSource.js';
import { BINARY_KIND_WORDS, binaryKind } from '../source/fileMagic.js';
import type { RawSheet } from '../source/RawSheet.js';
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

/** How a spreadsheet user writes "the caller is not in the table" in the expected column, compared lower-case. */
export const NOT_IN_TABLE_MARKERS: readonly string[] = ['-', '–', '—', 'none', 'n/a'];

/**
 * True when an expected value is written as a caller who is not in the table ("none", "-", "N/A"); a table row of that
 * value is checked for first by the caller of this.
 *
 * @example
 *   isNotInTableMarker('N/A') // true
 */
export function isNotInTableMarker(expectedAsWritten: string): boolean {
  return NOT_IN_TABLE_MARKERS.includes(labelKey(expectedAsWritten));
}

/** Lower-case, trimmed, single-spaced: how keys are compared. */
export function labelKey(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Reads a labels file as a lookup reads its CSV table (`readCsv`), so it may be written as any table may: UTF-8,
 * UTF-16 (Excel's "Unicode Text") or Latin-1; separated by commas, semicolons, tabs or pipes (guessed, or declared by
 * `sep=`); quoted; with a trailing separator. How the file is written is reported with the CSV reader's codes
 * (`CSV_UNTERMINATED_QUOTE` names the line and column; `CSV_NOT_UTF8` is a warning), what it holds with LABELS_
 * codes; a workbook or another binary file is LABELS_NOT_CSV, saying how to save it as CSV. Throws when the file
 * cannot be read at all.
 *
 * @example
 *   const { labels, issues } = await readLabels('/calls/labels.csv', 'labels.csv', ['full_name', 'city'], { full_name: 'Full Name', city: 'City' })
 *   if (!issues.some((issue) => issue.severity === 'error')) console.log(labels.length)
 */
export async function readLabels(path: string, file: string, parameters: readonly string[], columnOf: Readonly<Record<string, string>> = {}): Promise<{ labels: Label[]; issues: Issue[] }> {
  // Checked before the CSV reader, whose message for a workbook says to rename it .xlsx: labels are read from CSV only.
  const kind = binaryKind(await readHead(path));
  if (kind !== undefined) return { labels: [], issues: [{ code: 'LABELS_NOT_CSV', severity: 'error', path: file, file, message: messages.labelsNotCsv(file, BINARY_KIND_WORDS[kind]) }] };
  const outcome = await readCsv(path, file, Number.MAX_SAFE_INTEGER);
  if (!outcome.ok) return { labels: [], issues: outcome.issues };
  // A label longer than a spreadsheet cell is no one's words: refused, as a table's cell a lookup reads is.
  const long = outcome.sheet.longCells?.[0];
  if (long !== undefined) return { labels: [], issues: [{ code: 'CSV_MALFORMED', severity: 'error', path: file, file, message: messages.csvCellTooLong(file, { first: long.line, last: long.line }, columnLetter(long.column), long.length, MAX_CELL_CHARS) }] };
  const { labels, issues } = parseLabels(outcome.sheet, file, parameters, columnOf);
  return { labels, issues: [...outcome.issues, ...issues] };
}

/**
 * The labels in the rows of a labels file, as the CSV reader gives them (blank rows left out, cells trimmed, each
 * row's line in the file beside it). A header cell may name a parameter or the table column it searches (`columnOf`:
 * parameter to column), in any case. Problems come back as issues, all of them at once.
 *
 * @example
 *   parseLabels({ rows: [['full_name', 'expected'], ['Kaitlyn Meyers', 'Caitlin Myers']], lineNumbers: [1, 2] }, 'labels.csv', ['full_name'])
 *   // { labels: [{ line: 2, args: { full_name: 'Kaitlyn Meyers' }, expected: 'caitlin myers', expectedAsWritten: 'Caitlin Myers' }], issues: [] }
 */
export function parseLabels(sheet: Pick<RawSheet, 'rows' | 'lineNumbers'>, file: string, parameters: readonly string[], columnOf: Readonly<Record<string, string>> = {}): { labels: Label[]; issues: Issue[] } {
  const records = sheet.rows.map((cells, i) => ({ cells, line: sheet.lineNumbers[i] ?? i + 1 }));
  const issues: Issue[] = [];
  const [header, ...rows] = records;
  // A header exported from a spreadsheet capitalises its names ("Full_Name", "Expected") or keeps the table's ("Full
  // Name", "City"): a name that differs only by case from those of exactly one parameter (or expected) is that one.
  const names = [...parameters, EXPECTED_COLUMN];
  const spellings = (name: string): string[] => [name, ...(columnOf[name] === undefined ? [] : [columnOf[name]])].map((s) => s.toLowerCase());
  const columns = (header?.cells ?? []).map((cell) => {
    const same = names.filter((name) => spellings(name).includes(cell.toLowerCase()));
    return names.includes(cell) || same.length !== 1 ? cell : same[0]!;
  });
  // A name heading two columns would have one of them read and the other lost without a word.
  for (const name of new Set(columns.filter((column, at) => column !== '' && columns.indexOf(column) !== at))) {
    const letters = columns.flatMap((column, at) => (column === name ? [columnLetter(at)] : []));
    issues.push({ code: 'LABELS_DUPLICATE_COLUMN', severity: 'error', path: file, file, message: messages.labelsDuplicateColumn(file, name, letters) });
  }
  const expectedAt = columns.indexOf(EXPECTED_COLUMN);
  if (expectedAt < 0) issues.push({ code: 'LABELS_NO_EXPECTED', severity: 'error', path: file, file, message: `${file}: the header needs an "${EXPECTED_COLUMN}" column (the right row's search value, blank when the caller is not in the table)` });
  // A column blank in the header and below it (two separators in a row) holds nothing: it is no column.
  const filledBelow = (at: number): boolean => rows.some(({ cells }) => (cells[at] ?? '') !== '');
  const unknown = columns.map((c, i) => ({ name: c, at: i }))
    .filter(({ name, at }) => name !== EXPECTED_COLUMN && (name === '' ? filledBelow(at) : !parameters.includes(name)));
  // A slip ("fullname" for full_name) is answered with the parameter meant, by the matcher's one rule.
  const named = (name: string): string => {
    const meant = closestChoice(name, parameters);
    return meant === undefined ? `"${name}"` : `"${name}" (did you mean "${meant}"?)`;
  };
  if (unknown.length > 0) issues.push({ code: 'LABELS_UNKNOWN_COLUMN', severity: 'error', path: file, file, message: `${file}: unknown ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.map(({ name, at }) => (name === '' ? `column ${columnLetter(at)} (no name in the header, filled below)` : named(name))).join(', ')}; the tool's parameters are ${parameters.map((p) => `"${p}"`).join(', ')}` });
  if (!columns.includes(parameters[0] ?? '')) issues.push({ code: 'LABELS_NO_PRIMARY', severity: 'error', path: file, file, message: `${file}: the header needs the tool's required parameter "${parameters[0] ?? ''}"` });
  if (rows.length === 0) issues.push({ code: 'LABELS_EMPTY', severity: 'error', path: file, file, message: `${file}: no labelled calls under the header` });
  if (issues.length > 0) return { labels: [], issues };
  const labels: Label[] = [];
  rows.forEach(({ cells, line }) => {
    // A cell past the header's columns is a value split at a separator it holds ("Myers, Caitlin" unquoted): read
    // without it, the label would say something else than what was written.
    const extra = cells.findIndex((cell, c) => c >= columns.length && cell !== '');
    if (extra >= 0) {
      issues.push({ code: 'LABELS_ROW_EXTRA_CELLS', severity: 'error', path: `${file}:${line}`, file, message: messages.labelsRowExtraCells(file, line, columns.length, columnLetter(extra), cells[extra]!) });
      return;
    }
    const args: Record<string, string> = {};
    columns.forEach((column, c) => {
      const value = cells[c] ?? '';
      if (c !== expectedAt && value !== '') args[column] = value;
    });
    if (args[parameters[0]!] === undefined) {
      issues.push({ code: 'LABELS_ROW_NO_VALUE', severity: 'error', path: `${file}:${line}`, file, message: `${file} line ${line}: "${parameters[0]}" is blank; every labelled call needs the heard value` });
      return;
    }
    const expectedAsWritten = cells[expectedAt] ?? '';
    const expected = labelKey(expectedAsWritten);
    labels.push({ line, args, expected: expected === '' ? null : expected, expectedAsWritten });
  });
  return { labels, issues };
}
