// Negative times in a workbook of the 1904 date system (old Mac workbooks, and some still kept so to show them):
// Excel shows -0.25 under `h:mm` as "-6:00" and -1.5 under `[h]:mm` as "-36:00", a minus sign before the time of the
// number without its sign (the 1900 system shows "#####"). The readers give them as a day of 1903, or as the number.
import { elapsedShown } from './elapsedTimes.js';
import { isTimeOfDayFormat, timeOfDay } from './timesOfDay.js';
import { cellStart } from './undatedSerials.js';
import { attribute, cellStyleFormats } from './xmlAttribute.js';

// Negative values (a cheap test: a sheet with none costs one scan of its values).
const NEGATIVE_VALUE = /<((?:[\w.-]+:)?)v>(-[^<]*)<\/\1v>/g;

/**
 * The style indexes of `xl/styles.xml` whose number format shows a time and no date: an elapsed time (`[h]:mm`, as
 * `elapsedTimes.ts` shows it) or a time of day (`h:mm`, as `hh:mm:ss`), with what it makes of a positive number of days.
 */
export function timeStyles(stylesXml: string): Map<number, (days: number) => string> {
  const styles = new Map<number, (days: number) => string>();
  cellStyleFormats(stylesXml).forEach(({ id, code }, index) => {
    const elapsed = code === undefined ? (id === 46 ? elapsedShown('[h]:mm:ss') : undefined) : elapsedShown(code);
    if (elapsed !== undefined) styles.set(index, elapsed);
    else if (isTimeOfDayFormat(id, code)) styles.set(index, timeOfDay);
  });
  return styles;
}

/**
 * The negative numeric cells of a worksheet's XML, in a workbook of the 1904 date system, under a style of
 * `timeStyles`: reference ("B2") → the time as the sheet shows it, a minus sign before it.
 *
 * @example
 *   negativeTimes('<row r="2"><c r="B2" s="1"><v>-0.25</v></c></row>', timeStyles(styles)) // Map { "B2" => "-06:00:00" } (style 1: h:mm)
 */
export function negativeTimes(sheetXml: string, styles: ReadonlyMap<number, (days: number) => string>): Map<string, string> {
  const cells = new Map<string, string>();
  if (styles.size === 0) return cells;
  for (const match of sheetXml.matchAll(NEGATIVE_VALUE)) {
    const days = Number(match[2]!.trim());
    if (Number.isNaN(days) || days >= 0) continue;
    const start = cellStart(sheetXml, match.index);
    const shown = start === undefined ? undefined : styles.get(Number(attribute(start, 's') ?? 0));
    if (start === undefined || shown === undefined) continue;
    const ref = attribute(start, 'r');
    const type = attribute(start, 't');
    if (ref !== undefined && (type === undefined || type === 'n')) cells.set(ref.toUpperCase(), `-${shown(-days)}`);
  }
  return cells;
}
