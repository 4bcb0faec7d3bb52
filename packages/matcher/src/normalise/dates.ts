// Dates as a table writes them ("1985-03-15", "03/15/1985", "15 Mar 1985") and as a caller says them ("March
// fifteenth, nineteen eighty-five", "the 15th of March 1985"), read to one calendar day, so a date of birth said
// aloud finds the row that holds it however the sheet formats it.
import { CORRECTION_WORDS, MAY_CORRECT } from './correctionWords.js';
import { normaliseText, words } from './normaliseText.js';
import { ORDINALS, TENS as TENS_VALUES, UNDER_TWENTY } from './numberWords.js';
import { spokenDigits } from './spokenDigits.js';

/** A calendar day. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * A month of a year said without its day ("March nineteen eighty-five", "June 1990"): read so, never as a day of it,
 * so a date of birth said without its day matches no row by a day the caller did not say.
 */
export interface MonthOfYear {
  readonly year: number;
  readonly month: number;
  readonly day?: undefined;
}

/**
 * A day of a month said without its year ("the fifth of March", "March 5th"): read so, never as that day of a year
 * the caller did not say, so a date of birth said without its year matches no row.
 */
export interface DayWithoutYear {
  readonly year?: undefined;
  readonly month: number;
  readonly day: number;
}

/** How a table writes a date of numbers only: month first (03/15/1985) or day first (15/03/1985). */
export type DayOrder = 'month-first' | 'day-first';

const MONTHS: ReadonlyMap<string, number> = new Map([
  ['january', 1], ['jan', 1], ['february', 2], ['feb', 2], ['march', 3], ['mar', 3], ['april', 4], ['apr', 4],
  ['may', 5], ['june', 6], ['jun', 6], ['july', 7], ['jul', 7], ['august', 8], ['aug', 8], ['september', 9],
  ['sep', 9], ['sept', 9], ['october', 10], ['oct', 10], ['november', 11], ['nov', 11], ['december', 12], ['dec', 12],
]);

// A number under twenty, or a day said as an ordinal under the twentieth ("third"); "oh" as in "nineteen oh five".
const UNITS: ReadonlyMap<string, number> = new Map([...UNDER_TWENTY, ['oh', 0], ...[...ORDINALS].filter(([, value]) => value < 20)]);
// "twenty" … "ninety", and "twentieth", "thirtieth".
const TENS: ReadonlyMap<string, number> = new Map([...TENS_VALUES, ...[...ORDINALS].filter(([, value]) => value >= 20)]);

// 1985-03-15, 1985/3/15, 1985.03.15 (a date with a time is a moment, not a day: such a column is left as it is,
// unless the time is midnight, `MIDNIGHT`).
const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
// A date followed by midnight, as a database or a spreadsheet exports a column of days it stores as moments:
// "1985-03-15 00:00:00.000", "1985-03-15T00:00:00Z", "3/15/1985 0:00", "15.03.1985 00:00", "3/15/1985 12:00:00 AM".
// Noon ("12:00", "12:00 PM") and any other time stay a moment.
const MIDNIGHT = /^(.*\d)(?:T|\s+)(?:0?0:00(?::00(?:\.0+)?)?|12:00(?::00(?:\.0+)?)?\s*a\.?m\.?)(?:z|\s*[+-]\d{2}(?::?\d{2})?)?$/i;
// 03/15/1985, 15.03.85, 3-15-1985.
const NUMERIC = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/;
// The same anywhere in what a caller said ("it's 03/15/1985").
const NUMERIC_WITHIN = /(?:^|[^\d])(\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2}))(?![\d])/;

/**
 * The day a table's cell writes, or null: ISO dates, dates of numbers only in `order` (two-digit years are the
 * latest year ending so that is not in the future), and dates with the month's name ("15 Mar 1985", "March 15,
 * 1985", "15-Mar-85"); any of them followed by midnight (`MIDNIGHT`) too. A date with another time is a moment: null.
 *
 * @example
 *   writtenDate('03/15/1985', 'month-first') // { year: 1985, month: 3, day: 15 }
 *   writtenDate('15 March 1985', 'month-first') // { year: 1985, month: 3, day: 15 }
 *   writtenDate('1985-03-15 00:00:00.000', 'month-first') // { year: 1985, month: 3, day: 15 }
 *   writtenDate('1985-03-15 10:30', 'month-first') // null
 */
export function writtenDate(text: string, order: DayOrder): CalendarDay | null {
  const trimmed = withoutMidnight(text.trim());
  const iso = ISO.exec(trimmed);
  if (iso !== null) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = NUMERIC.exec(trimmed);
  if (numeric !== null) {
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    const year = fullYear(numeric[3]!);
    return order === 'month-first' ? calendarDay(year, first, second) : calendarDay(year, second, first);
  }
  if (!/[a-z]/i.test(trimmed)) return null;
  const tokens = words(normaliseText(trimmed.replace(/(\d)(?:st|nd|rd|th)\b/gi, '$1')));
  if (tokens.length !== 3 || !tokens.every((token) => MONTHS.has(token) || /^\d+$/.test(token))) return null;
  const at = tokens.findIndex((token) => MONTHS.has(token));
  if (at === 2 || at < 0) return null;
  const month = MONTHS.get(tokens[at]!)!;
  const day = Number(at === 0 ? tokens[1] : tokens[0]);
  return tokens[2]!.length === 2 || tokens[2]!.length === 4 ? calendarDay(fullYear(tokens[2]!), month, day) : null;
}

