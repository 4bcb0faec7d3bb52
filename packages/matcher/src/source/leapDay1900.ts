// Excel's 1900 date system counts a 29 February 1900 that never was (Lotus 1-2-3's leap-year bug, kept for its
// files): serial 1 is shown 1900-01-01 and 60 is shown 1900-02-29, where counting days from 1899-12-30, as the readers
// do for every serial so that 61 is 1900-03-01, puts them a day early.

const DAY_MS = 86_400_000;
/** The first day a serial counted from 1899-12-30 puts right: 1900-03-01, serial 61. */
const FIRST_RIGHT_DAY = Date.UTC(1900, 2, 1);
/** Serial 1, 1900-01-01 as Excel shows it, counted from 1899-12-30. */
const SERIAL_ONE = Date.UTC(1899, 11, 31);
/** Serial 60, Excel's 1900-02-29. */
const SERIAL_SIXTY = Date.UTC(1900, 1, 28);

/**
 * The day Excel shows for a date cell of the 1900 date system that a reader put at `date` (serials 1-60: 1900-01-01 to
 * the 29 February it counts), as ISO text with the time it holds; undefined for any other date, which reads as it is.
 *
 * @example
 *   leapDayShown(new Date(Date.UTC(1899, 11, 31))) // "1900-01-01": serial 1
 *   leapDayShown(new Date(Date.UTC(1900, 1, 28, 12))) // "1900-02-29 12:00:00": serial 60.5
 *   leapDayShown(new Date(Date.UTC(1985, 2, 5))) // undefined
 */
export function leapDayShown(date: Date): string | undefined {
  const time = date.getTime();
  if (!(time >= SERIAL_ONE && time < FIRST_RIGHT_DAY)) return undefined;
  // (Times before 1970 are negative: the time of day is the remainder taken upward.)
  const ofDay = ((time % DAY_MS) + DAY_MS) % DAY_MS;
  const seconds = Math.round(ofDay / 1000);
  const clock = seconds === 0 ? '' : ` ${new Date(seconds * 1000).toISOString().slice(11, 19)}`;
  if (time >= SERIAL_SIXTY) return `1900-02-29${clock}`;
  return `${new Date(time - ofDay + DAY_MS).toISOString().slice(0, 10)}${clock}`;
}
