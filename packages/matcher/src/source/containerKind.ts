// What a file named .xlsx that is no workbook is, by what its container holds: an OLE Compound File holds a workbook
// encrypted with a password (streams EncryptionInfo and EncryptedPackage) or an Excel 97-2003 workbook (stream
// Workbook, or Book before Excel 97); a zip holds an Excel binary workbook (.xlsb), an OpenDocument file (its
// `mimetype` entry) or a Word or PowerPoint document (their main parts). Read only when a workbook cannot be, so
// workbooks cost nothing more.
import { strFromU8, unzipSync } from 'fflate';

/** The kinds of container told apart. */
export type ContainerKind = 'password-protected' | 'xls' | 'xlsb' | 'ods' | 'opendocument' | 'docx' | 'pptx';

/** A directory entry's name in a Compound File: UTF-16LE, ended by a NUL character. */
const entryName = (name: string): Buffer => Buffer.from(`${name}\0`, 'utf16le');
const ENCRYPTED_PACKAGE = entryName('EncryptedPackage');
const WORKBOOK_STREAMS = [entryName('Workbook'), entryName('Book')];

/**
 * What an OLE Compound File holds, by its directory's stream names; undefined when it names neither.
 *
 * @example
 *   compoundFileKind(readFileSync('book.xlsx')) // 'password-protected', for a workbook saved with a password
 */
export function compoundFileKind(bytes: Uint8Array): ContainerKind | undefined {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (file.includes(ENCRYPTED_PACKAGE)) return 'password-protected';
  if (WORKBOOK_STREAMS.some((name) => file.includes(name))) return 'xls';
  return undefined;
}

/**
 * What a zip that holds no workbook is, by its entries; undefined when it is none of these (a damaged workbook).
 *
 * @example
 *   zipKind(readFileSync('people.ods')) // 'ods'
 */
export function zipKind(bytes: Uint8Array): ContainerKind | undefined {
  const names = new Set<string>();
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (entry) => (names.add(entry.name), entry.name === 'mimetype') });
  } catch {
    return undefined;
  }
  const mimetype = entries.mimetype === undefined ? '' : strFromU8(entries.mimetype).trim();
  if (mimetype === 'application/vnd.oasis.opendocument.spreadsheet') return 'ods';
  if (mimetype.startsWith('application/vnd.oasis.opendocument.')) return 'opendocument';
  if (names.has('xl/workbook.bin')) return 'xlsb';
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('ppt/presentation.xml')) return 'pptx';
  return undefined;
}