// A date followed by a time of day (a moment), as `MIDNIGHT` reads one: "2026-03-05 14:30", "3/5/2026 2:30:00 PM".
const WITH_TIME = /^(.*\d)(?:T|\s+)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[ap]\.?m\.?)?(?:z|\s*[+-]\d{2}(?::?\d{2})?)?$/i;

/** Whether a cell is a date with a time of day that is not midnight (a moment, which is no day). */
function isMoment(text: string): boolean {
  if (!/:\d\d/.test(text)) return false;
  const day = WITH_TIME.exec(text)?.[1];
  return day !== undefined && withoutMidnight(text) === text && (writtenDate(day, 'month-first') !== null || writtenDate(day, 'day-first') !== null);
}

/** A cell's text without a midnight time after its date (`MIDNIGHT`); any other text as it is. */
function withoutMidnight(text: string): string {
  if (!/:00/.test(text)) return text;
  const day = MIDNIGHT.exec(text);
  return day === null ? text : day[1]!;
}

/** The other order of a date's numbers. */
function otherOrder(order: DayOrder): DayOrder {
  return order === 'month-first' ? 'day-first' : 'month-first';
}

/**
 * `writtenDate` in the column's order, else in the other when only that reads ("28/03/1986" in a month-first column:
 * 28 is no month).
 */
function writtenEitherWay(text: string, order: DayOrder): CalendarDay | null {
  return writtenDate(text, order) ?? writtenDate(text, otherOrder(order));
}

/**
 * The day in what a caller said, or null: a written date anywhere in it (as `writtenDate`, numbers in `order`),
 * a month's name with the day before or after it and the year after them, in digits or words ("March third
 * nineteen eighty five", "the 3rd of March, 1985", "March 3 two thousand and one", "third of march eighty five"),
 * the numbers with their separators said ("oh three slash oh five slash eighty five"), or the date's digits alone
 * ("oh three, oh five, eighty five", `digitsDate`; unpadded, "three five nineteen eighty five", when only one day
 * reads so: `unpaddedDigitsDate`). The year may be said first ("1985 March 5", "nineteen eighty five, March the
 * fifth"). A month's name and a year after it with no day ("March nineteen eighty-five", "March 1985", "June twenty
 * twenty three") is that month (`MonthOfYear`): "March nineteen eighty-five" is not March 19, '85. A day and a month
 * with no year ("the fifth of March", "March 5th") is that day of no year (`DayWithoutYear`).
 *
 * @example
 *   spokenDate('I was born on the third of March nineteen eighty-five', 'month-first') // { year: 1985, month: 3, day: 3 }
 *   spokenDate('March nineteen eighty-five', 'month-first') // { year: 1985, month: 3 }
 *   spokenDate('the fifth of March', 'month-first') // { month: 3, day: 5 }
 */
export function spokenDate(said: string, order: DayOrder): CalendarDay | MonthOfYear | DayWithoutYear | null {
  // (A date put right after it is said, or two days said as one: not the date first said.)
  if (MAY_CORRECT.test(said)) {
    const corrected = correctedDate(said, order);
    if (corrected !== undefined) return corrected;
  }
  if (MAY_SAY_OR.test(said) && firstSpokenDate(said, order) !== null) return null;
  return firstSpokenDate(said, order);
}

// What a caller says to put a date right after it ("…, sorry, sixth", "…, no, nineteen eighty six", "…, I mean April"),
// with the pauses around it: the last one counts. (Said first, "no, it's March sixth…", it puts right no date.)
const PUT_RIGHT = new RegExp(String.raw`[\s,.;:!?\u2013\u2014\u2026-]+(?:${CORRECTION_WORDS})(?:[\s,.;:!?\u2013\u2014\u2026-]+(?:it['\u2019]?s|it is|that['\u2019]?s|that is))?[\s,.;:!?\u2013\u2014\u2026-]+(?=\S)`, 'giu');
// "March fifth or sixth": two days said, of which the caller is unsure.
const MAY_SAY_OR = /\bor\b/i;

/**
 * The date as a caller put it right after saying it: a whole date said after the correction; or the date before it
 * with its day ("…, sorry, sixth"), its year ("…, no, nineteen eighty six"), its month ("…, I mean April") or both
 * month and day said again. null when the words after the correction are none of these (no day is then read,
 * rather than the one taken back); undefined when no date is put right (none before the correction).
 */
function correctedDate(said: string, order: DayOrder): CalendarDay | MonthOfYear | DayWithoutYear | null | undefined {
  let last: RegExpExecArray | undefined;
  for (const found of said.matchAll(PUT_RIGHT)) last = found;
  if (last === undefined) return undefined;
  const before = wholeDay(spokenDate(said.slice(0, last.index), order));
  if (before === null) return undefined;
  const after = said.slice(last.index + last[0].length);
  const again = wholeDay(firstSpokenDate(after, order));
  if (again !== null) return again;
  const tokens = dateWords(after);
  if (tokens.length === 0) return null;
  const year = yearOf(tokens, 0);
  if (year !== null && year.whole && year.length === tokens.length) return calendarDay(year.year, before.month, before.day);
  const day = tokens.length <= 2 ? numberOf(tokens) : null;
  if (day !== null) return calendarDay(before.year, before.month, day);
  const month = tokens.length === 1 ? MONTHS.get(tokens[0]!) : undefined;
  if (month !== undefined) return calendarDay(before.year, month, before.day);
  const monthAndDay = dayWithoutYear(tokens);
  return monthAndDay === null ? null : calendarDay(before.year, monthAndDay.month, monthAndDay.day);
}

