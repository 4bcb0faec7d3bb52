// Which 8-bit encoding a CSV that is not UTF-8 is in: Windows-1252 (Excel on Windows) or Mac Roman (Excel for Mac's
// "CSV (Macintosh)"), told by which reading gives its accented bytes the letters of the words around them.

/** The 8-bit encodings a CSV that is not UTF-8 is read in. */
export type EightBitEncoding = 'windows-1252' | 'macintosh';

// Bytes that are accented letters in Mac Roman (ä é è ü ö á à ç É Ü…) and in Windows-1252 are symbols or letters no
// word of Western text holds among lowercase ones (Š Ž Ÿ ™ † ‡ ‰…). Left out: 0x82, 0x84, 0x85, 0x91-0x94, 0x96 and
// 0x97, Windows-1252's quotes, ellipsis and dashes, which touch words there as often as í ñ ó touch them in Mac Roman.
const MAC_ROMAN_LETTERS = new Set([0x80, 0x81, 0x83, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8d, 0x8e, 0x8f, 0x90, 0x95, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9d, 0x9e, 0x9f]);

/** Windows-1252's lowercase letters ß à-ÿ (but ÷), which Mac Roman reads as symbols or capitals (‡ · ‰ È Í Ó ˆ…). */
const isWindowsLowercase = (byte: number): boolean => byte >= 0xdf && byte !== 0xf7;
const isAsciiLowercase = (byte: number | undefined): boolean => byte !== undefined && byte >= 0x61 && byte <= 0x7a;

/**
 * Counts, over a file's chunks, the bytes beside a lowercase ASCII letter that read as a letter of that word in only one
 * of the two encodings, and names the encoding most of them vote for (Windows-1252 on a tie, as before).
 *
 * @example
 *   const vote = new EightBitVote()
 *   vote.add(Buffer.from([0x5a, 0x6f, 0x91, 0x20, 0x4d, 0x9f, 0x6c, 0x6c, 0x65, 0x72])) // "Zoë Müller" in Mac Roman
 *   vote.encoding // "macintosh"
 */
export class EightBitVote {
  private macRoman = 0;
  private windows = 0;
  private before: number | undefined;
  // A byte ending the last chunk, waiting for the byte after it.
  private pending: number | undefined;
  private pendingBefore: number | undefined;

  /** Counts the next chunk of the file. */
  add(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (this.pending !== undefined) this.count(this.pending, this.pendingBefore, byte);
      this.pending = undefined;
      if (byte >= 0x80) {
        this.pending = byte;
        this.pendingBefore = this.before;
      }
      this.before = byte;
    }
  }

  /** The encoding the file's accented bytes vote for. */
  get encoding(): EightBitEncoding {
    if (this.pending !== undefined) this.count(this.pending, this.pendingBefore, undefined);
    this.pending = undefined;
    return this.macRoman > this.windows ? 'macintosh' : 'windows-1252';
  }

  private count(byte: number, before: number | undefined, after: number | undefined): void {
    if (!isAsciiLowercase(before) && !isAsciiLowercase(after)) return;
    if (MAC_ROMAN_LETTERS.has(byte)) this.macRoman += 1;
    else if (isWindowsLowercase(byte)) this.windows += 1;
  }
}
