// Public shapes of the matcher: lookup results, tool definitions, document status, issues.

export type Row = Record<string, string>;

/** One column's share of a row's score, as shown by `debug`. */
export interface KeyScore { column: string; value: string; score: number }
/** A row's score ignoring thresholds (debug output). */
export interface DebugScore { score: number; keys: KeyScore[] }

export interface Candidate { row: Row; score: number }

/** What a lookup tool call returns: a discriminated union on `result`. */
export type LookupResult =
  | { result: 'confident'; row: Row; score: number; scores?: DebugScore[] }
  | { result: 'ambiguous'; candidates: Candidate[]; scores?: DebugScore[] }
  | { result: 'not_found'; scores?: DebugScore[] };

export type LookupOutcome = LookupResult['result'];

/** A problem in user input, reported as data: all of them at once. */
export interface Issue {
  code: string;
  /** Where: the document field (`lookups[0].search_column`), file or argument. */
  path: string;
  message: string;
  /** The file concerned, when there is one. */
  file?: string;
}

/** One argument of a lookup tool. */
export interface ToolParameter {
  name: string;
  description: string;
  required: boolean;
  /** The column (header name or letter) this parameter is matched against. */
  column: string;
}

/** One lookup as a tool, independent of any model vendor's format. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: ToolParameter[];
}
