// Where a misplaced quote of a CSV is (one never closed, one stray in a quoted cell), whatever the chunks its text arrives in.
import { expect, test } from '@jest/globals';
import { strayQuote, unclosedQuote } from '../src/source/misplacedQuotes.js';

/** The text cut into pieces of `size` characters, as a stream hands it over. */
const pieces = (text: string, size: number): string[] => Array.from({ length: Math.ceil(text.length / size) }, (_unused, i) => text.slice(i * size, (i + 1) * size));

const FINDERS = { unclosedQuote, strayQuote };

test.each([
  ['unclosedQuote', 'a quote opening the first cell of line 3', 'Name,City\nAnn,Leeds\n"Bo,York\nCy,Hull\n', ',', { line: 3, column: 0, text: '"Bo,York', endLine: 4 }],
  ['unclosedQuote', 'below a cell over two lines and a blank line', 'Name,Address,City\nAnn,"1 High St\nFlat 2",Leeds\n\nBo,"2 Low Rd,York\nCy,3 Mill,Hull\n', ',', { line: 5, column: 1, text: '"2 Low Rd,York', endLine: 6 }],
  ['unclosedQuote', 'doubled quotes inside a closed cell do not close or open one', 'Name;Note\n"Bo ""Bobby"" Chen";ok\nCy;"late\n', ';', { line: 3, column: 1, text: '"late', endLine: 3 }],
  ['unclosedQuote', 'a quote followed by text stays open, as papaparse reads it', 'Name,City\n"Bo" Chen,York\n', ',', { line: 2, column: 0, text: '"Bo" Chen,York', endLine: 2 }],
  ['unclosedQuote', 'a quote inside a cell opens nothing', 'Name,City\nBo "Bobby" Chen,York\nCy,"Hull\n', ',', { line: 3, column: 1, text: '"Hull', endLine: 3 }],
  ['unclosedQuote', 'a tab-separated file', 'Name\tCity\nBo\t"York\n', '\t', { line: 2, column: 1, text: '"York', endLine: 2 }],
  ['unclosedQuote', 'a quoted cell closed by a tab separator (once skipped as a space)', 'Name\tCity\n"Bo"\tYork\nCy\t"Hull\n', '\t', { line: 3, column: 1, text: '"Hull', endLine: 3 }],
  ['unclosedQuote', 'spaces after the last quote of the file leave its cell open, as papaparse reads it', 'Name,City\nAnn,"Leeds"  ', ',', { line: 2, column: 1, text: '"Leeds"  ', endLine: 2 }],
  ['unclosedQuote', 'a file ending without a line break ends on its last line', 'Name,City\n"Bo,York\nCy,Hull', ',', { line: 2, column: 0, text: '"Bo,York', endLine: 3 }],
  ['unclosedQuote', 'every quote closed: none', 'Name,City\n"Lee, Ann","Leeds\nWest"\n', ',', undefined],
  ['unclosedQuote', 'a quote closed by the end of the file: none', 'Name,City\nAnn,"Leeds"', ',', undefined],
  ['unclosedQuote', 'spaces between a closing quote and the separator: none', 'Name,City\n"Ann"  ,Leeds\n', ',', undefined],
  ['strayQuote', 'after a cell whose quotes are written twice', 'Name,Nick\n"Al ""Jr""","Bo" Bob\nCy,Dee\n', ',', { line: 2, column: 1, quote: { line: 2, text: '"Al ""Jr""","Bo" Bob', at: 15 } }],
  ['strayQuote', 'after a cell holding quotes as text', 'Name,Nick\nAnn "Annie" Lee,"Bo"x\n', ',', { line: 2, column: 1, quote: { line: 2, text: 'Ann "Annie" Lee,"Bo"x', at: 19 } }],
  ['strayQuote', 'after a cell over two lines: the line its own cell starts on', 'Name,Address,Nick\n"Al","1 High St\nFlat ""B""","Bo" Bob\n', ',', { line: 3, column: 2, quote: { line: 3, text: 'Flat ""B""","Bo" Bob', at: 15 } }],
  ['strayQuote', 'on the second line of a cell over two: the line the cell starts on', 'Name,Address\nAl,"1 High St\nFlat "B" rear",York\n', ',', { line: 2, column: 1, quote: { line: 3, text: 'Flat "B" rear",York', at: 5 } }],
  ['strayQuote', 'the first of two', 'Name;Nick\n"Al"x;Al\nBo;"Bo"y\n', ';', { line: 2, column: 0, quote: { line: 2, text: '"Al"x;Al', at: 3 } }],
  ['strayQuote', 'a tab-separated file', 'Name\tNick\nBo\t"Bo"b\n', '\t', { line: 2, column: 1, quote: { line: 2, text: 'Bo\t"Bo"b', at: 6 } }],
  ['strayQuote', 'a quoted cell closed by a tab separator is no stray one', 'Name\tNick\n"Bo"\tBob\nCy\t"Cy"d\n', '\t', { line: 3, column: 1, quote: { line: 3, text: 'Cy\t"Cy"d', at: 6 } }],
  ['strayQuote', 'a quoted cell closed by a no-break space and a separator, as papaparse reads it, is no stray one', 'Name,Nick\n"Bo"\u00a0,Bob\nCy,"Cy"d\n', ',', { line: 3, column: 1, quote: { line: 3, text: 'Cy,"Cy"d', at: 6 } }],
  ['strayQuote', 'spaces after the last quote of the file, as papaparse reads them', 'Name,City\nAnn,"Leeds"  ', ',', { line: 2, column: 1, quote: { line: 2, text: 'Ann,"Leeds"  ', at: 10 } }],
  ['strayQuote', 'a quote opened by mistake: the cell runs on to a quote in the text of a line below', 'Name,City\nAnn,Leeds\n"Bo,York\nCy,Hull\nDi "Dee" Fox,Leeds\nEd,Bath\n', ',', { line: 3, column: 0, quote: { line: 5, text: 'Di "Dee" Fox,Leeds', at: 3 } }],
  ['strayQuote', 'on a line longer than is kept: where it is, past the characters kept, is not said', `Name,Note\nAnn,"${'x'.repeat(250)}"y\n`, ',', { line: 2, column: 1, quote: { line: 2, text: `Ann,"${'x'.repeat(195)}` } }],
  ['strayQuote', 'every quote closed, spaces before a separator allowed: none', 'Name,City\n"Lee, ""Ann""" ,"Leeds\nWest"\n', ',', undefined],
  ['strayQuote', 'a quote inside an unquoted cell: none', 'Name,City\nBo "Bobby" Chen,York\n', ',', undefined],
  ['strayQuote', 'a quote never closed: none', 'Name,City\nAnn,"Leeds\n', ',', undefined],
] as const)('%s: %s', async (finder, _name, text, separator, expected) => {
  for (const size of [1, 2, 3, 7, text.length]) expect(await FINDERS[finder](pieces(text, size), separator)).toEqual(expected);
});

test('a CRLF file\'s lines are shown without their carriage return (a terminal would send its cursor back)', async () => {
  expect(await strayQuote(['Name,Nick\r\n"Al,x\r\nBo" Bob,y\r\n'], ',')).toEqual({ line: 2, column: 0, quote: { line: 3, text: 'Bo" Bob,y', at: 2 } });
  expect(await unclosedQuote(['Name,City\r\nAnn,"Leeds\r\nBo,York\r\n'], ',')).toEqual({ line: 2, column: 1, text: '"Leeds', endLine: 3 });
});
