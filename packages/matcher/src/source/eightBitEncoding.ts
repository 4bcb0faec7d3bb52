// Which 8-bit encoding a CSV that is not UTF-8 is in: Windows-1252 (Excel on Windows), Mac Roman (Excel for Mac's
// "CSV (Macintosh)") or code page 850 (Excel's "CSV (MS-DOS)"), told by which reading gives its accented bytes the
// letters of the words around them.

/** The 8-bit encodings a CSV that is not UTF-8 is read in. */
export type EightBitEncoding = 'windows-1252' | 'macintosh' | 'ibm850';

// Bytes that are lowercase accented letters in Mac Roman (á à â ä ã å ç é è ê ë ï ö õ ú ù û ü) and in Windows-1252
// symbols or letters rare among lowercase ones (Š Ž Ÿ š ž œ ‡ ‰ ˆ ˜ • ›). Left out: 0x91-0x94, 0x96, 0x97 (Windows-1252's
// quotes and dashes, which touch words as often as ë í ì î ñ ó do in Mac Roman) and 0x99 (™, written after a name).
const MAC_ROMAN_LOWERCASE = new Set([0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8d, 0x8e, 0x8f, 0x90, 0x95, 0x98, 0x9a, 0x9b, 0x9c, 0x9d, 0x9e, 0x9f]);
// Mac Roman's capitals Ä Å É Ü, which start a word ("Über", "Éva"): in Windows-1252 €, a control, ƒ and †, which do not.
const MAC_ROMAN_CAPITALS = new Set([0x80, 0x81, 0x83, 0x86]);

// Bytes that are lowercase letters in code page 850 (and 437) and capitals or symbols in Mac Roman and Windows-1252:
// ü é â ä (Mac Roman's Å Ç É Ñ; Windows-1252's ‚ ƒ „) and á í ó ú ñ, after a letter. Left out: 0x85 (à) and 0x86 (å),
// Windows' ellipsis and dagger, which end words ("etc…", "Cy Dee†"); 0x91-0x94, 0x96, 0x97 (Windows' quotes and
// dashes). 0xa0 (á; Windows' no-break space) counts only between two letters.
const DOS_LOWERCASE = new Set([0x81, 0x82, 0x83, 0x84, 0xa0, 0xa1, 0xa2, 0xa3, 0xa4]);
// Of Mac Roman's lowercase bytes, those that are lowercase in code page 850 too (ç ê ë è ï î ì ò ÿ ø): a vote for both.
const DOS_AND_MAC_LOWERCASE = new Set([0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8d, 0x95, 0x98, 0x9b]);
// à and å in code page 850: within a lowercase word ("Dàvila", "Håkon") they are letters there alone, as Windows'
// ellipsis and dagger and Mac Roman's Ö and Ü stand at a word's end or start, never between two lowercase letters.
const DOS_WITHIN_WORDS = new Set([0x85, 0x86]);
const CR = 0x0d;
const LF = 0x0a;

/** Windows-1252's lowercase letters ß à-ÿ (but ÷), which Mac Roman reads as symbols or capitals (‡ · ‰ È Í Ó ˆ…). */
const isWindowsLowercase = (byte: number): boolean => byte >= 0xdf && byte !== 0xf7;
const isAsciiLowercase = (byte: number | undefined): boolean => byte !== undefined && byte >= 0x61 && byte <= 0x7a;
const isAsciiLetter = (byte: number | undefined): boolean => isAsciiLowercase(byte) || (byte !== undefined && byte >= 0x41 && byte <= 0x5a);

/**
 * Counts, over a file's chunks, the bytes beside a lowercase ASCII letter that read as a letter of that word in an
 * encoding (a Mac Roman capital: before one, starting a word), and names the encoding most of them vote for
 * (Windows-1252 on a tie, as before; then Mac Roman over code page 850).
 *
 * @example
 *   const vote = new EightBitVote()
 *   vote.add(Buffer.from([0x5a, 0x6f, 0x91, 0x20, 0x4d, 0x9f, 0x6c, 0x6c, 0x65, 0x72])) // "Zoë Müller" in Mac Roman
 *   vote.encoding // "macintosh"
 *   const dos = new EightBitVote()
 *   dos.add(Buffer.from([0x4d, 0x81, 0x6c, 0x6c, 0x65, 0x72])) // "Müller" in code page 850
 *   dos.encoding // "ibm850"
 */
export class EightBitVote {
  private macRoman = 0;
  private windows = 0;
  private dos = 0;
  private before: number | undefined;
  // Line breaks: Excel's "CSV (MS-DOS)" ends its lines in CR LF, its "CSV (Macintosh)" in a CR alone.
  private crLf = 0;
  private loneCr = 0;
  // A byte ending the last chunk, waiting for the byte after it.
  private pending: number | undefined;
  private pendingBefore: number | undefined;

  /** Counts the next chunk of the file. */
  add(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (this.pending !== undefined) this.count(this.pending, this.pendingBefore, byte);
      this.pending = undefined;
      if (this.before === CR) {
        if (byte === LF) this.crLf += 1;
        else this.loneCr += 1;
      }
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
    // (Ties as before code page 850 was told: Windows-1252, then Mac Roman; but a tie of code page 850 and Mac Roman,
    // accents both read as lowercase letters (ç è: á ä), goes by the line breaks, CR LF being MS-DOS's.)
    if (this.dos > this.windows && (this.dos > this.macRoman || (this.dos === this.macRoman && this.crLf > this.loneCr))) return 'ibm850';
    return this.macRoman > this.windows ? 'macintosh' : 'windows-1252';
  }

  private count(byte: number, before: number | undefined, after: number | undefined): void {
    // Within a word, after a letter ("Müller"), a byte of code page 850's lowercase letters (a capital or a symbol to the others).
    if (DOS_LOWERCASE.has(byte) && isAsciiLetter(before) && (byte !== 0xa0 || isAsciiLowercase(after))) {
      this.dos += 1;
      return;
    }
    if (DOS_WITHIN_WORDS.has(byte)) {
      if (isAsciiLetter(before) && isAsciiLowercase(after)) this.dos += 1;
      return;
    }
    if (MAC_ROMAN_CAPITALS.has(byte)) {
      if (isAsciiLowercase(after) && !isAsciiLetter(before)) this.macRoman += 1;
      return;
    }
    if (!isAsciiLowercase(before) && !isAsciiLowercase(after)) return;
    if (DOS_AND_MAC_LOWERCASE.has(byte)) this.dos += 1;
    if (MAC_ROMAN_LOWERCASE.has(byte)) this.macRoman += 1;
    else if (isWindowsLowercase(byte)) this.windows += 1;
  }
}
