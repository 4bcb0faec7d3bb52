// Reads a flow or call file as text: UTF-8, or UTF-16 with a byte-order mark (what Windows Notepad's "Unicode" and
// PowerShell write); a binary file (a workbook, a PDF) is named for what it is instead of being parsed as YAML.
import { readFile } from 'node:fs/promises';

export type TextFile = { ok: true; text: string } | { ok: false; kind: string };

// First bytes of the binary files a flow or call file is mistaken for.
const BINARY_STARTS: readonly { bytes: readonly number[]; kind: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], kind: 'an Excel workbook or another zip file' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], kind: 'a legacy or password-protected Office file' },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: 'a PDF document' },
  { bytes: [0x1f, 0x8b], kind: 'a gzip archive' },
];
/** How far a NUL byte is looked for: text never holds one, a binary file nearly always does early on. */
const SNIFFED_BYTES = 8192;

/**
 * The file's text, or what kind of binary file it is. Throws what `readFile` throws (a missing file, a folder).
 * @example await readTextFile('flows/customer-care/flow.yaml') // { ok: true, text: 'start: greet\n...' }
 */
export async function readTextFile(path: string): Promise<TextFile> {
  return decodeTextFile(await readFile(path));
}

/**
 * Decodes a text file's bytes: a UTF-16 byte-order mark picks UTF-16, anything else is read as UTF-8.
 * @example decodeTextFile(Buffer.from('PK\x03\x04...', 'latin1')) // { ok: false, kind: 'an Excel workbook or another zip file' }
 */
export function decodeTextFile(bytes: Uint8Array): TextFile {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { ok: true, text: new TextDecoder('utf-16le').decode(bytes) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { ok: true, text: new TextDecoder('utf-16be').decode(bytes) };
  const binary = BINARY_STARTS.find(({ bytes: start }) => start.every((byte, i) => bytes[i] === byte));
  if (binary !== undefined) return { ok: false, kind: binary.kind };
  if (bytes.subarray(0, SNIFFED_BYTES).includes(0)) {
    return { ok: false, kind: 'a binary file, or text in an encoding other than UTF-8 (UTF-16 without a byte-order mark, UTF-32)' };
  }
  // A UTF-8 byte-order mark is kept as U+FEFF, as before: YAML skips it, and the JSON check strips it.
  return { ok: true, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}
