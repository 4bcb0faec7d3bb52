// A word the caller broke off and said again: "John- Joan Smith", "kev- kevin macleod", "John Sm- Joan Smith". A
// recogniser writes the break as a hyphen after the word, a dash or an ellipsis; scored with the rest, the word broken
// off counts as the name's ("john joan smith" was John Smith, confident at 92, for a caller who had said Joan).
import { distance } from 'fastest-levenshtein';
import { builtInNicknames } from '../aliases/aliasTable.js';

// Cheap test first: most heard values have no hyphen, dash or ellipsis.
const MAY_BREAK_OFF = /[-\u2013\u2014\u2026]|\.\./;
// A word, then what follows it.
const TOKEN = /([\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*)|([^\p{L}\p{N}]+)/gu;
// A word broken off: a hyphen right after it and a space ("John- "), a dash ("John -- ", "John — ", "John—"), an
// ellipsis ("John... ", "John…"). A hyphen between spaces is a separator ("312 - 555", "5 - 3 - 1985"), and one inside
// a word is the word's ("Mary-Jane").
const BROKEN_OFF = /^(?:-+\s+|\s*(?:--+|[\u2013\u2014])\s*|\s*(?:\.{2,}|\u2026)\s*)$/u;
const LETTERS = /^\p{L}+$/u;
// The apostrophes of a word, which a name holds ("O'Brien") and which the word begun again holds too ("O'Bri- O'Brien").
const APOSTROPHES = /['\u2019]/g;
// How many words before the break a caller goes back to say again ("John Sm- Joan Smith" goes back two).
const MOST_WORDS_SAID_AGAIN = 3;

/**
 * The text without the words a caller broke off and then said again: after a break (`BROKEN_OFF`), the word said
 * next starts like one of the three words before it, or is within half its letters of it (the same word begun
 * again, or put right: "kev- kevin", "John- Joan"), and the words from that one to the break are left out.
 * Words of letters only, apostrophes left out ("Ronan O'Ne- O'Neill"; a number said again is read elsewhere); otherwise
 * the text as it is.
 *
 * @example
 *   withoutRestarts('John- Joan Smith') // 'Joan Smith'
 *   withoutRestarts('John Sm- Joan Smith') // 'Joan Smith'
 *   withoutRestarts("Sean O'Bri- O'Brien") // "Sean O'Brien"
 *   withoutRestarts('Mary- Jane Smith') // 'Mary- Jane Smith'
 */
export function withoutRestarts(heard: string): string {
  if (!MAY_BREAK_OFF.test(heard)) return heard;
  const words: { word: string; text: string; start: number; separator: string }[] = [];
  for (const found of heard.matchAll(TOKEN)) {
    if (found[1] !== undefined) words.push({ word: found[1].toLowerCase().replace(APOSTROPHES, ''), text: found[1], start: found.index!, separator: '' });
    else if (words.length > 0) words[words.length - 1]!.separator = found[2]!;
  }
  const kept: boolean[] = words.map(() => true);
  for (let i = 0; i + 1 < words.length; i++) {
    if (!BROKEN_OFF.test(words[i]!.separator)) continue;
    const next = words[i + 1]!.word;
    if (!LETTERS.test(next)) continue;
    for (let j = Math.max(0, i - MOST_WORDS_SAID_AGAIN + 1); j <= i; j++) {
      if (!kept[j] || !saidAgainAs(words[j]!.word, next)) continue;
      for (let k = j; k <= i; k++) kept[k] = false;
      break;
    }
  }
  if (kept.every(Boolean)) return heard;
  let out = heard.slice(0, words[0]!.start);
  words.forEach((word, i) => {
    if (kept[i]) out += word.text + word.separator;
  });
  return out.trim();
}

/**
 * Whether `next` is `broken` begun again or put right: it starts with it, or is within half its letters of it.
 *
 * @example
 *   saidAgainAs('john', 'joan') // true
 *   saidAgainAs('mary', 'jane') // false
 */
export function saidAgainAs(broken: string, next: string): boolean {
  if (!LETTERS.test(broken)) return false;
  return next.startsWith(broken) || distance(broken, next) <= Math.floor(Math.max(broken.length, next.length) / 2);
}

// One word, a pause, then a name of two words or more ("Chris, Christine Evans"): the word, the pause, the name.
const SHORT_THEN_WHOLE = /^\s*(\p{L}+)\s*[,;:.\u2026]+\s*(\p{L}+)((?:\s+\p{L}[\p{L}'\u2019.-]*)+)[\s.!?]*$/u;
const MAY_PAUSE = /[,;:.\u2026]/u;
// The fewest letters a short name said first shares with the whole name's first word: "Chris", "Jon", "Kath".
const FEWEST_SHARED = 3;

/**
 * The whole name a caller gave after a short one and a pause ("Chris, Christine Evans" → "Christine Evans", "Jon,
 * Jonathan Smith" → "Jonathan Smith"): the short word is the first word begun and then said whole, as "Chris- Christine
 * Evans" is (`withoutRestarts`), when the first word starts with it, or they share their first letters but the short
 * word's last (a nickname cut from the name: "Kathy, Kathleen Doherty"), three letters at least. Read whole, the short
 * word was a third word of the name, and where the table holds the short form's longer sibling ("Christopher Evans")
 * both were listed. A surname said first ("Evans, Christine") is no such word.
 *
 * @example
 *   withoutShortNameSaidFirst('Chris, Christine Evans') // 'Christine Evans'
 *   withoutShortNameSaidFirst('Evans, Christine Evans') // unchanged
 *   withoutShortNameSaidFirst('Smith, John') // unchanged
 */
export function withoutShortNameSaidFirst(heard: string): string {
  // (Cheap test first: most values have no pause.)
  if (!MAY_PAUSE.test(heard)) return heard;
  const said = SHORT_THEN_WHOLE.exec(heard);
  if (said === null) return heard;
  const [short, whole] = [said[1]!.toLowerCase(), said[2]!.toLowerCase()];
  if (short.length < FEWEST_SHARED || short.length >= whole.length) return heard;
  const begun = whole.startsWith(short) || (short.length > FEWEST_SHARED && whole.startsWith(short.slice(0, -1)));
  return begun ? `${said[2]!}${said[3]!}` : heard;
}

// A first name, a pause, another first name, then the rest of the name with a pause before it or none ("Margaret,
// Maggie, Thompson", "Maggie, Margaret Thompson"): the two first names and the rest.
const TWO_FIRST_NAMES = /^\s*(\p{L}+)\s*[,;:.\u2026]+\s*(\p{L}+)\s*[,;:.\u2026]*((?:\s+\p{L}[\p{L}'\u2019.-]*)+)[\s.!?]*$/u;

/**
 * The name a caller gave with a nickname of its first name beside it, after a pause ("Margaret, Maggie, Thompson" →
 * "Margaret Thompson", "Walter, Walt, Kowalski" → "Walter Kowalski", "Maggie, Margaret Thompson" → "Margaret
 * Thompson"): the caller says what they are called beside their name, and the longer of the two names (the name a
 * nickname is short for) is kept. Two names no built-in nickname joins, or a surname said first ("Thompson, Margaret
 * Thompson"), leave the value as it is. Read whole, the nickname was a third word of the name: never confident.
 *
 * @example
 *   withoutNicknameBesideName('Margaret, Maggie, Thompson') // 'Margaret Thompson'
 *   withoutNicknameBesideName('Smith, John Smith') // unchanged
 */
export function withoutNicknameBesideName(heard: string): string {
  // (Cheap test first: most values have no pause.)
  if (!MAY_PAUSE.test(heard)) return heard;
  const said = TWO_FIRST_NAMES.exec(heard);
  if (said === null) return heard;
  const [first, second] = [said[1]!, said[2]!];
  if (builtInNicknames().get(first.toLowerCase())?.has(second.toLowerCase()) !== true) return heard;
  return `${second.length > first.length ? second : first}${said[3]!}`;
}
