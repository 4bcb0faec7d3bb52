// Shared body of the fuzzy, phonetic and hybrid scorers: digits by digits, words by aligned words.
import { codeScore, digitScore, numberAgainstCode } from './digitScore.js';
import { valueEvidence } from './evidenceCurves.js';
import type { PreparedValue, PreparedWord } from './preparedValue.js';
import { alignWords } from './wordAlignment.js';
import { isInitialOf, type WordComparer } from './wordSimilarity.js';
import { isAnotherName } from './anotherName.js';
import { inDictionary } from '../phonetics/cmuDictionary.js';
import { splitMean } from './splitMean.js';
import { partOfADay } from './partialDate.js';
import type { NumberReading } from './numberReading.js';
import { domainShare, domainWord } from './emailAddress.js';
import { saidAgainAs } from '../normalise/restarts.js';
import { namesRunTogether, type NamesRunTogether } from './namesRunTogether.js';

// A split word is a recognition error: a little below the same words said whole.
const SPLIT_SHARE = 0.98;

/**
 * Integer 0..100 for two prepared values.
 *
 * @example
 *   wordsScore(prepareValue('Kate Lynn'), prepareValue('Caitlin'), comparer) // >= 92
 */
export function wordsScore(heard: PreparedValue, cell: PreparedValue, comparer: WordComparer, numbers: NumberReading = 'phones'): number {
  if (heard.digits !== null && cell.digits !== null) return partOfADay(heard.text, cell.text) ? 0 : digitScore(heard.digits, cell.digits, numbers);
  if (heard.code !== null && cell.code !== null) return codeScore(heard.code, cell.code);
  // A code's number said without its letters: a candidate when it is the code's very number, else another code.
  if (heard.digits !== null && cell.code !== null) return numberAgainstCode(heard.digits, cell.code);
  // (The same text is the same words, but for an address and its words written out: "shawn@acme.com", "shawn acme com".)
  if (heard.text === cell.text && heard.domain === cell.domain) return heard.text === '' ? 0 : 100;
  let similarity = alignWords(heard, cell, comparer);
  // Split or joined words ("Mc Donald" / "McDonald", "Kate Lynn" / "Caitlin") compare run together.
  if (heard.words.length !== cell.words.length) {
    // One word said against a name of more: its words run together are made and compared only when their sizes let
    // them beat the words aligned ("smith" against Jonathan Smith run together cannot: a compound less to make).
    if (heard.words.length !== 1 || comparer.runTogetherBound(heard.words[0]!, cell.words) * SPLIT_SHARE > similarity) {
      const joined = comparer.similarity(heard.joined, cell.joined) * SPLIT_SHARE;
      if (joined > similarity) similarity = joined;
    }
    // One word heard as two ("Gillie Batz" for "Phillips"), or two cell words said as one. (When the longer value has
    // two words, its one pair is all its words run together and the shorter value one word: the same comparison as
    // `joined`, whose similarity to a compound no memo keeps, so it is not made twice.)
    const longer = heard.words.length > cell.words.length ? heard.words.length : cell.words.length;
    const split = longer === 2 ? 0 : heard.words.length === cell.words.length + 1 ? splitWordSimilarity(heard, cell, comparer, true)
      : cell.words.length === heard.words.length + 1 ? splitWordSimilarity(cell, heard, comparer, false) : 0;
    if (split > similarity) similarity = split;
  }
  // An email address: its mailbox's words, then what its domain leaves (`domainShare`), never more: the candidate
  // index, which reads the words only, still finds every value that may reach a threshold.
  const share = heard.domain === cell.domain ? 1 : domainShare(heard.domain, cell.domain);
  return Math.round(valueEvidence(similarity) * share * 100);
}

/** Best in-order similarity when two neighbouring words of `longer` stand for one word of `shorter`. */
function splitWordSimilarity(longer: PreparedValue, shorter: PreparedValue, comparer: WordComparer, longerIsHeard: boolean): number {
  return splitMean(longer, shorter, (long, short) => (longerIsHeard ? comparer.similarity(long, short) : comparer.similarity(short, long))) * SPLIT_SHARE;
}

/** The least similarity of every word said to its word of a confident row (`Lookup`). */
export const CONFIDENT_WORD = 0.78;
/**
 * What a word said counts for a confident row when the row's word is another name that sounds like it
 * (`isAnotherName`: "Erica" for Eric at 0.831, "Huang" for Wang at 0.794): under `CONFIDENT_WORD`.
 */
export const ANOTHER_NAME_WORD = 0.7;

