// What a caller states about the row meant beyond the words scored: how a word is written ("Ann without an E", "A N N
// Williams") and a name's suffix ("John Smith Junior"). The scorer holds Ann and Anne, and John Smith Jr and Sr, equal;
// the statement tells them apart, and a row it contradicts is a candidate, never the confident answer.
import { nameWords } from '../normalise/nameTokens.js';
import { nameSuffix, ordinalSuffixSaid } from '../normalise/nameSuffix.js';
import {
  contradictsSpelling, MAY_END_WITH_EXAMPLE, MAY_PUT_LETTER_IN_PLACE, MAY_RULE_OUT_LETTER_INSIDE, statedSpellings, withLettersSaidByName,
  type StatedSpelling,
} from '../normalise/statedSpelling.js';

/** What the caller stated of one value: its spellings and its suffix. */
export interface StatedByCaller {
  readonly spellings: readonly StatedSpelling[];
  readonly suffix: string | undefined;
}

// Cheap test first (no cost for ordinary names): a hint says "with" (or "no H" at the end, "K not C", "D as in David"),
// a spelling three letters one by one, a suffix its word.
// (The letter put in place, the letter by example and a letter ruled out are `statedSpellings`' own cheap tests: the
// last, "no H" inside the name, covers "no H" at its end too.)
const MAY_STATE = new RegExp(
  String.raw`with|${MAY_PUT_LETTER_IN_PLACE.source}|${MAY_END_WITH_EXAMPLE.source}|${MAY_RULE_OUT_LETTER_INSIDE.source}|` +
    String.raw`(?:^|[^\p{L}])(?:jr|sr|junior|senior|ii|iii|iv|the\s+(?:second|third|fourth|2nd|3rd|4th))(?:$|[^\p{L}])|(?:^|[^\p{L}\p{N}'\u2019])\p{L}[\s.,-]+\p{L}[\s.,-]+\p{L}(?:$|[^\p{L}\p{N}'\u2019])`,
  'iu',
);

/**
 * What the caller stated in `raw` (as said), `said` the value as read (`callerValue`) and `words` its words as scored;
 * undefined when nothing.
 *
 * @example
 *   statedByCaller('John Smith Junior', 'John Smith Junior', ['john', 'smith']) // { spellings: [], suffix: 'jr' }
 *   statedByCaller('John Smith', 'John Smith', ['john', 'smith']) // undefined
 */
export function statedByCaller(raw: string, said: string, words: readonly string[]): StatedByCaller | undefined {
  // (A spelling said by letters' names or NATO words, "ay en en", is read as the letters it names.)
  if (!MAY_STATE.test(raw) && !MAY_STATE.test(withLettersSaidByName(raw))) return undefined;
  const spellings = statedSpellings(raw, words);
  // (An ordinal after the name, "the third", is left out of the value read: it is read from what was said.)
  const suffix = nameSuffix(said) ?? ordinalSuffixSaid(raw);
  return spellings.length === 0 && suffix === undefined ? undefined : { spellings, suffix };
}

/**
 * Whether the cell is written otherwise than the caller stated: a word spelled or hinted otherwise
 * (`contradictsSpelling`), or another suffix than the one said (a cell without one does not contradict it).
 */
export function contradicts(stated: StatedByCaller, cell: string): boolean {
  if (stated.suffix !== undefined) {
    const written = nameSuffix(cell);
    if (written !== undefined && written !== stated.suffix) return true;
  }
  return stated.spellings.length > 0 && contradictsSpelling(stated.spellings, nameWords(cell));
}

/**
 * Whether the cell is another row than the one the caller stated, when the rows sound alike: contradicted, or without
 * the suffix said ("John Smith" beside "John Smith Jr" for "John Smith Junior").
 */
export function statedOtherThan(stated: StatedByCaller, cell: string): boolean {
  return contradicts(stated, cell) || (stated.suffix !== undefined && nameSuffix(cell) !== stated.suffix);
}
