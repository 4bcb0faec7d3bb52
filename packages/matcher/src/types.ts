// Public shapes of the matcher: lookup results, tool definitions, document status, issues.

export type Row = Record<string, string>;

/** One column's share of a row's score, as shown by `debug`. */
export interface KeyScore { column: string; value: string; score: number }
/**
 * A row's score ignoring thresholds (debug output). `never_confident`: a word said matches the row only weakly (under
 * 0.78: another first name beside its surname, a nickname alone, a word other rows hold taken for its words run
 * together), so the row is a candidate at most, whatever its score. `twin_of_first`: the row has the first row's keys,
 * or cells that sound the same, so the first is never confident while this one passes min_score.
 */
export interface DebugScore { score: number; keys: KeyScore[]; never_confident?: true; twin_of_first?: true }

export interface Candidate { row: Row; score: number }

/**
 * Param → the words of its value the lookup went by, for each argument heard as a sentence around the value ("hi
 * this is Maria Lopez calling about my bill" → "maria lopez"), and for each argument it read otherwise than as given
 * ("my name is, um, John Smith" → "John Smith"). Two people named apart in one sentence read "john smith and mary
 * jones". Absent when every argument was taken as given.
 */
export type HeardParts = Record<string, string>;

/** What a lookup tool call returns: a discriminated union on `result`. */
export type LookupResult =
  | { result: 'confident'; row: Row; score: number; scores?: DebugScore[]; heard?: HeardParts }
  | { result: 'ambiguous'; candidates: Candidate[]; scores?: DebugScore[]; heard?: HeardParts }
  | { result: 'not_found'; scores?: DebugScore[]; heard?: HeardParts };

export type LookupOutcome = LookupResult['result'];

/** How bad a problem is: an `error` makes `status().ok` false; a `warning` does not. */
export type IssueSeverity = 'error' | 'warning';

/** A problem in user input, reported as data: all of them at once. */
export interface Issue {
  code: string;
  severity: IssueSeverity;
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
  /**
   * When every cell of the column is a date: how its dates of numbers only are read (`03/04/1985` is 4 March
   * when day first). Cells and heard values then compare by calendar day (docs/lookup-documents.md, "Date columns").
   */
  dates?: 'month-first' | 'day-first';
  /**
   * When most of the column's cells are numbers: how they read (`phones`: a number said without its area or country
   * code is the same number; `ids`: the same digits only), as the document's `numbers` says or the header does.
   */
  numbers?: 'phones' | 'ids';
}

/** One lookup as a tool, independent of any model vendor's format. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: ToolParameter[];
  /**
   * The keys of a result row (the lookup's `return_columns`, in file order), for checking what a flow reads of it;
   * absent when they are not known ahead (a caller lookup answers with whatever its service returns).
   */
  resultColumns?: string[];
}

/** One loaded data file (one sheet of a workbook) as the document's status shows it. */
export interface FileStatus {
  file: string;
  sheet?: string;
  /** Data rows, header excluded. */
  rows: number;
  /** Header names, or column letters when the file has no header. */
  columns: string[];
  /** The first rows, capped. */
  preview: Row[];
  /** False when no lookup references this file. */
  used: boolean;
}

/** One usable lookup as the document's status shows it. */
export interface LookupStatus {
  tool: string;
  file: string;
  sheet?: string;
  /** Rows indexed: those filling at least one search column. */
  rows: number;
  parameters: ToolParameter[];
}

/** What a lookup document indexes, and every problem found while loading it. */
export interface DocumentStatus {
  /** True when no issue is an error. */
  ok: boolean;
  issues: Issue[];
  files: FileStatus[];
  lookups: LookupStatus[];
}

/**
 * How far loading a document has got (`LoadOptions.onProgress`), for a progress bar and rows per second: reading a
 * file's rows, building its table from them, then building a lookup's index over it. `share` is the part of that step
 * done, 0 to 1.
 */
export type LoadProgress = ReadingProgress | BuildingProgress | IndexingProgress;

/**
 * Reading a data file. `rows`: rows read so far, the first (the header) not counted; rows above the header (a title)
 * count until the table is built, when `IndexingProgress.rows` gives the table's own. `share`: of a CSV's bytes, of a
 * workbook's rows (one event once read-excel-file has read a workbook of sheets of at most 20,000 rows whole).
 */
export interface ReadingProgress {
  phase: 'reading';
  file: string;
  rows: number;
  share: number;
}

/**
 * Building the table of a file (or sheet) from the rows read: its header found, its `rows` data rows packed (`share`:
 * of those rows). A wide file spends seconds here (20,000 rows of 800 columns: 3 s).
 */
export interface BuildingProgress {
  phase: 'building';
  file: string;
  sheet?: string;
  rows: number;
  share: number;
}

/** Building the index of one lookup (`tool`) over a table of `rows` data rows, `column` the search column being indexed. */
export interface IndexingProgress {
  phase: 'indexing';
  file: string;
  sheet?: string;
  tool: string;
  column: string;
  rows: number;
  share: number;
}
