// What a table or another binary file handed where a flow, a call or lines of JSON belong is, in words: one answer for
// every command that refuses one (`validate`, `run`, `replay` for a flow; `lookup --input` for JSONL).
import { BINARY_KIND_WORDS, binaryKind, markupKind } from '@switchboard/matcher';
import { delimitedTable, separatedWords } from './delimitedTable.js';
import { decodeTextFile } from './readTextFile.js';

// Excel's names: a zip file so named is a workbook; text so named is told by what it holds (a CSV saved as .xlsx, the
// web page "Export to Excel" writes as .xls, a flow saved under the wrong name).
const WORKBOOK = /\.(xlsx|xlsm|xltx|xltm|xls)$/i;

export interface DataFileKind {
  /** What the file is, to follow "is": `an Excel workbook`, `a table (a CSV file)`, `a PDF document`. */
  kind: string;
  /** True for a table (a workbook, a CSV or TSV), whose rows a lookup document reads; false for another binary file. */
  table: boolean;
}

/**
 * What `bytes` named `file` are when they are a table (a CSV or TSV by its name, a workbook by its name and zip bytes,
 * text under a workbook's name by its content) or another binary file (a PDF, a picture, an archive, by its first
 * bytes); undefined for anything else, text in an encoding other than UTF-8 included.
 *
 * @example
 *   dataFileKind('customers.xlsx', bytes) // { kind: 'an Excel workbook', table: true }
 */
export function dataFileKind(file: string, bytes: Uint8Array): DataFileKind | undefined {
  const binary = binaryKind(bytes);
  if (binary === 'zip' && WORKBOOK.test(file)) return { kind: 'an Excel workbook', table: true };
  if (binary !== undefined) return { kind: BINARY_KIND_WORDS[binary], table: false };
  if (/\.csv$/i.test(file)) return { kind: 'a table (a CSV file)', table: true };
  if (/\.tsv$/i.test(file)) return { kind: 'a table (a TSV file)', table: true };
  return WORKBOOK.test(file) ? textNamedAsWorkbook(file, bytes) : undefined;
}

/**
 * What text under a workbook's name is, by its content: a table (a CSV saved as .xlsx), a web page (an "Export to
 * Excel" .xls), or undefined for anything else, read then as the text it is (a flow saved as .xlsx is a flow).
 *
 * @example
 *   textNamedAsWorkbook('patients.xlsx', bytesOf('Full Name,City\nAnn Lee,Denver\n'))
 *   // { kind: 'a table (comma-separated text, though named .xlsx: rename it .csv)', table: true }
 */
function textNamedAsWorkbook(file: string, bytes: Uint8Array): DataFileKind | undefined {
  const read = decodeTextFile(bytes);
  if (!read.ok) return undefined;
  const extension = /\.[^.]*$/.exec(file)?.[0] ?? '';
  const separator = delimitedTable(read.text);
  if (separator !== undefined) {
    return { kind: `a table (${separatedWords(separator)} text, though named ${extension}: rename it ${separator === '\t' ? '.tsv' : '.csv'})`, table: true };
  }
  // (Told from its first tag, as a lookup document's table is: `markupKind` on the file's first bytes.)
  if (markupKind(bytes.subarray(0, 512)) === 'html') {
    return { kind: `a web page (an HTML table, though named ${extension}, as "Export to Excel" saves one)`, table: false };
  }
  return undefined;
}
