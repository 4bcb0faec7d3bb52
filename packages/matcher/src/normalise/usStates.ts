// The states of the United States (and its capital district), by name and by USPS code: what a caller or a recogniser
// writes after a city ("Pittsburg, PA", "Austin, Texas", "Pittsburg P.A."), a closed list; and how a value said in a
// column of cities leaves its state out.
import { normaliseText } from './normaliseText.js';

const STATES: readonly (readonly [string, string])[] = [
  ['alabama', 'al'], ['alaska', 'ak'], ['arizona', 'az'], ['arkansas', 'ar'], ['california', 'ca'], ['colorado', 'co'],
  ['connecticut', 'ct'], ['delaware', 'de'], ['florida', 'fl'], ['georgia', 'ga'], ['hawaii', 'hi'], ['idaho', 'id'],
  ['illinois', 'il'], ['indiana', 'in'], ['iowa', 'ia'], ['kansas', 'ks'], ['kentucky', 'ky'], ['louisiana', 'la'],
  ['maine', 'me'], ['maryland', 'md'], ['massachusetts', 'ma'], ['michigan', 'mi'], ['minnesota', 'mn'],
  ['mississippi', 'ms'], ['missouri', 'mo'], ['montana', 'mt'], ['nebraska', 'ne'], ['nevada', 'nv'],
  ['new hampshire', 'nh'], ['new jersey', 'nj'], ['new mexico', 'nm'], ['new york', 'ny'], ['north carolina', 'nc'],
  ['north dakota', 'nd'], ['ohio', 'oh'], ['oklahoma', 'ok'], ['oregon', 'or'], ['pennsylvania', 'pa'],
  ['rhode island', 'ri'], ['south carolina', 'sc'], ['south dakota', 'sd'], ['tennessee', 'tn'], ['texas', 'tx'],
  ['utah', 'ut'], ['vermont', 'vt'], ['virginia', 'va'], ['washington', 'wa'], ['west virginia', 'wv'],
  ['wisconsin', 'wi'], ['wyoming', 'wy'], ['district of columbia', 'dc'],
];
const STATE_TEXTS: ReadonlySet<string> = new Set(STATES.flat());
const STATE_CODES: ReadonlySet<string> = new Set(STATES.map(([, code]) => code));
// The most words a state's name has ("district of columbia").
const MOST_STATE_WORDS = Math.max(...STATES.map(([name]) => name.split(' ').length));
// The last part of a value after a comma ("Pittsburg, PA": "PA"; "Austin, Texas."), and the pause before it.
const AFTER_COMMA = /,\s*([^,]+?)[\s.]*$/u;

/**
 * The value without a US state written after a comma at its end ("Pittsburg, PA" → "Pittsburg", "Albany, New York"
 * → "Albany"), unless the column holds one of the state's words (`holds`: a city named Washington, a first name
 * Georgia in "Smith, Georgia"); as it is when nothing else would remain.
 *
 * @example
 *   withoutStateAfterComma('Pittsburg, PA') // 'Pittsburg'
 *   withoutStateAfterComma('Myers, Caitlin') // 'Myers, Caitlin'
 */
export function withoutStateAfterComma(heard: string, holds: (word: string) => boolean = () => false): string {
  const last = AFTER_COMMA.exec(heard);
  if (last === null) return heard;
  const state = normaliseText(last[1]!);
  if (!STATE_TEXTS.has(state) || state.split(' ').some(holds)) return heard;
  const before = heard.slice(0, last.index);
  return /[\p{L}\p{N}]/u.test(before) ? before : heard;
}

/**
 * How many of the last words (normalised, `normaliseText`) name a US state, the longest such ("charleston west
 * virginia": 2, "west virginia" and not "virginia"); 0 when none do.
 */
export function stateWordsAtEnd(words: readonly string[]): number {
  for (let count = Math.min(MOST_STATE_WORDS, words.length); count > 0; count--) {
    if (STATE_TEXTS.has(words.slice(words.length - count).join(' '))) return count;
  }
  return 0;
}

