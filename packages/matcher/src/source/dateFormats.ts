// The order a workbook displays its dates in: a cell formatted `dd/mm/yyyy` shows the day first. read-excel-file gives a
// date cell as a date, whatever its format; a date typed as text in the same column ("05/03/1985") is read in that
// order (`dateColumnReading`'s `formatOrder`).
import type { DayOrder } from '../normalise/dates.js';
import { columnIndex } from './columnLetter.js';
import { attribute, styleFormats } from './xmlAttribute.js';

/**
 * The order of day and month in a number format's date, or undefined when it shows no day and month, shows the year
 * first (`yyyy-mm-dd`: typed text says nothing by it), or is not a date format. Quoted text, escaped characters and
 * bracketed parts (`[$-809]`, `[Red]`) are no part of it; `ddd`/`dddd` is a weekday, not the day; an `m` after an hour
 * or before seconds is minutes.
 *
 * @example
 *   dateFormatOrder('dd/mm/yyyy') // 'day-first'
 *   dateFormatOrder('[$-409]mmmm d, yyyy;@') // 'month-first'
 *   dateFormatOrder('yyyy-mm-dd') // undefined
 */
export function dateFormatOrder(formatCode: string): DayOrder | undefined {
  const section = formatCode.split(';')[0] ?? '';
  const code = section.replace(/"[^"]*"/g, ' ').replace(/\\./g, ' ').replace(/\[[^\]]*\]/g, ' ').replace(/_./g, ' ').toLowerCase();
  const tokens = [...code.matchAll(/d+|m+|y+|h+|s+/g)].map(([token]) => token);
  let day = -1;
  let month = -1;
  let year = -1;
  tokens.forEach((token, at) => {
    if (token.startsWith('d') && token.length <= 2 && day < 0) day = at;
    if (token.startsWith('y') && year < 0) year = at;
    if (!token.startsWith('m') || month >= 0) return;
    // Minutes: right after an hour, or right before seconds (h:mm, mm:ss).
    const minutes = (token.length <= 2) && (tokens[at - 1]?.startsWith('h') === true || tokens[at + 1]?.startsWith('s') === true);
    if (!minutes) month = at;
  });
  if (day < 0 || month < 0 || (year >= 0 && year < day && year < month)) return undefined;
  return day < month ? 'day-first' : 'month-first';
}

/**
 * The style indexes (`s` of a cell) of `xl/styles.xml` whose number format shows a date in an order, with that order.
 * Built-in date formats (ids 14-22) show the computer's own short date, whose order the file does not say: left out.
 *
 * @example
 *   dateOrderStyles('<numFmts><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs>')
 *   // Map { 1 => 'day-first' }
 */
export function dateOrderStyles(stylesXml: string): Map<number, DayOrder> {
  return styleFormats(stylesXml, dateFormatOrder);
}

/**
 * Per column (0-based) of a worksheet's XML, the order its date cells display dates in, when they all agree: numeric
 * cells under a style of `dateOrderStyles`. A column whose dates show both orders has none.
 */
export function columnDateOrders(sheetXml: string, styles: ReadonlyMap<number, DayOrder>): Map<number, DayOrder> {
  const seen = new Map<number, DayOrder | 'both'>();
  if (styles.size === 0) return new Map();
  for (const [element] of sheetXml.matchAll(/<(?:[\w.-]+:)?c\s[^>]*>/g)) {
    const style = attribute(element, 's');
    if (style === undefined) continue;
    const order = styles.get(Number(style));
    if (order === undefined) continue;
    const type = attribute(element, 't');
    if (type !== undefined && type !== 'n') continue;
    const column = columnIndex(/^([A-Za-z]{1,3})\d+$/.exec(attribute(element, 'r') ?? '')?.[1] ?? '');
    if (column === undefined) continue;
    const before = seen.get(column);
    seen.set(column, before === undefined || before === order ? order : 'both');
  }
  const orders = new Map<number, DayOrder>();
  for (const [column, order] of seen) if (order !== 'both') orders.set(column, order);
  return orders;
}