/**
 * `weakestWord` of a name said in part ("Myers" for Caitlin Myers: `PARTIAL_LEFTOVER`): under `CONFIDENT_WORD`, so such
 * a row is a candidate, never the confident answer, whatever `confident_score` is.
 */
export const PART_OF_NAME = 0.75;

/**
 * `weakestWord` of a number said against a code (its letters unsaid, "one zero zero zero six" for A10006): under
 * `CONFIDENT_WORD`, so such a row is a candidate, never the confident answer, whatever `confident_score` is.
 */
export const CODE_LETTERS_UNSAID = 0.75;

/**
 * `weakestWord` for a scorer that compares letters only (fuzzy mode keeps its scores' confidence otherwise): only a
 * code's letters left unsaid, or a name said in part (`saidInPart`), holds a row back.
 */
export function weakestCodeLetters(heard: PreparedValue, cell: PreparedValue, comparer: WordComparer): number {
  if (heard.digits !== null && cell.code !== null) return CODE_LETTERS_UNSAID;
  return Math.min(saidInPart(heard, cell, comparer) ? PART_OF_NAME : 1, domainWord(heard.domain, cell.domain));
}

/**
 * The lowest, over the heard words, of a heard word's best similarity to a word of the cell, for values compared by
 * words whose cell has as many words or more; 1 otherwise (a heard value of more words: a middle name said, a word
 * heard as two). Against a cell of more words, a heard word may also match two or three neighbouring words of it run
 * together ("latoya" for La Toya Jackson, "vanderberg" for Van der Berg: `namesRunTogether`), none of them an initial. "Jane Fitzgerald" against John Fitzgerald: jane/john (the long surname gave
 * the pair 94); "Bert Fitzgerald" against Robert Fitzgerald: a nickname's 0.72; "Erica Montgomery" against Eric
 * Montgomery: erica/eric is 0.831, but Erica is another name (`isAnotherName`), so `ANOTHER_NAME_WORD`.
 *
 * @example
 *   weakestWord(prepareValue('Jane Fitzgerald'), prepareValue('John Fitzgerald'), comparer) // ~0.6
 */
export function weakestWord(heard: PreparedValue, cell: PreparedValue, comparer: WordComparer): number {
  if (heard.digits !== null && cell.code !== null) return CODE_LETTERS_UNSAID;
  if ((heard.digits !== null && cell.digits !== null) || (heard.code !== null && cell.code !== null)) return 1;
  if (heard.text === cell.text && heard.domain === cell.domain) return 1;
  // Another domain, or none said, is another mailbox as far as the caller told (`domainWord`).
  const mailbox = heard.domain === cell.domain ? 1 : domainWord(heard.domain, cell.domain);
  return Math.min(mailbox, weakestWordSaid(heard, cell, comparer));
}

/**
 * `weakestWord` of a row whose one word the caller said twice, the second time put right or begun again, without a
 * mark of the break ("John Joan Smith" against John Smith or Joan Smith: `wordPutRight`): under `CONFIDENT_WORD`, so
 * the row is a candidate, never the answer, whichever of the two words the caller meant.
 */
export const WORD_PUT_RIGHT = 0.75;

/** `weakestWord` of the words alone. */
function weakestWordSaid(heard: PreparedValue, cell: PreparedValue, comparer: WordComparer): number {
  // (More words said than the row holds: a middle name said, a word heard as two, or a word put right.)
  if (heard.words.length > cell.words.length) return wordPutRight(heard, cell, comparer) ? WORD_PUT_RIGHT : 1;
  const runs = namesRunTogether(cell, heard.words.length);
  let weakest = 1;
  for (const word of heard.words) {
    let best = 0;
    for (const other of cell.words) {
      // An initial stands for its word ("John Paul Smith" for John P. Smith, "5" beside "5th"): it says no other name.
      const similarity = isInitialOf(word, other) ? 1 : confidentSimilarity(word, other, comparer);
      if (similarity > best) best = similarity;
    }
    for (const run of runs) {
      const similarity = confidentSimilarity(word, run.word, comparer);
      if (similarity > best) best = similarity;
    }
    if (best < weakest) weakest = best;
  }
  return weakest < PART_OF_NAME || !saidInPart(heard, cell, comparer) ? weakest : PART_OF_NAME;
}

