// What a caller states about how a name is written: its letters said one by one ("A N N Williams", "Ann, A N N"), or
// a hint ("Ann without an E", "Caitlin with a C", "with two Ls"). The scorer holds Ann and Anne equal (a recogniser
// writes either), so only the statement tells them apart: a row whose word it contradicts is no confident answer.
import { distance } from 'fastest-levenshtein';
import { normaliseText, words } from './normaliseText.js';
import { isPlainLetterName, LETTER_NAME_WORDS, letterOfName, NATO_LETTERS } from './letterNames.js';
import { spelledWordsOf } from './spelledLetters.js';

/** A statement about the letters of one word the caller said. */
export type StatedSpelling =
  /** The word's letters, said one by one: some word of the row (or its words run together) is written so. */
  | { readonly kind: 'spelled'; readonly letters: string }
  /**
   * A hint: the word `named` is written with (`has`) or without (`!has`) `letters`. `named` is undefined for a hint
   * said after the whole name ("Caitlin Myers with a C"), which may be about any word of it; `heardWithout` then holds
   * the words heard without the letters ("Kevin McLeod no A": kevin, mcleod), which a word said missing them is.
   */
  | { readonly kind: 'hint'; readonly named: string | undefined; readonly letters: string; readonly has: boolean; readonly heardWithout?: readonly string[] };

/**
 * Where in the word a caller says the letter hinted is ("Hanna with an H at the end", "Ann, no E at the end"): said
 * after the letter, part of the hint (the source of a pattern's optional part).
 */
export const LETTER_PLACE_SAID = String.raw`(?:\s+(?:at|on|in|towards?)\s+the\s+(?:end|beginning|start|middle|front))?`;
/** Whether a text may end by ruling a letter out ("Jon Baker, no H", "…, no E at the end"): a cheap test. */
export const MAY_RULE_OUT_LETTER_AT_END = new RegExp(String.raw`(?:^|[^\p{L}])no\s+\p{L}${LETTER_PLACE_SAID}[\s.!]*$`, 'iu');
// Cheap tests first: most values say no "with" and spell no three letters.
const MAY_HINT = new RegExp(String.raw`with|${MAY_RULE_OUT_LETTER_AT_END.source}`, 'iu');
const MAY_SPELL = /(?:^|[^\p{L}\p{N}'\u2019])\p{L}[\s.,-]+\p{L}[\s.,-]+\p{L}(?:$|[^\p{L}\p{N}'\u2019])/u;
// "Ann without an E", "Caitlin, that's spelled with a C", "with two Ls", "with a P H", "with no H", "without the H", "no
// H" at the end: the word named,
// "with" or "without", how many, the letters (an article before a word is no letter A: "with a question"). (As
// `callerSpeech.ts` takes hints out of the value scored.)
const HINT = new RegExp(
  String.raw`(?:^|[^\p{L}\p{N}'\u2019])([\p{L}'\u2019]+)[\s,;:.!-]+(?:(?:that['\u2019]?s|that is)\s+)?(?:(?:spelled|spelt)\s+)?` +
    String.raw`(without|with no|with|no)\s+(?:(a|an|the|one|two|double)\s+)?(?!a\s+\p{L}{2})(\p{L})(?:['\u2019]?s)?((?:[\s-]\p{L}(?![\p{L}\p{N}]))*)${LETTER_PLACE_SAID}(?=$|[\s,;:.!?])`,
  'giu',
);

