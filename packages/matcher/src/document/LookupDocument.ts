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
}
