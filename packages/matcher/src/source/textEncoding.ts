// Which text encoding a CSV's bytes are in: a BOM decides, else UTF-16 by its zero bytes, else UTF-8.

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * Guesses the encoding from the first bytes of a file. UTF-8 that turns out invalid later is
 * re-read as Windows-1252 (the superset of Latin-1 that Excel writes) by the caller.
 *
 * @example
 *   sniffEncoding(Buffer.from([0xff, 0xfe, 0x41, 0x00])) // "utf-16le"
 */
export function sniffEncoding(head: Uint8Array): TextEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  // Without a BOM, UTF-16 has a zero byte on one side of every ASCII character (separators, line breaks, Latin letters),
  // and text in UTF-8 or Latin-1 has none. Names in other scripts (山田太郎) fill both bytes, so the zeros may be few:
  // they only need to be there and to sit on one side.
  const sample = Math.min(head.length, 512) & ~1;
  if (sample >= 4) {
    let zeroEven = 0;
    let zeroOdd = 0;
    for (let i = 0; i < sample; i += 2) {
      if (head[i] === 0) zeroEven += 1;
      if (head[i + 1] === 0) zeroOdd += 1;
    }
    const pairs = sample / 2;
    if (zeroOdd >= pairs * 0.1 && zeroEven * 4 <= zeroOdd) return 'utf-16le';
    if (zeroEven >= pairs * 0.1 && zeroOdd * 4 <= zeroEven) return 'utf-16be';
  }
  return 'utf-8';
}
