// Numbers under a date format that no date shows: past 9999-12-31, the last day Excel shows, or negative (Excel shows
// "#####" for them in the 1900 date system, and a minus sign before 1904-01-01 plus the days in the 1904 one, no day
// either), and the readers made them "+010000-01", a day of 1903, or blank: most are numbers a column's date format
// caught by mistake, a phone 5550100123 or a balance of -5 under `yyyy-mm-dd`.
import { attribute } from './xmlAttribute.js';

// The first serial past 9999-12-31 in the 1900 date system, and in the 1904 one (1,462 days later to start).
const PAST_LAST_DAY_1900 = 2_958_466;
const PAST_LAST_DAY_1904 = 2_957_004;
// Values that may be such serials: negative, seven digits or more, or in exponent form (a cheap test, so a sheet of
// dates and small numbers costs one scan of its values).
const LARGE_OR_NEGATIVE_VALUE = /<((?:[\w.-]+:)?)v>(-[^<]*|\d{7,}[^<]*|\d[\d.]*[eE]\+?\d+)<\/\1v>/g;
const CELL_START = /^<(?:[\w.-]+:)?c\s[^>]*>/;
// A cell's style (the attribute `attribute` reads, compiled once: this runs for every large number of a sheet).
const STYLE = /\ss=(?:"([^"]*)"|'([^']*)')/;
const FORMULA_PART = /^<\/?(?:[\w.-]+:)?f\b/;

/**
 * The numeric cells of a worksheet's XML under a date style (`dateStyles[s]`) whose serial no date shows: reference
 * ("B2") → the number stored.
 *
 * @example
 *   undatedSerials('<row r="2"><c r="B2" s="1"><v>5550100123</v></c></row>', [false, true], false) // Map { "B2" => "5550100123" }
 *   undatedSerials('<row r="2"><c r="B2" s="1"><v>45000</v></c></row>', [false, true], false) // Map {}
 */
export function undatedSerials(sheetXml: string, dateStyles: readonly boolean[], date1904: boolean): Map<string, string> {
  const cells = new Map<string, string>();
  if (!dateStyles.includes(true)) return cells;
  for (const match of sheetXml.matchAll(LARGE_OR_NEGATIVE_VALUE)) {
    const raw = match[2]!.trim();
    const serial = Number(raw);
    if (raw === '' || Number.isNaN(serial)) continue;
    if (serial < (date1904 ? PAST_LAST_DAY_1904 : PAST_LAST_DAY_1900) && serial >= 0) continue;
    const start = cellStart(sheetXml, match.index);
    const style = STYLE.exec(start ?? '');
    if (start === undefined || dateStyles[Number(style?.[1] ?? style?.[2] ?? 0)] !== true) continue;
    const ref = attribute(start, 'r');
    const type = attribute(start, 't');
    if (ref !== undefined && (type === undefined || type === 'n')) cells.set(ref.toUpperCase(), raw);
  }
  return cells;
}

/** The opening tag of the cell whose `<v>` is at `at`: the element before it, or before its formula. */
export function cellStart(xml: string, at: number): string | undefined {
  let end = at;
  for (let step = 0; step < 3; step++) {
    const open = xml.lastIndexOf('<', end - 1);
    if (open < 0) return undefined;
    const element = xml.slice(open, end);
    const cell = CELL_START.exec(element)?.[0];
    if (cell !== undefined) return cell;
    if (!FORMULA_PART.test(element)) return undefined;
    end = open;
  }
  return undefined;
}
