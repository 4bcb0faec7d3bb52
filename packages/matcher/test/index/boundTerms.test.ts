// One row each for terms of the index's bounds that no other test decides: with the term taken out, the index
// loses the row although a full scan scores it at min_score (each case is at the row's own score, where the bound
// is tightest). Found by a mutation search (single-row tables of name words, respellings and middle initials; heard
// values run together, split or respelled; fuzzy, phonetic and hybrid at the row's score) run against builds with
// the term removed; each case fails with the term removed and passes with it.
import { describe, expect, test } from '@jest/globals';
import type { MatchMode } from '../../src/scoring/Scorer.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import { expectNoRowLost } from '../support/expectNoRowLost.js';

interface BoundCase {
  cell: string;
  heard: string;
  mode: MatchMode;
  minScore: number;
}

function expectFound({ cell, heard, mode, minScore }: BoundCase): void {
  const scorer = scorerFor(mode);
  // The full scan keeps the row: the index must too.
  expect(scorer.score(scorer.prepare(heard), scorer.prepare(cell))).toBeGreaterThanOrEqual(minScore);
  expectNoRowLost([cell], heard, mode, minScore);
}

describe('bound terms that decide a row', () => {
  // `WordCandidates.lightExtra`, the sound half of `runExtra`: a heard piece meeting all of a value's words run
  // together, where the middle initial's sounds make up for sound edits in the first or last word (respelled, so
  // letters alone do not reach). Lost with `runExtra.sounds` 0 (found in 30,000 cases of middle-initial names heard
  // run together, phonetic and hybrid).
  test.each<BoundCase>([
    { cell: 'Tom J. Ava', heard: 'thomjayeva', mode: 'hybrid', minScore: 87 },
    { cell: 'Guy F. Hay', heard: 'gaiefhey', mode: 'phonetic', minScore: 83 },
  ])('light middle word, sounds: $heard finds "$cell" ($mode, $minScore)', expectFound);

  // `WordCandidates.lightExtra`, `pairExtra`: a heard word meeting two neighbouring words run together, one of them
  // a middle initial (never tested itself), so the other word is tested with what the initial can make up for.
  // Sounds: lost with `pairExtra` NO_EXTRA or its sounds 0 (the first case on the first word's prefix, the second on
  // the last word's suffix). Letters: lost with `pairExtra` NO_EXTRA or its letters 0. (Found in 30,000 cases of
  // middle-initial names heard as two words, one of them the initial run together with a neighbour.)
  test.each<BoundCase>([
    { cell: 'Marie L. Li', heard: 'mrieel le', mode: 'phonetic', minScore: 88 },
    { cell: 'Wright M. Gray', heard: 'wrght emgrey', mode: 'hybrid', minScore: 87 },
    { cell: 'Lynn J. Cruz', heard: 'linj cruise', mode: 'fuzzy', minScore: 73 },
    { cell: 'Ie S. Ott', heard: 'iie sot', mode: 'fuzzy', minScore: 81 },
  ])('neighbouring pair with an initial: $heard finds "$cell" ($mode, $minScore)', expectFound);

  // `WordCandidates.mayReach`, the split bound with one heard word against a merged cell pair: the pair weighs
  // both its words. Lost when either word's weight is left out of `word.weight + weights[first] +
  // weights[second]` (found in 30,000 cases of values heard with two neighbouring words run together).
  test.each<BoundCase>([
    { cell: 'Marie Ann James', heard: 'mariean law', mode: 'phonetic', minScore: 57 },
    { cell: 'Geoff Myers Lee', heard: 'ci meyersleigh', mode: 'fuzzy', minScore: 56 },
    { cell: 'Meg Rhys So', heard: 'megrhys sam', mode: 'hybrid', minScore: 85 },
  ])('merged cell pair: $heard finds "$cell" ($mode, $minScore)', expectFound);
});
