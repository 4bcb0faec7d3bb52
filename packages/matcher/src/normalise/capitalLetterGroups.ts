// Letters of a code that a recogniser wrote in capitals two or three together, beside the digits or the numbers said
// ("SW one A one AA", "CR two six XH", "MX forty-four seventy-one" for SW1A 1AA, CR2 6XH and MX4471): the letters said one by one, as
// "S W one A one A A" is read. Written together they were a word, and the code no code.
import { saidInNumber } from './letterNames.js';

// Cheap test first: most values hold no two capitals in a row.
const MAY_HAVE_CAPITALS = /[A-Z]{2}/;
// What a value says before its first word, and a word with what follows it.
const LEAD = /^[\s,.;:-]*/;
const PIECE = /([^\s,.;:-]+)([\s,.;:-]*)/g;
// Two or three letters written in capitals: parted.
const CAPITAL_GROUP = /^[A-Z]{2,3}$/;
// A piece of a code as written: one to three capitals, or letters and digits with a digit ("1A", "W1A", "4471").
const WRITTEN_PIECE = /^(?:[A-Z]{1,3}|[A-Za-z]*\d[A-Za-z\d]*)$/;
const HAS_DIGIT = /\d/;
// Letters then a number, one space between ("AB 1234"): a code in an exact column already, and words in the others,
// where a short word beside a number stays a word ("Jo 23"; `preparedValue.ts`).
const LETTERS_THEN_NUMBER = /^[A-Z]{2,3} \d+$/;

/**
 * The value with each group of two or three capitals parted into its letters ("SW one A one AA" → "S W one A one A
 * A"), when every word of it is a piece of a code (capitals, letters and digits, a number's word: `saidInNumber`) and
 * one of them a digit or a number; else the value as said (a sentence, "MY CODE IS…", a word in lower case, and
 * letters then a number alone, "AB 1234", which the columns read as they are).
 *
 * @example
 *   withCapitalLetterGroupsParted('SW one A one AA') // 'S W one A one A A'
 *   withCapitalLetterGroupsParted('CR two six XH') // 'C R two six X H'
 *   withCapitalLetterGroupsParted('MY CODE IS 12') // 'MY CODE IS 12' ("CODE": no piece of a code)
 */
export function withCapitalLetterGroupsParted(said: string): string {
  if (!MAY_HAVE_CAPITALS.test(said) || LETTERS_THEN_NUMBER.test(said)) return said;
  const pieces = [...said.matchAll(PIECE)];
  let number = false;
  let group = false;
  for (const [, word] of pieces) {
    const spoken = saidInNumber(word!.toLowerCase());
    if (!spoken && !WRITTEN_PIECE.test(word!)) return said;
    if (spoken || HAS_DIGIT.test(word!)) number = true;
    if (CAPITAL_GROUP.test(word!)) group = true;
  }
  if (!number || !group) return said;
  return LEAD.exec(said)![0] + pieces.map(([, word, separator]) => (CAPITAL_GROUP.test(word!) ? [...word!].join(' ') : word!) + separator).join('');
}
