// Rows by exact key, as 32-bit FNV-1a hashes of the keys in flat arrays: an open-addressing table of distinct
// hashes (hash, first row, row count: 12 bytes a slot, two slots a row at most) and a chain of further rows, instead
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
 * A multimap from key to rows, built once.
 *
 * @example
 *   const table = new ExactKeyTable(3); table.add('d:5550123', 0); table.rowsFor('d:5550123') // [0]
 */
export class ExactKeyTable {
  /** Per slot: hash, last row added, row count (0: empty slot). */
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** Per row: the row added before it with the same hash (descending chains, read back to front). */
  private readonly previous: Int32Array;

  constructor(rowCount: number) {
    let capacity = 16;
    while (capacity < rowCount * 2) capacity *= 2;
    this.slots = new Int32Array(capacity * 3);
    this.mask = capacity - 1;
    this.previous = new Int32Array(rowCount).fill(NONE);
  }

  /** Adds a row; rows must come in ascending order, so each key's rows stay in file order. */
  add(key: string, rowId: number): void {
    const hash = keyHash(key);
    const slots = this.slots;
    let at = (hash & this.mask) * 3;
    // Linear probing over distinct hashes: the table is at most half full.
    while (slots[at + 2] !== 0 && slots[at] !== hash) at = (at + 3) % slots.length;
    if (slots[at + 2] !== 0) this.previous[rowId] = slots[at + 1]!;
    slots[at] = hash;
    slots[at + 1] = rowId;
    slots[at + 2] = slots[at + 2]! + 1;
  }

  /** The rows whose key hashes like `key`, ascending: every row with this key, and rarely one with another. */
  rowsFor(key: string): number[] {
    const hash = keyHash(key);
    const slots = this.slots;
    let at = (hash & this.mask) * 3;
    while (slots[at + 2] !== 0) {
      if (slots[at] === hash) {
        const count = slots[at + 2]!;
        const rows = new Array<number>(count);
        let row = slots[at + 1]!;
        for (let k = count - 1; k >= 0; k--) { rows[k] = row; row = this.previous[row]!; }
        return rows;
      }
      at = (at + 3) % slots.length;
    }
    return [];
  }
}
