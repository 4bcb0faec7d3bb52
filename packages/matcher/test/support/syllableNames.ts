// Test support: names made of syllables with word boundaries in varying places ("Anna Bel Lee", "Annabel Lee"),
// the cases the index can only reach through words run together, split words and merged pairs.
import fc from 'fast-check';

/** The syllables as words: a boundary after syllable i when bit i of `cuts` is set. */
export function segmented(syllables: readonly string[], cuts: number): string {
  return syllables.map((syllable, i) => (i < syllables.length - 1 && (cuts >> i) & 1 ? `${syllable} ` : syllable)).join('');
}

/** Two to six of the syllables, with the places of their word boundaries. */
export function syllableNameArbitrary(syllables: readonly string[]): fc.Arbitrary<{ syllables: string[]; cuts: number }> {
  return fc.record({
    syllables: fc.array(fc.constantFrom(...syllables), { minLength: 2, maxLength: 6 }),
    cuts: fc.nat({ max: 31 }),
  });
}
