// Formula cells a workbook holds without their value: a workbook written by a program (openpyxl, a report generator)
// stores the formula and leaves computing it to the spreadsheet that opens it. Neither reader computes formulas, so
// such a cell reads blank.
import { attribute } from './xmlAttribute.js';

/** How many of them are listed by reference in a message. */
const LISTED = 3;

// A cell: its attributes, and its content unless it is written self-closing (`<c r="A1" s="1"/>`, no formula).
const FORMULA_CELL = /<((?:[\w.-]+:)?)c(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/\1c>)/g;
const FORMULA = /<(?:[\w.-]+:)?f\b/;
const VALUE = /<(?:[\w.-]+:)?v\b/;

/**
 * The cells of a sheet's XML holding a formula and no value (`<c r="C2"><f>A2*2</f></c>`), counted, the first few
 * named. A formula whose value is empty text (`<v></v>`) was computed: it is not counted.
 *
 * @example
 *   uncomputedFormulas('<row r="2"><c r="C2"><f>A2*2</f></c></row>') // { count: 1, cells: ['C2'] }
 */
export function uncomputedFormulas(sheetXml: string): { count: number; cells: string[] } {
  const cells: string[] = [];
  let count = 0;
  // (A sheet without formulas, most of them, is not searched cell by cell.)
  if (!FORMULA.test(sheetXml)) return { count, cells };
  for (const [, , attributes = '', content = ''] of sheetXml.matchAll(FORMULA_CELL)) {
    if (!FORMULA.test(content) || VALUE.test(content)) continue;
    count += 1;
    if (cells.length < LISTED) cells.push(attribute(`<c${attributes}>`, 'r') ?? '?');
  }
  return { count, cells };
}
