// What a table or another binary file handed where a flow, a call or lines of JSON belong is, in words: one answer for
// every command that refuses one (`validate`, `run`, `replay` for a flow; `lookup --input` for JSONL).
import { BINARY_KIND_WORDS, binaryKind } from '@switchboard/matcher';

// Excel's names: a file so named is said to be a workbook, whatever its bytes ("Export to Excel" writes a web page as .xls).
const WORKBOOK = /\.(xlsx|xlsm|xltx|xltm|xls)$/i;

export interface DataFileKind {
  /** What the file is, to follow "is": `an Excel workbook`, `a table (a CSV file)`, `a PDF document`. */
  kind: string;
  /** True for a table (a workbook, a CSV or TSV), whose rows a lookup document reads; false for another binary file. */
  table: boolean;
}

/**
 * What `bytes` named `file` are when they are a table (a CSV or TSV by its name, a workbook by its name) or another
 * binary file (a PDF, a picture, an archive, by its first bytes); undefined for anything else, text in an encoding
 * other than UTF-8 included.
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
  return WORKBOOK.test(file) ? { kind: 'an Excel workbook', table: true } : undefined;
}
