// What a file is by its first bytes: a zip (an .xlsx workbook), a Compound File (a legacy .xls, or an encrypted .xlsx),
// or another kind of file a table is sometimes mistaken for (a gzip archive, a PDF, a picture).

/** Zip local file header: every .xlsx starts with it. */
export const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] as const;
/** Compound File Binary: what Excel writes for a password-protected workbook, and for legacy .xls. */
export const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
/** gzip: a compressed export (`customers.csv.gz` renamed). */
export const GZIP_MAGIC = [0x1f, 0x8b] as const;
/** "%PDF-": a report printed to PDF. */
export const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/**
 * Whether `bytes` start with `magic`.
 *
 * @example
 *   startsWith(Buffer.from('PK\x03\x04...'), ZIP_MAGIC) // true
 */
export const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean => magic.every((byte, i) => bytes[i] === byte);

/**
 * Pictures: a screenshot of a sheet saved under the table's name. PNG, JPEG, GIF, WebP ("RIFF", a size, "WEBP") and
 * TIFF (either byte order).
 */
const IMAGE_MAGICS: readonly (readonly (number | null)[])[] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
];

/** A kind of binary file a table, a document or a flow is mistaken for. */
export type BinaryKind = 'zip' | 'cfb' | 'pdf' | 'gzip' | 'image';

/**
 * What each is said to be where a file of another kind belongs (a flow, a call, lines of JSON, a labels CSV), without
 * its name's word: a zip is a workbook only when so named, a Compound File may be a Word file.
 */
export const BINARY_KIND_WORDS: Readonly<Record<BinaryKind, string>> = {
  zip: 'an Excel workbook or another zip file',
  cfb: 'a legacy or password-protected Office file',
  pdf: 'a PDF document',
  gzip: 'a gzip archive',
  image: 'a picture (PNG, JPEG, GIF, WebP or TIFF)',
};

/**
 * Which of those a file is by its first bytes, or undefined (the magic numbers are disjoint, so order is no matter).
 *
 * @example
 *   binaryKind(Buffer.from('%PDF-1.7')) // 'pdf'
 */
export function binaryKind(bytes: Uint8Array): BinaryKind | undefined {
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, CFB_MAGIC)) return 'cfb';
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, GZIP_MAGIC)) return 'gzip';
  if (IMAGE_MAGICS.some((magic) => magic.every((byte, i) => byte === null || bytes[i] === byte))) return 'image';
  return undefined;
}
