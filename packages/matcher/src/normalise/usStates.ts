// The states of the United States (and its capital district), by name and by USPS code: what a caller or a recogniser
// writes after a city ("Pittsburg, PA", "Austin, Texas"), a closed list.
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