// Words of a header that say its column holds cities ("City", "Home town", "billing_city", "CityName").
// Also the words of a table exported in French, German, Spanish, Italian, Portuguese and Dutch (accents are left out
// by normaliseText: Città reads "citta"); since 2026-12-06.
const CITY_HEADER_WORDS: ReadonlySet<string> = new Set([
  'city', 'cities', 'town', 'towns', 'hometown', 'township', 'village', 'municipality', 'locality',
  'ville', 'stadt', 'ort', 'wohnort', 'ciudad', 'localidad', 'municipio', 'citta', 'comune', 'cidade', 'stad', 'plaats', 'woonplaats',
]);

/**
 * Whether a column's header says it holds cities: one of its words (camel-case parts too) is "city", "town",
 * "village", "township", "municipality" or "locality" (or a plural), or a word for a city in French, German, Spanish,
 * Italian, Portuguese or Dutch ("Ville", "Stadt", "Ciudad", "Città"). A US state said after a city is then no word of
 * it, whether a comma parts them or not (`withoutStateOfCity`).
 *
 * @example
 *   namesCities('Billing City') // true
 *   namesCities('Full Name') // false
 */
export function namesCities(header: string): boolean {
  return normaliseText(header.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')).split(' ').some((word) => CITY_HEADER_WORDS.has(word));
}

/** What a column of cities says about a word of a heard value (`withoutStateOfCity`). */
export interface CityWords {
  /** Whether some value of the column holds the word (normalised). */
  holds(word: string): boolean;
  /** Whether some value of the column ends with these words (normalised, a space between): "washington", "sa pa". */
  endsValue(words: string): boolean;
}

// A word as a recogniser writes it: letters and digits, apostrophes inside.
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;
const ONE_LETTER = /^\p{L}$/u;
// The last words read: a state's name of three words and the word before it.
const TAIL_WORDS = MOST_STATE_WORDS + 1;
// What parts a city from its state, left out with the state ("Pittsburg, PA", "Pittsburg (PA)", "Pittsburg - PA").
const BEFORE_STATE = /[\s,;:(\-\u2013\u2014]+$/u;

/**
 * In a column of cities (`namesCities`), the value without a US state said at its end, after a comma or not: by name
 * or USPS code, the code also dotted or spelled ("Pittsburg PA", "Pittsburg, P.A.", "pittsburg p a" → "Pittsburg";
 * "Charleston West Virginia" → "Charleston"). As it is when the state is no last word, and when the state's words
 * may be the city's own:
 * - nothing else would remain ("Indiana", "Washington", "New York");
 * - a value of the column ends with them (cities named Washington or Indiana: "Seattle Washington" stays);
 * - the word before them is one the column holds, but never at a value's end ("Fort Washington" in a column of Fort
 *   Worth and Fort Wayne: "fort" starts a city's name, it is no city).
 *
 * @example
 *   withoutStateOfCity('Pittsburg PA', { holds: () => false, endsValue: () => false }) // 'Pittsburg'
 *   withoutStateOfCity('Kansas City', { holds: () => true, endsValue: () => true }) // 'Kansas City'
 */
export function withoutStateOfCity(heard: string, city: CityWords): string {
  const words = [...heard.matchAll(WORD)];
  const tail = words.slice(-TAIL_WORDS).map(([word]) => normaliseText(word));
  const last = tail.length - 1;
  // "P.A.", "p a": a code's two letters, after a word (more letters in a row are initials or a spelling).
  const spelled = last >= 2 && ONE_LETTER.test(tail[last]!) && ONE_LETTER.test(tail[last - 1]!) && !ONE_LETTER.test(tail[last - 2]!) &&
    STATE_CODES.has(tail[last - 1]! + tail[last]!);
  const stateWords = spelled ? 2 : stateWordsAtEnd(tail);
  if (stateWords === 0 || stateWords >= words.length) return heard;
  const state = spelled ? tail[last - 1]! + tail[last]! : tail.slice(tail.length - stateWords).join(' ');
  const before = tail[tail.length - stateWords - 1]!;
  if (city.endsValue(state) || (city.holds(before) && !city.endsValue(before))) return heard;
  return heard.slice(0, words[words.length - stateWords]!.index).replace(BEFORE_STATE, '');
}
