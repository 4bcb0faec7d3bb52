// A code or a number said again: whole, twice ("A B 1 2 3, A B 1 2 3", as a caller repeats it to be sure), or its last
// digits put right ("5 5 5 0 1 2 3, no, 4 at the end", "… sorry, the last one is 4", "312-555-0123, sorry, 0124").
// Read as said, the first is a code twice as long as any cell and the others a number with words after it: all were
// `not_found`.
import { CORRECTION_WORDS } from './correctionWords.js';
import { isNumberWord } from './letterNames.js';
import { TENS, UNDER_TWENTY } from './numberWords.js';

const WORD = /[\p{L}\p{N}]+/gu;
// A digit said alone: "4", "four", "oh".
const DIGIT = String.raw`(?:\d|zero|oh|o|one|two|three|four|five|six|seven|eight|nine)`;
const DIGITS = String.raw`${DIGIT}(?:[\s,-]+${DIGIT}){0,3}|\d{1,4}`;
// The end of a number: a digit, or a digit said as a word.
const DIGIT_WORD_END = String.raw`(?:\d|(?<![\p{L}])(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine))`;
// The number, then a correction of its last digits and nothing more (but "sorry", "please" or "thanks" after it).
const PAUSE = String.raw`[\s,.;:!\u2013\u2014\u2026-]+`;
// What a caller says to put a number right: "no", "sorry", "I mean"…, after "oh", "uh" or "um" too ("oh sorry").
const CORRECTING = String.raw`(?:(?:oh|uh|um|er|erm|ah)${PAUSE})?(?:${CORRECTION_WORDS})`;
const LAST_DIGITS_CORRECTED = new RegExp(
  String.raw`^(.*?[\p{L}\p{N}])${PAUSE}(?:${CORRECTING}${PAUSE})*` +
    String.raw`(?:(?:it${"['\u2019]"}?s|it is|that${"['\u2019]"}?s|that is|it should be|that should be|should be)\s+)?` +
    String.raw`(?:(?:the\s+)?last\s+(?:one|digit|number)(?:\s+(?:is|was|should be)|${"['\u2019]"}s)\s+(${DIGIT})` +
    String.raw`|(?:the\s+)?last\s+(?:two|three|four)\s+(?:digits\s+|numbers\s+|ones\s+)?(?:are|were|should be)\s+(${DIGITS})` +
    String.raw`|(${DIGITS})\s+at\s+the\s+end|(?:it\s+)?ends?\s+(?:in|with)\s+(${DIGITS}))(?:${PAUSE}(?:sorry|please|thanks|thank you))*[\s.!]*$`,
  'iu',
);
const MAY_CORRECT = /last|end/i;
// The number, a correction ("no", "sorry"…), then the digits of its last group said again as meant and nothing more:
// "312-555-0123, sorry, 0124", "A B one two, no, one three".
const GROUP = String.raw`(?:\d+|${DIGIT})(?:[\s-]+(?:\d+|${DIGIT}))*`;
const LAST_GROUP_CORRECTED = new RegExp(
  String.raw`^(.*?[\p{L}\p{N}])${PAUSE}(?:${CORRECTING}${PAUSE})+(?:(?:it${"['\u2019]"}?s|it is|that${"['\u2019]"}?s|that is)\s+)?` +
    String.raw`(${GROUP})(?:${PAUSE}(?:sorry|please|thanks|thank you))*[\s.!]*$`,
  'iu',
);
const MAY_CORRECT_GROUP = /no|sorry|oops|wait|mean|rather|actually|correction|my|scratch|pardon|excuse/i;
// The same with a written group of letters and digits put right, a postcode's ("SW1A 1AA, sorry, 1AB").
const CODE_GROUP_CORRECTED = new RegExp(
  String.raw`^(.*?[\p{L}\p{N}])${PAUSE}(?:${CORRECTING}${PAUSE})+(?:(?:it${"['\u2019]"}?s|it is|that${"['\u2019]"}?s|that is)\s+)?` +
    String.raw`((?:[A-Za-z0-9]+[\s-]+)?[A-Za-z0-9]*(?:[A-Za-z][0-9]|[0-9][A-Za-z])[A-Za-z0-9]*)(?:${PAUSE}(?:sorry|please|thanks|thank you))*[\s.!]*$`,
  'iu',
);
// The number, a correction, then its extension ("312 555 0123, sorry, extension 4": a caller adding what they forgot,
// not a digit put right), read as the number said with its extension ("312 555 0123 extension 4").
const EXTENSION_AFTER_CORRECTION = new RegExp(
  String.raw`^(.*?${DIGIT_WORD_END})${PAUSE}(?:${CORRECTING}${PAUSE})+((?:and\s+)?(?:the\s+)?(?:extension|extn|ext)\b.*)$`,
  'iu',
);
const MAY_SAY_EXTENSION = /ext/i;
// The number, "or", then the digits of its last group said otherwise: "312 555 0123 or 0124", "… or maybe 0124".
const LAST_GROUP_OR = new RegExp(
  String.raw`^(.*?[\p{L}\p{N}])${PAUSE}or(?:\s+(?:maybe|perhaps|possibly|is it|was it|it might be|it could be|it may be|it might have been))?${PAUSE}(${GROUP})(?:${PAUSE}(?:i think|i'm not sure|not sure))?[\s.!?]*$`,
  'iu',
);
const MAY_SAY_OR = /\bor\b/i;

