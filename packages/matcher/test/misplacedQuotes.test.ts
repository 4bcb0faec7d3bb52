// Where a misplaced quote of a CSV is (one never closed, one stray in a quoted cell), whatever the chunks its text arrives in.
import { describe, expect, test } from '@jest/globals';
import { strayQuote, unclosedQuote } from '../src/source/misplacedQuotes.js';

/** The text cut into pieces of `size` characters, as a stream hands it over. */
const pieces = (text: string, size: number): string[] => Array.from({ length: Math.ceil(text.length / size) }, (_unused, i) => text.slice(i * size, (i + 1) * size));

describe('unclosedQuote', () => {
  test.each([
    ['a quote opening the first cell of line 3', 'Name,City\nAnn,Leeds\n"Bo,York\nCy,Hull\n', ',', { line: 3, column: 0, text: '"Bo,York' }],
    ['below a cell over two lines and a blank line', 'Name,Address,City\nAnn,"1 High St\nFlat 2",Leeds\n\nBo,"2 Low Rd,York\nCy,3 Mill,Hull\n', ',', { line: 5, column: 1, text: '"2 Low Rd,York' }],
    ['doubled quotes inside a closed cell do not close or open one', 'Name;Note\n"Bo ""Bobby"" Chen";ok\nCy;"late\n', ';', { line: 3, column: 1, text: '"late' }],
    ['a quote followed by text stays open, as papaparse reads it', 'Name,City\n"Bo" Chen,York\n', ',', { line: 2, column: 0, text: '"Bo" Chen,York' }],
    ['a quote inside a cell opens nothing', 'Name,City\nBo "Bobby" Chen,York\nCy,"Hull\n', ',', { line: 3, column: 1, text: '"Hull' }],
    ['a tab-separated file', 'Name\tCity\nBo\t"York\n', '\t', { line: 2, column: 1, text: '"York' }],
  ])('%s', async (_name, text, separator, expected) => {
    for (const size of [1, 2, 3, 7, text.length]) expect(await unclosedQuote(pieces(text, size), separator)).toEqual(expected);
  });

  test.each([
    ['every quote closed', 'Name,City\n"Lee, Ann","Leeds\nWest"\n'],
    ['a quote closed by the end of the file', 'Name,City\nAnn,"Leeds"'],
    ['spaces between a closing quote and the separator', 'Name,City\n"Ann"  ,Leeds\n'],
  ])('%s: none', async (_name, text) => {
    for (const size of [1, 2, text.length]) expect(await unclosedQuote(pieces(text, size), ',')).toBeUndefined();
  });
});

describe('strayQuote', () => {
  test.each([
    ['after a cell whose quotes are written twice', 'Name,Nick\n"Al ""Jr""","Bo" Bob\nCy,Dee\n', ',', { line: 2, column: 1 }],
    ['after a cell holding quotes as text', 'Name,Nick\nAnn "Annie" Lee,"Bo"x\n', ',', { line: 2, column: 1 }],
    ['after a cell over two lines: the line its own cell starts on', 'Name,Address,Nick\n"Al","1 High St\nFlat ""B""","Bo" Bob\n', ',', { line: 3, column: 2 }],
    ['on the second line of a cell over two: the line the cell starts on', 'Name,Address\nAl,"1 High St\nFlat "B" rear",York\n', ',', { line: 2, column: 1 }],
    ['the first of two', 'Name;Nick\n"Al"x;Al\nBo;"Bo"y\n', ';', { line: 2, column: 0 }],
    ['a tab-separated file', 'Name\tNick\nBo\t"Bo"b\n', '\t', { line: 2, column: 1 }],
  ])('%s', async (_name, text, separator, expected) => {
    for (const size of [1, 2, 3, 7, text.length]) expect(await strayQuote(pieces(text, size), separator)).toEqual(expected);
  });

  test.each([
    ['every quote closed, spaces before a separator allowed', 'Name,City\n"Lee, ""Ann""" ,"Leeds\nWest"\n'],
    ['a quote inside an unquoted cell', 'Name,City\nBo "Bobby" Chen,York\n'],
    ['a quote never closed', 'Name,City\nAnn,"Leeds\n'],
  ])('%s: none', async (_name, text) => {
    for (const size of [1, 2, text.length]) expect(await strayQuote(pieces(text, size), ',')).toBeUndefined();
  });
});
