// The table's compact rows read back exactly the cells they were given.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { cellReader, Rows } from '../../src/table/Rows.js';

describe('Rows', () => {
  test.each([
    { name: 'plain cells', rows: [['A1001', 'Caitlin Myers', 'Dublin']], rowId: 0, column: 1, cell: 'Caitlin Myers' },
    { name: 'the last cell', rows: [['A1001', 'Caitlin Myers', 'Dublin']], rowId: 0, column: 2, cell: 'Dublin' },
    { name: 'an empty cell between others', rows: [['A1001', '', 'Dublin']], rowId: 0, column: 1, cell: '' },
    { name: 'a row of empty cells', rows: [['', '', '']], rowId: 0, column: 2, cell: '' },
    { name: 'a column past the row', rows: [['A1001']], rowId: 0, column: 3, cell: '' },
    { name: 'a row past the table', rows: [['A1001']], rowId: 4, column: 0, cell: '' },
    { name: 'a cell holding the separator', rows: [['a\u001fb', 'c']], rowId: 0, column: 1, cell: 'c' },
    { name: 'that cell itself', rows: [['a\u001fb', 'c']], rowId: 0, column: 0, cell: 'a\u001fb' },
  ])('$name', ({ rows, rowId, column, cell }) => {
    expect(new Rows(rows).cell(rowId, column)).toBe(cell);
    expect(cellReader(rows).cell(rowId, column)).toBe(cell);
  });

  test('every cell and row of random rows reads back as given', () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('', ' ', '\u001f', 'x\u001fy', 'Émile Zola', '😀'));
    fc.assert(fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 20 }), (rows) => {
      const packed = new Rows(rows);
      expect(packed.length).toBe(rows.length);
      rows.forEach((cells, rowId) => {
        expect(packed.row(rowId)).toEqual(cells);
        cells.forEach((value, column) => expect(packed.cell(rowId, column)).toBe(value));
      });
    }), { numRuns: 200 });
  });
});