// The most letters said in place of others, each side ("P H not V", "Stephen"; "C K not K", "Dickson").
const MOST_LETTERS_IN_PLACE = 3;
// "Katherine Murphy, K not C", "Smyth, with a Y not an I", "Kavanagh, K instead of C", "Stephen, P H not V": the
// letters written, then those a listener might write in their place. After a word of the name and a pause (`callerSpeech.ts` takes it out of the
// value scored, with the pauses around it, as it does a hint): the word before (kept), the letter meant, the letter
// ruled out.
export const LETTER_IN_PLACE = new RegExp(
  String.raw`([\p{L}'\u2019]+\.?)[\s,;:.!-]+(?:(?:that['\u2019]?s|that is|it['\u2019]?s)\s+)?(?:(?:spelled|spelt)\s+)?(?:with\s+)?(?:(?:a|an|the)\s+)?` +
    String.raw`(\p{L}(?:[\s-]\p{L}){0,${MOST_LETTERS_IN_PLACE - 1}})(?:['\u2019]?s)?,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:with\s+)?(?:(?:a|an|the)\s+)?(\p{L}(?:[\s-]\p{L}){0,${MOST_LETTERS_IN_PLACE - 1}})(?:['\u2019]?s)?(?![\p{L}\p{N}'\u2019])[\s,;:.!?-]*`,
  'giu',
);
// The letter a hint's letter is said in place of, right after the hint ("with a K not a C").
const RULED_OUT_AFTER = /^[\s,]*(?:not|instead\s+of|rather\s+than)\s+(?:(?:a|an|the)\s+)?\p{L}(?:['\u2019]?s)?(?![\p{L}\p{N}'\u2019])/iu;
// "Declan Murphy, D as in David", "Katherine Murphy, K for kilo": after the name and a pause, one letter named with a
// word it starts, and nothing after: which letter the name has, a hint as "with a K" is (`callerSpeech.ts` takes it
// out of the value scored, with the pause). The letter.
export const LETTER_BY_EXAMPLE_AT_END = /(?<=[\p{L}'\u2019.])\s*[,;:.!-]\s*(\p{L})\s+(?:as\s+in|for)\s+\1[\p{L}'\u2019-]*[\s.!?]*$/iu;
// "Jon, no H, Baker", "Debra no O Lee": one letter ruled out inside the name, as "no H" after it is. After a word, a
// pause or none, "no" and one letter, then a pause, or a word of two letters or more but after A or I, which begin a
// correction's words ("John, no I mean Joan"); not "no" before letters spelled ("John, no J O A N": a correction). The
// pause before "no".
const LETTER_RULED_OUT_INSIDE = /(?<=[\p{L}'\u2019.])([\s,;:.!-]+)no\s+(?:\p{L}\s*[,;:.!]|(?![ai]\s)\p{L}(?=\s+\p{L}{2}))(?=\s*\p{L})/giu;
/** Whether a text may rule a letter out inside the name (`LETTER_RULED_OUT_INSIDE`): the cheap test before it. */
export const MAY_RULE_OUT_LETTER_INSIDE = /no\s+\p{L}(?![\p{L}\p{N}'\u2019])/iu;

/**
 * The text with each letter ruled out inside the name ("Jon, no H, Baker") said as the hint it is, "without H", the
 * pauses around it kept: the hint's readers (`statedSpellings`, and `callerSpeech.ts`, which takes hints out of the
 * value scored) then read it as they read "Jon, without the H, Baker".
 *
 * @example
 *   withLetterRuledOutInsideAsHint('Jon, no H, Baker') // 'Jon, without H, Baker'
 *   withLetterRuledOutInsideAsHint('John, no J O A N') // 'John, no J O A N'
 */
export function withLetterRuledOutInsideAsHint(text: string): string {
  if (!MAY_RULE_OUT_LETTER_INSIDE.test(text)) return text;
  // ("no" is the two characters after the pause before it.)
  return text.replace(LETTER_RULED_OUT_INSIDE, (said: string, before: string) => `${before}without${said.slice(before.length + 2)}`);
}

/** Whether a text may end with a letter named by example (`LETTER_BY_EXAMPLE_AT_END`): the cheap test before it. */
export const MAY_END_WITH_EXAMPLE = /\s(?:as\s+in|for)\s+\p{L}+[\s.!?]*$/iu;
/** Whether a text may say a letter in place of another (`LETTER_IN_PLACE`): the cheap test before it. */
export const MAY_PUT_LETTER_IN_PLACE = /\snot\s|instead|rather/i;

/**
 * What the caller stated about the spelling of the words said (`said`: the words as scored, after `callerValue`).
 *
 * @example
 *   statedSpellings('Ann without an E Williams', ['ann', 'williams']) // [{ kind: 'hint', named: 'ann', letters: 'e', has: false }]
 *   statedSpellings('A N N Williams', ['ann', 'williams']) // [{ kind: 'spelled', letters: 'ann' }]
 *   statedSpellings('Ann Williams', ['ann', 'williams']) // []
 */
export function statedSpellings(raw: string, said: readonly string[]): StatedSpelling[] {
  const stated: StatedSpelling[] = [];
  // ("Jon, no H, Baker" says what "Jon, without the H, Baker" does.)
  raw = withLetterRuledOutInsideAsHint(raw);
  const spelled = withLettersSaidByName(raw);
  if (MAY_SPELL.test(spelled)) {
    for (const letters of spelledWordsOf(spelled, said.join(' '))) stated.push({ kind: 'spelled', letters });
  }
  if (MAY_HINT.test(raw)) {
    for (const hint of raw.matchAll(HINT)) {
      const [whole, word, how, count, letter, more] = hint;
      const letters = (letter! + (more ?? '').replace(/[\s-]+/g, '')).toLowerCase();
      const named = words(normaliseText(word!)).at(-1);
      // (After the whole name, "Caitlin Myers with a C", the hint may be about any word of it.)
      // (A letter ruled out after it, "with a K not a C", is of the same word: `lettersPutInPlace` reads it.)
      const atEnd = !/[\p{L}\p{N}]/u.test(raw.slice(hint.index + whole.length).replace(RULED_OUT_AFTER, ''));
      // ("no H" alone, one letter at the end: "Jon Smith, no H"; elsewhere "no" is a correction, "…, no, J O H N".)
      if (how!.toLowerCase() === 'no' && (letters.length !== 1 || !atEnd)) continue;
      const has = how!.toLowerCase() === 'with';
      const hinted = count === 'two' || count === 'double' ? letters.repeat(2) : letters;
      const aboutAnyWord = atEnd || named === undefined;
      stated.push({
        kind: 'hint',
        named: aboutAnyWord ? undefined : named,
        letters: hinted,
        has,
        ...(aboutAnyWord && !has ? { heardWithout: said.filter((word) => !word.includes(hinted)) } : {}),
      });
    }
  }
  if (MAY_PUT_LETTER_IN_PLACE.test(raw)) stated.push(...lettersPutInPlace(raw, said));
  const byExample = MAY_END_WITH_EXAMPLE.test(raw) ? LETTER_BY_EXAMPLE_AT_END.exec(raw) : null;
  if (byExample !== null) stated.push({ kind: 'hint', named: undefined, letters: byExample[1]!.toLowerCase(), has: true });
  return stated;
}

/**
 * The hints of each letter said in place of another ("Katherine Murphy, K not C"): the word is written with the first
 * and without the second; said after the whole name, of any word of it, as "with a K" is.
 */
function lettersPutInPlace(raw: string, said: readonly string[]): StatedSpelling[] {
  const stated: StatedSpelling[] = [];
  for (const put of raw.matchAll(LETTER_IN_PLACE)) {
    const [whole, word, meant, ruledOut] = put;
    const atEnd = !/[\p{L}\p{N}]/u.test(raw.slice(put.index + whole.length));
    const named = atEnd ? undefined : words(normaliseText(word!)).at(-1);
    const written = lettersOf(meant!);
    const notWritten = lettersOf(ruledOut!);
    if (written === notWritten) continue;
    stated.push({ kind: 'hint', named, letters: written, has: true });
    stated.push({ kind: 'hint', named, letters: notWritten, has: false, ...(named === undefined ? { heardWithout: said.filter((heard) => !heard.includes(notWritten)) } : {}) });
  }
  return stated;
}

/** Letters said one by one, as one string ("P H" → "ph"). */
const lettersOf = (said: string): string => said.toLowerCase().replace(/[\s-]+/g, '');

// Three letters or more said by their names or NATO words, one after another ("ay en en", "Alpha November November").
const LETTER_WORD = `(?:${[...NATO_LETTERS.keys(), ...LETTER_NAME_WORDS].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{N}'\u2019])`;
const LETTERS_BY_NAME = new RegExp(`(?<![\\p{L}\\p{N}'\u2019])${LETTER_WORD}(?:[\\s.,-]+${LETTER_WORD}){2,}`, 'giu');
const LETTER_WORD_SPLIT = /[\s.,-]+/;

/**
 * `raw` with each run of three letters or more said by their names or NATO words written as the letters ("Ann, ay en
 * en, Williams" → "Ann, a n n, Williams"), so that a spelling so said is read as one said letter by letter. A run of
 * everyday words only ("why are you") is left as it is.
 *
 * @example
 *   withLettersSaidByName('Alpha November November Williams') // "a n n Williams"
 */
export function withLettersSaidByName(raw: string): string {
  return raw.replace(LETTERS_BY_NAME, (run) => {
    const named = run.toLowerCase().split(LETTER_WORD_SPLIT);
    if (!named.some((word) => NATO_LETTERS.has(word) || isPlainLetterName(word))) return run;
    return named.map((word) => NATO_LETTERS.get(word) ?? letterOfName(word)).join(' ');
  });
}

/**
 * Whether a cell's words (`nameWords` of it) are written otherwise than the caller stated: a word spelled that no word
 * of the cell is (alone or run together with the next), a hint's word written without the letters said to be in it
 * or with those said not to be. A hint said after the whole name holds when some word of the cell agrees with it,
 * and one of letters missing when, too, no word heard without them is written with them.
 *
 * @example
 *   contradictsSpelling([{ kind: 'hint', named: 'ann', letters: 'e', has: false }], ['anne', 'williams']) // true
 *   contradictsSpelling([{ kind: 'spelled', letters: 'ann' }], ['ann', 'williams']) // false
 */
export function contradictsSpelling(stated: readonly StatedSpelling[], cell: readonly string[]): boolean {
  return stated.some((statement) => {
    if (statement.kind === 'spelled') return !writtenIn(cell, statement.letters);
    const { named, letters, has } = statement;
    if (named === undefined && has) return !cell.some((word) => word.includes(letters));
    // (Said missing after the whole name: of every word, or of a word heard without them that the cell writes with them,
    // "McLeod, no A" of MacLeod; a word heard with them, Smith in "Sara Smith, no H", is not the one meant.)
    if (named === undefined) return cell.every((word) => word.includes(letters)) || (statement.heardWithout ?? []).some((heard) => closestWord(cell, heard)?.includes(letters) === true);
    const word = closestWord(cell, named);
    return word !== undefined && word.includes(letters) !== has;
  });
}

/**
 * Whether a letter said missing after the whole name is in a word as heard that the cell writes with it too ("Joan
 * Smith no J" of Joan Smith, "Caitlin Myers no Y" of Caitlin Myers, "John Smith without the H" of John Smith): the
 * statement and the words heard disagree, and the cell sides with the words, so it is no confident answer and the
 * caller is asked. A cell writing that word without the letter agrees with the caller ("Wendy Thompson, no P" of
 * Wendy Thomson), and a letter in no word heard ("Jon Baker, no H") leaves the words heard standing.
 *
 * @example
 *   ruledOutYetHeard(statedSpellings('Joan Smith no J', ['joan', 'smith']), ['joan', 'smith'], ['joan', 'smith']) // true
 *   ruledOutYetHeard(statedSpellings('Wendy Thompson no P', ['wendy', 'thompson']), ['wendy', 'thompson'], ['wendy', 'thomson']) // false
 */
export function ruledOutYetHeard(stated: readonly StatedSpelling[], heard: readonly string[], cell: readonly string[]): boolean {
  return stated.some((statement) => statement.kind === 'hint' && statement.named === undefined && !statement.has
    && heard.some((word) => word.includes(statement.letters) && closestWord(cell, word)?.includes(statement.letters) === true));
}

/** Whether `letters` is a word of `cell`, or some of its words in a row run together ("latoya" for La Toya). */
function writtenIn(cell: readonly string[], letters: string): boolean {
  for (let from = 0; from < cell.length; from++) {
    let joined = '';
    for (let to = from; to < cell.length && joined.length < letters.length; to++) {
      joined += cell[to]!;
      if (joined === letters) return true;
    }
  }
  return false;
}

/** The word of `cell` nearest to `named` by its letters, within half of them (the word the caller named), or undefined. */
function closestWord(cell: readonly string[], named: string): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const word of cell) {
    const apart = distance(word, named);
    if (apart < bestDistance && apart <= Math.max(1, Math.floor(Math.max(word.length, named.length) / 2))) {
      best = word;
      bestDistance = apart;
    }
  }
  return best;
}
