// Customer names as a call centre's table holds them (first name, sometimes a middle initial or name, surname; some
// double-barrelled) and as a recogniser hands them back (letters dropped, doubled or swapped, words split or joined,
// a first name missing, a nickname or a homophone). The index must keep every row a full scan scores at or above
// the thresholds a lookup asks for (88, 82 and 75 by default). The syllable cases (`candidateIndexBoundaries`)
// and the word cases (`candidateIndex`) missed a three-word value reached through a whole-word match: these names
// would have caught it (tables draw their rows from a few surnames, and words run together or split come often:
// the unsound bound fails it in every run).
import { describe, test } from '@jest/globals';
import fc from 'fast-check';
import type { MatchMode } from '../../src/scoring/Scorer.js';
import { expectNoRowLost } from '../support/expectNoRowLost.js';

const FIRST = ['James', 'Jamie', 'Janet', 'Niamh', 'Aiden', 'Caitlin', 'Kaitlyn', 'Sean', 'Shawn', 'Robert', 'Bob', 'Margaret', 'Peggy',
  'Mary', 'Marie', 'Ann', 'Anna', 'Jon', 'John', 'Lee', 'Leigh', 'Eliot', 'Elliott', 'Brayden', 'Jaxon', 'Zoe'];
const MIDDLE = ['P.', 'A.', 'J', 'Lee', 'Ann', 'Marie', 'de la'];
const LAST = ['Dominguez', 'Rodriguez', 'Myers', 'Meyers', 'Riley', 'Reilly', 'Smith', 'Smyth', 'Macdonald', 'Mc Donald', 'Nguyen', 'Lee',
  'Wheeler-Peterson', 'Peterson', 'Gray-Contreras', 'Johnson', 'Jonson', 'Cruz', 'Delacruz', 'Anderson', 'Andersen'];
const NICKNAMES: Readonly<Record<string, string>> = { robert: 'bob', margaret: 'peggy', james: 'jim', john: 'jack', ann: 'annie' };
const MODES: readonly MatchMode[] = ['fuzzy', 'phonetic', 'hybrid'];
const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);

/** A name from these surnames (a table draws its rows from a few, so rows share surnames as real ones do). */
const nameArbitrary = (surnames: readonly string[]): fc.Arbitrary<string> => fc.tuple(
  fc.constantFrom(...FIRST),
  fc.option(fc.constantFrom(...MIDDLE), { nil: undefined, freq: 3 }),
  fc.constantFrom(...surnames),
).map(([first, middle, last]) => [first, middle, last].filter((part) => part !== undefined).join(' '));

type Mishearing = (name: string, at: number) => string;

// What a recogniser does to a name (`at` picks the place).
const MISHEARINGS: readonly Mishearing[] = [
  (name) => name.toLowerCase(),
  (name, at) => { const i = at % name.length; return name.slice(0, i) + name.slice(i + 1); },
  (name, at) => { const i = at % name.length; return name.slice(0, i + 1) + name.slice(i); },
  (name, at) => { const vowels = [...name.matchAll(/[aeiou]/gi)].map((m) => m.index ?? 0); const i = vowels[at % Math.max(1, vowels.length)]; return i === undefined ? name : name.slice(0, i) + 'aeiou'[at % 5] + name.slice(i + 1); },
  (name, at) => { const words = name.split(' '); const w = at % words.length; const word = words[w]!; const i = 1 + (at % Math.max(1, word.length - 1)); words[w] = `${word.slice(0, i)} ${word.slice(i)}`; return words.join(' '); },
  (name) => name.replace(/ /g, ''),
  (name, at) => { const words = name.split(' '); const i = at % Math.max(1, words.length - 1); return [...words.slice(0, i), words[i]! + (words[i + 1] ?? ''), ...words.slice(i + 2)].join(' '); },
  (name) => name.split(' ').slice(1).join(' ') || name,
  (name) => name.split(' ').map((word) => NICKNAMES[word.toLowerCase()] ?? word).join(' '),
  (name) => name.split(' ').reverse().join(' '),
];

// Words run together and split are drawn three times as often as the other mishearings: they reach rows through
// the index's hardest paths.
const MISHEARING_DRAWS = MISHEARINGS.flatMap((_, i) => (i === 4 || i === 5 || i === 6 ? [i, i, i] : [i]));

const caseArbitrary = fc.record({
  names: fc.subarray([...LAST], { minLength: 2, maxLength: 6 }).chain((surnames) => fc.array(nameArbitrary(surnames), { minLength: 3, maxLength: 40 })),
  pick: fc.nat(),
  mishearing: fc.constantFrom(...MISHEARING_DRAWS),
  at: fc.nat({ max: 1000 }),
  mode: fc.constantFrom(...MODES),
  minScore: fc.constantFrom(75, 82, 88),
});

describe('candidate index on realistic names', () => {
  test('every row a full scan scores at or above the threshold is a candidate', () => {
    fc.assert(fc.property(caseArbitrary, ({ names, pick, mishearing, at, mode, minScore }) => {
      const heard = MISHEARINGS[mishearing]!(names[pick % names.length]!, at);
      expectNoRowLost(names, heard, mode, minScore);
    }), { numRuns: 1000 * RUNS });
  });
});
