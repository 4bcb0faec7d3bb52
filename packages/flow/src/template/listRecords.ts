// The records of a list a template reads a field of: a caller lookup's `[{}, {"name": "Ann Lee"}]` holds one.
import type { Json } from '../flowTypes.js';
import { identifiesSomeone } from '../callerLookup/readJsonAnswer.js';

/**
 * The items of a list that are records: objects that identify someone, by the caller lookup's rules for what is inside
 * an answer (`{}`, `{"found": false}` and `null` are left out). A `#lookup`'s candidate rows all are.
 *
 * @example
 * listRecords([{}, { name: 'Ann Lee' }]); // [{ name: 'Ann Lee' }]
 */
export function listRecords(list: readonly Json[]): { [key: string]: Json }[] {
  return list.filter((item): item is { [key: string]: Json } => item !== null && typeof item === 'object' && !Array.isArray(item) && identifiesSomeone(item));
}