/** A date said with its day and year, or null. */
function wholeDay(date: CalendarDay | MonthOfYear | DayWithoutYear | null): CalendarDay | null {
  return date === null || date.year === undefined || date.day === undefined ? null : { year: date.year, month: date.month, day: date.day };
}

/** `spokenDate` of the first date said, whatever follows it. */
function firstSpokenDate(said: string, order: DayOrder): CalendarDay | MonthOfYear | DayWithoutYear | null {
  const whole = writtenEitherWay(said, order);
  if (whole !== null) return whole;
  const numeric = NUMERIC_WITHIN.exec(said);
  if (numeric !== null) return writtenEitherWay(numeric[1]!, order);
  // "the fifth of the third": day first whatever the column's order (first: "of the" is dropped below).
  const ordinals = MAY_SAY_OF_THE.test(said) ? dayOfMonthOrdinals(said) : null;
  if (ordinals !== null) return ordinals;
  const tokens = dateWords(said);
  // Every reading: the day after the month ("March third 1985"), then before it ("third of March 1985"). A reading
  // with the year said whole wins over one with two digits of it: "the third of March nineteen eighty-five" is not
  // March 19, '85.
  let twoDigitYear: CalendarDay | null = null;
  for (let at = 0; at < tokens.length; at++) {
    const month = MONTHS.get(tokens[at]!);
    // ("may" is also a word: a month needs a day next to it and a year after.)
    if (month === undefined) continue;
    for (const [dayFrom, dayLength, yearFrom] of [[at + 1, 2, at + 3], [at + 1, 1, at + 2], [at - 2, 2, at + 1], [at - 1, 1, at + 1]] as const) {
      if (dayFrom < 0 || dayFrom + dayLength > tokens.length) continue;
      // (The last word of a day said in two is no day: "thirty first of November", no date, is not the 1st.)
      if (dayLength === 1 && dayFrom === at - 1 && at >= 2 && numberOf(tokens.slice(at - 2, at)) !== null) continue;
      const day = numberOf(tokens.slice(dayFrom, dayFrom + dayLength));
      const year = day === null ? null : yearOf(tokens, yearFrom);
      const found = year === null ? null : calendarDay(year.year, month, day!);
      if (found === null) continue;
      if (year!.whole) return found;
      if (!cutOffYear(tokens, yearFrom, year!.length)) twoDigitYear ??= found;
    }
  }
  return monthOfYear(tokens) ?? twoDigitYear ?? yearFirstDate(tokens) ?? separatedDate(said, order) ?? digitsDate(said, order)
    ?? unpaddedDigitsDate(tokens, order) ?? dayWithoutYear(tokens);
}

// Words said between a date's numbers and its month that say nothing of the day: "the fifth of March", "on March 5th",
// "in 1985", "in the year two thousand" (until 2026-12-07 "in" and "year" were not left out: no date).
const LINKING_WORDS: ReadonlySet<string> = new Set(['the', 'of', 'on', 'in', 'year']);

/** The words of a date said, an ordinal's ending left out ("5th" → "5") and the linking words (`LINKING_WORDS`). */
function dateWords(said: string): string[] {
  return words(normaliseText(said.replace(/(\d)(?:st|nd|rd|th)\b/gi, '$1'))).filter((token) => !LINKING_WORDS.has(token));
}

// "of the" between a day's ordinal and a month's ("the fifth of the third").
const MAY_SAY_OF_THE = /\bof\s+the\b/i;
// An ordinal written with its digits ("5th", "3rd").
const ORDINAL_DIGITS = /^(\d{1,2})(?:st|nd|rd|th)$/;

/**
 * A day and its month both said as ordinals, "the Nth of the Mth" ("the fifth of the third, eighty-five", "the 5th
 * of the 3rd 1985"), as a caller reads a date of numbers day first (the month is the third, never the day), with the
 * year after it or none (`DayWithoutYear`); null when no such day is said.
 *
 * @example
 *   dayOfMonthOrdinals('the 5th of the 3rd 1985') // { year: 1985, month: 3, day: 5 }
 *   dayOfMonthOrdinals('the fifth of the third') // { month: 3, day: 5 }
 */
function dayOfMonthOrdinals(said: string): CalendarDay | DayWithoutYear | null {
  const tokens = words(normaliseText(said));
  for (let of = 1; of + 2 < tokens.length; of++) {
    if (tokens[of] !== 'of' || tokens[of + 1] !== 'the') continue;
    const month = ordinalOf(tokens.slice(of + 2, of + 3));
    // (A day of two words first: "the twenty third of the eleventh" is no 3rd.)
    const day = (of >= 2 ? ordinalOf(tokens.slice(of - 2, of)) : null) ?? ordinalOf(tokens.slice(of - 1, of));
    if (month === null || day === null || calendarDay(2000, month, day) === null) continue;
    const rest = tokens.slice(of + 3);
    if (rest.length === 0) return { month, day };
    const year = yearOf(rest, 0);
    return year === null ? null : calendarDay(year.year, month, day);
  }
  return null;
}

