// Durations a workbook shows under an elapsed-time format: 1.5 days under `[h]:mm` is shown "36:00", 0.01 under
// `[mm]:ss` "14:24". read-excel-file gives such a cell as a date, and a time past a day read as one of January 1900.
import { attribute, cellStyleFormats } from './xmlAttribute.js';

// A format's pieces: quoted text, an escaped character, an elapsed unit ([h], [mm]), another bracket (a colour, a
// locale), a unit, AM/PM, fractions of a second (the point and its zeros), a date's letters, any other character.
const PIECE = /"([^"]*)"|\\(.)|\[(h+|m+|s+)\]|(\[[^\]]*\])|(h+|m+|s+)|(AM\/PM|A\/P)|(\.0+)|([dyebg]+)|(.)/gi;
const SECONDS_IN: Readonly<Record<string, number>> = { h: 3600, m: 60, s: 1 };

/**
 * A number format of elapsed time (a unit in brackets, the largest shown: `[h]:mm`, `[mm]:ss`, `[h]:mm:ss`), as the
 * text it makes of a duration in days: the bracketed unit counts past its usual limit, the smaller ones within it,
 * each to the digits its letters ask for, rounded to the second, or to the fraction of a second shown after the
 * seconds (`[h]:mm:ss.00`). Undefined for any other format, and for one showing AM/PM or a date.
 *
 * @example
 *   elapsedShown('[h]:mm')?.(1.5) // "36:00"
 *   elapsedShown('[mm]:ss')?.(0.01) // "14:24"
 *   elapsedShown('h:mm') // undefined
 */
export function elapsedShown(formatCode: string): ((days: number) => string) | undefined {
  const section = /^(?:"[^"]*"|\\.|[^";\\])*/.exec(formatCode)?.[0] ?? '';
  const pieces: ({ unit: string; digits: number; elapsed: boolean } | string)[] = [];
  let largest: string | undefined;
  // Fractions of a second (`[h]:mm:ss.00`, up to thousandths), right after the seconds: how many digits.
  let fractionDigits = 0;
  for (const [whole, quoted, escaped, elapsed, other, unit, meridiem, fraction, dateLetters] of section.matchAll(PIECE)) {
    if (meridiem !== undefined || dateLetters !== undefined) return undefined;
    if (fraction !== undefined) {
      const last = pieces.at(-1);
      if (fractionDigits > 0 || fraction.length > 4 || typeof last !== 'object' || last.unit !== 's') return undefined;
      fractionDigits = fraction.length - 1;
      pieces.push({ unit: '.', digits: fractionDigits, elapsed: false });
      continue;
    }
    if (elapsed !== undefined) {
      if (largest !== undefined) return undefined;
      largest = elapsed[0]!.toLowerCase();
      pieces.push({ unit: largest, digits: elapsed.length, elapsed: true });
    } else if (unit !== undefined) pieces.push({ unit: unit[0]!.toLowerCase(), digits: unit.length, elapsed: false });
    else if (other === undefined) pieces.push(quoted ?? escaped ?? whole);
  }
  if (largest === undefined) return undefined;
  const top = SECONDS_IN[largest]!;
  // A smaller unit than the bracketed one only: `[m]:hh` shows nothing sensible.
  if (pieces.some((piece) => typeof piece !== 'string' && piece.unit !== '.' && !piece.elapsed && SECONDS_IN[piece.unit]! >= top)) return undefined;
  const parts = 10 ** fractionDigits;
  return (days) => {
    // Rounded to the last digit shown: the second, or its fraction.
    const exact = Math.round(days * 86_400 * parts);
    const total = Math.floor(exact / parts);
    return pieces.map((piece) => {
      if (typeof piece === 'string') return piece;
      if (piece.unit === '.') return `.${String(exact % parts).padStart(piece.digits, '0')}`;
      const size = SECONDS_IN[piece.unit]!;
      const value = piece.elapsed ? Math.floor(total / size) : Math.floor((total % (size * 60)) / size);
      return String(value).padStart(piece.digits, '0');
    }).join('');
  };
}

/** Excel's built-in elapsed-time format (ECMA-376 18.8.30), which a workbook's styles name by id alone. */
const BUILT_IN_ELAPSED_FORMATS: ReadonlyMap<number, string> = new Map([[46, '[h]:mm:ss']]);

/** The style indexes of `xl/styles.xml` whose number format is an elapsed time, with what it makes of a duration. */
export function elapsedStyles(stylesXml: string): Map<number, (days: number) => string> {
  const styles = new Map<number, (days: number) => string>();
  cellStyleFormats(stylesXml).forEach(({ id, code }, index) => {
    const shown = elapsedShown(code ?? BUILT_IN_ELAPSED_FORMATS.get(id) ?? '');
    if (shown !== undefined) styles.set(index, shown);
  });
  return styles;
}

// A cell with its value: the start tag, and the text of its `<v>`.
// (Not past the cell's end or the next cell's start: a self-closing cell holds no value.)
const VALUED_CELL = /<((?:[\w.-]+:)?)c\s([^>]*?)(?<!\/)>(?:(?!<\/?\1c[\s>/])[\s\S])*?<\1v(?:\s[^>]*)?>([^<]*)<\/\1v>/g;

/**
 * The numeric cells of a worksheet's XML under an elapsed-time style of `elapsedStyles`: reference ("B2") → the
 * duration as the sheet shows it. Negative durations are left out (`undatedSerials` reads them as the number stored).
 *
 * @example
 *   elapsedCells('<row r="2"><c r="B2" s="1"><v>1.5</v></c></row>', new Map([[1, elapsedShown('[h]:mm')!]])) // Map { "B2" => "36:00" }
 */
export function elapsedCells(sheetXml: string, styles: ReadonlyMap<number, (days: number) => string>): Map<string, string> {
  const cells = new Map<string, string>();
  if (styles.size === 0) return cells;
  for (const [, , attributes = '', raw = ''] of sheetXml.matchAll(VALUED_CELL)) {
    const style = attribute(` ${attributes}`, 's');
    const shown = style === undefined ? undefined : styles.get(Number(style));
    if (shown === undefined) continue;
    const type = attribute(` ${attributes}`, 't');
    const ref = attribute(` ${attributes}`, 'r');
    const days = Number(raw.trim());
    if (ref !== undefined && (type === undefined || type === 'n') && raw.trim() !== '' && days >= 0) cells.set(ref.toUpperCase(), shown(days));
  }
  return cells;
}
