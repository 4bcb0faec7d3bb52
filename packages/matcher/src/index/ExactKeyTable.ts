// Rows by exact key, as 32-bit FNV-1a hashes of the keys in flat arrays (16 bytes a row instead of a Map entry
// and a key string, ~100 bytes). A hash may be shared by two keys: the exact scorer rescores every row found.

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
  private readonly head: Int32Array;
  private readonly next: Int32Array;
  private readonly hashOfRow: Int32Array;
  private readonly tail: Int32Array;

  constructor(rowCount: number) {
    let buckets = 16;
    while (buckets < rowCount * 2) buckets *= 2;
    this.head = new Int32Array(buckets).fill(NONE);
    this.tail = new Int32Array(buckets).fill(NONE);
    this.next = new Int32Array(rowCount).fill(NONE);
    this.hashOfRow = new Int32Array(rowCount);
  }

  /** Adds a row; rows must come in ascending order, so each key's rows stay in file order. */
  add(key: string, rowId: number): void {
    const hash = keyHash(key);
    const bucket = hash & (this.head.length - 1);
    this.hashOfRow[rowId] = hash;
    const last = this.tail[bucket]!;
    if (last === NONE) this.head[bucket] = rowId;
    else this.next[last] = rowId;
    this.tail[bucket] = rowId;
  }

  /** The rows whose key hashes like `key`, ascending: every row with this key, and rarely one with another. */
  rowsFor(key: string): number[] {
    const hash = keyHash(key);
    const rows: number[] = [];
    for (let row = this.head[hash & (this.head.length - 1)]!; row !== NONE; row = this.next[row]!) {
      if (this.hashOfRow[row] === hash) rows.push(row);
    }
    return rows;
  }
}
