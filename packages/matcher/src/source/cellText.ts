// How a typed spreadsheet cell becomes text: numbers as written (no 1.5555e10), dates as ISO dates.

/** A numeric cell as the digits stored in the workbook, kept unparsed so no precision or form is lost. */
export class StoredNumber {
  constructor(readonly raw: string) {}
}

/**
 * Text of one XLSX cell.
 *
 * @example
 *   cellText(new StoredNumber('15555550123')) // "15555550123"
 *   cellText(new StoredNumber('1.5555550123E10')) // "15555550123"
 *   cellText(new Date(Date.UTC(1990, 4, 17))) // "1990-05-17"
 *   cellText(new Date(Date.UTC(1899, 11, 30, 14, 30))) // "14:30:00": a time of day alone
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof StoredNumber) return numberText(value.raw) ?? value.raw.trim();
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return numberText(String(value)) ?? String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  return String(value).trim();
}

const PLAIN_INTEGER = /^-?\d+$/;
const NUMBER = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;
// A double holds 15 significant digits for sure: the 16th and 17th a workbook may write (0.30000000000000004 for
// =0.1+0.2, 1.2345678901234501E+18) are the binary fraction's noise, which Excel never shows.
const SIGNIFICANT_DIGITS = 15;

/**
 * A stored number as the digits it holds: a long number written in exponent form reads as its digits (a phone must),
 * exactly, and a number past 15 significant digits is rounded to 15, as Excel shows it. An integer written out in
 * full is kept as written (a writer such as openpyxl writes an id of 18 digits whole).
 *
 * @example
 *   numberText('1.5555550123E10') // "15555550123"
 *   numberText('0.30000000000000004') // "0.3"
 *   numberText('1.2345678901234501E+18') // "1234567890123450000"
 */
function numberText(raw: string): string | undefined {
  const text = raw.trim();
  if (PLAIN_INTEGER.test(text)) return text;
  const number = NUMBER.exec(text);
  if (number === null) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent] = number;
  if (exponent === undefined && (whole + fraction).replace(/^0+/, '').length <= SIGNIFICANT_DIGITS) return text;
  // The significant digits, and where the decimal point falls among them.
  let digits = `${whole}${fraction}`;
  let point = whole.length + Number(exponent ?? 0);
  const leadingZeros = /^0*/.exec(digits)![0].length;
  digits = digits.slice(leadingZeros);
  point -= leadingZeros;
  if (digits === '') return '0';
  // A number of 30 digits or more, or 20 zeros after the point, is no id or amount: left as Excel shows it, in exponent form.
  if (point > 30 || point < -20) return text;
  if (digits.length > SIGNIFICANT_DIGITS) {
    const up = digits[SIGNIFICANT_DIGITS]! >= '5';
    digits = (BigInt(digits.slice(0, SIGNIFICANT_DIGITS)) + (up ? 1n : 0n)).toString();
    // 999… rounded up is one digit longer: the point moves with it.
    if (digits.length > SIGNIFICANT_DIGITS) {
      digits = digits.slice(0, SIGNIFICANT_DIGITS);
      point += 1;
    }
  }
  const written = point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  const trimmed = written.includes('.') ? written.replace(/0+$/, '').replace(/\.$/, '') : written;
  return trimmed === '0' ? '0' : `${sign}${trimmed}`;
}

// The days a spreadsheet's serial 0 falls on (1900 date system; the 1904 one of old Mac workbooks): a cell formatted as a
// time alone (h:mm) holds a fraction of that day, and no one's date is on it.
const DAY_ZERO = ['1899-12-30', '1904-01-01'];

function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  // Serial day fractions carry float error (14:30 reads as 14:29:59.999): round to the second.
  const iso = new Date(Math.round(date.getTime() / 1000) * 1000).toISOString();
  // A time of day alone reads as the sheet shows it, not as a moment of 30 December 1899.
  if (DAY_ZERO.includes(iso.slice(0, 10))) return iso.slice(11, 19);
  // Excel dates carry no zone; a whole day is shown as a date, anything else to the second.
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}
