// Merged cells of a worksheet (`<mergeCell ref="D3:D4"/>`): a range a spreadsheet shows as one cell, its value held by
// the top-left cell alone. A range over several rows (a region or a date grouping the rows beside it) is read as its
// value in each of its cells: the rows show it, and a lookup should find them by it.
import { columnIndex } from './columnLetter.js';

/** A merged range, 0-based rows and columns, both ends included. */
export interface MergedRange {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

const MERGE = /<(?:[\w.-]+:)?mergeCell\s[^>]*?ref=(?:"([^"]*)"|'([^']*)')/g;
const RANGE = /^([A-Za-z]{1,3})(\d+):([A-Za-z]{1,3})(\d+)$/;

/**
 * The merged ranges of a sheet's XML that span more than one row. A range of one row (a title over the table's
 * width, a note over two columns) is left to its first cell: filled, a title would read as a row of equal headers.
 *
 * @example
 *   tallMergedRanges('<mergeCells><mergeCell ref="A1:E1"/><mergeCell ref="D3:D4"/></mergeCells>')
 *   // [{ top: 2, left: 3, bottom: 3, right: 3 }]
 */
export function tallMergedRanges(sheetXml: string): MergedRange[] {
  return mergedRanges(sheetXml).filter((range) => range.bottom > range.top);
}

/**
 * The merged ranges of a sheet's XML within one row over several columns: a title over the table, or a group's name
 * over the columns of a header written on two rows ("Contact" over "Name" and "Phone").
 *
 * @example
 *   wideMergedRanges('<mergeCells><mergeCell ref="A1:B1"/><mergeCell ref="D3:D4"/></mergeCells>')
 *   // [{ top: 0, left: 0, bottom: 0, right: 1 }]
 */
export function wideMergedRanges(sheetXml: string): MergedRange[] {
  return mergedRanges(sheetXml).filter((range) => range.bottom === range.top && range.right > range.left);
}

function mergedRanges(sheetXml: string): MergedRange[] {
  const ranges: MergedRange[] = [];
  if (!sheetXml.includes('mergeCell')) return ranges;
  for (const match of sheetXml.matchAll(MERGE)) {
    const range = RANGE.exec(match[1] ?? match[2] ?? '');
    if (range === null) continue;
    const [left, right] = [columnIndex(range[1]!), columnIndex(range[3]!)];
    const [top, bottom] = [Number(range[2]) - 1, Number(range[4]) - 1];
    if (left === undefined || right === undefined || bottom < top || right < left || top < 0 || (bottom === top && right === left)) continue;
    ranges.push({ top, left, bottom, right });
  }
  return ranges;
}

/**
 * Writes each range's top-left text into its other cells that are blank (`texts[row][column]`, rows by sheet row,
 * missing rows and cells added as needed).
 *
 * @example
 *   const texts = [['Region'], ['North'], []]
 *   fillMergedRanges(texts, [{ top: 1, left: 0, bottom: 2, right: 0 }]) // texts[2] is ['North']
 */
export function fillMergedRanges(texts: string[][], ranges: readonly MergedRange[]): void {
  for (const { top, left, bottom, right } of ranges) {
    const value = texts[top]?.[left] ?? '';
    if (value === '') continue;
    for (let row = top; row <= bottom; row++) {
      const cells = (texts[row] ??= []);
      for (let column = left; column <= right; column++) {
        while (cells.length < column) cells.push('');
        if ((cells[column] ?? '') === '') cells[column] = value;
      }
    }
  }
}