// A code said twice is long: at least this many characters once read. Shorter halves are numbers said in groups that
// repeat ("twenty twenty" for 2020, "44 44" for 4444, "12 12"), which read once would be another number.
const CODE_SAID_TWICE_MIN = 5;

/** How many characters a word of a code stands for: a digit word one, a teen or a tens word two, a token its length. */
function charactersOf(word: string): number {
  const lower = word.toLowerCase();
  const value = UNDER_TWENTY.get(lower);
  if (value !== undefined) return value < 10 ? 1 : 2;
  if (TENS.has(lower)) return 2;
  return isNumberWord(lower) ? 1 : word.length;
}

/**
 * The code or number said once, when the text is the same words said twice ("A B 1 2 3, A B 1 2 3" → "A B 1 2 3",
 * "AB123 AB123" → "AB123"): only words holding a digit, said aloud or written, and at least five characters once read,
 * so "Walla Walla", "New York New York", "twenty twenty" (2020) and "44 44" (4444) stay as said, and neither when the
 * column holds the doubled code as one word ("12345 12345" where 1234512345 is a cell's). Otherwise the text as it is.
 *
 * @example
 *   withCodeSaidOnce('A B 1 2 3, A B 1 2 3') // 'A B 1 2 3'
 *   withCodeSaidOnce('twenty twenty') // 'twenty twenty'
 */
export function withCodeSaidOnce(heard: string, holds: (word: string) => boolean = () => false): string {
  const said = [...heard.matchAll(WORD)];
  if (said.length < 2 || said.length % 2 === 1) return heard;
  const half = said.length / 2;
  for (let k = 0; k < half; k++) if (said[k]![0].toLowerCase() !== said[half + k]![0].toLowerCase()) return heard;
  const first = said.slice(0, half);
  if (!first.some((word) => /\d/.test(word[0]) || isNumberWord(word[0].toLowerCase()))) return heard;
  if (first.reduce((sum, word) => sum + charactersOf(word[0]), 0) < CODE_SAID_TWICE_MIN) return heard;
  const joined = first.map((word) => word[0].toLowerCase()).join('');
  if (holds(joined + joined)) return heard;
  const last = first[half - 1]!;
  return heard.slice(0, last.index! + last[0].length);
}

/**
 * The number with its last digits put right when the caller corrects them after it ("5 5 5 0 1 2 3, no, 4 at the end"
 * → "5 5 5 0 1 2 4", "five five five oh one two three, sorry, the last one is four" → "five five five oh one two four",
 * "555 0123, the last two are 4 5" → "555 0145"), as often as they do ("312 555 0123, sorry, 0124, no, 0125" →
 * "312 555 0125"): the digits said replace as many at the end of the number, which must end with that many digits
 * (digits, or digits said one word each). Otherwise the text as it is.
 *
 * @example
 *   withLastDigitsCorrected('5 5 5 0 1 2 3, no, 4 at the end') // '5 5 5 0 1 2 4'
 */
