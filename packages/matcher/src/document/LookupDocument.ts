// A loaded lookup document: its usable tools, a synchronous call, and its status.
import type { DocumentStatus, LookupResult, ToolDefinition } from '../types.js';

export interface LookupDocument {
  /** The document file as given to `loadDocument`. */
  readonly path: string;
  /** Usable lookups only; a lookup with a broken configuration is absent (see `status().issues`). */
  readonly tools: ToolDefinition[];
  /**
   * Calls a lookup tool. Pure and synchronous. Throws `MatcherError` with code TOOL_UNKNOWN,
   * LOOKUP_UNAVAILABLE, ARGUMENT_MISSING, ARGUMENT_UNKNOWN or ARGUMENT_NOT_STRING.
   */
  call(toolName: string, args: Readonly<Record<string, unknown>>, options?: { debug?: boolean }): LookupResult;
  status(): DocumentStatus;
  /**
   * Whether two rows of an exact lookup's search column share a key (true), or none do (false): such a lookup given a
   * value no caller said, the call context or a literal, can then never answer `ambiguous`. Undefined for a lookup
   * that is not exact on its search column alone, and for a tool that is not usable. Asks the lookup once per row,
   * the first time only.
   *
   * @example
   * doc.searchKeysRepeat('find_account'); // false: no Account ID is written twice
   */
  searchKeysRepeat(toolName: string): boolean | undefined;
}
