// Numbers a recogniser writes in words ("one", "twenty-one"), read as their digits so a branch case `1` finds them.
import { TENS as TENS_VALUE, UNDER_TWENTY as UNIT_VALUE } from '@switchboard/matcher';
import { isPronounOne } from './pronounOne.js';
import { ORDINAL_VALUE, ordinalDigits } from './spokenOrdinals.js';
import { spokenZeros } from './spokenZero.js';

/**
 * A word of a branch's text, whether a hyphen joins it to the word before ("no-one", "twenty-one"), and whether a
 * pause (a comma, a full stop…) stands before it.
 */
export interface BranchWord { text: string; joined: boolean; pausedBefore?: boolean }

/** Words that make a number said with them more than its words read one by one: "one hundred" is not 1, "one point five" not 1. */
const SCALES = new Set(['hundred', 'thousand', 'million', 'billion', 'point']);

const isNumberWord = (word: string) => UNIT_VALUE.has(word) || TENS_VALUE.has(word) || ORDINAL_VALUE.has(word) || SCALES.has(word);

/**
 * The words with each number said in words from zero to ninety-nine as its digits ("twenty one" and "twenty-one" as
 * "21"), and each ordinal up to the ninety-ninth as its digits and suffix ("second" as "2nd", "twenty-first" as
 * "21st"): an ordinal is not the number ("the second" holds no 2). An "oh" beside a number is its zero ("one oh one" as
 * "1 0 1": `spokenZeros`). A run of number words holding a scale or a point is left as said, and so is a pronoun "one".
 *
 * @example
 * numbersAsDigits([{ text: 'option', joined: false }, { text: 'one', joined: false }]); // option, 1
 */
export function numbersAsDigits(words: readonly BranchWord[]): BranchWord[] {
  const out: BranchWord[] = [];
  const texts = words.map((word) => word.text);
  const zeros = spokenZeros(words);
  let index = 0;
  while (index < words.length) {
    const word = words[index]!;
    if (!UNIT_VALUE.has(word.text) && !TENS_VALUE.has(word.text) && !ORDINAL_VALUE.has(word.text) && !zeros.has(index)) {
      out.push(word);
      index += 1;
      continue;
    }
    let end = index;
    while (end < words.length && (isNumberWord(words[end]!.text) || zeros.has(end))) end += 1;
    const run = words.slice(index, end);
    if (run.some((part) => SCALES.has(part.text))) {
      out.push(...run);
      index = end;
      continue;
    }
    for (let at = 0; at < run.length; at++) {
      const part = run[at]!;
      const tens = TENS_VALUE.get(part.text);
      const unit = UNIT_VALUE.get(run[at + 1]?.text ?? '');
      const unitOrdinal = ORDINAL_VALUE.get(run[at + 1]?.text ?? '');
      const ordinal = ORDINAL_VALUE.get(part.text);
      if (zeros.has(index + at)) {
        out.push({ text: '0', joined: part.joined });
      } else if (tens !== undefined && unit !== undefined && unit >= 1 && unit <= 9) {
        out.push({ text: String(tens + unit), joined: part.joined });
        at += 1;
      } else if (tens !== undefined && unitOrdinal !== undefined && unitOrdinal <= 9) {
        // "twenty-first" is the 21st, not 20 and a first.
        out.push({ text: ordinalDigits(tens + unitOrdinal), joined: part.joined });
        at += 1;
      } else if (ordinal !== undefined) {
        out.push({ text: ordinalDigits(ordinal), joined: part.joined });
      } else if (part.text === 'one' && isPronounOne(texts, index + at)) {
        out.push(part);
      } else {
        out.push({ text: String(tens ?? UNIT_VALUE.get(part.text)), joined: part.joined });
      }
    }
    index = end;
  }
  return out;
}
