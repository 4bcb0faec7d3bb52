// CellIds gives a column's distinct cells the ids a Map of their texts gave, by first appearance.
import { describe, expect, test } from '@jest/globals';
import { CellIds } from '../../src/index/CellIds.js';
import { Rows } from '../../src/table/Rows.js';

/** Ids by a Map of the texts, as ColumnValues gave them until CellIds. */
function mapIds(cells: readonly string[]): number[] {
  const ids = new Map<string, number>();
  return cells.map((cell) => ids.get(cell) ?? ids.set(cell, ids.size).get(cell)!);
}

describe('CellIds', () => {
  test.each([
    ['names repeated, in packed rows past one chunk and past many growths of the table', Array.from({ length: 5000 }, (_, at) => `Name ${(at * 7919) % 1300}`)],
    ['texts differing only in case, accents, spaces or a last character', ['Ann Lee', 'ann lee', 'Ann  Lee', 'Ánn Lee', 'Ann Le', 'Ann Lee', 'ann lee', 'Ann Lee ']],
    ['phones written three ways', ['(555) 010-0123', '555-010-0123', '(555) 010-0123', '5550100123', '555-010-0123']],
  ])('%s: the ids a Map gives', (_case, cells) => {
    const rows = new Rows(cells.map((cell) => ['x', cell]), 64);
    const ids = new CellIds(rows, 1);
    expect(cells.map((_cell, row) => ids.idOf(rows.cell(row, 1), row))).toEqual(mapIds(cells));
    expect(ids.count).toBe(new Set(cells).size);
  });
});
