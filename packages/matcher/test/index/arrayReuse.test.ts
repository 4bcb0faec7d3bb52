// Arrays a memo dropped are reused by what it keeps next (`ArraySpares`), never while a call may still read them:
// an index that drops its run-together checks at every new piece answers a run of calls exactly as a fresh index
// answers each one.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { ArraySpares } from '../../src/index/ArraySpares.js';
import type { CallMemo } from '../../src/index/CallMemo.js';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import { checkSpares, RunTogetherCheck } from '../../src/index/RunTogetherCheck.js';
import { prepareValue } from '../../src/scoring/preparedValue.js';
import { privateField } from '../support/privateField.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import { formOf, heardPieceArbitrary } from '../support/heardPieces.js';
import { capitalised, NAME_WORDS, PERTURBATIONS } from '../support/namePerturbations.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
// Few cities, so that a city holds more rows than are scored without narrowing (`FEW_ROWS`).
const CITY_WORDS = ['boston', 'austin', 'newark'];

describe('ArraySpares', () => {
  test('an array given back is handed out again only after settle, and not past the byte cap', () => {
    const spares = new ArraySpares((length) => new Int32Array(length), 64);
    const first = spares.take(8);
    spares.giveBack(first);
    expect(spares.take(8)).not.toBe(first);
    spares.settle();
    expect(spares.take(8)).toBe(first);
    expect(spares.take(8)).not.toBe(first);
    // 32 bytes each: the cap holds two.
    const arrays = [spares.take(8), spares.take(8), spares.take(8)];
    for (const array of arrays) spares.giveBack(array);
    spares.settle();
    const again = [spares.take(8), spares.take(8), spares.take(8)];
    expect(again.filter((array) => arrays.includes(array))).toHaveLength(2);
  });

  test('arrays come back by length', () => {
    const spares = new ArraySpares((length) => new Uint8Array(length), 1024);
    const short = spares.take(4);
    const long = spares.take(16);
    spares.giveBack(short);
    spares.giveBack(long);
    spares.settle();
    expect(spares.take(16)).toBe(long);
    expect(spares.take(4)).toBe(short);
  });
});

describe('a run-together check whose arrays are reused', () => {
  const words = NAME_WORDS.slice(0, 24);
  const forms = words.map((text) => formOf(prepareValue(text).words[0]!));
  // Every run of two cell words, and of three for the bound across middle words.
  const bounds = (check: RunTogetherCheck): number[] => {
    const found: number[] = [];
    for (let i = 0; i < forms.length; i++) {
      for (let j = 0; j < forms.length; j += 3) {
        found.push(check.rawSimilarityBound(Int32Array.of(i, j), 0, 2, 0.96));
        found.push(check.rawSimilarityBound(Int32Array.of(j, (i + j) % forms.length, i), 0, 3, 0.96, true));
      }
    }
    return found;
  };
  const fresh = (text: string): RunTogetherCheck => new RunTogetherCheck(prepareValue(text).joined, forms, 'both');

  test('a dropped check computes as a fresh one until the call ends, and its arrays then serve another as fresh', () => {
    fc.assert(fc.property(heardPieceArbitrary(words), heardPieceArbitrary(words), heardPieceArbitrary(words), (a, b, c) => {
      const spares = checkSpares(2 ** 24);
      const held = { bytes: 0 };
      const dropped = new RunTogetherCheck(prepareValue(a).joined, forms, 'both', held, spares);
      bounds(dropped);
      dropped.release();
      // In the same call: a new check must not take the dropped one's arrays, which it still reads.
      expect(bounds(new RunTogetherCheck(prepareValue(b).joined, forms, 'both', held, spares))).toEqual(bounds(fresh(b)));
      expect(bounds(dropped)).toEqual(bounds(fresh(a)));
      // After the call: a check taking them (their old distances still in them) computes as a fresh one.
      spares.pools.settle();
      spares.states.settle();
      expect(bounds(new RunTogetherCheck(prepareValue(c).joined, forms, 'both', held, spares))).toEqual(bounds(fresh(c)));
    }), { numRuns: 25 });
  });
});

/** The run-together checks a column's candidates memo keeps (`WordCandidates.checks`). */
function keptChecks(column: unknown): Iterable<unknown> {
  return privateField<CallMemo<unknown>>(privateField(column, 'candidates'), 'checks').values();
}

/**
 * A look inside the memo (a wrong bound rarely changes an answer on a small table, so answers alone miss this): every
 * check it keeps still owns its arrays (was never given back), and no two share a pool.
 */
