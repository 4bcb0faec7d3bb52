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

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const EXPONENT_NUMBER = /^-?\d+(\.\d+)?[eE][+-]?\d+$/;

// Workbooks may store a long number in exponent form; a phone must still read as its digits.
function numberText(raw: string): string | undefined {
  const text = raw.trim();
  if (PLAIN_NUMBER.test(text)) return text;
  if (!EXPONENT_NUMBER.test(text)) return undefined;
  const number = Number(text);
  if (!Number.isFinite(number)) return undefined;
  if (Number.isInteger(number)) return BigInt(number).toString();
  return number.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
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
