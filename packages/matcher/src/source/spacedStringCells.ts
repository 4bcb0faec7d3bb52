// Shared-string cells whose value, the string's index, is only white space (`<c r="C3" t="s"><v> </v></c>`), as a
// faulty writer leaves a blank cell. read-excel-file takes the index for the number 0 (`Number(" ")`), so the cell
// read as the workbook's first string, usually the first header ("Order ID"); an empty index reads blank.
import { attribute } from './xmlAttribute.js';

// A value of white space only; the cell it belongs to is found from there (such values are rare: a sheet is not
// searched cell by cell).
const SPACE_VALUE = /<(?:[\w.-]+:)?v(?:\s[^>]*)?>[ \t\r\n]+<\/(?:[\w.-]+:)?v>/g;
const CELL_START = /<(?:[\w.-]+:)?c\s[^>]*>$/;

/**
 * The references of a sheet's shared-string cells whose value is white space only, upper case.
 *
 * @example
 *   spacedStringCells('<row r="3"><c r="C3" t="s"><v> </v></c></row>') // Set { "C3" }
 */
export function spacedStringCells(sheetXml: string): Set<string> {
  const cells = new Set<string>();
  for (const match of sheetXml.matchAll(SPACE_VALUE)) {
    const open = sheetXml.lastIndexOf('<', match.index - 1);
    const start = open < 0 ? undefined : CELL_START.exec(sheetXml.slice(open, match.index))?.[0];
    const ref = start === undefined ? undefined : attribute(start, 'r');
    if (start !== undefined && ref !== undefined && attribute(start, 't') === 's') cells.add(ref.toUpperCase());
  }
  return cells;
}