function expectKeptChecksOwnTheirArrays(column: unknown): void {
  const kept = [...keptChecks(column)];
  expect(kept.filter((check) => privateField<boolean>(check, 'released'))).toEqual([]);
  expect(new Set(kept.map((check) => privateField<Int16Array>(check, 'pool'))).size).toBe(kept.length);
}

const nameArbitrary = fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 3 }).map((words) => words.map(capitalised).join(' '));

describe('an index reusing dropped arrays', () => {
  // (Checking the values run together, 2,048, fills the checks' distances for many more words than walking the tries.)
  test.each([[1, 0], [2, 0], [1, 2048]])('keeping %i run-together check(s), checking at most %i values run together, a run of calls answers as a fresh index does', (checksKept, scanRunValues) => {
    fc.assert(fc.property(
      fc.array(fc.tuple(nameArbitrary, fc.constantFrom(...CITY_WORDS).map(capitalised)), { minLength: 40, maxLength: 120 }),
      fc.array(fc.tuple(fc.nat(), fc.nat(), fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), fc.boolean(), fc.boolean()), { minLength: 4, maxLength: 16 }),
      fc.constantFrom(50, 60, 75),
      (rows, calls, minScore) => {
        const table = rows.map(([name, city]) => [name, city]);
        const columns = [{ column: 0, scorer: scorerFor('hybrid') }, { column: 1, scorer: scorerFor('fuzzy') }];
        const reused = buildLookupIndex(table, columns, { wholeVocabulary: 0, scanRunValues, checksKept });
        for (const [row, perturbation, seed, withCity, newCall] of calls) {
          // Half the time a new call, whose start drops from the memos what only the last call met and gives its checks'
          // arrays back (`CallMemo`); else the same call goes on.
          if (newCall) for (const column of reused.columns) column.startCall();
          let next = 0;
          const random = (n: number): number => (n <= 0 ? 0 : (seed[next++ % seed.length]! + next * 7919) % n);
          const [name, city] = table[row % table.length]!;
          const heard = PERTURBATIONS[perturbation % PERTURBATIONS.length]!(name!, random).trim();
          if (heard === '') continue;
          const supplied = (index: typeof reused) => (withCity ? [index.columns[0]!.supply(heard), index.columns[1]!.supply(city!)] : [index.columns[0]!.supply(heard)]);
          const fresh = buildLookupIndex(table, columns, { wholeVocabulary: 0, scanRunValues });
          // The values the name column retrieves (before scoring, which would mend a wrong bound that lets more
          // through), then the rows the index returns.
          const retrieved = (index: typeof reused) => index.columns[0]!.candidateRows(index.columns[0]!.supply(heard), minScore)?.count;
          expect({ heard, count: retrieved(reused) }).toEqual({ heard, count: retrieved(fresh) });
          expect({ heard, rows: reused.index.candidateRows(supplied(reused), minScore) }).toEqual({ heard, rows: fresh.index.candidateRows(supplied(fresh), minScore) });
          expectKeptChecksOwnTheirArrays(reused.columns[0]!);
          // One supplied value down a ladder of thresholds, retrieved then scored with each threshold as the floor
          // (as `Lookup.answer` and `scoredRows` ask): the run-together checks scoring took from the memo for its
          // bounds are not read after the next retrieval, which may drop them from the memo and hand their arrays to
          // another check (`SuppliedValue.boundChecks`, let go when a retrieval ends).
          const ladder = (index: typeof reused) => {
            const said = supplied(index);
            return [minScore + 15, minScore + 8, minScore].map((threshold) => {
              const rows = index.index.candidateRows(said, threshold);
              // Every row, as rows another column retrieved are scored: those the name column did not score while
              // retrieving are bounded first.
              const scored = table.map((_, rowId) => said.map((value) => value.column.scoreRow(value, rowId, threshold)));
              // (A wrong bound rarely changes an answer here.) A check scoring read may have been dropped by the memo
              // meanwhile (its arrays go to another check only once the call ends), but no two checks it read or
              // the memo keeps may share a pool.
              const read = new Set([...said.flatMap((value) => [...(value.boundChecks?.values() ?? [])]), ...keptChecks(index.columns[0])]);
              const pools = [...read].map((check) => privateField<Int16Array>(check, 'pool'));
              expect({ heard, threshold, shared: pools.length - new Set(pools).size }).toEqual({ heard, threshold, shared: 0 });
              return { rows, scored };
            });
          };
          expect({ heard, ladder: ladder(reused) }).toEqual({ heard, ladder: ladder(buildLookupIndex(table, columns, { wholeVocabulary: 0, scanRunValues })) });
        }
      },
    ), { numRuns: 10 * RUNS });
  });
});
