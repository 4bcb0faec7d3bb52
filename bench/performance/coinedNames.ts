// Names coined from English-looking syllables, for tables whose vocabulary is as wide as a real customer base's: a
// million real customers hold tens of thousands of distinct surnames and thousands of first names, where the common
// name lists hold a few hundred. A lookup that compares a heard word with every vocabulary word slows down with
// the vocabulary, not with the rows; these tables show it.
import { seededRandom } from './prng.js';

const ONSETS = ['b', 'br', 'c', 'ch', 'cl', 'd', 'dr', 'f', 'fl', 'g', 'gr', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'pr', 'r', 's', 'sh', 'st', 't', 'th', 'tr', 'v', 'w', 'wh', 'y', 'z'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'i', 'o', 'ai', 'ea', 'ee', 'ou', 'oo', 'ay'];
const CODAS = ['', '', '', '', '', 'n', 'r', 'l', 's', 't', 'm', 'nd', 'rt', 'ck', 'll'];
// Real surnames run to 6-7 letters, first names to 5-6; longer coined ones are drawn again.
const LONGEST = { first: 8, surname: 10 } as const;
const SURNAME_ENDINGS = ['son', 'sen', 'ton', 'ley', 'man', 'ford', 'field', 'well', 'er', 'ers', 'ez', 'ini', 'elli', 'ski', 'berg', 'stein', 'wood', 'by', 'ard', 'ett', 'ham', 'ridge', 'ock', 'ins', ''];
const FIRST_NAME_ENDINGS = ['a', 'e', 'y', 'o', 'in', 'an', 'el', 'ie', 'ia', 'ette', 'on', 'ick', 'ley', 'ina', ''];

/**
 * `count` distinct coined names (capitalised), deterministic per seed and kind, none of them in `taken`.
 *
 * @example
 *   coinedNames(3, 'surname', 7) // e.g. ['Brailton', 'Sheaford', 'Grouckins']
 */
export function coinedNames(count: number, kind: 'first' | 'surname', seed: number, taken: ReadonlySet<string> = new Set()): string[] {
  const random = seededRandom(seed);
  const endings = kind === 'surname' ? SURNAME_ENDINGS : FIRST_NAME_ENDINGS;
  const seen = new Set<string>([...taken].map((name) => name.toLowerCase()));
  const names: string[] = [];
  // The syllables give a few million names; stop short of looping forever on an impossible count.
  for (let attempt = 0; names.length < count && attempt < count * 50; attempt += 1) {
    const syllables = 1 + (random.chance(kind === 'surname' ? 0.3 : 0.2) ? 1 : 0);
    let name = '';
    for (let s = 0; s < syllables; s += 1) name += random.pick(ONSETS) + random.pick(VOWELS) + random.pick(CODAS);
    name += random.pick(endings);
    if (name.length < 3 || name.length > LONGEST[kind] || seen.has(name)) continue;
    seen.add(name);
    names.push(name[0]!.toUpperCase() + name.slice(1));
  }
  return names;
}