/** An ordinal said in one or two words ("third", "twenty third", "3rd"), or null (a number said as it counts). */
function ordinalOf(tokens: readonly string[]): number | null {
  const last = tokens[tokens.length - 1];
  if (last === undefined) return null;
  const digits = tokens.length === 1 ? ORDINAL_DIGITS.exec(last) : null;
  if (digits !== null) return Number(digits[1]);
  return ORDINALS.has(last) ? numberOf(tokens) : null;
}

/**
 * A date said with its year first, then the month and its day ("1985 March 5", "nineteen eighty five, March the
 * fifth") or the day and its month ("1985, the fifth of March"), or null. Only a year no day can be: four digits, a
 * century and a year of it said as numbers, or two digits over 31 ("eighty five March fifth").
 */
function yearFirstDate(tokens: readonly string[]): CalendarDay | null {
  for (let at = 1; at < tokens.length; at++) {
    const month = MONTHS.get(tokens[at]!);
    if (month === undefined) continue;
    for (const dayLength of [2, 1]) {
      // The day after the month, the year before it; then the day before the month, the year before the day.
      for (const [dayFrom, yearEnd] of [[at + 1, at], [at - dayLength, at - dayLength]] as const) {
        if (dayFrom < 0 || dayFrom + dayLength > tokens.length) continue;
        const day = numberOf(tokens.slice(dayFrom, dayFrom + dayLength));
        const year = day === null ? null : yearEndingAt(tokens, yearEnd);
        const found = year === null ? null : calendarDay(year.year, month, day!);
        if (found !== null) return found;
      }
    }
  }
  return null;
}

/**
 * The year said just before `end` and the word it starts at, the longest reading, or null (see `yearFirstDate`).
 */
function yearEndingAt(tokens: readonly string[], end: number): { year: number; from: number } | null {
  const before = tokens.slice(0, end);
  // (Up to six words: "one thousand nine hundred and eighty five".)
  for (let from = Math.max(0, end - 6); from < end; from++) {
    const year = yearOf(before, from);
    if (year !== null && from + year.length === end && (year.whole || year.year % 100 > 31)) return { year: year.year, from };
  }
  return null;
}

// Words of a year said that are no number by themselves ("two thousand and one").
const YEAR_WORDS: ReadonlySet<string> = new Set(['thousand', 'hundred', 'and']);

/** A number said as one piece of a date's digits: a digit alone (which may join the next) or a number of two. */
interface DigitPiece {
  readonly value: number;
  /** One digit said alone ("three", "oh", "3"): two of them may be one number ("one two" is 12). */
  readonly single: boolean;
}

/**
 * A date said as its numbers without the zeros that pad them, the year last ("three five nineteen eighty five" is
 * 3/5/1985 in a month-first column, "twelve three 1985" December 3rd), or null. The numbers before the year are
 * parted into the month and the day every way they may be: a date is read only when exactly one day reads so, in the
 * column's order (else in the other, as `spokenDate` reads written dates): "one two three nineteen eighty five" may
 * be January 23 or December 3 and is no date. Only a year that is surely one (`surelyYear`): of 1900-2099 said whole
 * (four digits, or a century and a year of it: "one two fifteen eighty five" is no day of 1585), or two digits over
 * 31 ("two two ninety" is 2/2/1990, "twelve five eighty five" 12/5/1985; "three five twenty one" is no date); the
 * numbers are those said last, all of them ("born three five nineteen eighty five"), never some of them.
 */
function unpaddedDigitsDate(said: readonly string[], order: DayOrder): CalendarDay | null {
  // The numbers said last, from a word that is no number on ("born three five nineteen eighty five").
  let start = said.length;
  while (start > 0 && (/\d/.test(said[start - 1]!) || YEAR_WORDS.has(said[start - 1]!) || digitPieces([said[start - 1]!]) !== null)) start--;
  const tokens = said.slice(start);
  const days = (dayOrder: DayOrder): Map<string, CalendarDay> => {
    const found = new Map<string, CalendarDay>();
    for (let from = 2; from < tokens.length; from++) {
      const year = yearOf(tokens, from);
      if (year === null || from + year.length !== tokens.length || !surelyYear(year)) continue;
      const pieces = digitPieces(tokens.slice(0, from));
      if (pieces === null) continue;
      for (let split = 1; split < pieces.length; split++) {
        const [first, second] = [pieceNumber(pieces.slice(0, split)), pieceNumber(pieces.slice(split))];
        if (first === null || second === null) continue;
        const day = dayOrder === 'month-first' ? calendarDay(year.year, first, second) : calendarDay(year.year, second, first);
        if (day !== null) found.set(isoDay(day), day);
      }
    }
    return found;
  };
  let found = days(order);
  if (found.size === 0) found = days(otherOrder(order));
  return found.size === 1 ? [...found.values()][0]! : null;
}

/**
 * Whether a year read last after numbers said without their zeros is surely a year: said whole, of 1900-2099
 * ("nineteen ninety"), or two digits over 31, which no day is ("ninety", "85"). "two two twenty one" may be February
 * 2nd, '21 or the 22nd of no month said: no date.
 */
