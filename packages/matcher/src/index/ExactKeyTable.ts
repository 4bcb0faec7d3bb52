// Rows by exact key, as 32-bit FNV-1a hashes of the keys in flat arrays: an open-addressing table of distinct
// hashes (hash, last entry, row count: 12 bytes a slot, at most half full) and a chain of further rows, instead
// of a Map entry and a key string a row (~100 bytes). A lookup of a key held by one row reads one slot, so a million
// rows cost one memory access, not three. A hash may be shared by two keys: the exact scorer rescores every row found.

const NONE = -1;

/** FNV-1a, 32 bits, over UTF-16 units. */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * A multimap from key to rows, built once. A row may be added under several keys (a cell holding two numbers): each
 * addition is an entry of its own, linked to the entry added before it under the same hash.
 *
 * @example
 *   const table = new ExactKeyTable(3); table.add('d:5550123', 0); table.rowsFor('d:5550123') // [0]
 */
export class ExactKeyTable {
  /** Per slot: hash, last entry added, row count (0: empty slot). */
  private slots: Int32Array;
  private mask: number;
  /** Distinct hashes held: the table grows before it is half full. */
  private used = 0;
  /** Per entry: its row, and the entry added before it with the same hash (descending chains, read back to front). */
  private entryRows: Int32Array;
  private previous: Int32Array;
  private entries = 0;

  constructor(rowCount: number) {
    let capacity = 16;
    while (capacity < rowCount * 2) capacity *= 2;
    this.slots = new Int32Array(capacity * 3);
    this.mask = capacity - 1;
    this.entryRows = new Int32Array(Math.max(rowCount, 1));
    this.previous = new Int32Array(Math.max(rowCount, 1));
  }

  /** Adds a row; rows must come in ascending order, so each key's rows stay in file order. */
  add(key: string, rowId: number): void {
    const hash = keyHash(key);
    let at = this.slotOf(hash);
    const slots = this.slots;
    if (slots[at + 2] !== 0 && this.entryRows[slots[at + 1]!] === rowId) return; // The row is under this hash already.
    if (this.entries === this.entryRows.length) this.growEntries();
    const entry = this.entries++;
    this.entryRows[entry] = rowId;
    if (slots[at + 2] === 0) {
      this.previous[entry] = NONE;
      if ((this.used + 1) * 2 > this.mask + 1) {
        this.growSlots();
        at = this.slotOf(hash);
      }
      this.used += 1;
      this.slots[at] = hash;
    } else this.previous[entry] = slots[at + 1]!;
    this.slots[at + 1] = entry;
    this.slots[at + 2] = this.slots[at + 2]! + 1;
  }

  /** The rows whose key hashes like `key`, ascending: every row with this key, and rarely one with another. */
  rowsFor(key: string): number[] {
    const at = this.slotOf(keyHash(key));
    const count = this.slots[at + 2]!;
    const rows = new Array<number>(count);
    let entry = this.slots[at + 1]!;
    for (let k = count - 1; k >= 0; k--) { rows[k] = this.entryRows[entry]!; entry = this.previous[entry]!; }
    return rows;
  }

  /** The slot holding `hash`, or the empty slot where it would go (linear probing: the table is at most half full). */
  private slotOf(hash: number): number {
    const slots = this.slots;
    let at = (hash & this.mask) * 3;
    while (slots[at + 2] !== 0 && slots[at] !== hash) at = (at + 3) % slots.length;
    return at;
  }

  private growEntries(): void {
    const rows = new Int32Array(this.entryRows.length * 2);
    rows.set(this.entryRows);
    this.entryRows = rows;
    const previous = new Int32Array(this.previous.length * 2);
    previous.set(this.previous);
    this.previous = previous;
  }

  /** Twice the slots, every hash placed again (more distinct keys than two a row: cells holding several). */
  private growSlots(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let at = 0; at < old.length; at += 3) {
      if (old[at + 2] === 0) continue;
      const to = this.slotOf(old[at]!);
      this.slots[to] = old[at]!;
      this.slots[to + 1] = old[at + 1]!;
      this.slots[to + 2] = old[at + 2]!;
    }
  }
}
