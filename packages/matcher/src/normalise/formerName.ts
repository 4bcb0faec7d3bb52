// A former name said after the name: "Christine Evans née Smith", "Christine Evans, born Smith", "Margaret O'Sullivan,
// formerly Brennan". Scored as heard, the maiden name is one word too many and the word "née" another: "Christine
// Evans née Smith" was ambiguous at 86, and "Margaret O'Sullivan née Brennan" listed Margaret Brennan first.

import { normaliseText, words } from './normaliseText.js';

// Cheap test first: most values say none of the words.
const MAY_SAY_FORMER = /n[eé]e|born|formerly|previously|maiden/iu;
// Up to three words of a name (a surname, or a whole name: "previously Margaret Brennan"), hyphens and apostrophes inside.
const NAME_WORDS = String.raw`\p{L}[\p{L}'\u2019-]*(?:\s+\p{L}[\p{L}'\u2019-]*){0,2}`;
// After a word of the name, a pause or a bracket, the word saying a former name ("née", "born", "formerly", "previously",
// "maiden name", "her maiden name was"), then the former name ending the value. "born" before a place or a date ("born
// in Cork", "born March third") says no name; before a surname that starts as a month does ("born Marsh"), it does.
const FORMER_NAME = new RegExp(
  String.raw`(?<=[\p{L}.'\u2019])(?:[\s,;:-]+|\s*\(\s*)(n[eé]e|born(?!\s+(?:in|on|at|the|and|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?!\p{L}))|formerly|previously|` +
    String.raw`(?:(?:her|my|his|the)\s+)?maiden\s+name(?:\s+(?:is|was|being))?)[\s:,]+(${NAME_WORDS})\s*\)?[\s.!]*$`,
  'iu',
);
// The words saying it that a column may hold as a name's ("Born", "Nee").
const SAYS_FORMER: ReadonlySet<string> = new Set(['nee', 'born', 'formerly', 'previously', 'maiden']);
const FIRST_WORDS = /^(.*?)\s*\p{L}[\p{L}'\u2019-]*$/u;

/**
 * The text with a former name said after the name read: left out when the column holds the name's last word as said
 * (or the former name's neither), "Christine Evans née Smith" → "Christine Evans"; said as the other name the row may
 * still be under when the column holds the former name's last word and not the name's, "Christine Evans née Smith" →
 * "Christine Evans or Christine Smith" (both searched, neither confident: the record may not know the new name). Not
 * where the column holds the word said ("Born" may be a surname); otherwise the text as it is.
 *
 * @example
 *   withFormerNameRead('Christine Evans née Smith') // 'Christine Evans'
 *   withFormerNameRead('Christine Evans née Smith', (word) => word === 'smith') // 'Christine Evans or Christine Smith'
 */
export function withFormerNameRead(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!MAY_SAY_FORMER.test(heard)) return heard;
  const found = FORMER_NAME.exec(heard);
  if (found === null || wordsOf(found[1]!).some((word) => SAYS_FORMER.has(word) && holds(word))) return heard;
  const name = heard.slice(0, found.index).trim();
  const former = found[2]!;
  const lastOf = (said: string): string => wordsOf(said).at(-1) ?? '';
  if (holds(lastOf(name)) || !holds(lastOf(former))) return name;
  // (A surname alone takes the place of the name's last word; a whole name is said as it is.)
  const otherName = /\s/.test(former) ? former : `${FIRST_WORDS.exec(name)![1]} ${former}`.trim();
  return `${name} or ${otherName}`;
}

/** The words of what was said as the column holds them ("née" → "nee", "O'Sullivan" → "osullivan"). */
function wordsOf(said: string): string[] {
  return words(normaliseText(said));
}
