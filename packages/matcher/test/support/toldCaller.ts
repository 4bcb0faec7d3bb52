// Test support: what a lookup by name tells the caller, as one line a case table can hold.
import type { LookupResult } from '@switchboard/matcher';

/** "confident NAME", "ambiguous NAME, NAME…" (candidates in order) or "not_found", names from the `Full Name` column. */
export const toldCaller = (answer: LookupResult): string =>
  answer.result === 'confident'
    ? `confident ${answer.row['Full Name']}`
    : answer.result === 'ambiguous' ? `ambiguous ${answer.candidates.map((c) => c.row['Full Name']).join(', ')}` : 'not_found';
