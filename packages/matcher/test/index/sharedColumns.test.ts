// A document's lookups on the same column share one index of it (hash table or prepared vocabulary, and the memos
// calls fill): half the memory for a name lookup beside a name + city lookup, and what one computes serves the other.
// Sharing must change no answer, however calls to the two interleave.
import { describe, expect, test } from '@jest/globals';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import { documentWith } from '../support/documentWith.js';
import { capitalised, NAME_WORDS, PERTURBATIONS } from '../support/namePerturbations.js';

const CITIES = ['Boston', 'Austin', 'Dallas', 'Dulles', 'Salem', 'Tempe'];

/** A deterministic generator (the same table and calls every run). */
function randomFrom(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return n <= 0 ? 0 : state % n;
  };
}

describe('lookups sharing a column index', () => {
  const rows = [['Caitlin Myers', 'Boston'], ['Sean Riley', 'Austin'], ['Shawn Reilly', 'Boston']];

  test('the same rows, column, match mode and aliases give one index; anything else its own', () => {
    const hybrid = scorerFor('hybrid');
    const [name] = buildLookupIndex(rows, [{ column: 0, scorer: hybrid }], { shared: true }).columns;
    const withCity = buildLookupIndex(rows, [{ column: 0, scorer: scorerFor('hybrid') }, { column: 1, scorer: hybrid }], { shared: true }).columns;
    expect(withCity[0]).toBe(name);
    expect(withCity[1]).not.toBe(name);
    expect(buildLookupIndex(rows, [{ column: 0, scorer: scorerFor('fuzzy') }], { shared: true }).columns[0]).not.toBe(name);
    expect(buildLookupIndex(rows, [{ column: 0, scorer: hybrid }]).columns[0]).not.toBe(name);
    expect(buildLookupIndex(rows.map((row) => [...row]), [{ column: 0, scorer: hybrid }], { shared: true }).columns[0]).not.toBe(name);
    // Aliases: the same names (in any order, other Map objects) share; other names do not.
    const aliased = (entries: [string, string[]][]) => buildLookupIndex(rows, [{ column: 0, scorer: hybrid }], { shared: true, aliases: new Map(entries) }).columns[0];
    const kit = aliased([['kit', ['caitlin', 'kate']], ['bob', ['robert']]]);
    expect(kit).not.toBe(name);
    expect(aliased([['bob', ['robert']], ['kit', ['kate', 'caitlin']]])).toBe(kit);
    expect(aliased([['kit', ['caitlin']]])).not.toBe(kit);
  });

  test('a document with a name lookup and a name + city lookup answers as two documents with one each, calls interleaved', async () => {
    const random = randomFrom(20261203);
    const table: string[][] = [];
    for (let i = 0; i < 400; i++) {
      const words = 1 + random(3);
      const name = Array.from({ length: words }, () => capitalised(NAME_WORDS[random(NAME_WORDS.length)]!)).join(' ');
      table.push([name, CITIES[random(CITIES.length)]!]);
    }
    const csv = `Full Name,City\n${table.map(([name, city]) => `${name},${city}`).join('\n')}\n`;
    const byName = { tool_name: 'find_name', search_column: 'Full Name' };
    const byNameAndCity = { tool_name: 'find_name_city', search_column: 'Full Name', additional_search_columns: [{ column: 'City', match_mode: 'hybrid' }] };
    const load = (lookups: object[]) => documentWith({ files: ['people.csv'], lookups: lookups.map((lookup) => ({ file: 'people.csv', ...lookup })) }, [], { extraFiles: { 'people.csv': csv } });
    const { doc: both } = await load([byName, byNameAndCity]);
    const { doc: nameOnly } = await load([byName]);
    const { doc: cityOnly } = await load([byNameAndCity]);
    let compared = 0;
    for (let call = 0; call < 300; call++) {
      const [name, city] = table[random(table.length)]!;
      const perturbed = PERTURBATIONS[random(PERTURBATIONS.length)]!(name!, random);
      const heard = perturbed.trim() === '' ? name! : perturbed;
      if (random(2) === 0) {
        expect(both.call('find_name', { full_name: heard })).toEqual(nameOnly.call('find_name', { full_name: heard }));
      } else {
        const heardCity = random(3) === 0 ? city!.slice(0, -1) : city!;
        expect(both.call('find_name_city', { full_name: heard, city: heardCity })).toEqual(cityOnly.call('find_name_city', { full_name: heard, city: heardCity }));
      }
      compared += 1;
    }
    expect(compared).toBe(300);
  });
});
