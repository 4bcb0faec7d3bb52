// Which text encoding a CSV's bytes are in: a BOM decides, else UTF-16 by zero bytes running through it, else UTF-8;
// and a UTF-8 decoder that mends the few bytes of another encoding a mostly UTF-8 file may hold.
import { decodeIbm850 } from './ibm850.js';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'macintosh' | 'ibm850';

/**
 * Guesses the encoding from the first bytes of a file. UTF-8 that turns out invalid later is re-read by the caller:
 * mended (`MendingUtf8Decoder`) when nearly all of it is UTF-8, else as Windows-1252 (the superset of Latin-1 that
 * Excel writes).
 *
 * @example
 *   sniffEncoding(Buffer.from([0xff, 0xfe, 0x41, 0x00])) // "utf-16le"
 */
export function sniffEncoding(head: Uint8Array): TextEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const sample = Math.min(head.length, 512) & ~1;
  if (looksUtf16(head, sample, 1)) return 'utf-16le';
  if (looksUtf16(head, sample, 0)) return 'utf-16be';
  return 'utf-8';
}

/**
 * Whether the first `sample` bytes (an even number) read as UTF-16 without a BOM, the high byte of each character at
 * offset `high` of its pair (1: little-endian, 0: big-endian). UTF-16 has a zero high byte beside every ASCII character
 * (separators, line breaks, Latin letters), and text in UTF-8 or Latin-1 has none; but a NUL or a few in an 8-bit file
 * (a stray one in a cell, C strings written with their terminator, a cell of UTF-16 pasted in) are zero bytes too, and
 * may all fall on one side: the pattern must run through the sample (beside nearly every character, or beside the line
 * breaks), not sit in a corner of it.
 *
 * @example
 *   looksUtf16(Buffer.from('Name,City\r\n', 'utf16le'), 20, 1) // true
 *   looksUtf16(Buffer.from('Name,City\nA\0n,B\0o\n', 'latin1'), 18, 1) // false: two NULs in 8-bit lines
 */
function looksUtf16(head: Uint8Array, sample: number, high: 0 | 1): boolean {
  const pairs = sample / 2;
  // Characters U+0001-U+00FF (a zero high byte), and pairs zero on the other side instead.
  let ascii = 0;
  let otherSide = 0;
  // Characters below U+2000 (Latin, Greek, Cyrillic, Hebrew, Arabic, Indic, Thai…: a high byte under 0x20).
  let alphabetic = 0;
  // Line breaks as UTF-16 writes them (a CR or LF beside a zero byte), and line breaks, commas or tabs of 8-bit text
  // where UTF-16 puts a high byte (U+0Axx, U+0Dxx, U+2Cxx, U+09xx: Indic letters, Glagolitic, never beside ideographs).
  let wideBreaks = 0;
  let bareMarks = 0;
  for (let at = 0; at < sample; at += 2) {
    const hi = head[at + high]!;
    const lo = head[at + 1 - high]!;
    if (hi < 0x20) alphabetic += 1;
    if (hi === 0 && lo !== 0) {
      ascii += 1;
      if (lo === 0x0a || lo === 0x0d) wideBreaks += 1;
    } else if (lo === 0 && hi !== 0) otherSide += 1;
    else if (hi === 0x0a || hi === 0x0d || hi === 0x2c || hi === 0x09) bareMarks += 1;
  }
  // One zero byte is no pattern; zeros on both sides are binary data, or NULs padding 8-bit cells.
  if (ascii < 2 || ascii < pairs * 0.1 || otherSide * 4 > ascii) return false;
  // Alphabetic text puts a small high byte beside nearly every character: no 8-bit text does.
  if (alphabetic >= pairs * 0.75) return true;
  // Ideographs (山田太郎) fill both bytes, so only the separators and line breaks show zeros. 8-bit text holding NULs has
  // its own line breaks and commas, about half of them (every CRLF) on the high side, where ideographs never put one
  // (U+0Axx and U+0Dxx are Indic scripts, alphabetic above); on the low side they may (上 is U+4E0A), so those are not
  // counted. One is enough: a tiny file's three NULs may outnumber its line breaks (until 2026-12-06 they did, and
  // `Name,City` read as `乡浥ⱃ楴礊`).
  return bareMarks === 0;
}

/**
 * Whether the first bytes are UTF-32, which no text decoder here reads: its byte-order mark, or three zero bytes
 * beside nearly every character (one side for little-endian, the other for big-endian).
 *
 * @example
 *   looksUtf32(Buffer.from('Name,City', 'utf16le')) // false
 */
