// Switchboard's lookup over a bench table, through the public path: tableFromRows + createLookup, one call per query.
import { createLookup, type Lookup, type Row } from '@switchboard/matcher';
import { tableFromRows } from '@switchboard/matcher';
import type { BenchQuery, BenchSet } from './benchSets.js';

/** A row of a ranking: its index in the set's table, its score, and the debug score's marks. */
export interface RankedBenchRow { row: number; score: number; neverConfident?: boolean; twinOfFirst?: boolean }

export interface Thresholds { minScore: number; confidentScore: number; maxCandidates: number; margin: number }

/** What one query returned, as row indices. */
export interface LookupAnswer {
  result: 'confident' | 'ambiguous' | 'not_found';
  /** The confident row, or the candidates in order. */
  rows: number[];
  /** The best rows ignoring thresholds (for recall@5 and tuning), with their scores. */
  top: RankedBenchRow[];
}

export interface PreparedBenchTable {
  /** The timed call: the lookup as configured. */
  answer(query: BenchQuery): LookupAnswer;
  /** An untimed call with thresholds off, for the ranking (top 10 rows and their scores). */
  ranking(query: BenchQuery): RankedBenchRow[];
}

const ID = 'Row Id';
const NAME = 'Name';
const CITY = 'City';
const RANKED_ROWS = 10;

function entry(set: BenchSet, t: Thresholds): Record<string, unknown> {
  return {
    tool_name: 'bench_lookup',
    search_column: NAME,
    param_name: 'caller_name',
    match_mode: 'hybrid',
    ...(set.cities === undefined ? {} : { additional_search_columns: [{ column: CITY, param_name: 'city', match_mode: 'hybrid' }] }),
    return_columns: [ID],
    min_score: t.minScore,
    confident_score: t.confidentScore,
    confident_margin: t.margin,
    max_candidates: t.maxCandidates,
  };
}

function build(set: BenchSet, t: Thresholds): Lookup {
  const header = set.cities === undefined ? [ID, NAME] : [ID, NAME, CITY];
  const rows = set.names.map((name, i) => (set.cities === undefined ? [String(i), name] : [String(i), name, set.cities[i] ?? '']));
  const { table, issues } = tableFromRows([header, ...rows], { file: `${set.name}/table.csv` });
  if (table === undefined) throw new Error(`bench table ${set.name}: ${issues.map((i) => i.message).join('; ')}`);
  const made = createLookup(entry(set, t), table);
  if (!made.ok) throw new Error(`bench lookup ${set.name}: ${made.issues.map((i) => i.message).join('; ')}`);
  return made.lookup;
}

const rowIndex = (row: Row): number => Number(row[ID]);

/**
 * Builds the lookup once (cells prepared at load), then answers queries.
 *
 * @example
 *   prepareBenchTable(set, DEFAULT_THRESHOLDS).answer(set.queries[0])
 */
export function prepareBenchTable(set: BenchSet, thresholds: Thresholds): PreparedBenchTable {
  const lookup = build(set, thresholds);
  const open = build(set, { minScore: 0, confidentScore: 100, margin: 100, maxCandidates: RANKED_ROWS });
  const args = (q: BenchQuery): Record<string, string> => (q.heardCity === undefined || set.cities === undefined ? { caller_name: q.heardName } : { caller_name: q.heardName, city: q.heardCity });
  const ranking = (q: BenchQuery): RankedBenchRow[] => {
    // Debug scores list the same rows in the same order, each saying whether it may be confident at all, and whether
    // it is a twin of the first (the lookup's own rule: same keys, or cells that sound the same).
    const r = open.call(args(q), { debug: true });
    const marks = (i: number): { neverConfident?: boolean; twinOfFirst?: boolean } => ({
      ...(r.scores?.[i]?.never_confident === true ? { neverConfident: true } : {}),
      ...(i > 0 && r.scores?.[i]?.twin_of_first === true ? { twinOfFirst: true } : {}),
    });
    if (r.result === 'confident') return [{ row: rowIndex(r.row), score: r.score, ...marks(0) }];
    if (r.result === 'ambiguous') return r.candidates.map((c, i) => ({ row: rowIndex(c.row), score: c.score, ...marks(i) }));
    return [];
  };
  return {
    ranking,
    answer(q) {
      const r = lookup.call(args(q));
      const rows = r.result === 'confident' ? [rowIndex(r.row)] : r.result === 'ambiguous' ? r.candidates.map((c) => rowIndex(c.row)) : [];
      return { result: r.result, rows, top: [] };
    },
  };
}