export function withLastDigitsCorrected(heard: string): string {
  if (MAY_SAY_EXTENSION.test(heard)) {
    const found = EXTENSION_AFTER_CORRECTION.exec(heard);
    if (found !== null) return `${found[1]!} ${found[2]!}`;
  }
  if (MAY_CORRECT.test(heard)) {
    const found = LAST_DIGITS_CORRECTED.exec(heard);
    if (found !== null) return withDigitsReplaced(heard, found[1]!, found[2] ?? found[3] ?? found[4] ?? found[5]!, false);
  }
  if (MAY_CORRECT_GROUP.test(heard)) {
    const found = LAST_GROUP_CORRECTED.exec(heard);
    // (Put right twice, "312 555 0123, sorry, 0124, no, 0125": the number before the last correction is itself one
    // put right, read first.)
    if (found !== null) return withDigitsReplaced(heard, withLastDigitsCorrected(found[1]!), found[2]!, true);
    const code = CODE_GROUP_CORRECTED.exec(heard);
    if (code !== null) return withCodeGroupReplaced(heard, withLastDigitsCorrected(code[1]!), code[2]!);
  }
  return heard;
}

/**
 * `number` with its last written group of letters and digits replaced by `said`, a group as long, with one character
 * of it in place ("SW1A 1AA" put right "1AB" → "SW1A 1AB"), something of the number before it; or its groups said
 * again whole, each as long ("SW1A 1AA, sorry, SW1A 1AB" → "SW1A 1AB"); else `heard`.
 */
function withCodeGroupReplaced(heard: string, number: string, said: string): string {
  const groups = said.split(/[\s-]+/);
  const last = new RegExp(String.raw`(?:^|(?<=[\s-]))${groups.map(() => '([A-Za-z0-9]+)').join(String.raw`[\s-]+`)}$`).exec(number);
  if (last === null || !groups.every((group, k) => group.length === last[k + 1]!.length)) return heard;
  if (!/\d/.test(last[0]) || !/\p{L}/u.test(last[0])) return heard;
  // The code said again whole, in its groups: the one said last.
  if (groups.length > 1) return number.slice(0, last.index) + said;
  const group = last[1]!;
  if (last.index === 0 || ![...said].some((character, k) => character.toLowerCase() === group[k]!.toLowerCase())) return heard;
  return number.slice(0, last.index) + said;
}

/**
 * A number said with its last group said otherwise after "or" ("312 555 0123 or 0124"), as the two numbers said
 * whole ("312 555 0123 or 312 555 0124"), which a lookup answers as any two values said: both rows candidates. The
 * group is read as a group put right is (`withLastDigitsCorrected`); otherwise the text as it is.
 *
 * @example
 *   withLastGroupAlternative('312 555 0123 or 0124') // '312 555 0123 or 312 555 0124'
 */
export function withLastGroupAlternative(heard: string): string {
  if (!MAY_SAY_OR.test(heard)) return heard;
  const found = LAST_GROUP_OR.exec(heard);
  if (found === null) return heard;
  const other = withDigitsReplaced(heard, found[1]!, found[2]!, true);
  return other === heard ? heard : `${found[1]!} or ${other}`;
}

/**
 * `number` with its last digits replaced by those `said`, or `heard` when they do not fit. With `group` (the digits
 * said alone after a correction, "…0123, sorry, 0124"), they must be as many as the number's last group (a written
 * number, "312-555-0123" ends with a group of four), or one or two, or no more than the digits said a word each back
 * to a pause ("three one two five five five oh one two three, sorry, oh one two four"); something of the number must
 * stay before them (all of it again is the number said again, read as such), and one of its digits in place.
 */
