// Scores two digit strings (phones, account numbers): equal digits 100, a country code prefix ignored.
import { distance } from 'fastest-levenshtein';
import { internationalNumber } from '../normalise/digits.js';
import { withoutExtension } from '../normalise/phoneExtension.js';
import { trunkZeroCountryCode } from '../normalise/trunkZero.js';
import { listedNumbers, NUMBER_LIST_MARK } from '../normalise/numberList.js';
import type { NumberReading } from './numberReading.js';

// A number heard with or without its country code ("15550100123" / "5550100123") is the same number.
const MIN_NATIONAL_DIGITS = 7;
const MAX_COUNTRY_CODE_DIGITS = 3;
// Country codes whose numbers keep their leading 0 after the code: Italy, San Marino, the Vatican, Côte d'Ivoire,
// Gabon, the Republic of the Congo ("+39 06 1234567").
const ZERO_KEEPING_CODES: ReadonlySet<string> = new Set(['39', '378', '379', '225', '241', '242']);
// Each wrong digit is a different number: it costs far more than a letter in a name.
const POINTS_PER_DIGIT_ERROR = 15;
// A number of this many digits or more, without "+" or "00", that starts with a trunk-0 country code is written in
// international form ("447700900123", as a spreadsheet stores +44 7700 900123): no national number is this long and
// starts so (a US number is 10 digits, or 11 starting with 1).
const MIN_BARE_INTERNATIONAL_DIGITS = 11;

/**
 * True when two digit strings name the same number with the same extension, or neither with one (`sameNumber`), as
 * the caller would say either: cells that are twins. Not one zero more or less in front ("0123" and 123): a caller
 * says one of them, which then scores above the other (`LEADING_ZERO_SCORE`). In a column of ids, only the same
 * digits.
 *
 * @example
 *   sameDigits('15550100123x204', '5550100123x204') // true
 *   sameDigits('5550100123x204', '5550100123x205') // false
 *   sameDigits('5550100123x204', '5550100123') // false
 *   sameDigits('0123', '123') // false
 */
export function sameDigits(a: string, b: string, reading: NumberReading = 'phones'): boolean {
  // (Two cells of several numbers are twins only listing the same numbers, in the same way.)
  if (a.includes(NUMBER_LIST_MARK) || b.includes(NUMBER_LIST_MARK)) return a === b;
  const [x, xExtension] = withoutExtension(a);
  const [y, yExtension] = withoutExtension(b);
  return xExtension === yExtension && (reading === 'ids' ? x === y : sameNumber(x, y) && !sameButLeadingZero(x, y));
}

/**
 * True when two digit strings (without extensions) name the same number: equal; or one is the other with one zero in
 * front ("02134", "2134": a zero a spreadsheet dropped); or the shorter (7 digits or more) is the longer without
 * up to 3 digits in front (a country code, an area code); or one is an international number ("+44 7700 900123",
 * "0044…", "447700900123") and the other the same number in national form with its trunk 0 ("07700 900123"), for the
 * countries that dial one (`trunkZero.ts`). A "+" is held as "00" (`numberDigits`).
 *
 * @example
 *   sameDigits('15550100123', '5550100123') // true
 *   sameDigits('00447700900123', '07700900123') // true
 *   sameDigits('17700900123', '07700900123') // false (the US has no trunk 0)
 */
function sameNumber(a: string, b: string): boolean {
  if (a === b) return a !== '';
  // A number written without the zero it is said with: a spreadsheet stores ZIP code 02134 as the number 2134, and
  // drops it from a CSV it opens and saves again ("oh two one three four" is that row).
  if (sameButLeadingZero(a, b)) return true;
  const x = withoutInternationalPrefix(a);
  const y = withoutInternationalPrefix(b);
  if (x === y) return x !== '';
  const [shorter, longer] = x.length < y.length ? [x, y] : [y, x];
  // The shorter is the longer without its country (or area) code, but a national number starts with no 0 save where
  // the country keeps it after its code: "0000008" is no number of account 2000000008.
  if (shorter.length >= MIN_NATIONAL_DIGITS && longer.length - shorter.length <= MAX_COUNTRY_CODE_DIGITS && longer.endsWith(shorter)
    && (shorter[0] !== '0' || ZERO_KEEPING_CODES.has(longer.slice(0, longer.length - shorter.length)))) return true;
  return sameAbroadAndAtHome(a, b);
}

