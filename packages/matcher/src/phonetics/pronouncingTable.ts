// The CMU Pronouncing Dictionary read from its package's file as bytes, looked up in place.
//
// The package ships the dictionary as one JavaScript object literal of 135,000 entries (4.7 MB). Importing it costs
// about half a second in Node and over a second in each of Jest's test files, paid by every process that loads the
// matcher, though a lookup asks for a few hundred words. Its file is one entry a line:
//
//     export const dictionary = {
//       "'bout": "B AW1 T",
//       ...
//       "zywicki": "Z IH0 W IH1 K IY0"
//     }
//
// so the entries are found by a hash of each line's key and a word's pronunciation is read from the bytes when asked.
// A file laid out otherwise (another version of the package) is not read this way: `readPronouncingTable` says so
// with null and the caller imports the module as before. The layout is checked when the file is read, the hash built
// at the first word asked: a process that loads the matcher and looks no word up (most of Jest's test files that
// import it, `switchboard validate`) pays the check alone.
import { Buffer, isAscii } from 'node:buffer';

/** A word's pronunciation as the dictionary writes it ("S M IH1 TH"), or undefined when it lacks the word. */
export interface PronouncingTable {
  get(word: string): string | undefined;
  has(word: string): boolean;
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;
const BACKSLASH = 0x5c;
const CLOSING_BRACE = 0x7d;
const OPENING = 'export const dictionary = {\n';
// Between a key and its value, and before a key.
const KEY_END = '": "';
const LINE_START = '  "';

/**
 * The table of a dictionary file laid out as the package writes it, or null when it is not (an escape or a byte
 * outside ASCII anywhere, a line of another shape): the caller then reads the module itself. The layout is checked
 * here, whole; the table's hash is built when a word is first asked for.
 *
 * @example
 *   readPronouncingTable(readFileSync(file))?.get('smyth(2)') // 'S M IH1 TH'
 */
export function readPronouncingTable(bytes: Uint8Array): PronouncingTable | null {
  const entriesStart = laidOutEntriesStart(bytes);
  return entriesStart < 0 ? null : new TableBuiltOnFirstUse(bytes, entriesStart);
}

// One entry's line, `  "key": "value",` (the comma after every entry but the last): a key of at least one character,
// neither holding a quote nor running past its line. Sticky: it matches where the previous line ended, or not at all.
const ENTRY_LINE = /  "[^"\n]+": "[^"\n]*",?\n/y;

/**
 * Where the first entry's line starts when every line up to the closing brace is an entry's and there is one at least,
 * else -1. Checked by native code (a regular expression a line, the bytes as a Latin-1 string): the loop over bytes
 * that builds the table took 90 ms of each Jest test file to check the layout as well, its code compiled afresh in
 * each and run before V8 optimised it; the expression, 15-25 ms.
 */
function laidOutEntriesStart(bytes: Uint8Array): number {
  // No escapes and nothing outside ASCII anywhere, so a key's bytes are its characters.
  if (bytes.indexOf(BACKSLASH) >= 0 || !isAscii(bytes)) return -1;
  const opening = indexOfText(bytes, OPENING);
  if (opening < 0) return -1;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const entriesStart = opening + OPENING.length;
  let at = entriesStart;
  while (text.charCodeAt(at) !== CLOSING_BRACE) {
    ENTRY_LINE.lastIndex = at;
    if (!ENTRY_LINE.test(text)) return -1;
    at = ENTRY_LINE.lastIndex;
  }
  return at > entriesStart ? entriesStart : -1;
}

/** The table of a file whose layout was checked, its hash of keys built at the first word asked for. */
class TableBuiltOnFirstUse implements PronouncingTable {
  private built: BytesTable | null = null;

  constructor(private readonly bytes: Uint8Array, private readonly entriesStart: number) {}

  get(word: string): string | undefined {
    return this.table().get(word);
  }

  has(word: string): boolean {
    return this.table().has(word);
  }

  private table(): BytesTable {
    if (this.built === null) this.built = BytesTable.ofEntries(this.bytes, this.entriesStart);
    return this.built;
  }
}

class BytesTable implements PronouncingTable {
  /** The table of a file whose layout was checked, its entries' lines starting at `entriesStart`. */
  static ofEntries(bytes: Uint8Array, entriesStart: number): BytesTable {
    const table = new BytesTable(bytes);
    let at = entriesStart;
    while (bytes[at] !== CLOSING_BRACE) {
      const keyEnd = table.insert(at + LINE_START.length);
      at = bytes.indexOf(NEWLINE, keyEnd) + 1;
    }
    return table;
  }

  // Open addressing: a slot holds a key's offset + 1 (0 is empty). An entry's line takes at least 12 bytes, so a
  // power of two past an eighth of the file's bytes is at most two-thirds full (1,048,576 slots, 4 MB, for 135,155 keys).
  private readonly slots: Int32Array;
  private readonly mask: number;

  private constructor(private readonly bytes: Uint8Array) {
    let capacity = 1;
    while (capacity < bytes.length / 8) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  get(word: string): string | undefined {
    const start = this.find(word);
    if (start < 0) return undefined;
    const valueStart = start + word.length + KEY_END.length;
    let valueEnd = valueStart;
    while (this.bytes[valueEnd] !== QUOTE) valueEnd++;
    let text = '';
    for (let i = valueStart; i < valueEnd; i++) text += fromCharCode(this.bytes[i]!);
    return text;
  }

  has(word: string): boolean {
    return this.find(word) >= 0;
  }

  /** The offset of the word's key, or -1. */
  private find(word: string): number {
    let slot = hashOfWord(word) & this.mask;
    for (;;) {
      const held = this.slots[slot]!;
      if (held === 0) return -1;
      if (this.keyIs(held - 1, word)) return held - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Holds the key starting at `start`; returns where it ends (its closing quote). */
  private insert(start: number): number {
    let hash = FNV_OFFSET;
    let end = start;
    for (; this.bytes[end] !== QUOTE; end++) hash = imul(hash ^ this.bytes[end]!, FNV_PRIME);
    let slot = hash & this.mask;
    for (;;) {
      const held = this.slots[slot]!;
      // A key written twice: the later entry wins, as in the object literal.
      if (held === 0 || this.sameKey(held - 1, start, end - start)) {
        this.slots[slot] = start + 1;
        return end;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  private keyIs(start: number, word: string): boolean {
    const bytes = this.bytes;
    for (let i = 0; i < word.length; i++) if (bytes[start + i] !== word.charCodeAt(i)) return false;
    return bytes[start + word.length] === QUOTE;
  }

  private sameKey(start: number, other: number, length: number): boolean {
    const bytes = this.bytes;
    for (let i = 0; i < length; i++) if (bytes[start + i] !== bytes[other + i]) return false;
    return bytes[start + length] === QUOTE;
  }
}

const FNV_OFFSET = 0x811c9dc5;
// Held here, not read from the global object at each byte: in a vm context (Jest's test files) every global read goes
// through the context's interceptor, which made the table's build five times slower there.
const imul = Math.imul;
const fromCharCode = String.fromCharCode;
const FNV_PRIME = 0x01000193;

function hashOfWord(word: string): number {
  let hash = FNV_OFFSET;
  // Keys are ASCII: a word with another character may share a slot, never a key (`keyIs` compares every character).
  for (let i = 0; i < word.length; i++) hash = imul(hash ^ word.charCodeAt(i), FNV_PRIME);
  return hash;
}

function startsWith(bytes: Uint8Array, at: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

function indexOfText(bytes: Uint8Array, text: string): number {
  const first = text.charCodeAt(0);
  for (let at = bytes.indexOf(first); at >= 0; at = bytes.indexOf(first, at + 1)) {
    if (startsWith(bytes, at, text)) return at;
  }
  return -1;
}
