// A table or another binary file given as a flow: said as what it is (not_a_flow), not as YAML that is no mapping.
import { issueMessages } from '../messages.js';
import { dataFileKind } from './dataFileKind.js';
import { delimitedTable, separatedWords } from './delimitedTable.js';

/**
 * Why `bytes` given as the flow `file` are no flow when they are a table or another binary file (`dataFileKind`);
 * undefined for anything else (a flow saved in another encoding is a flow: its own issue says how to save it).
 *
 * @example
 *   dataFileAsFlow('flows/patient-line/patients.csv', bytes) // 'this file is a table (a CSV file), not a flow: …'
 */
export function dataFileAsFlow(file: string, bytes: Uint8Array): string | undefined {
  const data = dataFileKind(file, bytes);
  if (data === undefined) return undefined;
  return data.table ? issueMessages.tableNotFlow(data.kind) : issueMessages.binaryNotFlow(data.kind);
}


/**
 * Why the decoded `text` of a flow is no flow when it reads as a table (`delimitedTable`): what is piped in
 * (`validate - < patients.csv`) has no name to tell it by. Undefined for anything else.
 *
 * @example
 *   tableTextAsFlow('Full Name,City\nCaitlin Myers,Denver\n') // 'this file is a table (comma-separated text), not a flow: …'
 */
export function tableTextAsFlow(text: string): string | undefined {
  const separator = delimitedTable(text);
  return separator === undefined ? undefined : issueMessages.tableNotFlow(`a table (${separatedWords(separator)} text)`);
}
