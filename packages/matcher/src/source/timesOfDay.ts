// A time of day as a workbook shows it under a format of a time alone (`h:mm`, `h:mm AM/PM`, `hh:mm:ss`): the time of
// the number's fraction of a day, whatever its whole days (1.25 under `h:mm` is shown "6:00"; a start time copied from
// a date-time cell keeps its date's days). The readers give such a cell as a date, a day of January 1900 past day 0.
import { elapsedShown } from './elapsedTimes.js';
import { isDateFormat } from './sheetCells.js';
import { attribute, cellStyleFormats } from './xmlAttribute.js';

// Excel's built-in formats of a time alone (ECMA-376 18.8.30: h:mm AM/PM, h:mm:ss AM/PM, h:mm, h:mm:ss, mm:ss, mmss.0).
const BUILT_IN_TIME_FORMATS = new Set([18, 19, 20, 21, 45, 47]);

/**
 * A time of day as the readers write one, `06:00:00`: the fraction of a day of `days`, to the second.
 *
 * @example
 *   timeOfDay(1.25) // "06:00:00"
 */
export function timeOfDay(days: number): string {
  const seconds = Math.round((days - Math.floor(days)) * 86_400) % 86_400;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/**
 * Whether a number format (`code`, else the built-in format `id`) shows a time of day and no date: no elapsed unit
 * (`[h]:mm` is a duration, `elapsedTimes.ts`), no day, year or era outside quoted text and brackets.
 *
 * @example
 *   isTimeOfDayFormat(164, 'h:mm AM/PM') // true
 *   isTimeOfDayFormat(164, 'yyyy-mm-dd hh:mm') // false
 *   isTimeOfDayFormat(20, undefined) // true: Excel's built-in h:mm
 */
export function isTimeOfDayFormat(id: number, code: string | undefined): boolean {
  if (code === undefined) return BUILT_IN_TIME_FORMATS.has(id);
  if (elapsedShown(code) !== undefined || !isDateFormat(code)) return false;
  const plain = code.toLowerCase().replace(/"[^"]*"|\\.|\[[^\]]*\]/g, ' ');
  return !/[dyeg]/.test(plain.replace(/am\/pm|a\/p/g, ' '));
}

/** The style indexes (`s` of a cell) of `xl/styles.xml` whose number format shows a time of day and no date. */
export function timeOfDayStyles(stylesXml: string): Set<number> {
  const styles = new Set<number>();
  cellStyleFormats(stylesXml).forEach(({ id, code }, index) => {
    if (isTimeOfDayFormat(id, code)) styles.add(index);
  });
  return styles;
}

// A cell's value right after its start tag, after an optional formula.
const VALUE_AFTER_START = /^(?:<(?:[\w.-]+:)?f\b[^>]*\/>|<(?:[\w.-]+:)?f\b[^>]*>[^<]*<\/(?:[\w.-]+:)?f>)?<(?:[\w.-]+:)?v(?:\s[^>]*)?>([^<]*)</;

/**
 * The numeric cells of a worksheet's XML under a style of `timeOfDayStyles` holding a day or more: reference ("B2") →
 * the time of day the sheet shows, `06:00:00`. (A number under a day reads so already, as a moment of day 0; a
 * negative one is `negativeTimes1904.ts`'s or read as stored.) The sheet is searched for each style's attribute only,
 * so a sheet using none costs a string search per such style.
 *
 * @example
 *   daysPastTimes('<row r="2"><c r="B2" s="1"><v>1.25</v></c></row>', new Set([1])) // Map { "B2" => "06:00:00" }
 */
export function daysPastTimes(sheetXml: string, styles: ReadonlySet<number>): Map<string, string> {
  const cells = new Map<string, string>();
  for (const style of styles) {
    for (const quote of ['"', "'"]) {
      const needle = ` s=${quote}${style}${quote}`;
      for (let at = sheetXml.indexOf(needle); at >= 0; at = sheetXml.indexOf(needle, at + needle.length)) {
        const open = sheetXml.lastIndexOf('<', at);
        const close = sheetXml.indexOf('>', at);
        if (open < 0 || close < 0 || sheetXml[close - 1] === '/') continue;
        const start = sheetXml.slice(open, close + 1);
        if (!/^<(?:[\w.-]+:)?c\s/.test(start)) continue;
        const type = attribute(start, 't');
        if (type !== undefined && type !== 'n') continue;
        const raw = VALUE_AFTER_START.exec(sheetXml.slice(close + 1, close + 1 + 4096))?.[1]?.trim() ?? '';
        const days = Number(raw);
        const ref = attribute(start, 'r');
        if (raw !== '' && Number.isFinite(days) && days >= 1 && ref !== undefined) cells.set(ref.toUpperCase(), timeOfDay(days));
      }
    }
  }
  return cells;
}
