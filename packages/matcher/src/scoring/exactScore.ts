// Exact mode: equal after normalisation (100) or not (0). A value is compared in one form: its digits
// (phones, numbers, spoken digits), else the code it spells ("alpha one zero" = "A10"), else its words.
import type { Scorer } from './Scorer.js';
import { exactNumberScore } from './digitScore.js';
import { prepareExactForms, type ExactForms } from './preparedValue.js';
import { digitsOf, isDigitValue } from '../normalise/digits.js';
import { withoutExtension } from '../normalise/phoneExtension.js';
import { listedNumbers, NUMBER_LIST_MARK, numberListDigits } from '../normalise/numberList.js';
import type { NumberReading } from './numberReading.js';

// Numbers match with or without a country code, so a key can only hold their last national digits.
const KEYED_DIGITS = 7;

/**
 * The blocking key of a prepared value under exact matching: values the exact scorer calls equal
 * always share it (the scorer then checks the full number).
 *
 * @example
 *   exactKeyOf(prepareExactForms('+1 (555) 010-0123')) === exactKeyOf(prepareExactForms('5550100123')) // true
 *   exactKeyOf(prepareExactForms('alpha one zero')) // "c:a10"
 */
export function exactKeyOf(value: ExactForms): string {
  if (value.digits !== null) return digitKey(value.digits);
  if (value.code !== null) return `c:${value.code}`;
  return `${TEXT_KEY}${value.canonical}`;
}

/**
 * The keys under which a heard value's rows are found: `exactKeyOf`, or for several numbers said together ("312 555
 * 0123 or 312 555 0124") each number's, since the scorer gives a row the best of them (a key of the list as one
 * number found only the last one's rows, confidently).
 *
 * @example
 *   exactKeysOf(prepareExactForms('312 555 0123 or 312 555 0124')) // ["d:5550123", "d:5550124"]
 */
export function exactKeysOf(value: ExactForms): string[] {
  if (value.digits === null || !value.digits.includes(NUMBER_LIST_MARK)) return [exactKeyOf(value)];
  return [...new Set(listedNumbers(value.digits).map(digitKey))];
}

/** How the exact key of a value compared by its words starts (then its canonical words). */
export const TEXT_KEY = 't:';

/** How a number's exact key starts: it holds the number's last `KEYED_DIGITS` digits, so two numbers may share it. */
export const DIGIT_KEY = 'd:';

// (A number with an extension is keyed by the number: it is found by the number said without it. A zero in front of
// the digits keyed is left out of the key: "02134" is found where a spreadsheet wrote 2134, `sameNumber`.)
const digitKey = (digits: string): string => {
  const [number] = withoutExtension(digits);
  const kept = number.length <= KEYED_DIGITS ? number : number.slice(-KEYED_DIGITS);
  return `${DIGIT_KEY}${kept.length > 1 && kept[0] === '0' ? kept.slice(1) : kept}`;
};

/**
 * `exactKeyOf` for a raw value, for hashing a column at load (a million account ids in ~70 ms): a number written with
 * phone punctuation is keyed by its digits without normalising its text.
 *
 * @example
 *   exactMatchKey('Myers, Caitlin') === exactMatchKey('caitlin myers') // true
 *   exactMatchKey('+1 (555) 010-0123') === exactMatchKey('5550100123') // true
 */
export function exactMatchKey(value: string): string {
  // (An amount written with its point, "150.60", is keyed by its value, as `prepareExactForms` reads it.)
  if (isDigitValue(value) && !value.includes('.')) return digitKey(digitsOf(value));
  return exactKeyOf(prepareExactForms(value));
}

/**
 * `exactMatchKey` of a cell, or the keys of each of its numbers when it holds several ("555-010-0150 /
 * 555-010-0151", `numberList.ts`): exact mode finds such a cell by any of them.
 *
 * @example
 *   exactMatchKeys('555-010-0150 / 555-010-0151') // ["d:0100150", "d:0100151"]
 */
export function exactMatchKeys(value: string): string[] {
  const listed = numberListDigits(value);
  return listed === null ? [exactMatchKey(value)] : [...new Set(listedNumbers(listed).map(digitKey))];
}

/**
 * The exact scorer of a column whose numbers read as `reading` (`numbersOfHeader`).
 *
 * @example
 *   exactScorerFor('phones').score(exactScorer.prepare('555 0123'), exactScorer.prepare('(408) 555-0123')) // 100
 *   exactScorerFor('ids').score(exactScorer.prepare('5550123'), exactScorer.prepare('4085550123')) // 0
 */
export function exactScorerFor(reading: NumberReading): Scorer<ExactForms> {
  return {
    mode: 'exact',
    // No sounds: exact mode compares written forms only, so preparing a million ids stays cheap.
    prepare: prepareExactForms,
    score(heard, cell) {
      if (heard.digits !== null || cell.digits !== null) {
        return heard.digits !== null && cell.digits !== null ? exactNumberScore(heard.digits, cell.digits, reading) : 0;
      }
      if (heard.code !== null || cell.code !== null) return heard.code === cell.code ? 100 : 0;
      return heard.canonical !== '' && heard.canonical === cell.canonical ? 100 : 0;
    },
  };
}

/**
 * The exact scorer of a column of phone numbers, or of no numbers.
 *
 * @example
 *   exactScorer.score(exactScorer.prepare('+1 (555) 010-0123'), exactScorer.prepare('15550100123')) // 100
 */
export const exactScorer: Scorer<ExactForms> = exactScorerFor('phones');