function withDigitsReplaced(heard: string, number: string, said: string, group: boolean): string {
  const corrected = [...said.matchAll(/\d|[a-z]+/giu)].flatMap((m) => [...digitsOf(m[0])]);
  if (corrected.some((digit) => digit === undefined)) return heard;
  // The number's digits from its end, each with where it stands: a digit of a written number, or a digit said as a word.
  const places: { start: number; end: number }[] = [];
  const words = [...number.matchAll(WORD)];
  if (group && !fitsLastGroup(number, words, corrected.length)) return heard;
  for (let w = words.length - 1; w >= 0 && places.length < corrected.length; w--) {
    const word = words[w]!;
    const text = word[0];
    // (A code written as one word, "AB123", ends with its digits: they are its last, and no more are before them.)
    const digitsFrom = /^\d+$/.test(text) ? 0 : CODE_DIGITS_FROM(text);
    if (digitsFrom >= 0 && (digitsFrom === 0 || w === words.length - 1)) {
      for (let c = text.length - 1; c >= digitsFrom && places.length < corrected.length; c--) places.push({ start: word.index! + c, end: word.index! + c + 1 });
      if (digitsFrom > 0) break;
    } else if (digitsOf(text.toLowerCase()).length === 1 && digitsOf(text.toLowerCase())[0] !== undefined) {
      places.push({ start: word.index!, end: word.index! + text.length });
    } else return heard;
  }
  if (places.length < corrected.length) return heard;
  // (A group said again is the end of a number, not all of it: "0123, sorry, 0124" alone is two numbers said.)
  if (group && !/[\p{L}\p{N}]/u.test(number.slice(0, places[places.length - 1]!.start))) return heard;
  // (A group put right keeps a digit of it in place: "0123, sorry, 0124". "0123, sorry, 555" is a caller starting the
  // number again, not its last three digits.)
  if (group && corrected.length > 1 && !corrected.some((digit, k) => digit === digitsOf(number.slice(places[corrected.length - 1 - k]!.start, places[corrected.length - 1 - k]!.end).toLowerCase())[0])) return heard;
  let out = number;
  // (From the end of the number backwards, so earlier places keep their offsets.)
  places.forEach((place, k) => {
    const digit = corrected[corrected.length - 1 - k]!;
    const said = out.slice(place.start, place.end);
    out = out.slice(0, place.start) + (/^\d$/.test(said) ? digit : (DIGIT_WORDS[Number(digit)] ?? digit)) + out.slice(place.end);
  });
  return out;
}

/** Whether `count` digits said after a correction fit the end of `number`: no more than its last group. */
function fitsLastGroup(number: string, words: readonly RegExpExecArray[], count: number): boolean {
  const last = words[words.length - 1];
  if (last === undefined) return false;
  // (A written group is put right whole, or by its last digit or two: "0123, sorry, 0124", "…, no, 24"; so are a
  // code's digits, "AB123, sorry, 4".)
  if (/^\d{2,}$/.test(last[0])) return count === last[0].length || count <= 2;
  const codeDigitsFrom = CODE_DIGITS_FROM(last[0]);
  if (codeDigitsFrom > 0) return count === last[0].length - codeDigitsFrom || count <= 2;
  // Digits said a word each (or written one by one), back to a pause or a word that is no single digit.
  let length = 0;
  for (let w = words.length - 1; w >= 0 && length < count; w--) {
    const word = words[w]!;
    if (!isSingleDigit(word[0])) break;
    length++;
    const before = words[w - 1];
    if (before !== undefined && /\S/.test(number.slice(before.index! + before[0].length, word.index!))) break;
  }
  return length >= count;
}

/** Where the digits that end a code written as one word start ("AB123" → 2), or -1 for another word. */
const CODE_DIGITS_FROM = (word: string): number => {
  const found = /^[A-Za-z]+(\d+)$/.exec(word);
  return found === null ? -1 : word.length - found[1]!.length;
};

const isSingleDigit = (word: string): boolean => /^\d$/.test(word) || (!/^\d/.test(word) && digitsOf(word)[0] !== undefined);

const DIGIT_WORDS = [...UNDER_TWENTY.keys()].slice(0, 10);

/** The digits a word says: "4" → ["4"], "1234" → its four, "four" → ["4"], "oh" → ["0"]; [undefined] for another word. */
function digitsOf(word: string): (string | undefined)[] {
  if (/^\d+$/.test(word)) return [...word];
  const lower = word.toLowerCase();
  if (lower === 'oh' || lower === 'o') return ['0'];
  const value = UNDER_TWENTY.get(lower);
  return [value !== undefined && value < 10 ? String(value) : undefined];
}