function surelyYear(year: { year: number; whole: boolean }): boolean {
  return year.whole ? year.year >= 1900 && year.year <= 2099 : year.year % 100 > 31;
}

/** Each word as a number of a date's digits ("three", "oh", "twelve", "twenty five", "3", "12"), or null. */
function digitPieces(tokens: readonly string[]): DigitPiece[] | null {
  const pieces: DigitPiece[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!;
    const tens = TENS_VALUES.get(token);
    const unit = UNDER_TWENTY.get(tokens[at + 1] ?? '');
    if (tens !== undefined && unit !== undefined && unit >= 1 && unit <= 9) {
      pieces.push({ value: tens + unit, single: false });
      at++;
    } else if (tens !== undefined) pieces.push({ value: tens, single: false });
    else if (/^\d{1,2}$/.test(token)) pieces.push({ value: Number(token), single: token.length === 1 });
    else if (token === 'oh' || token === 'o') pieces.push({ value: 0, single: true });
    else if (UNDER_TWENTY.has(token)) pieces.push({ value: UNDER_TWENTY.get(token)!, single: UNDER_TWENTY.get(token)! < 10 });
    else return null;
  }
  return pieces;
}

/** The number some pieces say: one piece, or two digits said alone ("one two" is 12, "oh three" 3); else null. */
function pieceNumber(pieces: readonly DigitPiece[]): number | null {
  if (pieces.length === 1) return pieces[0]!.value;
  return pieces.length === 2 && pieces[0]!.single && pieces[1]!.single ? pieces[0]!.value * 10 + pieces[1]!.value : null;
}

/**
 * A month with its day next to it and no year ("the fifth of March", "March 5th", "June nineteen", "March twenty
 * one"), no other number said but a year cut off after its century ("the fifth of March nineteen", `cutOffYear`), or null: a day of no year (`DayWithoutYear`), which finds no row by a year the caller
 * did not say. February 29th is a day of some years.
 */
function dayWithoutYear(tokens: readonly string[]): DayWithoutYear | null {
  // (A year cut off after its century, `cutOffYear`, is no other number: "the fifth of March nineteen" has no year.)
  const last = cutOffYear(tokens, tokens.length - 1, 1) ? tokens.length - 1 : -1;
  const isNumber = (token: string, i: number): boolean => i !== last && (/\d/.test(token) || numberOf([token]) !== null);
  for (let at = 0; at < tokens.length; at++) {
    const month = MONTHS.get(tokens[at]!);
    if (month === undefined) continue;
    for (const [dayFrom, dayLength] of [[at + 1, 2], [at + 1, 1], [at - 2, 2], [at - 1, 1]] as const) {
      if (dayFrom < 0 || dayFrom + dayLength > tokens.length) continue;
      // (The last word of a day said in two is no day: "thirty first of November", no date, is not the 1st.)
      if (dayLength === 1 && dayFrom === at - 1 && at >= 2 && numberOf(tokens.slice(at - 2, at)) !== null) continue;
      const day = numberOf(tokens.slice(dayFrom, dayFrom + dayLength));
      const others = tokens.filter((token, i) => (i < dayFrom || i >= dayFrom + dayLength) && isNumber(token, i));
      // (A leap year: any day the month ever has.)
      if (day !== null && others.length === 0 && calendarDay(2000, month, day) !== null) return { month, day };
    }
  }
  return null;
}

// A separator said between the numbers of a date read off a form ("oh three slash oh five slash eighty five").
const SEPARATOR_WORDS = 'slash|stroke|dash|hyphen|dot|point';
const SAID_SEPARATOR = new RegExp(` (?:${SEPARATOR_WORDS}) `, 'g');
const MAY_SAY_SEPARATOR = new RegExp(SEPARATOR_WORDS, 'i');

/**
 * A date said as its numbers with the separators' names between them, as written ("three slash five slash eighty
 * five" is 3/5/85, in the column's order, else the other as `spokenDate` reads written dates), or null.
 */
function separatedDate(said: string, order: DayOrder): CalendarDay | null {
  if (!MAY_SAY_SEPARATOR.test(said)) return null;
  const written = spokenDigits(normaliseText(said)).replace(SAID_SEPARATOR, '/');
  const numeric = NUMERIC_WITHIN.exec(written);
  return numeric === null ? null : writtenEitherWay(numeric[1]!, order);
}

/**
 * The month said with a year after it and no more numbers ("March nineteen eighty five", "march 1985", "March eighty
 * five", "in March 1985 I think"), or before it ("1985 March", "nineteen eighty five, March"), or null. Only a year no day can be: its four digits, a century of 1900-2099 and a year of it said as
 * numbers ("nineteen eighty five", "twenty twenty three", "two thousand one"; "thirteen eighty five" is rather March
 * 13, '85), or two digits over 31 ("March eighty five"; "June nineteen" is a day without its year).
 */
