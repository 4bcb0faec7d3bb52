// A date said in part against a full day: a month of a year ("1985-03"), a day of a month ("--03-05") or a year
// alone ("1985") names no day, so it scores 0 against every cell holding one ("1985-03-05"), never a candidate.

// Values as `normaliseText` leaves them: a date column's cells and heard dates are ISO days ("1985-03-05" → "1985 03
// 05"); a month of a year "1985 03", a day without its year "03 05" (ISO "--03-05"), a year "1985".
const FULL_DAY = /^\d{4} \d{2} \d{2}$/;
const PART_OF_A_DAY = /^(?:\d{4} \d{2}|\d{2} \d{2}|\d{4})$/;

/**
 * Whether `heard` (normalised text) is part of a date and `cell` a full day: such a value is compared with no row. A
 * digit-by-digit score would list a day of the right month and year at 70, and of the right day and month at 40.
 *
 * @example
 *   partOfADay('1985 03', '1985 03 05') // true
 *   partOfADay('1985 03 05', '1985 03 05') // false
 */
export function partOfADay(heard: string, cell: string): boolean {
  return PART_OF_A_DAY.test(heard) && FULL_DAY.test(cell);
}
