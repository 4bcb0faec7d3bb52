// Reads a flow or call file as text: UTF-8, or UTF-16 with a byte-order mark (what Windows Notepad's "Unicode" and
// PowerShell write); a binary file (a workbook, a PDF) is named for what it is instead of being parsed as YAML.
import { isUtf8 } from 'node:buffer';
import { BINARY_KIND_WORDS, binaryKind } from '@switchboard/matcher';
import { readFileWithin } from './readWithin.js';

/**
 * A file's text, or why it has none: `kind` says what it is; `binary` when it is surely no text at all (a known binary
 * kind, or bytes full of controls), not text in an encoding other than UTF-8, which may be a flow saved so.
 */
export type TextFile = { ok: true; text: string; notUtf8?: NotUtf8 } | { ok: false; kind: string; binary: boolean };

/** The first byte of a file that is not UTF-8 (one saved as Windows-1252 or Latin-1), 1-based in the decoded text. */
export interface NotUtf8 { line: number; column: number; byte: number }

/** How far a NUL byte is looked for: text never holds one, a binary file nearly always does early on. */
const SNIFFED_BYTES = 8192;

/**
 * The file's text, or what kind of binary file it is. Throws what `readFileWithin` throws (a missing file, a folder,
 * a file of more than 64 MiB).
 * @example await readTextFile('flows/customer-care/flow.yaml') // { ok: true, text: 'start: greet\n...' }
 */
export async function readTextFile(path: string): Promise<TextFile> {
  return decodeTextFile(await readFileWithin(path, 'the call file'));
}

/**
 * Decodes a text file's bytes: a UTF-16 byte-order mark picks UTF-16, anything else is read as UTF-8.
 * @example decodeTextFile(Buffer.from('PK\x03\x04...', 'latin1')) // { ok: false, kind: 'an Excel workbook or another zip file', binary: true }
 */
export function decodeTextFile(bytes: Uint8Array): TextFile {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { ok: true, text: new TextDecoder('utf-16le').decode(bytes) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { ok: true, text: new TextDecoder('utf-16be').decode(bytes) };
  const binary = binaryKind(bytes);
  if (binary !== undefined) return { ok: false, kind: BINARY_KIND_WORDS[binary], binary: true };
  const sniffed = bytes.subarray(0, SNIFFED_BYTES);
  if (sniffed.includes(0)) {
    return { ok: false, kind: 'a binary file, or text in an encoding other than UTF-8 (UTF-16 without a byte-order mark, UTF-32)', binary: false };
  }
  if (holdsBinaryControls(sniffed)) return { ok: false, kind: 'binary data (control bytes no text holds)', binary: true };
  // A UTF-8 byte-order mark is kept as U+FEFF, as before: YAML skips it, and the JSON check strips it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return isUtf8(bytes) ? { ok: true, text } : { ok: true, text, notUtf8: firstNotUtf8(bytes, text) };
}

/** Control bytes no text file holds in any 8-bit encoding: C0 controls but tab, line breaks, form feed and ESC; DEL. */
function isBinaryControl(byte: number): boolean {
  return (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0b && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b) || byte === 0x7f;
}

/**
 * Whether bytes are binary data by their control bytes: more than one in 20 (noise has one in 9), where a text, in
 * UTF-8 or a legacy encoding, has none but a stray one pasted in (a vertical tab, a BEL), which is read and reported
 * at its place instead.
 *
 * @example holdsBinaryControls(Buffer.from('\x7fELF\x02\x01\x01\x03')) // true
 */
function holdsBinaryControls(bytes: Uint8Array): boolean {
  let controls = 0;
  for (const byte of bytes) if (isBinaryControl(byte)) controls += 1;
  return controls * 20 > bytes.length;
}

/** Where the first byte that is not UTF-8 stands: what comes before it decodes and encodes back byte for byte. */
function firstNotUtf8(bytes: Uint8Array, text: string): NotUtf8 {
  const again = Buffer.from(text, 'utf8');
  let offset = 0;
  while (offset < bytes.length && bytes[offset] === again[offset]) offset += 1;
  const lineStart = bytes.lastIndexOf(0x0a, offset - 1) + 1;
  const line = bytes.subarray(0, lineStart).filter((byte) => byte === 0x0a).length + 1;
  const column = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(lineStart, offset)).length + 1;
  return { line, column, byte: bytes[offset] ?? 0 };
}
