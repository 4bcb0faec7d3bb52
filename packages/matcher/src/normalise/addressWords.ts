// A street address said aloud: "one two three main street, apartment bee" for "123 Main Street, Apt B". Scored as
// heard, the house number is three words no cell holds, "apartment" is not "Apt" and "bee" not "B": the address meant
// was not found at all (57), and "123 main street apt bee" scored Apt B and Apt D alike (94).
import { letterOfName } from './letterNames.js';
import { spokenDigits } from './spokenDigits.js';

// Cheap test first: most heard values hold no number said in words, no letter's name and no word of an address.
const MAY_SAY_ADDRESS = /\d|\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|apartment|suite|street|avenue|road|drive|lane|court|boulevard|place|terrace|parkway|highway|square|building|floor|north|south|east|west)\b/i;
// A word, then what follows it.
const TOKEN = /([\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*)|([^\p{L}\p{N}]+)/gu;
// Words said in a number ("one hundred and twenty three", "double five").
const IN_NUMBER = /^(?:\d+|zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|double|triple)$/;
// A pause inside a number said ("one two three, main street"): the number ends there.
const PAUSE = /[,;:.!?]/;
// The words of an address as said, and as a table may write them.
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['apartment', 'apt'], ['suite', 'ste'], ['street', 'st'], ['avenue', 'ave'], ['road', 'rd'], ['drive', 'dr'],
  ['lane', 'ln'], ['court', 'ct'], ['boulevard', 'blvd'], ['place', 'pl'], ['terrace', 'ter'], ['parkway', 'pkwy'],
  ['highway', 'hwy'], ['square', 'sq'], ['building', 'bldg'], ['floor', 'fl'], ['north', 'n'], ['south', 's'],
  ['east', 'e'], ['west', 'w'],
]);
// The words before a unit's letter ("apartment bee", "unit see").
const UNIT_WORDS = new Set(['apartment', 'apt', 'unit', 'suite', 'ste', 'flat', 'floor', 'fl', 'building', 'bldg', 'block', 'room']);

interface Token {
  text: string;
  separator: string;
}

/**
 * The address said as the column writes it, word by word, each only where the column holds what it becomes: a
 * number said in words, with a letter said after it ("one two three" → "123", "four bee" → "4B" where a cell holds
 * 4B), a word the column writes short ("apartment" → "Apt" where it holds "apt" and not "apartment"), and a letter's
 * name after a unit's word ("apartment bee" → "Apt B"). In a column holding none of these, the text as it is.
 *
 * @example
 *   withAddressWordsRead('one two three main street, apartment bee', (w) => ['123', 'apt', 'b'].includes(w))
 *   // '123 main street, apt B'
 */
export function withAddressWordsRead(heard: string, holds: (word: string) => boolean): string {
  if (!MAY_SAY_ADDRESS.test(heard)) return heard;
  const tokens: Token[] = [];
  let lead = '';
  for (const [, word, separator] of heard.matchAll(TOKEN)) {
    if (word !== undefined) tokens.push({ text: word, separator: '' });
    else if (tokens.length > 0) tokens[tokens.length - 1]!.separator += separator!;
    else lead = separator!;
  }
  // (A number said alone is read as a number is, elsewhere.)
  if (tokens.every((token) => IN_NUMBER.test(token.text.toLowerCase()))) return heard;
  const out: Token[] = [];
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const lower = token.text.toLowerCase();
    if (IN_NUMBER.test(lower)) {
      const read = numberAt(tokens, i, holds, UNIT_WORDS.has(out[out.length - 1]?.text.toLowerCase() ?? ''));
      if (read !== undefined) {
        out.push({ text: read.text, separator: tokens[read.end]!.separator });
        changed ||= read.text !== tokens.slice(i, read.end + 1).map((t) => t.text).join(' ');
        i = read.end;
        continue;
      }
    }
    const short = ABBREVIATIONS.get(lower);
    if (short !== undefined && holds(short) && !holds(lower)) {
      out.push({ text: short, separator: token.separator });
      changed = true;
      continue;
    }
    const letter = letterOfName(lower);
    const before = out[out.length - 1]?.text.toLowerCase();
    if (letter !== undefined && before !== undefined && UNIT_WORDS.has(before) && !holds(lower) && holds(letter)) {
      out.push({ text: letter.toUpperCase(), separator: token.separator });
      changed = true;
      continue;
    }
    out.push(token);
  }
  return changed ? lead + out.map((token) => token.text + token.separator).join('') : heard;
}

/**
 * The number said from `start` (digits, or words, up to a pause), with the letter said after it, as the column holds
 * it: "four bee" → "4B" where a cell holds 4B, "one two three" → "123" where one holds 123; else undefined. Only an
 * address's number: after a unit's word (`afterUnit`: "apartment four bee", "suite three hundred") or before a word
 * of the column's that is no number ("one two three main street"), so that a phone number, a code or a date said
 * in words is read as such elsewhere.
 */
function numberAt(tokens: readonly Token[], start: number, holds: (word: string) => boolean, afterUnit: boolean): { text: string; end: number } | undefined {
  let end = start;
  while (end + 1 < tokens.length && !PAUSE.test(tokens[end]!.separator) && IN_NUMBER.test(tokens[end + 1]!.text.toLowerCase())) end++;
  const said = tokens.slice(start, end + 1).map((token) => token.text.toLowerCase());
  const digits = spokenDigits(said.join(' '));
  if (!/^\d+$/.test(digits)) return undefined;
  const next = tokens[end + 1]?.text.toLowerCase();
  const letter = next === undefined || PAUSE.test(tokens[end]!.separator) ? undefined : (/^\p{L}$/u.test(next) ? next : letterOfName(next));
  const streetNext = next !== undefined && /^\p{L}{2,}$/u.test(next) && letterOfName(next) === undefined && holds(next);
  if (!afterUnit && !streetNext) return undefined;
  if (letter !== undefined && !holds(next!) && holds(`${digits}${letter}`)) return { text: `${digits}${letter.toUpperCase()}`, end: end + 1 };
  if (said.length === 1 && said[0] === digits) return undefined;
  return holds(digits) ? { text: digits, end } : undefined;
}
