// Whether row 1 names the columns: a cell no header would hold (a number, phone, date, amount or e-mail) says no.
import { expect, test } from '@jest/globals';
import { looksLikeHeader } from '../../src/table/detectHeader.js';

test.each([
  [['Full Name', 'Phone'], true],
  [['Full Name', ''], true],
  [['Address 2', 'Phone 1'], true],
  [['Caitlin Myers', '555-0100'], false],
  [['Caitlin Myers', '+1 (312) 555-0101'], false],
  [['Caitlin Myers', '1990-05-17'], false],
  [['Caitlin Myers', 'caitlin@example.com'], false],
  [['Ann Lee', '$12.50'], false],
  [['Ann Lee', '€1.234,50'], false],
  [['Ann Lee', '-£3'], false],
  [['', ''], false],
])('%j is a header: %s', (row, header) => {
  expect(looksLikeHeader(row)).toBe(header);
});