/**
 * Whether two neighbouring words said, the second the first put right or begun again (`saidAgainAs`: "John Joan",
 * "Kevin Kev"; not the same word twice, nor "Dorothy Anne"), both stand for the same word of the cell: the one it
 * pairs best with each, one of them at `CONFIDENT_WORD` or more (not the pieces of one word heard as two, "tell tale"). A recogniser writes no mark of the break the caller made (`withoutRestarts` reads one that
 * it does write), and either word may be the one meant.
 *
 * @example
 *   wordPutRight(prepareValue('john joan smith'), prepareValue('John Smith'), comparer) // true
 *   wordPutRight(prepareValue('ryan reyn olds'), prepareValue('Ryan Reynolds'), comparer) // false: Reynolds heard as two
 */
export function wordPutRight(heard: PreparedValue, cell: PreparedValue, comparer: WordComparer): boolean {
  const { words } = heard;
  for (let i = 0; i + 1 < words.length; i++) {
    const first = words[i]!;
    const second = words[i + 1]!;
    if (first.text === second.text || !saidAgainAs(first.text, second.text)) continue;
    // (The second the first piece of a word heard as two, "Ryan Reyn olds": run together with the word after it, it
    // says a word of the cell. Until 2026-12-06 such a row was never confident.)
    const pieces = i + 2 < words.length ? heard.adjacentPairs[i + 1] : undefined;
    if (pieces !== undefined && cell.words.some((other) => comparer.similarity(pieces, other) >= CONFIDENT_WORD)) continue;
    let surely = false;
    const pairedWith = (word: PreparedWord): number => {
      let best = -1;
      let bestSimilarity = 0;
      cell.words.forEach((other, j) => {
        const similarity = comparer.similarity(word, other);
        if (similarity > bestSimilarity) { best = j; bestSimilarity = similarity; }
      });
      if (bestSimilarity >= CONFIDENT_WORD) surely = true;
      return best;
    };
    const paired = pairedWith(first);
    // (One of the two is the cell's word said: "some time" for Sometime, "tell tale" for Telltale are one word heard
    // as two, each a piece of it.)
    if (paired >= 0 && paired === pairedWith(second) && surely) return true;
  }
  return false;
}

/**
 * Whether the heard words leave the cell's first or last word unsaid (an initial or a middle name aside): no heard
 * word matches it at `CONFIDENT_WORD` or more, alone or run together with its neighbour. "Myers" for Caitlin Myers;
 * not "John Smith" for John A. Smith, nor "latoya jackson" for La Toya Jackson.
 *
 * @example
 *   saidInPart(prepareValue('myers'), prepareValue('Caitlin Myers'), comparer) // true
 */
export function saidInPart(heard: PreparedValue, cell: PreparedValue, comparer: WordComparer): boolean {
  const count = cell.words.length;
  if (count <= heard.words.length || heard.words.length === 0 || heard.digits !== null || heard.code !== null) return false;
  // (A value of more than MAX_PAIRED_WORDS words has no words run together.)
  // (Made only when a word is not matched alone, as most are.)
  let runs: readonly NamesRunTogether[] | undefined;
  const saidInRun = (word: PreparedWord, j: number): boolean => (runs ??= namesRunTogether(cell, heard.words.length)).some((run) => run.from <= j && j < run.to && comparer.similarity(word, run.word) >= CONFIDENT_WORD);
  const said = (j: number): boolean => heard.words.some((word) => isInitialOf(word, cell.words[j]!)
    || comparer.similarity(word, cell.words[j]!) >= CONFIDENT_WORD || saidInRun(word, j));
  return [0, count - 1].some((j) => cell.words[j]!.text.length > 1 && !said(j));
}

/**
 * A word said against a word of the cell, for a confident answer: their similarity, but at most `ANOTHER_NAME_WORD`
 * when it reaches `CONFIDENT_WORD` and the cell's word is another name (`isAnotherName`; a document alias is trusted).
 */
function confidentSimilarity(heard: PreparedWord, cell: PreparedWord, comparer: WordComparer): number {
  const similarity = comparer.similarity(heard, cell);
  if (similarity < CONFIDENT_WORD || similarity >= 1 || comparer.isDocumentAlias(heard, cell)) return similarity;
  return inDictionary(heard.text) && isAnotherName(heard, cell) ? Math.min(similarity, ANOTHER_NAME_WORD) : similarity;
}

/**
 * Whether some heard word matches a word of the cell at `CONFIDENT_WORD` or more (an initial counting as its word):
 * when none does, the cell was matched by its words run together ("Johnson" for Jun Sun).
 */
export function someWordMatched(heard: PreparedValue, cell: PreparedValue, comparer: WordComparer): boolean {
  return heard.words.some((word) => cell.words.some((other) => isInitialOf(word, other) || comparer.similarity(word, other) >= CONFIDENT_WORD));
}
