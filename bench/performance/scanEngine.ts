// Interim engine for developing the harness before the matcher's loadDocument exists: Levenshtein over every row.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import Papa from 'papaparse';
import { distance } from 'fastest-levenshtein';
import type { LoadedLookups, LookupEngine } from './engine.js';

interface BenchLookup {
  tool_name: string;
  file: string;
  search_column: string;
  param_name: string;
  match_mode: 'exact' | 'hybrid';
  additional_search_columns?: { column: string; param_name: string }[];
}

const normalise = (text: string): string => text.toLowerCase().replace(/[^a-z0-9 ]+/g, '').replace(/ +/g, ' ').trim();
const similarity = (a: string, b: string): number => Math.round(100 * (1 - distance(a, b) / Math.max(a.length, b.length, 1)));

export const scanEngine: LookupEngine = {
  description: 'interim Levenshtein scan (bench/performance/scanEngine.ts)',
  async load(documentPath) {
    const document = JSON.parse(await readFile(documentPath, 'utf8')) as { lookups: BenchLookup[] };
    const tools = new Map<string, (args: Readonly<Record<string, string>>) => string>();
    for (const lookup of document.lookups) {
      const text = await readFile(join(dirname(documentPath), lookup.file), 'utf8');
      const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
      const columns = [{ column: lookup.search_column, param: lookup.param_name }, ...(lookup.additional_search_columns ?? []).map((extra) => ({ column: extra.column, param: extra.param_name }))];
      const cells = columns.map(({ column }) => rows.map((row) => normalise(row[column] ?? '')));
      if (lookup.match_mode === 'exact') {
        const byKey = new Map<string, number[]>();
        cells[0]?.forEach((key, row) => byKey.set(key, [...(byKey.get(key) ?? []), row]));
        tools.set(lookup.tool_name, (args) => {
          const found = byKey.get(normalise(args[lookup.param_name] ?? ''))?.length ?? 0;
          return found === 0 ? 'not_found' : found === 1 ? 'confident' : 'ambiguous';
        });
      } else {
        tools.set(lookup.tool_name, (args) => {
          const heard = columns.map(({ param }) => (args[param] === undefined ? undefined : normalise(args[param] ?? '')));
          const scores: number[] = [];
          for (let row = 0; row < rows.length; row += 1) {
            let weakest = 100;
            heard.forEach((value, column) => {
              if (value !== undefined) weakest = Math.min(weakest, similarity(value, cells[column]?.[row] ?? ''));
            });
            if (weakest >= 75) scores.push(weakest);
          }
          scores.sort((a, b) => b - a);
          if (scores.length === 0) return 'not_found';
          return (scores[0] ?? 0) >= 92 && (scores[1] ?? 0) < (scores[0] ?? 0) - 5 ? 'confident' : 'ambiguous';
        });
      }
    }
    return {
      call(tool, args) {
        const run = tools.get(tool);
        if (!run) throw new Error(`no tool ${tool}`);
        return run(args);
      },
    };
  },
};
