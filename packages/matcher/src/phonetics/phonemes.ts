// ARPAbet phoneme inventory (CMU Pronouncing Dictionary symbols, stress removed) and how alike two phonemes sound.

/** The 39 ARPAbet phonemes; a phoneme's code is its index here. */
export const PHONEMES = [
  'AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW',
  'B', 'CH', 'D', 'DH', 'F', 'G', 'HH', 'JH', 'K', 'L', 'M', 'N', 'NG', 'P', 'R', 'S', 'SH', 'T', 'TH', 'V', 'W', 'Y', 'Z', 'ZH',
] as const;

export type Phoneme = (typeof PHONEMES)[number];

const CODE_OF = new Map<string, number>(PHONEMES.map((p, i) => [p, i]));
const VOWEL_COUNT = 15;

/** The code of a phoneme symbol, ignoring a trailing stress digit; -1 when unknown. */
export function phonemeCode(symbol: string): number {
  const bare = symbol.length > 2 || /\d$/.test(symbol) ? symbol.replace(/\d$/, '') : symbol;
  return CODE_OF.get(bare) ?? -1;
}

export function isVowel(code: number): boolean {
  return code < VOWEL_COUNT;
}

// Groups of phonemes a recogniser confuses easily, with the substitution cost inside the group.
// Listed as facts about English sounds: vowel neighbours, voicing pairs, same place or manner.
const NEAR_GROUPS: ReadonlyArray<readonly [number, readonly Phoneme[]]> = [
  [0.25, ['AA', 'AO', 'AH']],
  [0.3, ['IH', 'IY']],
  [0.3, ['UH', 'UW']],
  [0.3, ['EH', 'AE']],
  [0.35, ['EH', 'IH']],
  [0.2, ['AH', 'IH']],
  [0.35, ['AH', 'EH']],
  [0.35, ['AH', 'UH']],
  [0.35, ['EY', 'EH']],
  [0.35, ['OW', 'AO']],
  [0.35, ['AW', 'AO']],
  [0.35, ['AY', 'AA']],
  [0.4, ['EY', 'IY']],
  [0.4, ['OW', 'UW']],
  [0.4, ['AE', 'AA']],
  [0.35, ['ER', 'R']],
  [0.3, ['P', 'B']],
  [0.3, ['T', 'D']],
  [0.3, ['K', 'G']],
  [0.3, ['F', 'V']],
  [0.3, ['S', 'Z']],
  [0.3, ['SH', 'ZH']],
  [0.3, ['CH', 'JH']],
  [0.3, ['TH', 'DH']],
  [0.4, ['TH', 'F']],
  [0.45, ['DH', 'V']],
  [0.45, ['DH', 'D']],
  [0.45, ['TH', 'T']],
  [0.4, ['S', 'SH']],
  [0.45, ['Z', 'ZH']],
  [0.45, ['CH', 'SH']],
  [0.45, ['JH', 'ZH']],
  [0.45, ['CH', 'T']],
  [0.4, ['M', 'N']],
  [0.35, ['N', 'NG']],
  [0.5, ['M', 'NG']],
  [0.5, ['L', 'R']],
  [0.5, ['W', 'V']],
  [0.5, ['W', 'UW']],
  [0.5, ['Y', 'IY']],
  [0.5, ['HH', 'F']],
  [0.55, ['P', 'T']],
  [0.55, ['T', 'K']],
  [0.55, ['P', 'K']],
  [0.55, ['B', 'D']],
  [0.55, ['D', 'G']],
  [0.55, ['B', 'G']],
  [0.55, ['N', 'L']],
  [0.55, ['D', 'N']],
  [0.6, ['B', 'V']],
  [0.6, ['P', 'F']],
];

const PHONEME_COUNT = PHONEMES.length;
/** Substitution costs, PHONEME_COUNT x PHONEME_COUNT, 0 on the diagonal. */
export const SUBSTITUTION_COST = buildSubstitutionCosts();
/** Cost of inserting or deleting one phoneme: weak sounds (schwa, h, final s/z) cost less. */
export const INDEL_COST = buildIndelCosts();

function buildSubstitutionCosts(): Float64Array {
  const costs = new Float64Array(PHONEME_COUNT * PHONEME_COUNT);
  for (let a = 0; a < PHONEME_COUNT; a++) {
    for (let b = 0; b < PHONEME_COUNT; b++) {
      if (a === b) continue;
      // Any vowel for any vowel is half a mistake; a vowel for a consonant is a whole one.
      costs[a * PHONEME_COUNT + b] = isVowel(a) && isVowel(b) ? 0.6 : 1;
    }
  }
  for (const [cost, group] of NEAR_GROUPS) {
    for (const x of group) {
      for (const y of group) {
        if (x === y) continue;
        const i = phonemeCode(x) * PHONEME_COUNT + phonemeCode(y);
        costs[i] = Math.min(costs[i] ?? 1, cost);
      }
    }
  }
  return costs;
}

function buildIndelCosts(): Float64Array {
  const costs = new Float64Array(PHONEME_COUNT).fill(1);
  for (const [symbol, cost] of [['AH', 0.5], ['HH', 0.5], ['IH', 0.7], ['Y', 0.6], ['W', 0.7], ['R', 0.7], ['ER', 0.7], ['Z', 0.6], ['S', 0.7], ['D', 0.7], ['T', 0.7]] as const) {
    costs[phonemeCode(symbol)] = cost;
  }
  return costs;
}

export const PHONEME_TOTAL = PHONEME_COUNT;
