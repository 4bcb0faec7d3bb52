// The libraries a user would otherwise reach for, each wrapped as "load the column, then find the best rows for a name".
import stringSimilarity from 'string-similarity';
import * as fuzz from 'fuzzball';
import Fuse from 'fuse.js';

/** A name search over one column, prepared once per table. */
export interface AnchorSearch {
  search(heard: string): unknown;
}

export interface Anchor {
  name: string;
  /** How it is called, as printed in the report. */
  call: string;
  /** Whether `prepare` builds an index (only then is its load time and heap worth reporting). */
  indexes: boolean;
  prepare(column: readonly string[]): AnchorSearch;
}

// Five rows, like the engine's default `max_candidates`.
const LIMIT = 5;

export const ANCHORS: readonly Anchor[] = [
  {
    name: 'string-similarity',
    call: 'findBestMatch(heard, column)',
    indexes: false,
    prepare: (column) => {
      const choices = [...column];
      return { search: (heard) => stringSimilarity.findBestMatch(heard, choices).bestMatch };
    },
  },
  {
    name: 'fuzzball token_sort_ratio',
    call: 'extract(heard, column, { scorer: token_sort_ratio, limit: 5 })',
    indexes: false,
    prepare: (column) => {
      const choices = [...column];
      return { search: (heard) => fuzz.extract(heard, choices, { scorer: fuzz.token_sort_ratio, limit: LIMIT }) };
    },
  },
  {
    name: 'fuzzball WRatio',
    call: 'extract(heard, column, { scorer: (a, b) => WRatio(a, b), limit: 5 })',
    indexes: false,
    prepare: (column) => {
      const choices = [...column];
      // Wrapped: passing WRatio itself lets extract's shared options object inflate its scores.
      const scorer = (a: string, b: string): number => fuzz.WRatio(a, b);
      return { search: (heard) => fuzz.extract(heard, choices, { scorer, limit: LIMIT }) };
    },
  },
  {
    name: 'Fuse.js',
    call: 'new Fuse(column).search(heard, { limit: 5 })',
    indexes: true,
    prepare: (column) => {
      const fuse = new Fuse([...column], { includeScore: true });
      return { search: (heard) => fuse.search(heard, { limit: LIMIT }) };
    },
  },
];
