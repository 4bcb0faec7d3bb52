// Is a caller's "one" a thing named before ("that one", "the blue one") rather than the number 1?

/** Directly before "one", these make it a thing: "that one", "the second one", "no one", "the last one". */
const BEFORE_PRONOUN_ONE = new Set(['the', 'this', 'that', 'which', 'no', 'any', 'every', 'each', 'some', 'another', 'other',
  'such', 'first', 'second', 'third', 'fourth', 'fifth', 'last', 'next', 'same', 'right', 'wrong', 'only', 'little', 'big',
  'a', 'an', 'these', 'those', 'my', 'your', 'his', 'her', 'its', 'our', 'their']);
/** Words that open a noun phrase: with describing words between, "one" still ends it ("the blue one", "my old one"). */
const DETERMINERS = new Set(['the', 'this', 'that', 'these', 'those', 'which', 'a', 'an', 'my', 'your', 'his', 'her', 'its',
  'our', 'their', 'another', 'any', 'every', 'each', 'some']);
/**
 * Words that cannot describe the thing "one" stands for: they end the phrase a determiner opened, so the "one" after
 * them is the number ("the number one", "the answer is one", "that I want one").
 */
const PHRASE_ENDS = new Set(['is', 'was', 'are', 'were', 'be', 'am', "it's", "that's", 'i', 'you', 'he', 'she', 'we', 'they',
  'it', 'me', 'and', 'or', 'but', 'to', 'for', 'of', 'option', 'number', 'press', 'say', 'said', 'dial', 'digit', 'extension',
  'choice', 'choose', 'pick', 'select', 'want', 'take', 'need', 'get', 'have', 'like', 'please', 'um', 'uh']);
/** Describing words a noun phrase may hold between its determiner and "one": "the big blue one". */
const MOST_DESCRIBING_WORDS = 2;

/**
 * Whether the "one" at `at` stands for a thing: a word of {@link BEFORE_PRONOUN_ONE} right before it, or a determiner at
 * most two words before it with only describing words between (no number, no word that ends the phrase).
 *
 * @example
 * isPronounOne(['the', 'blue', 'one'], 2);        // true
 * isPronounOne(['the', 'number', 'one'], 2);      // false
 * isPronounOne(['option', 'one'], 1);             // false
 */
export function isPronounOne(words: readonly string[], at: number): boolean {
  const before = words[at - 1];
  if (before === undefined) return false;
  if (BEFORE_PRONOUN_ONE.has(before)) return true;
  for (let back = 2; back <= MOST_DESCRIBING_WORDS + 1; back++) {
    const between = words[at - back + 1]!;
    if (PHRASE_ENDS.has(between) || /\p{N}/u.test(between) || isNumberName(between)) return false;
    const word = words[at - back];
    if (word === undefined) return false;
    if (DETERMINERS.has(word)) return true;
  }
  return false;
}

const NUMBER_NAMES = new Set(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty',
  'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'million', 'billion', 'point']);

function isNumberName(word: string): boolean {
  return NUMBER_NAMES.has(word);
}
