// Loads the benchmark sets (table + queries) from ../shared/bench next to the repo, when present.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';

export interface BenchQuery {
  id: string;
  heardName: string;
  /** Present for stt_city queries: the city as heard. */
  heardCity: string | undefined;
  /** Index in the table of the caller's row, or -1 when the caller is not in the table. */
  expected: number;
  kind: string;
}

export interface BenchSet {
  name: string;
  /** Column names; names[i] and cities[i] describe row i. */
  names: string[];
  cities: string[] | undefined;
  ids: string[];
  queries: BenchQuery[];
}

const SETS = [
  { name: 'stt-names-dev', idColumn: 'Account ID', nameColumn: 'Full Name', cityColumn: 'City' },
  { name: 'asr-words', idColumn: 'Id', nameColumn: 'Surname', cityColumn: undefined },
] as const;

/** The sets the benchmark knows, by folder name. */
export const SET_NAMES: readonly string[] = SETS.map((spec) => spec.name);

function readCsv(path: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(readFileSync(path, 'utf8'), { header: true, skipEmptyLines: true });
  return parsed.data;
}

/** The benchmark folder for a repo root, or undefined when it is absent (a user's clone). */
export function benchFolder(repoRoot: string): string | undefined {
  const folder = join(repoRoot, '..', 'shared', 'bench');
  return existsSync(folder) ? folder : undefined;
}

/**
 * Every set found in the folder (or those of `only`); a set whose files are missing is skipped, and listed in
 * `missing` with the files it lacks, so the caller can say so.
 */
export function loadBenchSets(folder: string, only?: readonly string[]): BenchSet[] & { missing: string[] } {
  const sets = Object.assign([] as BenchSet[], { missing: [] as string[] });
  for (const spec of SETS) {
    if (only !== undefined && only.length > 0 && !only.includes(spec.name)) continue;
    const dir = join(folder, spec.name);
    const absent = ['table.csv', 'queries.csv'].filter((file) => !existsSync(join(dir, file)));
    if (absent.length > 0) {
      sets.missing.push(`${spec.name} (no ${absent.join(' or ')} in ${dir})`);
      continue;
    }
    const table = readCsv(join(dir, 'table.csv'));
    const ids = table.map((row) => row[spec.idColumn] ?? '');
    const indexOf = new Map(ids.map((id, i) => [id, i]));
    const queries = readCsv(join(dir, 'queries.csv')).map((q): BenchQuery => ({
      id: q.id ?? '',
      heardName: q.heard_name ?? '',
      heardCity: q.heard_city !== undefined && q.heard_city !== '' ? q.heard_city : undefined,
      expected: q.expected ? (indexOf.get(q.expected) ?? -1) : -1,
      kind: q.kind ?? '',
    }));
    sets.push({
      name: spec.name,
      ids,
      names: table.map((row) => row[spec.nameColumn] ?? ''),
      cities: spec.cityColumn === undefined ? undefined : table.map((row) => row[spec.cityColumn] ?? ''),
      queries,
    });
  }
  return sets;
}
