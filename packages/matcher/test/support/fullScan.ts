// Test support: a lookup's full scan, to compare its indexed answers with.
import type { LookupResult } from '@switchboard/matcher';

/**
 * A debug call's result without the scores it adds: a debug call scores every row (the full scan), so an indexed
 * call's answer must equal this.
 */
export function withoutScores(result: LookupResult): LookupResult {
  const { scores: _scores, ...rest } = result;
  return rest as LookupResult;
}
