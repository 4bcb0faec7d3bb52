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
    { name: 'a cell holding the row separator', rows: [['a\u001eb', 'c']], rowId: 0, column: 0, cell: 'a\u001eb' },
    { name: 'a row before a longer one', rows: [['a'], ['b', 'c', 'd']], rowId: 0, column: 1, cell: '' },
  ])('$name', ({ rows, rowId, column, cell }) => {
    expect(new Rows(rows).cell(rowId, column)).toBe(cell);
    expect(cellReader(rows).cell(rowId, column)).toBe(cell);
  });

  test('every cell and row of random rows reads back as given, across chunks of any size', () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('', ' ', '\u001f', 'x\u001fy', '\u001e', 'x\u001ey', 'Émile Zola', '😀'));
    const rowsArbitrary = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 20 });
    fc.assert(fc.property(rowsArbitrary, fc.constantFrom(1, 2, 4, 1024), (rows, rowsPerChunk) => {
      const packed = new Rows(rows, rowsPerChunk);
      expect(packed.length).toBe(rows.length);
      rows.forEach((cells, rowId) => {
        expect(packed.row(rowId)).toEqual(cells);
        cells.forEach((value, column) => expect(packed.cell(rowId, column)).toBe(value));
        expect(packed.cell(rowId, cells.length)).toBe('');
      });
      expect(packed.cell(rows.length, 0)).toBe('');
      expect(packed.cell(-1, 0)).toBe('');
    }), { numRuns: 400 });
  });
});
