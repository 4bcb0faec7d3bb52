// A name the caller says it is not ("Joan, not John, Smith", "it's not John Smith, it's Joan Smith"): the rejected
// name is a word the recogniser heard, and a lookup scoring it finds the very person the caller ruled out ("joan not
// john smith" was John Smith, confident at 100).
import { withLastDigitsCorrected } from './codeSaidAgain.js';
import { withinHalfItsLetters } from './letterNames.js';

const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;
const MAY_NEGATE = /(?<![\p{L}\p{N}])(?:not|(?:is|was|are|were)n['\u2019]?t)(?![\p{L}\p{N}])/iu;
// "not" written into the word before it ("it isn't John Smith"), read apart ("it is not John Smith").
const NOT_JOINED = /(?<![\p{L}\p{N}])(is|was|are|were)n['\u2019]?t(?![\p{L}\p{N}])/giu;

/** "not" as the scorer reads it, alone or written into the verb before it ("isn't" is "isnt"): `markRuledOut`. */
export const NOT_WORDS: ReadonlySet<string> = new Set(['not', 'isnt', 'wasnt', 'arent', 'werent']);

/** The text with "not" written into the verb before it read apart: "it isn't John Smith" → "it is not John Smith". */
function withNotApart(heard: string): string {
  return heard.replace(NOT_JOINED, '$1 not');
}
// The most words of a name said and ruled out ("not John Paul Smith").
const MOST_WORDS = 3;
/** Words after "not" before the name ruled out ("not under John Smith"). */
export const BEFORE_RULED_OUT: ReadonlySet<string> = new Set(['under', 'for', 'called', 'named', 'the']);
// Words between the name ruled out and the name meant ("not John Smith, it's Joan Smith", "… but Joan Smith").
const BEFORE_MEANT = new Set(['it', 'its', "it's", 'it\u2019s', 'is', 'im', "i'm", 'i\u2019m', 'i', 'am', 'but', 'rather', 'actually', 'under', 'for', 'this']);

// A pause, "and" or "but" before "not" ("Joan Smith, and not John Smith").
const PAUSE_BEFORE = /(?:[\s,;:.!?-]+|(?<![\p{L}\p{N}])(?:and|but)(?![\p{L}\p{N}]))+$/iu;

// "no" or "nope" right before "not".
const NO_BEFORE = /(?<![\p{L}\p{N}])(?:no|nope)[\s,.!]*$/iu;

interface SaidWord {
  readonly text: string;
  readonly start: number;
}

/**
 * The text without a name the caller rules out with "not", when it stands beside the name meant and each of its words
 * resembles the word of that name in its place (the same, or within half its letters, one word at least not the
 * same): "Joan not John Smith" → "Joan Smith", "Joan Smith, not John Smith" → "Joan Smith", "it's not John Smith,
 * it's Joan Smith" → "it's Joan Smith". A "not" beside words that do not so pair ("I'm not sure, it's Joan Smith") is
 * left as said, and so is every "not" when the column holds the word.
 *
 * @example
 *   withoutNegatedName('joan not john smith') // 'joan smith'
 *   withoutNegatedName("I'm not sure, it's Joan Smith") // "I'm not sure, it's Joan Smith"
 */
export function withoutNegatedName(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!MAY_NEGATE.test(heard) || holds('not')) return heard;
  const apart = withNotApart(heard);
  const read = withoutNotApart(apart, holds);
  return read === apart ? heard : read;
}

/** `withoutNegatedName` of a text whose "not" is a word of its own. */
function withoutNotApart(heard: string, holds: (word: string) => boolean): string {
  const number = NUMBER_RULED_OUT.exec(heard);
  if (number !== null) {
    // "not 312 555 0123 but 0124": the number with its last group as meant, as "312 555 0123, no, 0124" is read.
    const putRight = `${number[2]!}, no, ${number[3]!}`;
    const meant = withLastDigitsCorrected(putRight);
    if (meant !== putRight) return `${number[1]!}${meant}`;
  }
  const said: SaidWord[] = [...heard.matchAll(WORD)].map((match) => ({ text: match[0].toLowerCase(), start: match.index! }));
  for (let at = 0; at < said.length; at++) {
    if (said[at]!.text !== 'not') continue;
    const ruledOut = wordsRuledOutAfter(said, at);
    if (ruledOut !== undefined) {
      // (The pause and "and" before "not" go too: "Joan, not John, Smith" is "Joan Smith", no "Last, First".)
      const rest = heard.slice(said[at + 1 + ruledOut]?.start ?? heard.length);
      return withoutNotApart(heard.slice(0, said[at]!.start).replace(PAUSE_BEFORE, '') + (rest === '' ? '' : ` ${rest}`), holds);
    }
    const before = ruledOutBefore(said, at);
    if (before !== undefined) {
      // (A "no" said right before "not" goes too: "no not John Smith, Joan Smith" is "Joan Smith", No being a surname.)
      const opening = heard.slice(0, said[at]!.start);
      const kept = holds('no') ? opening : opening.replace(NO_BEFORE, '');
      return withoutNotApart(kept + heard.slice(before), holds);
    }
  }
  return heard;
}

/**
 * "Joan (Smith) not John (Smith)", "Joan Smith, not John": how many words after "not" are ruled out, or undefined. They
 * pair with as many words in a row among the last `MOST_WORDS` said before "not".
 */
function wordsRuledOutAfter(said: readonly SaidWord[], not: number): number | undefined {
  // (The most words first: "Joan Smith not John Smith" rules out "John Smith", not "John" alone.)
  for (let count = Math.min(MOST_WORDS, said.length - not - 1); count >= 1; count--) {
    const ruledOut = said.slice(not + 1, not + 1 + count);
    for (let from = not - count; from >= Math.max(0, not - MOST_WORDS); from--) {
      if (pairs(said.slice(from, from + count), ruledOut)) return count;
    }
  }
  return undefined;
}


/** "not (under) John Smith, it's Joan Smith": where the name meant starts, or undefined. */
function ruledOutBefore(said: readonly SaidWord[], not: number): number | undefined {
  let from = not + 1;
  while (from < said.length && BEFORE_RULED_OUT.has(said[from]!.text)) from++;
  // (A word that starts no name rules no one out: "not the other one" puts no "the" right by "other", nor "not the
  // one in Dallas" a "one" by "in".)
  if (NO_NAME_AFTER_NOT.has(said[from]?.text ?? '')) return undefined;
  for (let count = 1; count <= MOST_WORDS && from + count < said.length; count++) {
    let meant = from + count;
    while (meant < said.length && BEFORE_MEANT.has(said[meant]!.text)) meant++;
    if (meant + count <= said.length && pairs(said.slice(meant, meant + count), said.slice(from, from + count))) return said[meant]!.start;
  }
  return undefined;
}

// What may stand before a name ruled out alone: an answer word, "it's", "that's", "I'm", "the name is" ("no, it's not
// John Smith", "that's not John Smith"); then "not", and the words after it.
const ONLY_RULED_OUT = new RegExp(
  String.raw`^[\s,.!]*((?:(?:no|nope|well|oh|sorry|um+|uh+)[\s,.!]+)*` +
    String.raw`(?:(?:(?:it|that|this|he|she)(?:['\u2019]?s|\s+is|\s+was)|i['\u2019]?m|i\s+am|(?:the|my)\s+(?:name|account)(?:\s+is|['\u2019]s)?)[\s,]+)?)` +
    String.raw`not[\s,]+(?:(?:under|for|called|named)\s+)?([\p{L}\p{N}'\u2019]+(?:[\s-]+[\p{L}\p{N}'\u2019]+){0,${MOST_WORDS - 1}})[\s.!]*$`,
  'iu',
);
// A number or a code ruled out with "not", then the group meant after "but" or "it's": "not 312 555 0123 but 0124".
const NUMBER_RULED_OUT = /^(.*?)(?<![\p{L}\p{N}])not\s+([^,]*?\d[^,]*?)[\s,]+(?:but|it['\u2019]?s|it is|rather)\s+([\p{L}\p{N}][\p{L}\p{N}\s-]*?)[\s.!]*$/iu;
// Words that start no name after "not": "not in ham" is a recogniser's Nottingham, "not sure" no name at all.
export const NO_NAME_AFTER_NOT: ReadonlySet<string> = new Set(['one', 'in', 'on', 'at', 'to', 'of', 'the', 'a', 'an', 'and', 'or', 'by', 'with', 'from', 'that', 'this', 'my', 'your', 'me', 'sure', 'really', 'yet', 'now', 'here', 'there', 'quite', 'so', 'too', 'very']);

/**
 * Whether the text is only a name ruled out, with no name meant beside it: "it's not John Smith", "no, that's not John
 * Smith", "not under John Smith", "not John Smith". Such a text names nobody to look up (a lookup scoring its words
 * finds the very person the caller ruled out). Without a lead-in, only two words or more ("not inham" is how a
 * recogniser may write Nottingham); never when the first word after "not" starts no name ("not in ham", "not sure"),
 * nor when the column holds the word "not".
 *
 * @example
 *   onlyRuledOut("that's not John Smith") // true
 *   onlyRuledOut("it's not John Smith, it's Joan Smith") // false
 */
export function onlyRuledOut(heard: string, holds: (word: string) => boolean = () => false): boolean {
  if (!MAY_NEGATE.test(heard) || holds('not')) return false;
  const found = ONLY_RULED_OUT.exec(withNotApart(heard));
  if (found === null) return false;
  const ruledOut = found[2]!.toLowerCase().split(/[\s-]+/);
  if (NO_NAME_AFTER_NOT.has(ruledOut[0]!)) return false;
  // (A code or a number ruled out alone, "not AB123", is no recogniser's Nottingham; one ruled out before the one
  // meant, "not AB123 but AB124", is read by `withoutNegatedName`.)
  const digits = /\d/.test(found[2]!);
  if (digits && ruledOut.some((word) => word === 'but' || word === 'rather')) return false;
  return /\p{L}/u.test(found[1]!) || ruledOut.length >= 2 || digits;
}

/** Whether each word ruled out resembles the word meant in its place, one of them at least another word. */
function pairs(meant: readonly SaidWord[], ruledOut: readonly SaidWord[]): boolean {
  return meant.every((word, k) => withinHalfItsLetters(word.text, ruledOut[k]!.text)) && meant.some((word, k) => word.text !== ruledOut[k]!.text);
}
