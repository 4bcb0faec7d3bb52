// A table or another binary file given as a flow: said as what it is (not_a_flow), not as YAML that is no mapping.
import { binaryKind } from '@switchboard/matcher';
import { issueMessages } from '../messages.js';
import { BINARY_KIND } from './readTextFile.js';
import { delimitedTable } from './delimitedTable.js';

// The workbook formats whose cells a lookup document reads (the matcher's), by their names.
const WORKBOOK = /\.(xlsx|xlsm|xltx|xltm)$/i;

/**
 * Why `bytes` given as the flow `file` are no flow when they are a table (a CSV or TSV by its name, a workbook by its
 * first bytes and name) or another binary file (a PDF, a picture, an archive); undefined for anything else, text in
 * an encoding other than UTF-8 included (a flow saved wrongly is a flow: its own issue says how to save it).
 *
 * @example
 *   dataFileAsFlow('flows/patient-line/patients.csv', bytes) // 'this file is a table (a CSV file), not a flow: …'
 */
export function dataFileAsFlow(file: string, bytes: Uint8Array): string | undefined {
  const binary = binaryKind(bytes);
  if (binary === 'zip' && WORKBOOK.test(file)) return issueMessages.tableNotFlow('an Excel workbook');
  if (binary !== undefined) return issueMessages.binaryNotFlow(BINARY_KIND[binary]);
  if (/\.csv$/i.test(file)) return issueMessages.tableNotFlow('a table (a CSV file)');
  return /\.tsv$/i.test(file) ? issueMessages.tableNotFlow('a table (a TSV file)') : undefined;
}

// What a table's text is called by the separator between its fields.
const SEPARATED: Readonly<Record<string, string>> = { ',': 'comma', '\t': 'tab', ';': 'semicolon' };

/**
 * Why the decoded `text` of a flow is no flow when it reads as a table (`delimitedTable`): what is piped in
 * (`validate - < patients.csv`) has no name to tell it by. Undefined for anything else.
 *
 * @example
 *   tableTextAsFlow('Full Name,City\nCaitlin Myers,Denver\n') // 'this file is a table (comma-separated text), not a flow: …'
 */
export function tableTextAsFlow(text: string): string | undefined {
  const separator = delimitedTable(text);
  return separator === undefined ? undefined : issueMessages.tableNotFlow(`a table (${SEPARATED[separator] ?? 'comma'}-separated text)`);
}
