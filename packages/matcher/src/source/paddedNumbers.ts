// Numbers a workbook shows with leading zeros: a ZIP code 02134 is stored as 2134 under the format "00000", an
// account 000123 as 123 under "000000". read-excel-file gives the stored number; the cell's format says how it reads.
import { attribute, styleFormats } from './xmlAttribute.js';

/**
 * A number format of zeros and literal separators (`00000`, `000000`, `00000-0000`, `000-00-0000`), as the text it
 * makes of an integer, or undefined for any other format (decimals, thousands, dates, text: a format of fixed decimals
 * is `decimalsShown`'s).
 *
 * @example
 *   zeroPadding('00000')?.('2134') // "02134"
 *   zeroPadding('00000-0000')?.('21341234') // "02134-1234"
 *   zeroPadding('0.00') // undefined
 */
export function zeroPadding(formatCode: string): ((digits: string) => string) | undefined {
  // A literal is escaped (\-) or quoted ("-"); only hyphens and spaces are taken as separators (a dot is a decimal point).
  const code = formatCode.replace(/\\(.)/g, '$1').replace(/"([^"]*)"/g, '$1');
  if (!/^0[0\- ]*0$/.test(code)) return undefined;
  const zeros = [...code].filter((char) => char === '0').length;
  if (zeros < 2) return undefined;
  return (digits) => {
    if (!/^\d+$/.test(digits) || digits.length > zeros) return digits;
    const padded = digits.padStart(zeros, '0');
    let at = 0;
    return [...code].map((char) => (char === '0' ? padded[at++] : char)).join('');
  };
}

/**
 * The style indexes (`s` of a cell) of `xl/styles.xml` whose number format pads with zeros, with the format code.
 * Built-in formats (ids under 164) pad nothing.
 *
 * @example
 *   paddedStyles('<numFmts><numFmt numFmtId="164" formatCode="00000"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs>')
 *   // Map { 1 => "00000" }
 */
export function paddedStyles(stylesXml: string): Map<number, string> {
  return styleFormats(stylesXml, (code) => (zeroPadding(code) === undefined ? undefined : code));
}

/**
 * The numeric cells of a worksheet's XML whose style is one of `styles` (formats that pad with zeros; the workbook
 * reader adds those showing a percentage): reference ("B2") → format code. Text, boolean, error and formula-string
 * cells are left out (their value is not a stored number).
 */
export function paddedCells(sheetXml: string, styles: ReadonlyMap<number, string>): Map<string, string> {
  const cells = new Map<string, string>();
  if (styles.size === 0) return cells;
  for (const [element] of sheetXml.matchAll(/<(?:[\w.-]+:)?c\s[^>]*>/g)) {
    const style = attribute(element, 's');
    if (style === undefined) continue;
    const code = styles.get(Number(style));
    if (code === undefined) continue;
    const type = attribute(element, 't');
    const ref = attribute(element, 'r');
    if (ref !== undefined && (type === undefined || type === 'n')) cells.set(ref.toUpperCase(), code);
  }
  return cells;
}
