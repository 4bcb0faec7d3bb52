// The libraries a user would otherwise pick, each as "score every row" (0..1, higher is closer).
import { doubleMetaphone } from 'double-metaphone';
import * as fuzz from 'fuzzball';
import Fuse from 'fuse.js';
import stringSimilarity from 'string-similarity';

/** Scores every value of a column against a query, 0..1 each, in table order. */
export interface ColumnScorer { scoreAll(query: string): Float64Array }

export interface Anchor {
  name: string;
  /** Builds the per-column scorer once per column (Fuse indexes, metaphone keys...). */
  forColumn(values: readonly string[]): ColumnScorer;
}

const lower = (values: readonly string[]): string[] => values.map((v) => v.toLowerCase());

function pairwise(name: string, similarity: (a: string, b: string) => number): Anchor {
  return {
    name,
    forColumn(values) {
      const cells = lower(values);
      return {
        scoreAll(query) {
          const q = query.toLowerCase();
          const out = new Float64Array(cells.length);
          for (let i = 0; i < cells.length; i++) out[i] = similarity(q, cells[i] ?? '');
          return out;
        },
      };
    },
  };
}

const metaphoneKey = (value: string): string =>
  value.toLowerCase().split(/\s+/).filter(Boolean).map((word) => doubleMetaphone(word)[0]).join(' ');

export const ANCHORS: readonly Anchor[] = [
  {
    name: 'string-similarity Dice',
    forColumn(values) {
      const cells = lower(values);
      return {
        scoreAll(query) {
          const { ratings } = stringSimilarity.findBestMatch(query.toLowerCase(), cells);
          return Float64Array.from(ratings, (r) => r.rating);
        },
      };
    },
  },
  pairwise('fuzzball token_sort_ratio', (a, b) => fuzz.token_sort_ratio(a, b) / 100),
  pairwise('fuzzball WRatio', (a, b) => fuzz.WRatio(a, b) / 100),
  {
    name: 'double-metaphone keys + Dice',
    forColumn(values) {
      const keys = values.map(metaphoneKey);
      return {
        scoreAll(query) {
          const q = metaphoneKey(query);
          const out = new Float64Array(keys.length);
          for (let i = 0; i < keys.length; i++) out[i] = stringSimilarity.compareTwoStrings(q, keys[i] ?? '');
          return out;
        },
      };
    },
  },
  {
    name: 'Fuse.js defaults',
    forColumn(values) {
      const fuse = new Fuse(lower(values), { includeScore: true });
      return {
        scoreAll(query) {
          const out = new Float64Array(values.length);
          for (const hit of fuse.search(query.toLowerCase())) out[hit.refIndex] = 1 - (hit.score ?? 1);
          return out;
        },
      };
    },
  },
];