function monthOfYear(tokens: readonly string[]): MonthOfYear | null {
  for (let at = 0; at < tokens.length - 1; at++) {
    const month = MONTHS.get(tokens[at]!);
    // (A day before the month is the day of it: "five March eighty five".)
    if (month === undefined || (at > 0 && numberOf([tokens[at - 1]!]) !== null)) continue;
    const year = yearOf(tokens, at + 1);
    const after = tokens[at + 1 + (year?.length ?? 0)];
    // (A number after it would be more of the date: the year is then read otherwise, or not at all.)
    if (year === null || (after !== undefined && numberOf([after]) !== null) || ORDINALS.has(tokens[at + 1]!)) continue;
    const noDay = /^\d{4}$/.test(tokens[at + 1]!) || (year.whole ? year.year >= 1900 && year.year <= 2099 : year.year % 100 > 31);
    if (noDay && calendarDay(year.year, month, 1) !== null) return { year: year.year, month };
  }
  // The year said first ("1985 March", "nineteen eighty five, March"): a year no day can be (as `yearFirstDate`), no
  // number after the month nor before the year (a day: "1985 March 5" is that day).
  for (let at = 1; at < tokens.length; at++) {
    const month = MONTHS.get(tokens[at]!);
    const after = tokens[at + 1];
    if (month === undefined || (after !== undefined && numberOf([after]) !== null)) continue;
    const year = yearEndingAt(tokens, at);
    if (year === null || (year.from > 0 && numberOf([tokens[year.from - 1]!]) !== null)) continue;
    if (calendarDay(year.year, month, 1) !== null) return { year: year.year, month };
  }
  return null;
}

/**
 * A date said as its digits only, as a keypad menu asks for it: "oh three, oh five, eighty five" (MMDDYY in a
 * month-first column), "oh three oh five nineteen eighty five" or "03051985" (MMDDYYYY), "19850305" (YYYYMMDD).
 */
function digitsDate(said: string, order: DayOrder): CalendarDay | null {
  const digits = spokenDigits(normaliseText(said));
  if (!/^\d{6}(?:\d{2})?$/.test(digits)) return null;
  // Two digits, two digits, then the year, in the column's order.
  const [first, second, year] = [Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), fullYear(digits.slice(4))];
  const paired = order === 'month-first' ? calendarDay(year, first, second) : calendarDay(year, second, first);
  if (paired !== null || digits.length === 6) return paired;
  return calendarDay(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6)));
}

// The first word of a year of 1900-2099 said whole ("nineteen eighty five", "twenty twenty three").
const CENTURY_WORDS: ReadonlySet<string> = new Set(['nineteen', 'twenty']);

/**
 * Whether the year read from `from` (`length` words) is the century of a year cut off there: one word, "nineteen" or
 * "twenty", the last said ("the fifth of March nineteen", a caller cut off mid-year). Such a word is not the year '19
 * or '20 (a year of those is said "twenty nineteen"): the date is a day without its year (`dayWithoutYear`).
 */
function cutOffYear(tokens: readonly string[], from: number, length: number): boolean {
  return length === 1 && from === tokens.length - 1 && CENTURY_WORDS.has(tokens[from]!);
}

/** "1985-03-15"; a month without its day is "1985-03", a day without its year "--03-15" (ISO 8601's form for it). */
export function isoDay({ year, month, day }: CalendarDay | MonthOfYear | DayWithoutYear): string {
  const monthText = String(month).padStart(2, '0');
  if (year === undefined) return `--${monthText}-${String(day).padStart(2, '0')}`;
  const yearMonth = `${String(year).padStart(4, '0')}-${monthText}`;
  return day === undefined ? yearMonth : `${yearMonth}-${String(day).padStart(2, '0')}`;
}

/**
 * How a column of cells writes dates, or undefined when it is no date column (see `dateColumnReading`).
 *
 * @example
 *   dateColumnOrder(['15/03/1985', '01/02/1990']) // 'day-first'
 */
export function dateColumnOrder(cells: Iterable<string>, formatOrder?: DayOrder): DayOrder | undefined {
  return dateColumnReading(cells, formatOrder)?.order;
}

/** A column read as dates: their order, and the cells that are no date (by their place among the cells). */
export interface DateColumnReading {
  order: DayOrder;
  unread: { index: number; text: string }[];
}

/** A cell of a column, by its place among the cells. */
export interface PlacedCell {
  index: number;
  text: string;
}

/**
 * What a column of cells is as dates: read as dates (`dateColumnReading`), or mostly dates yet compared as text, and
 * why (so the document can say so): more cells that are no date than a date column may hold, dates of numbers
 * written in both orders, or dates with a time of day (`moments`, with the first of them).
 */
export type DateColumnSurvey =
  | { kind: 'dates'; reading: DateColumnReading }
  | { kind: 'moments'; example: PlacedCell }
  | { kind: 'too-many-unread'; dates: number; unreadCount: number; unread: PlacedCell[] }
  | { kind: 'both-orders'; dayFirst: PlacedCell; monthFirst: PlacedCell };

