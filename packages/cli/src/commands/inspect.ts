// `switchboard inspect DOC [--json]`: what a lookup document indexes (rows, preview, lookups, unused files) and every problem.
import { resolve } from 'node:path';
import { loadDocument, type DocumentStatus, type Row } from '@switchboard/matcher';
import type { CliIO } from '../io.js';
import { loadProgress } from '../loadProgress.js';
import { CLI_ERROR, usageMessages } from '../messages.js';
import { refusedAsOtherFile } from '../otherFileKind.js';
import { isOption } from '../isOption.js';
import { documentFailure } from '../documentFailure.js';
import { issuesNamedAs } from '../documentWarnings.js';
import { helpText } from '../helpText.js';
import { splitAtDoubleDash } from '../operands.js';
import { oneLine } from '../oneLine.js';

export const USAGE = helpText([
  'usage: switchboard inspect DOC [--json]',
  '  DOC  a lookup document (JSON or YAML): its files, rows, a preview, unused files and every problem',
  '  --json  print the same as JSON',
  '  --  every word after it is a file, even one starting with a dash',
  'exit: 0 no errors (warnings allowed), 1 the document has errors, 2 bad usage, a document that cannot be read or is not a lookup document, or output that cannot be written',
]);
// Wide cells are cut so a preview row stays on one line.
const PREVIEW_CELL_WIDTH = 24;

/**
 * Prints a document's status. Exit 0 when it has no errors (warnings allowed), 1 when it has, 2 when unreadable or
 * not a lookup document (a flow or a scripted call).
 *
 * @example
 *   await run(['flows/customer-care/customers.lookup.json'], io)
 */
export async function run(argv: string[], io: CliIO): Promise<number> {
  const { words, operands } = splitAtDoubleDash(argv);
  const json = words.includes('--json');
  const unknownOption = words.find((arg) => arg !== '--json' && isOption(arg));
  const [document, ...extra] = [...words.filter((arg) => arg !== '--json'), ...operands];
  if (document === undefined || unknownOption !== undefined || extra.length > 0) {
    const problem = unknownOption !== undefined ? usageMessages.unknownOption(unknownOption, ['--json'])
      : document === undefined ? usageMessages.missingDoc : usageMessages.unexpectedArgument(extra[0] ?? document);
    io.stderr(`switchboard inspect: ${CLI_ERROR.usage}: ${problem}\n${USAGE}\n`);
    return 2;
  }
  let status: DocumentStatus;
  try {
    const progress = loadProgress(io);
    const loaded = (await loadDocument(resolve(io.cwd, document), { onProgress: progress.onProgress })).status();
    status = { ...loaded, issues: issuesNamedAs(loaded.issues, resolve(io.cwd, document), document) };
    progress.finish();
  } catch (error) {
    io.stderr(`switchboard inspect: ${documentFailure(error, document, io.cwd)}\n`);
    return 2;
  }
  if (refusedAsOtherFile('inspect', status, document, io)) return 2;
  io.stdout(json ? `${JSON.stringify(status, null, 2)}\n` : formatStatus(document, status));
  return status.ok ? 0 : 1;
}

/**
 * The human-readable report: files with row counts and previews, lookups with parameters, problems.
 *
 * @example
 *   formatStatus('customers.lookup.json', status)
 */
export function formatStatus(document: string, status: DocumentStatus): string {
  const lines: string[] = [document, ''];
  lines.push('Files:');
  if (status.files.length === 0) lines.push('  (none loaded)');
  for (const file of status.files) {
    const name = file.sheet === undefined ? file.file : `${file.file} [${file.sheet}]`;
    // A file (or sheet) that could not be read has no columns: say so rather than "0 rows".
    const size = file.rows === 0 && file.columns.length === 0 ? 'not read (see the problems below)' : `${file.rows} row${file.rows === 1 ? '' : 's'}`;
    lines.push(`  ${name}: ${size}${file.used ? '' : ' (unused)'}`);
    if (file.columns.length > 0) lines.push(`    columns: ${file.columns.join(', ')}`);
    if (file.preview.length > 0) {
      lines.push(`    preview (first ${file.preview.length}):`);
      lines.push(...previewTable(file.columns, file.preview).map((line) => `      ${line}`));
    }
  }
  lines.push('', 'Lookups:');
  if (status.lookups.length === 0) lines.push('  (none usable)');
  for (const lookup of status.lookups) {
    const name = lookup.sheet === undefined ? lookup.file : `${lookup.file} [${lookup.sheet}]`;
    lines.push(`  ${lookup.tool}: ${name}, ${lookup.rows} row${lookup.rows === 1 ? '' : 's'} indexed`);
    for (const parameter of lookup.parameters) {
      const dates = parameter.dates === undefined ? '' : ` (dates, ${parameter.dates === 'day-first' ? 'day' : 'month'} first)`;
      const numbers = parameter.numbers === undefined ? '' : ` (numbers read as ${parameter.numbers})`;
      lines.push(`    ${parameter.name} (${parameter.required ? 'required' : 'optional'}) -> ${parameter.column}${dates}${numbers}`);
    }
  }
  const unused = status.files.filter((file) => !file.used);
  if (unused.length > 0) lines.push('', `Unused files: ${unused.map((file) => file.file).join(', ')}`);
  lines.push('', status.issues.length === 0 ? 'No problems.' : `Problems (${status.issues.length}):`);
  for (const issue of status.issues) {
    lines.push(`  ${issue.severity} ${issue.code} at ${issue.path || '(document)'}: ${issue.message}`);
  }
  // Each entry is one line: a name or message quoting a control character or a line break is written out (`oneLine`).
  return `${lines.map(oneLine).join('\n')}\n`;
}

function previewTable(columns: readonly string[], rows: readonly Row[]): string[] {
  // A line break inside a cell is shown as ⏎ (and a tab as a space), so a record stays on one line.
  const cut = (raw: string): string => {
    const text = raw.replace(/\r\n|\r|\n/g, '⏎').replace(/\t/g, ' ');
    return text.length > PREVIEW_CELL_WIDTH ? `${text.slice(0, PREVIEW_CELL_WIDTH - 1)}…` : text;
  };
  const cells = [columns.map(cut), ...rows.map((row) => columns.map((column) => cut(row[column] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]?.length ?? 0)));
  return cells.map((line) => line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ').trimEnd());
}