export function looksUtf32(head: Uint8Array): boolean {
  if (head[0] === 0xff && head[1] === 0xfe && head[2] === 0 && head[3] === 0) return true;
  if (head[0] === 0 && head[1] === 0 && head[2] === 0xfe && head[3] === 0xff) return true;
  const quads = Math.min(head.length, 512) >> 2;
  if (quads < 4) return false;
  let little = 0;
  let big = 0;
  for (let i = 0; i < quads * 4; i += 4) {
    if (head[i + 2] === 0 && head[i + 3] === 0 && head[i] !== 0) little += 1;
    if (head[i] === 0 && head[i + 1] === 0 && head[i + 3] !== 0) big += 1;
  }
  return little >= quads * 0.8 || big >= quads * 0.8;
}

/**
 * Decodes a file a chunk at a time, each chunk's whole characters in one call; a character cut by the chunk's end waits
 * for the next one, and a byte-order mark is dropped. Why not `TextDecoder` with `stream`: in Node it returns two-byte
 * strings, twice the memory of the one-byte strings a whole decoding gives ASCII and Latin-1 text, and every cell sliced
 * from them is two-byte too (a 165 MB CSV of 800 columns held 1,040 MB of cells instead of 760 MB). With `fatal`,
 * throws on bytes that are not `encoding`, as `TextDecoder` does.
 *
 * @example
 *   const decoder = new ChunkDecoder('utf-8', true)
 *   decoder.decode(Buffer.from([0x4a, 0x6f, 0x73, 0xc3])) + decoder.decode(Buffer.from([0xa9]), true) // "José"
 */
export class ChunkDecoder {
  private readonly decoder: TextDecoder;
  private held: Uint8Array = new Uint8Array(0);
  private started = false;

  constructor(private readonly encoding: TextEncoding, fatal = false) {
    // (Code page 850 is decoded by its table, `decodeIbm850`: Node's TextDecoder has none.)
    this.decoder = new TextDecoder(encoding === 'ibm850' ? 'latin1' : encoding, { fatal, ignoreBOM: true });
  }

  /** Decodes the next chunk; `last` on the final one, so a character cut by the end of the file is decoded as it is. */
  decode(chunk: Uint8Array, last = false): string {
    let bytes = afterHeld(this.held, chunk);
    if (!this.started) {
      // A byte-order mark is dropped: wait until three bytes are there to tell.
      if (bytes.length < 3 && !last) {
        this.held = bytes.slice();
        return '';
      }
      this.started = true;
      bytes = bytes.subarray(bomLength(bytes, this.encoding));
    }
    // Node 20 decodes windows-1252 whole as Latin-1 (0x80 reads U+0080, not €); streamed, it reads it right (a byte
    // at a time, so nothing waits for the next chunk).
    if (this.encoding === 'windows-1252') return this.decoder.decode(bytes, { stream: true });
    // One byte a character: no character is cut by the chunk's end.
    if (this.encoding === 'macintosh') return this.decoder.decode(bytes);
    if (this.encoding === 'ibm850') return decodeIbm850(bytes);
    const end = last ? bytes.length : wholeCharactersLength(bytes, this.encoding);
    this.held = bytes.slice(end);
    return this.decoder.decode(bytes.subarray(0, end));
  }
}

/** The bytes held back from the last chunk, then the chunk. */
function afterHeld(held: Uint8Array, chunk: Uint8Array): Uint8Array {
  if (held.length === 0) return chunk;
  const bytes = new Uint8Array(held.length + chunk.length);
  bytes.set(held);
  bytes.set(chunk, held.length);
  return bytes;
}

/** The length of the byte-order mark of `encoding` the bytes start with (0 when none). */
function bomLength(bytes: Uint8Array, encoding: TextEncoding): number {
  if (encoding === 'utf-8') return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  if (encoding === 'utf-16le') return bytes[0] === 0xff && bytes[1] === 0xfe ? 2 : 0;
  if (encoding === 'utf-16be') return bytes[0] === 0xfe && bytes[1] === 0xff ? 2 : 0;
  return 0;
}

