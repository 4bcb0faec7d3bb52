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

// Years head columns of yearly figures; a year over years, or one year alone over numbers, is a record's.
test.each([
  ['years over their figures', ['Customer', '2023', '2024'], [['Caitlin Myers', '100', '200'], ['Sean Riley', '', '250']], true],
  ['years over years of birth and of joining', ['Caitlin Myers', '1985', '2019'], [['Sean Riley', '1990', '2021']], false],
  ['one year only (a record\'s amount may read as one)', ['Caitlin Myers', '2023'], [['Sean Riley', '42']], false],
  ['the same year twice', ['Customer', '2023', '2023'], [['Caitlin Myers', '100', '200']], false],
  ['years beside no name', ['2023', '2024'], [['100', '200']], false],
  ['a year beside another number', ['Customer', '2023', '555-0100'], [['Caitlin Myers', '100', '200']], false],
  ['nothing below to tell', ['Customer', '2023', '2024'], [], false],
  // One year over words in every row below heads a column of that year's marks (dues paid, a plan held): an amount
  // or a year of birth would be numbers below too. Until 2026-12-07 such a file was read as having no header.
  ['one year over words', ['Full Name', 'City', '2024'], [['Caitlin Myers', 'Chicago', 'paid'], ['Sean Riley', 'Boston', 'unpaid']], true],
  ['one year over words and blanks', ['Member', '2024'], [['Caitlin Myers', 'paid'], ['Sean Riley', ''], ['Ann Lee', 'due']], true],
  ['one year over one word only', ['Full Name', '2024'], [['Caitlin Myers', 'paid']], false],
  ['one year over words and a number', ['Full Name', '2024'], [['Caitlin Myers', 'paid'], ['Sean Riley', '40']], false],
  ['one year over a word and a year', ['Caitlin Myers', '1985'], [['Sean Riley', 'unknown'], ['Ann Lee', '1990']], false],
])('%s', (_name, row, below, header) => {
  expect(looksLikeHeader(row, below)).toBe(header);
});
