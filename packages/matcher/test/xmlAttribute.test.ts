// Reading one attribute of a start tag in a workbook's XML: `attribute` runs for every cell of a sheet (its style, type
// and reference), so it must read the same whatever the tag, and cost no new regular expression per cell.
import { afterEach, describe, expect, test } from '@jest/globals';
import { attribute } from '../src/source/xmlAttribute.js';
import { paddedCells } from '../src/source/paddedNumbers.js';
import { columnDateOrders } from '../src/source/dateFormats.js';

describe('attribute', () => {
  test.each([
    ['a double-quoted attribute', '<c r="B2" s="1">', 'r', 'B2'],
    ['a single-quoted attribute', "<c r='B2' s='1'>", 's', '1'],
    ['a prefixed name', '<sheet name="Customers" r:id="rId3"/>', 'r:id', 'rId3'],
    ['entities read', '<sheet name="Smith &amp; Sons &#233;"/>', 'name', 'Smith & Sons é'],
    ['another attribute ending in the name is not it', '<c xr="B2" r="C3">', 'r', 'C3'],
    ['a missing attribute', '<c r="B2">', 't', undefined],
    ['the same name read again', '<c r="D4">', 'r', 'D4'],
  ])('%s', (_case, element, name, value) => {
    expect(attribute(element, name)).toBe(value);
  });
});

describe('reading a sheet\'s cells', () => {
  const Original = globalThis.RegExp;
  afterEach(() => {
    globalThis.RegExp = Original;
  });
  // Until 2026-12-06 `attribute` compiled its expression on every call: a third of reading a 100,000-row workbook's
  // facts (1.3 s of 3.5 s), three expressions a cell. Counted here, not timed.
  test.each([
    ['zero-padded numbers', (xml: string) => paddedCells(xml, new Map([[1, '00000']]))],
    ['date orders', (xml: string) => columnDateOrders(xml, new Map([[1, 'day-first' as const]]))],
  ])('builds no expression per cell (%s)', (_reader, read) => {
    const xml = Array.from({ length: 1000 }, (_, row) => `<row r="${row + 1}"><c r="A${row + 1}" s="1"><v>${row}</v></c><c r="B${row + 1}" t="s"><v>0</v></c></row>`).join('');
    read(xml);
    let built = 0;
    globalThis.RegExp = new Proxy(Original, { construct: (target, args: [string]) => (built++, Reflect.construct(target, args)) });
    const cells = read(xml);
    globalThis.RegExp = Original;
    expect(cells.size).toBeGreaterThan(0);
    expect(built).toBeLessThanOrEqual(3);
  });
});