/**
 * Whether one number is the other with one zero in front: "02134" and "2134". Two ("00123" and "123") stay apart: "00"
 * may be the international prefix a "+" is held as, and a code's "007" is no "7".
 */
function sameButLeadingZero(a: string, b: string): boolean {
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.length === shorter.length + 1 && longer[0] === '0' && shorter !== '' && shorter[0] !== '0' && longer.endsWith(shorter);
}

/** The digits without the "00" of a number written in international form. */
const withoutInternationalPrefix = (digits: string): string => internationalNumber(digits) ?? digits;

/** A number's country code ('' for a national number, with its trunk 0) and its national significant number. */
interface SignificantNumber {
  readonly country: string;
  readonly national: string;
}

/**
 * The country code and national number of a number in national form with a trunk 0 ("07700900123": '' and
 * "7700900123"), or in international form with a trunk-0 country code ("00447700900123", and "447700900123" when
 * long enough: "44" and "7700900123"; a "(0)" written after the code, "+44 (0)7700 900123", left out); else null.
 */
function significantNumber(digits: string): SignificantNumber | null {
  const international = internationalNumber(digits);
  if (international === null && digits.startsWith('0')) return digits.startsWith('00') ? null : { country: '', national: digits.slice(1) };
  const number = international ?? digits;
  if (international === null && number.length < MIN_BARE_INTERNATIONAL_DIGITS) return null;
  const length = trunkZeroCountryCode(number);
  if (length === 0) return null;
  const national = number.slice(length);
  return { country: number.slice(0, length), national: national.startsWith('0') ? national.slice(1) : national };
}

/**
 * "+44 7700 900123" and "07700 900123": the same national number, in international form and at home with its trunk
 * 0; or twice in international form, once with "(0)" ("+61 (0)7 3333 3333", "+61 7 3333 3333"). A national number
 * says no country, so it is the same as the number with any trunk-0 country code (the existing rule takes it for
 * the number with any country code at all when written without its 0).
 */
function sameAbroadAndAtHome(a: string, b: string): boolean {
  const x = significantNumber(a);
  const y = significantNumber(b);
  return x !== null && y !== null && x.national.length >= MIN_NATIONAL_DIGITS && x.national === y.national && sameCountry(x, y);
}

/** The same country code, or one of them national (no country said). */
const sameCountry = (x: SignificantNumber, y: SignificantNumber): boolean => x.country === y.country || x.country === '' || y.country === '';

/**
 * The keys of a number (digits as `PreparedValue.digits` holds them) by which one within a digit edit of it, or the same
 * number another way (`sameNumber`: a country code or a trunk 0 more or less, a zero a spreadsheet dropped), shares a
 * key's deletion (`CodeNeighbours`): the last `NUMBER_KEY_DIGITS` digits of its number as written, without its
 * international prefix, and of its national number. Each form a score compares (`numberScore`, `idScore`) ends with
 * the number it compares, so two numbers one edit apart in any of them have keys that share a deletion: the same
 * place left out of both, or the shorter's key less its first digit; the same number another way ends the same.
 * The extension is left out: another extension only lowers a score.
 *
 * @example
 *   numberKeys('15550100123x204') // ['0100123']
 *   numberKeys('00447700900123') // ['0900123']
 */
export function numberKeys(digits: string): string[] {
  if (digits.includes(NUMBER_LIST_MARK)) return [...new Set(listedNumbers(digits).flatMap(numberKeys))];
  const [number] = withoutExtension(digits);
  const national = significantNumber(number)?.national;
  const keys = new Set([number, withoutInternationalPrefix(number), ...(national === undefined ? [] : [national])].map(numberKey));
  return [...keys];
}

/** How many of a number's last digits make its key (`numberKeys`): a local number's seven. */
const NUMBER_KEY_DIGITS = MIN_NATIONAL_DIGITS;

const numberKey = (digits: string): string => (digits.length > NUMBER_KEY_DIGITS ? digits.slice(-NUMBER_KEY_DIGITS) : digits);

/**
 * What a number said with an extension scores against the same number in a cell that writes none
 * ("555 010 0123 extension 204" against "555 010 0123"): the caller's number, confident alone, but under the row that
 * writes that very extension by the default confident margin, so that row wins where the table holds both.
 */
export const EXTENSION_NOT_WRITTEN_SCORE = 95;

