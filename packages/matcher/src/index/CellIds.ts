// The distinct cells of a column, each an id by first appearance, told apart by a hash of their text and the cell of
// the row that first held it: no string is kept. A Map of a million cells' texts (each a slice of its rows' chunk,
// `Rows`) took 2-3.5 s to fill at a million rows, most of a column's own share of its load; this takes 1.3-2 s.
import { hashWithout } from './HashBuckets.js';
import type { CellReader } from '../table/Rows.js';

/**
 * Ids of a column's distinct cells, 0, 1, 2… in the order they first appear.
 *
 * @example
 *   const cells = cellReader([['Ann'], ['Bo'], ['Ann']])
 *   const ids = new CellIds(cells, 0)
 *   [0, 1, 2].map((row) => ids.idOf(cells.cell(row, 0), row)) // [0, 1, 0]
 */
export class CellIds {
  /** Value id per slot, -1 for an empty slot (open addressing, linear probing, at most half full). */
  private slots: Int32Array;
  private slotHashes: Uint32Array;
  /** The row each id first appeared in, whose cell is read again to tell two texts of one hash apart. */
  private readonly firstRows: Int32Array;
  /** How many distinct cells have an id. */
  count = 0;

  constructor(private readonly cells: CellReader, private readonly column: number) {
    this.slots = new Int32Array(1024).fill(-1);
    this.slotHashes = new Uint32Array(1024);
    this.firstRows = new Int32Array(cells.length);
  }

  /** The id of `cell`, the cell of row `rowId`: the id of the text when an earlier row held it, else the next id. */
  idOf(cell: string, rowId: number): number {
    const hash = hashWithout(cell);
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (let id = this.slots[slot]!; id >= 0; id = this.slots[slot]!) {
      if (this.slotHashes[slot] === hash && this.cells.cell(this.firstRows[id]!, this.column) === cell) return id;
      slot = (slot + 1) & mask;
    }
    const id = this.count++;
    this.firstRows[id] = rowId;
    this.slots[slot] = id;
    this.slotHashes[slot] = hash;
    if (this.count * 2 > this.slots.length) this.grow();
    return id;
  }

  private grow(): void {
    const size = this.slots.length * 2;
    const mask = size - 1;
    const slots = new Int32Array(size).fill(-1);
    const slotHashes = new Uint32Array(size);
    for (let at = 0; at < this.slots.length; at++) {
      const id = this.slots[at]!;
      if (id < 0) continue;
      let slot = this.slotHashes[at]! & mask;
      while (slots[slot]! >= 0) slot = (slot + 1) & mask;
      slots[slot] = id;
      slotHashes[slot] = this.slotHashes[at]!;
    }
    this.slots = slots;
    this.slotHashes = slotHashes;
  }
}
