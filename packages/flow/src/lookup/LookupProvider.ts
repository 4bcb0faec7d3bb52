// What the runtime needs from a lookup document: its tools and a way to call them.
import type { LookupResult, ToolDefinition } from '@switchboard/matcher';

/**
 * A source of lookup tools. `@switchboard/matcher`'s `LookupDocument` is one; tests inject
 * their own (for example one that throws, to take a lookup node's `error` edge).
 *
 * @example
 * const failing: LookupProvider = { tools: [tool], call: () => { throw new Error('disk gone'); } };
 */
export interface LookupProvider {
  tools: ToolDefinition[];
  call(toolName: string, args: Record<string, string>): LookupResult | Promise<LookupResult>;
  /** Configuration problems, when the provider knows them (the matcher's documents do). */
  status?(): {
    issues: { code?: string; severity: string; path: string; message: string }[];
    /** The tables read, with their header names (a replay says when a column is there but left out of a row). */
    files?: { file: string; sheet?: string; columns: string[] }[];
    /** Which table each tool looks up. */
    lookups?: { tool: string; file: string; sheet?: string }[];
  };
  /**
   * Whether two rows of an exact tool's search column share a key (the matcher's documents say; undefined when the
   * provider cannot tell, or the tool is not exact on one column). Coverage reads it: `neverAmbiguous`.
   */
  searchKeysRepeat?(toolName: string): boolean | undefined;
}

/**
 * A provider a call can stop waiting on: `signal`, aborted when the call is stopped, ends the wait (and its time limit)
 * at once. Every {@link LookupProvider} is one (it is given no signal); `withLookupTimeout` makes one that heeds it.
 *
 * @example
 * await timed.call('lookup_customer', { full_name: 'Kaitlyn Meyers' }, signal);
 */
export interface StoppableLookupProvider extends Omit<LookupProvider, 'call'> {
  call(toolName: string, args: Record<string, string>, signal?: AbortSignal): LookupResult | Promise<LookupResult>;
}
