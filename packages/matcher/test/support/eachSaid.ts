// Test support: one lookup by name per fixture, and a case table of what it tells the caller for each thing said.
import { beforeAll, expect, test } from '@jest/globals';
import type { LookupDocument } from '@switchboard/matcher';
import { documentWith } from './documentWith.js';
import { toldCaller } from './toldCaller.js';

/**
 * Loads a hybrid lookup by `Full Name` over each of `files` before the file's tests, and returns `eachSaid`: one test
 * per case, what the lookup over `file` tells the caller (`toldCaller`) for each thing said.
 *
 * @example
 *   const eachSaid = saidToLookupsOver(['callers-said.csv'] as const);
 *   eachSaid('callers-said.csv', [['Jon Baker', 'confident Jon Baker']]);
 */
export function saidToLookupsOver<File extends string>(files: readonly File[]): (file: File, cases: readonly (readonly [string, string])[]) => void {
  const docs = new Map<File, LookupDocument>();
  beforeAll(async () => {
    for (const file of files) {
      const { doc } = await documentWith({ files: [file], lookups: [{ tool_name: 'by_name', search_column: 'Full Name', match_mode: 'hybrid', return_columns: ['Full Name'] }] }, [file]);
      docs.set(file, doc);
    }
  });
  return (file, cases) => {
    test.each(cases)('"%s" → %s', (said, expected) => {
      expect(toldCaller(docs.get(file)!.call('by_name', { full_name: said }))).toBe(expected);
    });
  };
}