/**
 * What a number scores against the same number written with one zero more or less in front ("0123" said, 123 in the
 * cell, or the other way round): the caller's number, confident alone (a sheet stores ZIP code 02134 as 2134), but
 * under a row that writes it as said by the default confident margin, so an id column holding both 0123 and 123
 * answers the one said (both scored 100 until 2026-12-05, so neither could ever be found with confidence).
 */
export const LEADING_ZERO_SCORE = 95;

/**
 * The heard number (`heard`, digits as `PreparedValue.digits` holds them) against a cell's, as exact mode compares
 * them: 100 for the same number with the same extension, or with an extension the caller did not say (a cell is found
 * by its main number); `EXTENSION_NOT_WRITTEN_SCORE` for an extension said that the cell does not write; else 0
 * (another number, or another extension).
 *
 * @example
 *   exactNumberScore('5550100123', '5550100123x204') // 100
 *   exactNumberScore('5550100123x204', '5550100123') // 95
 *   exactNumberScore('5550100123x205', '5550100123x204') // 0
 */
export function exactNumberScore(heard: string, cell: string, reading: NumberReading = 'phones'): number {
  return bestOfListed(heard, cell, (one, other) => exactNumberScoreOfOne(one, other, reading));
}

/**
 * The best score of `score` over the numbers of each side, when one side is a cell's several ("555-010-0150 /
 * 555-010-0151", `numberList.ts`): a caller says one of them.
 */
function bestOfListed(heard: string, cell: string, score: (heard: string, cell: string) => number): number {
  if (!heard.includes(NUMBER_LIST_MARK) && !cell.includes(NUMBER_LIST_MARK)) return score(heard, cell);
  let best = 0;
  for (const said of listedNumbers(heard)) for (const written of listedNumbers(cell)) best = Math.max(best, score(said, written));
  return best;
}

/** `exactNumberScore` of one number each. */
function exactNumberScoreOfOne(heard: string, cell: string, reading: NumberReading): number {
  const [said, saidExtension] = withoutExtension(heard);
  const [written, writtenExtension] = withoutExtension(cell);
  if (!(reading === 'ids' ? sameId(said, written) : sameNumber(said, written))) return 0;
  const number = sameButLeadingZero(said, written) ? LEADING_ZERO_SCORE : 100;
  if (saidExtension === undefined || saidExtension === writtenExtension) return number;
  return writtenExtension === undefined ? number - (100 - EXTENSION_NOT_WRITTEN_SCORE) : 0;
}

/**
 * The heard number (`heard`) against a cell's: 100 for the same number, minus 15 points per digit edit otherwise
 * (never below 0). Extensions as `exactNumberScore` takes them, but another extension costs 15 points per digit edit
 * of it too.
 *
 * @example
 *   digitScore('15550100123', '5550100123') // 100
 *   digitScore('5550100123', '5550100124') // 85
 *   digitScore('5550100123x205', '5550100123x204') // 85
 */
export function digitScore(heard: string, cell: string, reading: NumberReading = 'phones'): number {
  return bestOfListed(heard, cell, (one, other) => digitScoreOfOne(one, other, reading));
}

/** `digitScore` of one number each. */
function digitScoreOfOne(heard: string, cell: string, reading: NumberReading): number {
  const [said, saidExtension] = withoutExtension(heard);
  const [written, writtenExtension] = withoutExtension(cell);
  const number = reading === 'ids' ? idScore(said, written) : numberScore(said, written);
  if (saidExtension === undefined || saidExtension === writtenExtension) return number;
  if (writtenExtension === undefined) return Math.max(0, number - (100 - EXTENSION_NOT_WRITTEN_SCORE));
  return Math.max(0, number - distance(saidExtension, writtenExtension) * POINTS_PER_DIGIT_ERROR);
}

/** `digitScore` of two numbers without extensions. */
function numberScore(a: string, b: string): number {
  if (sameNumber(a, b)) return sameButLeadingZero(a, b) ? LEADING_ZERO_SCORE : 100;
  if (a === '' || b === '') return 0;
  // (A number abroad and at home compares by its national digits: "+44 7700 900124" is one edit from "07700 900123".)
  const x = significantNumber(a);
  const y = significantNumber(b);
  const edits = x !== null && y !== null && sameCountry(x, y) ? distance(x.national, y.national) : editsBesideCode(withoutInternationalPrefix(a), withoutInternationalPrefix(b));
  return Math.max(0, 100 - edits * POINTS_PER_DIGIT_ERROR);
}

