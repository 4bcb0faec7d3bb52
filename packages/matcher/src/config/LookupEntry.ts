// One entry of a document's `lookups` array, as written (snake_case, the spec's field names) and as validated.
import type { MatchMode } from '../scoring/Scorer.js';
import type { NumberReading } from '../scoring/numberReading.js';

/** An additional search column as written in the document. */
export interface AdditionalColumnEntry {
  column: string;
  param_name?: string;
  param_description?: string;
  match_mode?: MatchMode;
  /** Extension: how the column's numbers read (`NumberReading`); by its header when left out. */
  numbers?: NumberReading;
}

/** A lookup as written in the document: the spec's fields plus the extensions. */
export interface LookupEntry {
  tool_name: string;
  search_column: string;
  additional_search_columns?: AdditionalColumnEntry[];
  file?: string;
  sheet?: string;
  header_row?: number;
  tool_description?: string;
  param_name?: string;
  /** Names or letters; `"*"` or `[]` (as left out) is every column. */
  return_columns?: string[] | '*';
  match_mode?: MatchMode;
  min_score?: number;
  confident_score?: number;
  max_candidates?: number;
  debug?: boolean;
  // Extensions.
  confident_margin?: number;
  max_rows?: number;
  aliases?: string;
  /** How the search column's numbers read; an additional column says its own. */
  numbers?: NumberReading;
}

/** A search column after validation; the column is still a reference until a table resolves it. */
export interface SearchColumnConfig {
  column: string;
  paramName?: string;
  paramDescription?: string;
  matchMode: MatchMode;
  /** How the column's numbers read, when the document says (`numbers`); else by the column's header (`numbersOfHeader`). */
  numbers?: NumberReading;
}

/** A lookup after field validation, every default applied. */
export interface LookupConfig {
  toolName: string;
  toolDescription?: string;
  file?: string;
  sheet?: string;
  /** 1-based; 0 = no header; undefined = detect. */
  headerRow?: number;
  primary: SearchColumnConfig;
  additional: SearchColumnConfig[];
  /** Undefined = all columns. */
  returnColumns?: string[];
  minScore: number;
  confidentScore: number;
  confidentMargin: number;
  maxCandidates: number;
  debug: boolean;
  maxRows: number;
  aliases?: string;
}

export const LOOKUP_FIELDS = [
  'tool_name', 'search_column', 'additional_search_columns', 'file', 'sheet', 'header_row', 'tool_description',
  'param_name', 'return_columns', 'match_mode', 'min_score', 'confident_score', 'max_candidates', 'debug',
  'confident_margin', 'max_rows', 'aliases', 'numbers',
] as const;

export const ADDITIONAL_COLUMN_FIELDS = ['column', 'param_name', 'param_description', 'match_mode', 'numbers'] as const;

export const DOCUMENT_FIELDS = ['files', 'lookups', 'description', 'name'] as const;