// What a table writes for a date nobody knows: such a cell is blank, not a cell that is no date.
const PLACEHOLDERS = new Set([
  'na', 'n a', 'nk', 'n k', 'none', 'unknown', 'unk', 'not known', 'not given', 'not provided', 'not available',
  'not stated', 'not recorded', 'declined', 'refused', 'missing', 'blank', 'null', 'nil', 'tbd', 'tba', 'pending',
  'x', 'xx',
]);
const isPlaceholder = (normalised: string): boolean => normalised === '' || PLACEHOLDERS.has(normalised);
// A date column may hold one cell that is no date in ten dates, and one in fifty past that (a typo, "13/45/1985").
const ONE_UNREAD_FROM = 10;
const DATES_PER_UNREAD = 50;
// Cells that are no date kept as examples once the column is known not to read as dates.
const UNREAD_EXAMPLES = 3;
// A column is surveyed until its cells that are no date outnumber twice its dates by this many (a column of names
// stops at its 17th cell): past that it is no date column, and nothing is said about it.
const NOT_DATES_MARGIN = 16;

/**
 * How a column of cells writes dates, or undefined when it is no date column: its non-blank cells (at least two)
 * are dates `writtenDate` reads, but for placeholders ("N/A", "unknown", "-": no date known, read as blank) and for
 * a few cells that are no date (one in ten dates or more, one per fifty past that), listed in `unread` so the
 * document can say so. Dates of numbers only are day first when one of them says so (a first number over 12) and
 * none says otherwise, month first when one says that; when none says, in `formatOrder` (the order the workbook
 * displays the column's dates in), else month first. A column that says both is no date column.
 *
 * @example
 *   dateColumnReading(['15/03/1985', 'N/A', '01/02/1990'])?.order // 'day-first'
 *   dateColumnReading(['05/03/1985', '1990-02-01'], 'day-first')?.order // 'day-first'
 */
export function dateColumnReading(cells: Iterable<string>, formatOrder?: DayOrder): DateColumnReading | undefined {
  const survey = surveyDateColumn(cells, formatOrder);
  return survey?.kind === 'dates' ? survey.reading : undefined;
}

/**
 * A column's cells surveyed as dates (see `dateColumnReading`, which reads the same): read as dates; or compared as
 * text although most of its non-blank cells are dates (`too-many-unread`, with their count and the first few that
 * are no date; `both-orders`, with a cell of each order); or undefined when it is no date column at all.
 *
 * @example
 *   surveyDateColumn(['03/05/1985', 'soon', '04/06/1990', 'later', '05/07/1991'])
 *   // { kind: 'too-many-unread', dates: 3, unreadCount: 2, unread: [{ index: 1, text: 'soon' }, { index: 3, text: 'later' }] }
 */
export function surveyDateColumn(cells: Iterable<string>, formatOrder?: DayOrder): DateColumnSurvey | undefined {
  let dayFirst: PlacedCell | undefined;
  let monthFirst: PlacedCell | undefined;
  let dates = 0;
  let unreadCount = 0;
  // Dates with a time of day (not midnight): no day each, yet a column of them is worth naming (`moments`).
  let moments = 0;
  let firstMoment: PlacedCell | undefined;
  // More of the filled cells are moments than anything else: a column of moments, compared as text, where no date
  // said finds a row (a caller never says the time of day with it).
  const mostlyMoments = (): boolean => moments >= 2 && moments > dates + (unreadCount - moments);
  // Set once two cells that are no date come before ten dates (most columns of something else at their second cell).
  let tooMany = false;
  const unread: PlacedCell[] = [];
  let index = -1;
  for (const cell of cells) {
    index++;
    const text = cell.trim();
    if (text === '' || (!/\d/.test(text) && isPlaceholder(normaliseText(text)))) continue;
    // Which order is right is only known at the end: a cell must be a date in one of them.
    if (writtenDate(text, 'month-first') !== null || writtenDate(text, 'day-first') !== null) {
      const numeric = NUMERIC.exec(withoutMidnight(text));
      if (numeric !== null) {
        if (Number(numeric[1]) > 12) dayFirst ??= { index, text };
        if (Number(numeric[2]) > 12) monthFirst ??= { index, text };
        if (dayFirst !== undefined && monthFirst !== undefined) return dates + 1 > unreadCount ? { kind: 'both-orders', dayFirst, monthFirst } : undefined;
      }
      dates++;
      continue;
    }
    if (isMoment(text)) {
      moments++;
      firstMoment ??= { index, text };
    }
    unreadCount++;
    if (!tooMany || unread.length < UNREAD_EXAMPLES) unread.push({ index, text });
    if (unreadCount > 1 && dates < unreadCount * ONE_UNREAD_FROM) tooMany = true;
    if (unreadCount > dates * 2 + NOT_DATES_MARGIN) return mostlyMoments() ? { kind: 'moments', example: firstMoment! } : undefined;
  }
  if (mostlyMoments()) return { kind: 'moments', example: firstMoment! };
  if (dates < 2) return undefined;
  const few = !tooMany && (unreadCount === 0 || unreadCount * DATES_PER_UNREAD <= dates || (unreadCount === 1 && dates >= ONE_UNREAD_FROM));
  if (few) {
    const order: DayOrder = dayFirst !== undefined ? 'day-first' : monthFirst !== undefined ? 'month-first' : formatOrder ?? 'month-first';
    return { kind: 'dates', reading: { order, unread } };
  }
  // Mostly dates, yet compared as text: worth saying.
  return dates > unreadCount ? { kind: 'too-many-unread', dates, unreadCount, unread: unread.slice(0, UNREAD_EXAMPLES) } : undefined;
}