/**
 * The digit edits between two numbers, the longer's country (or area) code left out as `sameNumber` leaves it out: a
 * number said at home one digit off the cell written with its code ("548 631 3208" for "+1 548 631 3207") is one edit
 * from it, as from the cell written without (two until 2026-12-06: under 75, so not found at all).
 */
function editsBesideCode(a: string, b: string): number {
  const whole = distance(a, b);
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  const code = longer.slice(0, longer.length - shorter.length);
  if (shorter.length < MIN_NATIONAL_DIGITS || code.length === 0 || code.length > MAX_COUNTRY_CODE_DIGITS) return whole;
  if (shorter[0] === '0' && !ZERO_KEEPING_CODES.has(code)) return whole;
  return Math.min(whole, distance(shorter, longer.slice(code.length)));
}

/**
 * Whether two digit strings name the same id: equal, or one with one zero in front ("02134", "2134": a zero a
 * spreadsheet dropped). No code left out: "2000008" is no id of 1232000008, whatever a phone number would be.
 */
function sameId(a: string, b: string): boolean {
  return (a === b && a !== '') || sameButLeadingZero(a, b);
}

/** `numberScore` in a column of ids: 100 for the same id, minus 15 points per digit edit otherwise. */
function idScore(a: string, b: string): number {
  if (sameId(a, b)) return a === b ? 100 : LEADING_ZERO_SCORE;
  if (a === '' || b === '') return 0;
  return Math.max(0, 100 - distance(a, b) * POINTS_PER_DIGIT_ERROR);
}

/**
 * Codes (account ids, spelled values): 100 when equal, minus 15 points per character edit.
 *
 * @example
 *   codeScore('a1001', 'a1001') // 100
 *   codeScore('a1001', 'a1007') // 85
 */
export function codeScore(a: string, b: string): number {
  if (a === '' || b === '') return 0;
  if (a === b) return 100;
  return Math.max(0, 100 - distance(a, b) * POINTS_PER_DIGIT_ERROR);
}

/**
 * The most character edits a code may be from the heard code and still score `minScore` by `codeScore` (15 points an
 * edit).
 *
 * @example
 *   mostCodeEdits(75) // 1
 *   mostCodeEdits(70) // 2
 */
export function mostCodeEdits(minScore: number): number {
  return minScore <= 0 ? Number.POSITIVE_INFINITY : Math.floor((100 - minScore) / POINTS_PER_DIGIT_ERROR);
}

// A code's letters, up to four, before or after its number: "a10006", "ab123", "10006a".
const LETTERS_THEN_NUMBER = /^[a-z]{1,4}(\d+)$/;
const NUMBER_THEN_LETTERS = /^(\d+)[a-z]{1,4}$/;

/**
 * The number of a code made of up to four letters and a number ("a10006" → "10006", "10006a" → "10006"), else null
 * (a postcode "sw1a1aa" has no one number).
 *
 * @example
 *   numberOfCode('a10006') // "10006"
 *   numberOfCode('sw1a1aa') // null
 */
export function numberOfCode(code: string): string | null {
  return (LETTERS_THEN_NUMBER.exec(code) ?? NUMBER_THEN_LETTERS.exec(code))?.[1] ?? null;
}

/**
 * What a code's number said without its letters scores against the code ("one zero zero zero six" for A10006): a
 * candidate, as one character missing would be, never more; another number is another code (0).
 */
export const CODE_LETTERS_UNSAID_SCORE = 100 - POINTS_PER_DIGIT_ERROR;

/**
 * The fewest digits a number said alone needs to stand for a code's number: "one" or "twelve" said alone answers many
 * a question (an option, a count), and against A1 or B12 the letters left unsaid are a third of the code or more.
 */
export const MIN_CODE_NUMBER_DIGITS = 3;

/**
 * `CODE_LETTERS_UNSAID_SCORE` when the heard number is the code's number exactly and has `MIN_CODE_NUMBER_DIGITS`
 * digits or more, else 0.
 *
 * @example
 *   numberAgainstCode('10006', 'a10006') // 85
 *   numberAgainstCode('10007', 'a10006') // 0
 *   numberAgainstCode('1', 'a1') // 0
 */
export function numberAgainstCode(digits: string, code: string): number {
  return digits.length >= MIN_CODE_NUMBER_DIGITS && numberOfCode(code) === digits ? CODE_LETTERS_UNSAID_SCORE : 0;
}
