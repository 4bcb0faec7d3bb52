// Letter-to-sound rules for English names the CMU dictionary lacks (Kaitlyn, Katelyn...): ARPAbet phonemes.
import { phonemeCode } from './phonemes.js';

const VOWEL_LETTERS = 'aeiouy';
const LONG_VOWEL: Readonly<Record<string, string>> = { a: 'EY', e: 'IY', i: 'AY', o: 'OW', u: 'UW', y: 'AY' };
const SHORT_VOWEL: Readonly<Record<string, string>> = { a: 'AE', e: 'EH', i: 'IH', o: 'AA', u: 'AH', y: 'IH' };
const FINAL_VOWEL: Readonly<Record<string, string>> = { a: 'AH', i: 'IY', o: 'OW', u: 'UW', y: 'IY' };
const CONSONANT: Readonly<Record<string, string>> = {
  b: 'B', d: 'D', f: 'F', h: 'HH', j: 'JH', k: 'K', l: 'L', m: 'M', n: 'N', p: 'P', q: 'K', r: 'R', s: 'S',
  t: 'T', v: 'V', w: 'W', z: 'Z',
};

// Letter groups read as one sound wherever they stand, longest first.
const GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['augh', 'AO'], ['ough', 'OW'], ['eigh', 'EY'], ['tch', 'CH'], ['igh', 'AY'], ['sch', 'SH'],
  ['ph', 'F'], ['sh', 'SH'], ['th', 'TH'], ['ck', 'K'], ['qu', 'K W'], ['wh', 'W'], ['dg', 'JH'],
  ['ai', 'EY'], ['ay', 'EY'], ['ei', 'EY'], ['ee', 'IY'], ['ea', 'IY'], ['ie', 'IY'], ['oa', 'OW'],
  ['oo', 'UW'], ['oi', 'OY'], ['oy', 'OY'], ['au', 'AO'], ['aw', 'AO'], ['ew', 'UW'], ['eu', 'UW'],
  ['ue', 'UW'], ['ou', 'AW'],
];

const isVowelLetter = (c: string | undefined): boolean => c !== undefined && VOWEL_LETTERS.includes(c);
const isConsonantLetter = (c: string | undefined): boolean => c !== undefined && c >= 'a' && c <= 'z' && !isVowelLetter(c);

/**
 * Pronounces a lower-case word with spelling rules, for words the dictionary does not have.
 *
 * @example
 *   letterToSound('kaitlyn') // ['K', 'EY', 'T', 'L', 'IH', 'N']
 */
export function letterToSound(word: string): string[] {
  const out: string[] = [];
  const w = word.replace(/[^a-z]/g, '');
  const end = w.length;
  let i = 0;
  const push = (symbols: string): void => {
    for (const s of symbols.split(' ')) if (s !== '' && out[out.length - 1] !== s || !CONSONANT_SYMBOLS.has(s)) out.push(s);
  };
  while (i < end) {
    const c = w[i] ?? '';
    const next = w[i + 1];
    const rest = w.slice(i);
    // Silent or special openings.
    if (i === 0 && (rest.startsWith('kn') || rest.startsWith('gn') || rest.startsWith('wr'))) { push(rest.startsWith('wr') ? 'R' : 'N'); i += 2; continue; }
    if (rest === 'mb') { push('M'); break; }
    if (rest.startsWith('gh')) { if (i === 0) push('G'); i += 2; continue; }
    if (rest.startsWith('ch')) { push(w[i + 2] === 'r' || w[i + 2] === 'l' ? 'K' : 'CH'); i += 2; continue; }
    if (rest === 'ey' || rest === 'ie') { push('IY'); break; }
    if (rest === 'ow') { push('OW'); break; }
    const group = GROUPS.find(([letters]) => rest.startsWith(letters));
    if (group !== undefined) { push(group[1]); i += group[0].length; continue; }
    if (isVowelLetter(c)) {
      i += vowel(w, i, push);
      continue;
    }
    if (c === 'c') push(next === 'e' || next === 'i' || next === 'y' ? 'S' : 'K');
    else if (c === 'g') push(next === 'e' || next === 'y' ? 'JH' : 'G');
    else if (c === 'x') push(i === 0 ? 'Z' : 'K S');
    else if (c === 'n' && (next === 'k' || (next === 'g' && i + 2 === end))) push('NG');
    else if (c === 'h') { if (i === 0 || isVowelLetter(next)) push('HH'); }
    else if (c === 's' && i === end - 1 && i > 1 && !'ptkf'.includes(w[i - 1] ?? '')) push('Z');
    else { const symbol = CONSONANT[c]; if (symbol !== undefined) push(symbol); }
    i++;
  }
  return out;
}

const CONSONANT_SYMBOLS = new Set(['B', 'CH', 'D', 'DH', 'F', 'G', 'HH', 'JH', 'K', 'L', 'M', 'N', 'NG', 'P', 'R', 'S', 'SH', 'T', 'TH', 'V', 'W', 'Z', 'ZH']);

/** Reads the single vowel letter at i (no group matched); returns how many letters it used. */
function vowel(w: string, i: number, push: (symbols: string) => void): number {
  const c = w[i] ?? '';
  const end = w.length;
  const next = w[i + 1];
  if (c === 'y' && i === 0 && isVowelLetter(next)) { push('Y'); return 1; }
  if (c === 'e' && i === end - 1 && i > 1) return 1; // final silent e
  if (i === end - 1) { push(FINAL_VOWEL[c] ?? 'IY'); return 1; }
  // Vowel + r closes into an r-coloured vowel unless another vowel follows the r.
  if (next === 'r' && !isVowelLetter(w[i + 2])) {
    push(c === 'a' ? 'AA R' : c === 'o' ? 'AO R' : 'ER');
    return 2;
  }
  // Magic e: vowel, one consonant, then an e that ends the word or precedes a consonant and a vowel.
  const afterE = w[i + 3];
  if (isConsonantLetter(next) && w[i + 2] === 'e' && next !== 'r'
    && (i + 3 === end || (isConsonantLetter(afterE) && isVowelLetter(w[i + 4])))) {
    push(LONG_VOWEL[c] ?? 'EY');
    push(next === 'c' ? 'S' : next === 'g' ? 'JH' : next === 'x' ? 'K S' : CONSONANT[next ?? ''] ?? '');
    return 3; // the e is silent
  }
  if (c === 'y' && i > 0 && isVowelLetter(next)) { push('AY'); return 1; }
  push(SHORT_VOWEL[c] ?? 'AH');
  return 1;
}

/** letterToSound as phoneme codes. */
export function letterToSoundCodes(word: string): Uint8Array {
  const symbols = letterToSound(word);
  return Uint8Array.from(symbols.map(phonemeCode).filter((code) => code >= 0));
}