function calendarDay(year: number, month: number, day: number): CalendarDay | null {
  if (!(month >= 1 && month <= 12 && day >= 1 && year >= 1000 && year <= 9999)) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days ? { year, month, day } : null;
}

// A year written with two digits is the latest such year not in the future ("85" → 1985, "05" → 2005).
function fullYear(digits: string): number {
  if (digits.length !== 2) return Number(digits);
  const now = new Date().getUTCFullYear();
  const year = Math.floor(now / 100) * 100 + Number(digits);
  return year > now ? year - 100 : year;
}

/** A number from 0 to 99 said in one or two words ("twenty third", "15", "oh five"), or null. */
function numberOf(tokens: readonly string[]): number | null {
  if (tokens.length === 1) {
    const token = tokens[0]!;
    if (/^\d{1,2}$/.test(token)) return Number(token);
    return UNITS.get(token) ?? TENS.get(token) ?? null;
  }
  if (tokens.length === 2) {
    const tens = TENS.get(tokens[0]!);
    const unit = UNITS.get(tokens[1]!);
    if (tens !== undefined && tens % 10 === 0 && !tokens[0]!.endsWith('th') && unit !== undefined && unit >= 1 && unit <= 9) return tens + unit;
    if (tokens[0] === 'oh' && unit !== undefined && unit <= 9) return unit;
  }
  return null;
}

/**
 * The year said from `from` on, or null: "1985", "85", "nineteen eighty five", "nineteen oh five", "two thousand
 * (and) one", "twenty twenty three"; `length` is the words it takes. The longest reading wins; words after it are
 * left (a sentence goes on).
 */
function yearOf(tokens: readonly string[], from: number): { year: number; whole: boolean; length: number } | null {
  const year = yearReading(tokens, from);
  // (An ordinal is a day, never a year: "nineteen eighty five, March the nineteenth" is not March 5, 2019.)
  return year !== null && tokens.slice(from, from + year.length).some((token) => ORDINALS.has(token)) ? null : year;
}

/**
 * The year whose thousands or hundreds are said up to `at` (`base`: "two thousand" 2000, "nineteen hundred" 1900),
 * with the number up to 99 said after them, "and" before it or not ("two thousand and one", "nineteen hundred eighty
 * five"); the base alone when none is.
 */
function yearAfterHundreds(tokens: readonly string[], from: number, at: number, base: number): { year: number; whole: true; length: number } {
  const restFrom = tokens[at] === 'and' ? at + 1 : at;
  for (const length of [2, 1]) {
    const rest = numberOf(tokens.slice(restFrom, restFrom + length));
    if (rest !== null && restFrom + length <= tokens.length) return { year: base + rest, whole: true, length: restFrom + length - from };
  }
  return { year: base, whole: true, length: at - from };
}

/** `yearOf`, ordinals read as numbers. */
function yearReading(tokens: readonly string[], from: number): { year: number; whole: boolean; length: number } | null {
  const first = tokens[from];
  if (first === undefined) return null;
  if (/^\d{4}$/.test(first)) return { year: Number(first), whole: true, length: 1 };
  // "19 85": a year said "nineteen eighty-five" that a recogniser wrote as two numbers (until 2026-12-07 2019).
  if ((first === '19' || first === '20') && /^\d{2}$/.test(tokens[from + 1] ?? '')) return { year: Number(first + tokens[from + 1]), whole: true, length: 2 };
  if (/^\d{2}$/.test(first)) return { year: fullYear(first), whole: false, length: 1 };
  if (first === 'two' && tokens[from + 1] === 'thousand') return yearAfterHundreds(tokens, from, from + 2, 2000);
  // "one thousand nine hundred (and) eighty five".
  const hundreds = first === 'one' && tokens[from + 1] === 'thousand' ? UNITS.get(tokens[from + 2] ?? '') : undefined;
  if (hundreds !== undefined && hundreds >= 1 && hundreds <= 9 && tokens[from + 3] === 'hundred') {
    return yearAfterHundreds(tokens, from, from + 4, 1000 + hundreds * 100);
  }
  // A century and a year of it, each said as a number up to 99.
  for (const centuryLength of [2, 1]) {
    const century = numberOf(tokens.slice(from, from + centuryLength));
    // (Centuries of the years a table holds: "eighty five" is 1985, not 8005.)
    if (century === null || century < 10 || century > 21 || from + centuryLength > tokens.length) continue;
    for (const length of [2, 1]) {
      const at = from + centuryLength;
      // "nineteen hundred (and) eighty five" is 1985 (until 2026-12-06 it was 1900, the rest left unread).
      if (tokens[at] === 'hundred') return yearAfterHundreds(tokens, from, at + 1, century * 100);
      const rest = numberOf(tokens.slice(at, at + length));
      // (Two words that are one number are no century and a year of it: "twenty three" is '23, not 2003.)
      if (rest !== null && at + length <= tokens.length && !(centuryLength === 1 && length === 1 && numberOf(tokens.slice(from, at + 1)) !== null)) {
        return { year: century * 100 + rest, whole: true, length: centuryLength + length };
      }
    }
  }
  // Two digits said as a number ("eighty five").
  for (const length of [2, 1]) {
    const short = numberOf(tokens.slice(from, from + length));
    if (short !== null && from + length <= tokens.length && short >= 10) return { year: fullYear(String(short)), whole: false, length };
  }
  return null;
}