/** How many of the UTF-8 or UTF-16 bytes make whole characters: all but a sequence, a unit or a surrogate pair cut short. */
function wholeCharactersLength(bytes: Uint8Array, encoding: TextEncoding): number {
  const length = bytes.length;
  if (encoding === 'utf-8') {
    // The last byte that starts a character, within a sequence's length of the end: held when its sequence is cut.
    for (let at = length - 1; at >= Math.max(0, length - 4); at--) {
      const byte = bytes[at]!;
      if ((byte & 0xc0) === 0x80) continue;
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
      return at + needed > length ? at : length;
    }
    return length;
  }
  const even = length & ~1;
  // A high surrogate ending the chunk waits for its low one.
  const high = encoding === 'utf-16le' ? bytes[even - 1] : bytes[even - 2];
  return even >= 2 && high !== undefined && high >= 0xd8 && high <= 0xdb ? even - 2 : even;
}

const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
const WINDOWS_1252 = new TextDecoder('windows-1252');
// Lines named in a CSV_NOT_UTF8 issue; the rest are counted.
const STRAY_LINES_LISTED = 5;

/**
 * Decodes UTF-8 in which a few bytes are not (a Latin-1 name pasted into a UTF-8 export): each such stray byte reads
 * as Windows-1252, the rest as UTF-8, and the lines holding them are noted. Counting the well-formed multi-byte
 * sequences against the stray bytes tells a mostly UTF-8 file from a Latin-1 one (whose accents are all stray).
 *
 * @example
 *   const decoder = new MendingUtf8Decoder()
 *   decoder.decode(Buffer.concat([Buffer.from('José\nRen'), Buffer.from([0xe9]), Buffer.from('e\n')]), true) // "José\nRenée\n"
 *   decoder.strayLines // [2]
 */
export class MendingUtf8Decoder {
  /** Well-formed sequences of two to four bytes (accented letters, other scripts) decoded so far. */
  multibyte = 0;
  /** Bytes that begin no well-formed sequence, each read as Windows-1252. */
  strayBytes = 0;
  /** The first lines (1-based, as a text editor counts them) holding stray bytes. */
  readonly strayLines: number[] = [];
  /** How many lines hold stray bytes. */
  strayLineCount = 0;
  private held: Uint8Array = new Uint8Array(0);
  private line = 1;
  private afterCr = false;
  private started = false;

  /** Decodes the next chunk; `last` on the final one, so a sequence cut by the end of the file counts as stray. */
  decode(chunk: Uint8Array, last = false): string {
    const bytes = afterHeld(this.held, chunk);
    let start = 0;
    if (!this.started) {
      // A byte-order mark is dropped: wait until three bytes are there to tell.
      if (bytes.length < 3 && !last) {
        this.held = bytes.slice();
        return '';
      }
      this.started = true;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
    }
    let text = '';
    let at = start;
    while (at < bytes.length) {
      const byte = bytes[at]!;
      if (byte < 0x80) {
        // CRLF, LF and a lone CR each end a line.
        if (byte === 0x0a ? !this.afterCr : byte === 0x0d) this.line += 1;
        this.afterCr = byte === 0x0d;
        at += 1;
        continue;
      }
      this.afterCr = false;
      const length = sequenceLength(bytes, at);
      if (length > 0) {
        this.multibyte += 1;
        at += length;
        continue;
      }
      if (length < 0 && !last) break;
      // (Streamed: Node 20 decodes a whole windows-1252 input as Latin-1, 0x93 as U+0093 where Excel wrote “.)
      text += UTF8.decode(bytes.subarray(start, at)) + WINDOWS_1252.decode(bytes.subarray(at, at + 1), { stream: true });
      this.stray();
      at += 1;
      start = at;
    }
    text += UTF8.decode(bytes.subarray(start, at));
    this.held = bytes.slice(at);
    return text;
  }

  private stray(): void {
    this.strayBytes += 1;
    if (this.strayLines.at(-1) === this.line) return;
    this.strayLineCount += 1;
    if (this.strayLines.length < STRAY_LINES_LISTED) this.strayLines.push(this.line);
  }
}

/**
 * The length of the well-formed UTF-8 sequence starting at `at` (RFC 3629: no overlong forms, no surrogates, nothing
 * past U+10FFFF); 0 when none starts there; -1 when `bytes` end before it does.
 */
function sequenceLength(bytes: Uint8Array, at: number): number {
  const lead = bytes[at]!;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    if (lead === 0xed) high = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    if (lead === 0xf4) high = 0x8f;
  } else return 0;
  for (let k = 1; k < length; k++) {
    const next = bytes[at + k];
    if (next === undefined) return -1;
    if (next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return 0;
  }
  return length;
}
