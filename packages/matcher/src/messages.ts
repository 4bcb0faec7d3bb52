// Every text the matcher shows a user, keyed by its stable code, so tests and docs can import them.
import { closestChoice } from './config/closestChoice.js';
import type { ContainerKind } from './source/containerKind.js';

/** How a table's places are named in messages: lines of a CSV as an editor numbers them, rows of a sheet. */
export type PlaceWord = 'line' | 'row';
/** The row most likely a table's header, below more title rows than are skipped (`titlesSkipped`), which are `titles`. */
export interface LikelyHeader { at: number; cells: readonly string[]; titles: readonly number[]; titlesSkipped: number }

/** Codes of problems found in a lookup document or its files (reported as `Issue`s). */
export type IssueCode =
  | 'DOCUMENT_NOT_OBJECT'
  | 'LOOKUPS_MISSING'
  | 'LOOKUPS_EMPTY'
  | 'FIELD_UNKNOWN'
  | 'FIELD_REQUIRED'
  | 'FIELD_TYPE'
  | 'VALUE_OUT_OF_RANGE'
  | 'TOOL_NAME_INVALID'
  | 'TOOL_NAME_DUPLICATE'
  | 'MATCH_MODE_UNKNOWN'
  | 'NUMBERS_UNKNOWN'
  | 'THRESHOLDS_INVERTED'
  | 'TOO_MANY_ADDITIONAL_COLUMNS'
  | 'PARAM_NAME_INVALID'
  | 'PARAM_NAME_DUPLICATE'
  | 'PARAM_NAME_TAKEN'
  | 'PARAM_NAME_RESERVED'
  | 'COLUMN_UNKNOWN'
  | 'COLUMN_REPEATED'
  | 'FILE_NONE'
  | 'FILE_NOT_FOUND'
  | 'FILE_OUTSIDE_DOCUMENT'
  | 'FILE_UNREADABLE'
  | 'FILE_TYPE_UNSUPPORTED'
  | 'FILE_EMPTY'
  | 'FILE_HEADER_ONLY'
  | 'FILE_UNUSED'
  | 'FILE_LISTED_TWICE'
  | 'TSV_QUOTES_AS_TEXT'
  | 'CELLS_TOO_LONG'
  | 'FILE_TOO_LARGE'
  | 'CSV_UNTERMINATED_QUOTE'
  | 'CSV_MALFORMED'
  | 'CSV_RAGGED_ROWS'
  | 'CSV_NOT_UTF8'
  | 'CSV_RECORDS_IN_CELL'
  | 'CSV_CONTROL_CHARACTERS'
  | 'CSV_ERROR_CELLS'
  | 'CSV_ENCODING_UNSUPPORTED'
  | 'XLSX_ERROR_CELLS'
  | 'XLSX_CONTROL_CHARACTERS'
  | 'XLSX_FORMULAS_UNCOMPUTED'
  | 'XLSX_HIDDEN_CELLS'
  | 'HEADER_BLANK'
  | 'HEADER_REPEATED'
  | 'PAGE_NUMBERS_SKIPPED'
  | 'NUMBERS_ROUNDED'
  | 'TITLE_ROW_SKIPPED'
  | 'FOOTER_ROWS_SKIPPED'
  | 'REPORT_GROUPS_READ'
  | 'DOCUMENT_NOT_UTF8'
  | 'ALIASES_UNUSED'
  | 'HEADER_DUPLICATE'
  | 'HEADER_ROW_BEYOND_END'
  | 'HEADER_ROW_COUNTS_LINES'
  | 'HEADER_TWO_ROWS'
  | 'XLSX_NOT_ZIP'
  | 'XLSX_ENCRYPTED'
  | 'XLSX_CORRUPT'
  | 'XLSX_CELL_INVALID'
  | 'SHEET_NOT_FOUND'
  | 'SHEET_ON_CSV'
  | 'SHEET_IS_CHART'
  | 'ALIASES_MALFORMED'
  | 'LOOKUP_NO_ROWS'
  | 'DATE_CELLS_UNREAD'
  | 'DATE_COLUMN_AS_TEXT'
  | 'HEADER_GUESSED'
  | 'EMAILS_IN_ONE_CELL'
  | 'TOOL_DESCRIPTION_LONG';

/** Codes of errors thrown by `loadDocument` and `LookupDocument.call`. */
export type ErrorCode =
  | 'DOCUMENT_UNREADABLE'
  | 'DOCUMENT_INVALID_JSON'
  | 'DOCUMENT_INVALID_YAML'
  | 'DOCUMENT_IS_DATA_FILE'
  | 'TOOL_UNKNOWN'
  | 'LOOKUP_UNAVAILABLE'
  | 'ARGUMENT_MISSING'
  | 'ARGUMENT_UNKNOWN'
  | 'ARGUMENT_NOT_STRING';

/** `; did you mean "Order ID"?` before the list of choices, or the sentence's full stop when no choice is close. */
const didYouMean = (closest: string | undefined): string => (closest === undefined ? '.' : `; did you mean "${closest}"?`);
/** ` (did you mean "full_name"?)` for one unknown argument a slip away from one of the tool's, else nothing. */
const meantArgument = (args: readonly string[], allowed: readonly string[]): string => {
  const closest = args.length === 1 ? closestChoice(args[0]!, allowed) : undefined;
  return closest === undefined ? '' : ` (did you mean "${closest}"?)`;
};

/** A cell's first line, cut to 60 characters, marked when cut. */
const shortLine = (cell: string): string => {
  const line = cell.split('\n', 1)[0] ?? '';
  return line.length > 60 ? `${line.slice(0, 60)}…` : line === cell ? line : `${line}…`;
};

/** A stray quote's line, cut to 60 characters around the quote when it is long, marked where cut. */
const aroundQuote = (quote: { text: string; at?: number }): string => {
  const from = quote.at === undefined || quote.at < 40 ? 0 : quote.at - 30;
  const shown = quote.text.slice(from, from + 60);
  return `${from > 0 ? '…' : ''}${shown}${from + 60 < quote.text.length ? '…' : ''}`;
};

// A wide sheet can have thousands of columns: a message names the first ones and counts the rest.
const LISTED_COLUMNS = 50;
// Names a caller sent (arguments, fields of a call): a line can bring thousands, so a message names the first few.
const LISTED_SENT_NAMES = 5;
// No tool or parameter name is longer (model APIs refuse longer ones): a longer name sent is shown cut.
const LONGEST_NAME = 64;

/**
 * The first `most` items, each as `shown` shows it, joined by commas, the rest counted: a message listing the columns
 * of a wide sheet or the nodes of a big flow stays readable however many there are.
 *
 * @example
 *   cappedList(['greet', 'confirm', 'bye'], 2) // 'greet, confirm and 1 more'
 */
export const cappedList = (items: readonly string[], most: number, shown: (item: string) => string = (item) => item): string =>
  `${items.slice(0, most).map(shown).join(', ')}${items.length > most ? ` and ${(items.length - most).toLocaleString('en-US')} more` : ''}`;

/**
 * Names in quotes, the first `most` of them (50 unless said), each as `shown` shows it, the rest counted: a message
 * about a call or a wide sheet stays readable however many there are.
 *
 * @example
 *   listedNames(['a', 'b', 'c'], 2) // '"a", "b" and 1 more'
 */
export const listedNames = (names: readonly string[], most: number = LISTED_COLUMNS, shown: (name: string) => string = (name) => name): string =>
  names.length === 0 ? '(none)' : cappedList(names, most, (name) => `"${shown(name)}"`);
const list = (names: readonly string[]): string => listedNames(names);
/**
 * The sheet read when a lookup names none, said after its name: the first one the workbook shows, or the first
 * worksheet when chart sheets (no cells, so skipped) are shown before it.
 */
const firstShown = (chartsBefore: readonly string[]): string => chartsBefore.length === 0
  ? ', the first one it shows,'
  : `, the first worksheet it shows (the chart sheet${chartsBefore.length === 1 ? '' : 's'} ${list(chartsBefore)} before it ${chartsBefore.length === 1 ? 'holds' : 'hold'} no cells),`;

/**
 * Names a caller sent, for a message: the first few, each cut to the longest name a tool takes, the rest counted.
 *
 * @example
 *   sentNames(['x1', 'x2', 'x3', 'x4', 'x5', 'x6']) // '"x1", "x2", "x3", "x4", "x5" and 1 more'
 */
export const sentNames = (names: readonly string[]): string => listedNames(names, LISTED_SENT_NAMES, sentName);

/** A name a caller sent, cut to the longest a tool takes, marked when cut. */
export const sentName = (name: string): string => (name.length > LONGEST_NAME ? `${name.slice(0, LONGEST_NAME)}…` : name);
const LISTED_DUPLICATES = 10;
// Errors of a document named in a TOOL_UNKNOWN message; the rest are counted, and inspect shows them.
const LISTED_ERRORS = 5;
const capped = (letters: readonly string[]): string => cappedList(letters, LISTED_COLUMNS);

/** What to do with a file of an extension lookups do not read, by its extension. */
function unsupportedAdvice(file: string): string {
  const extension = /(\.[^./\\]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';
  if (extension === '.xls') return 'An .xls is the legacy Excel format: open it in Excel, save it as .xlsx (Excel Workbook) or CSV, and name that file.';
  if (extension === '.xlsb') return 'An .xlsb is Excel\'s binary format: open it in Excel, save it as .xlsx (Excel Workbook) or CSV, and name that file.';
  if (['.ods', '.numbers'].includes(extension)) return 'Export it from its spreadsheet program as .xlsx or CSV, and name that file.';
  if (['.gz', '.zip', '.bz2', '.xz', '.7z'].includes(extension)) return 'It is a compressed archive: unpack it and name the .csv or .xlsx inside.';
  if (['.txt', '.dat', '.psv'].includes(extension)) return 'If it holds rows of separated fields, rename it .csv (or .tsv when tab separated).';
  return 'Export the table as CSV or .xlsx and name that file.';
}

/** Message builders; each names the place and the fix. */
/** What `FOOTER_ROWS_SKIPPED` says of each kind of row skipped under a table's records, after the file's name. */
export const skippedRows = {
  footerLines: (lines: readonly { line: number; cell: string }[], fields: number) =>
    `${lines.length === 1 ? 'line' : 'lines'} ${cappedList(lines.map((l) => String(l.line)), 5)} (${cappedList(lines.map((l) => `"${l.cell.length > 40 ? `${l.cell.slice(0, 40)}…` : l.cell}"`), 3)}) below the table, after a blank line, ${lines.length === 1 ? 'holds' : 'each hold'} one field where the header has ${fields}: read as a report's footer (its totals, a copyright, who ran it and when, as a CRM's report export writes them) and skipped, not rows of the table. If ${lines.length === 1 ? 'it is a record' : 'they are records'}, write ${lines.length === 1 ? 'its' : 'their'} separators (Ann Lee${','.repeat(Math.max(fields - 1, 1))} for ${fields} fields).`,
  sheetFooter: (rows: readonly { line: number; cell: string }[], columns: number) =>
    `${rows.length === 1 ? 'row' : 'rows'} ${cappedList(rows.map((r) => String(r.line)), 5)} (${cappedList(rows.map((r) => `"${r.cell.length > 40 ? `${r.cell.slice(0, 40)}…` : r.cell}"`), 3)}) below the table, after a blank row, ${rows.length === 1 ? 'fills' : 'each fill'} its first cell alone where the header has ${columns} columns: read as a report's footer (its totals, a copyright, who ran it and when, as a CRM's report export writes them) and skipped, not rows of the table. If ${rows.length === 1 ? 'it is a record' : 'they are records'}, remove the blank row above ${rows.length === 1 ? 'it' : 'them'}.`,
  totals: (rows: readonly { line: number; cells: readonly string[] }[], word: PlaceWord = 'row') =>
    `${rows.map((r) => `${word} ${r.line} (${list(r.cells.slice(0, 5).map((cell) => (cell.length > 40 ? `${cell.slice(0, 40)}…` : cell)))})`).join(', ')}, under the records, ${rows.length === 1 ? 'holds' : 'hold'} "${rows[0]?.cells[0] ?? 'Total'}" and numbers beside it: read as the table's totals, not ${rows.length === 1 ? 'a record' : 'records'}, and skipped. If ${rows.length === 1 ? 'it is a record' : 'they are records'}, move ${rows.length === 1 ? 'it' : 'them'} above the last record: only the last rows are read as totals.`,
  tableTotals: (rows: readonly { row: number; table: string; range: string; cells: readonly string[] }[]) =>
    `${rows.map((r) => `row ${r.row} (${list(r.cells.slice(0, 5).map((cell) => (cell.length > 40 ? `${cell.slice(0, 40)}…` : cell)))}) is the total row of the Excel table "${r.table}" (${r.range})`).join('; ')}: ${rows.length === 1 ? 'it holds' : 'they hold'} the table's totals, not a record, and ${rows.length === 1 ? 'was' : 'were'} skipped.`,
};


export const messages = {
  // Thrown while reading the document itself.
  /** `fix`: what to do, by the reason (`documentUnreadableFix`); none where the reason says it. */
  documentUnreadable: (path: string, reason: string, fix = 'Check the path and its permissions.') =>
    `Cannot read lookup document ${path}: ${reason}.${fix === '' ? '' : ` ${fix}`}`,
  /**
   * What to do about a lookup document the system would not read, by its error: a missing file names the folder a
   * relative path is read from (the process's working folder, as `loadDocument` resolves it). A permission refused
   * has its fix in `unreadableReason` already.
   */
  documentUnreadableFix: (error: unknown, written: string, cwd: string): string => {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      return written.startsWith('/') ? 'Check the path.' : `Check the path: a relative path is read from the working folder, ${cwd}.`;
    }
    if (code === 'ELOOP') return 'Point the link at the lookup document itself (ls -l shows where it leads).';
    return code === 'EACCES' || code === 'EPERM' ? '' : 'Check the path and its permissions.';
  },
  /**
   * Why a file could not be read, in words, from the system's error (its code kept in brackets); any other error as
   * its message.
   * @example messages.unreadableReason({ code: 'ENOENT' }) // "there is no such file (ENOENT)"
   */
  unreadableReason: (error: unknown): string => {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ENOENT') return 'there is no such file (ENOENT)';
    if (code === 'EISDIR') return 'it is a folder, not a file (EISDIR)';
    if (code === 'ENOTDIR') return 'a part of the path is a file, not a folder (ENOTDIR)';
    // Two links naming each other (one re-made after the file it named was renamed).
    if (code === 'ELOOP') return 'it is a symbolic link that leads back to itself, or through more links than the system follows (ELOOP)';
    if (code === 'EACCES' || code === 'EPERM') return `you may not read it (${code}): ask for read permission, or copy it to a folder of yours`;
    return error instanceof Error ? error.message : typeof code === 'string' ? code : String(error);
  },
  documentInvalidJson: (path: string, reason: string) =>
    `Lookup document ${path} is not valid JSON: ${reason}. Fix the syntax (or use a .yaml file for YAML).`,
  documentNotUtf8: (path: string, encoding: 'windows-1252' | 'macintosh' | 'ibm850') =>
    `Lookup document ${path} is not valid UTF-8; it was read as ${encoding === 'macintosh' ? 'Mac Roman' : encoding === 'ibm850' ? 'MS-DOS code page 850' : 'Windows-1252 (what Windows editors call "ANSI")'}, so its accented names read as typed. Save it as UTF-8 to be sure.`,
  documentInvalidYaml: (path: string, reason: string) => `Lookup document ${path} is not valid YAML: ${reason}.`,
  documentIsDataFile: (path: string, kind: string, table: string) =>
    `${path} is ${kind}, not a lookup document. Pass the lookup document (a .json or .yaml file) that names the table under "files" and describes each lookup, e.g. {"files": ["${table}"], "lookups": [{"tool_name": "lookup_customer", "search_column": "Full Name"}]} (see docs/lookup-documents.md).`,

  // Document shape.
  documentNotObject: () => 'The lookup document must be an object with a "lookups" array.',
  lookupsMissing: () => 'The document has no "lookups" array: add one entry per lookup tool.',
  lookupsEmpty: () => 'The document\'s "lookups" array is empty, so it offers no tool: add one entry per lookup tool (tool_name, search_column, …).',
  fieldUnknown: (field: string, nearest: string | undefined) =>
    `Unknown field "${field}" is ignored${nearest === undefined ? '' : `; did you mean "${nearest}"?`}`,
  lookupFieldAtTop: (field: string) =>
    `Unknown field "${field}" is ignored: "${field}" is a field of each lookup, not of the document, so no lookup reads it here (each uses its own, or the default); move it into each entry of "lookups" that should have it.`,
  fieldRequired: (field: string) => `"${field}" is required.`,
  fieldNotWhole: (field: string, fix: string) => `"${field}" must be a whole number${fix}.`,
  searchColumnList: (first: string, rest: readonly string[]) =>
    `"search_column" names one column, not a list: write "search_column": ${JSON.stringify(first)}${rest.length === 0 ? '' : ` and match the others with "additional_search_columns": ${JSON.stringify(rest)} (at most two)`}.`,
  fieldType: (field: string, expected: string) => `"${field}" must be ${expected}.`,
  listToWrite: (items: readonly unknown[]) => `: write [${items.map((item) => JSON.stringify(item)).join(', ')}]`,
  returnColumnsText: (names: readonly string[]) =>
    `${messages.listToWrite(names.length === 0 ? ['Full Name', 'City'] : names)}, or leave it out for every column`,
  valueOutOfRange: (field: string, value: unknown, range: string) => `"${field}" is ${JSON.stringify(value)}; it must be ${range}.`,
  toolNameInvalid: (name: string) =>
    `Tool name "${name}" must be 1-64 letters, digits, "_" or "-" (model APIs reject anything else).`,
  toolNameDuplicate: (name: string, firstPath: string) =>
    `Tool name "${name}" is already used by ${firstPath}; give each lookup its own tool_name. This lookup is disabled.`,
  matchModeUnknown: (value: unknown, nearest: string | undefined) =>
    `Unknown match_mode ${JSON.stringify(value)}: use exact, fuzzy, phonetic or hybrid${nearest === undefined ? '' : ` (did you mean "${nearest}"?)`}.`,
  numbersUnknown: (value: unknown, nearest: string | undefined) =>
    `Unknown numbers ${JSON.stringify(value)}: use "phones" (a number said without its area or country code is the same number) or "ids" (the same digits only)${nearest === undefined ? '' : ` (did you mean "${nearest}"?)`}.`,
  thresholdsInverted: (minScore: number, confidentScore: number) =>
    `min_score (${minScore}) is above confident_score (${confidentScore}); lower min_score or raise confident_score.`,
  tooManyAdditionalColumns: (count: number) =>
    `additional_search_columns has ${count} entries; at most 2 are allowed. Split the lookup into two tools instead.`,
  paramNameInvalid: (name: string) => {
    const why = name.length > 64 ? `it is ${name.length} characters; model APIs refuse names over 64`
      : !/^[A-Za-z]/.test(name) ? 'it does not start with a letter'
        : `it holds ${JSON.stringify([...name].find((char) => !/[A-Za-z0-9_]/.test(char)) ?? '')}, which model APIs refuse in a name`;
    const fix = name.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^[^A-Za-z]+/, '').slice(0, 64);
    return `Parameter name "${name}" must start with a letter, hold only letters, digits and "_", and be at most 64 characters long: ${why}.${fix === '' ? '' : ` Write "${fix}", for example.`}`;
  },
  paramNameDuplicate: (name: string) => `Two parameters of this tool are both named "${name}"; set distinct param_name values.`,
  paramNameTaken: (column: string, name: string, renamed: string, takenBy: string) =>
    `Column "${column}" would be passed as "${name}", but param_name gives that name to column "${takenBy}"; its argument is "${renamed}" instead, so ${name}= searches "${takenBy}". Set param_name on one of them to a name that says its column.`,
  paramNameReserved: (name: string, renamed: string) =>
    `Parameter name "${name}" is reserved (it would clash with a tool call's own fields); the tool takes "${renamed}" instead, so a flow passes ${renamed}={{…}}, not ${name}=. Set a distinctive param_name, such as customer_name, and pass that.`,
  columnUnknown: (ref: string, file: string, available: readonly string[], inRow?: { at: number; word: PlaceWord; cell?: string }) =>
    `Column "${ref}" is not in ${file}${didYouMean(closestChoice(ref, available))}${inRow === undefined ? '' : inRow.cell === undefined
      ? ` "${ref}" is a cell of ${inRow.word} ${inRow.at}: if that ${inRow.word} is the header, set header_row: ${inRow.at}.`
      : ` "${inRow.cell}", the name most likely meant, is a cell of ${inRow.word} ${inRow.at}: if that ${inRow.word} is the header, set header_row: ${inRow.at} and name the column "${inRow.cell}".`} Available columns: ${list(available)} (or a column letter or number, from A or 1).`,
  columnOnOtherSheets: (ref: string, sheets: readonly string[], sheetNamed: boolean) =>
    ` ${sheets.length === 1 ? `Sheet "${sheets[0]}" has` : `Sheets ${list(sheets)} have`} a column "${ref}": set "sheet": "${sheets[0]}" on this lookup to read it${sheetNamed ? '' : ' (a lookup naming no sheet reads the first one the workbook shows, such as a summary or cover sheet an export puts first)'}.`,
  columnRepeated: (ref: string) => `Column "${ref}" is searched twice in the same lookup; search each column once.`,

  // Files.
  fileNone: () => 'The document names no data file (.csv, .tsv or .xlsx): add one under "files" or set "file" on the lookup.',
  fileNotFound: (file: string, closest?: string) => `File ${file} does not exist (paths are relative to the lookup document)${didYouMean(closest)}${
    closest !== undefined && closest.toLowerCase() === file.toLowerCase() ? ' File names differ by case alone here: write the name as the file has it.' : ''}${
    closest !== undefined && file.includes('\\') && closest === file.replace(/\\/g, '/') ? ' A backslash (\\) is part of a file name on this system, not a folder\'s end: write folders with /, which Windows reads too.' : ''}`,
  fileOutsideDocument: (file: string) =>
    `File ${file} is outside the lookup document's folder; move it next to the document or into a subfolder.`,
  fileUnreadable: (file: string, reason: string) => `Cannot read ${file}: ${reason}.`,
  fileTypeUnsupported: (file: string) => `File ${file} is not a table lookups read: they read .csv, .tsv and .xlsx files (and .xlsm, .xltx, .xltm workbooks). ${unsupportedAdvice(file)}`,
  csvIsHtml: (file: string) =>
    `File ${file} is a web page (HTML), not a CSV: a download that failed, or that asked for a sign-in, saved the page instead of the table. Download the export again and check that the file opens as a table.`,
  workbookIsHtml: (file: string, extension: string) =>
    `File ${file} is a web page (an HTML table), not an Excel workbook: web applications' "Export to Excel" write one under a name ending ${extension}, and Excel opens it after a warning that its format and extension do not match. Open it in Excel and save it as .xlsx (Excel Workbook) or CSV UTF-8, and name that file; or export the table as CSV where it came from.`,
  isSpreadsheetMl: (file: string) =>
    `File ${file} is an Excel 2003 XML spreadsheet (SpreadsheetML), a format lookups do not read: open it in Excel and save it as .xlsx (Excel Workbook) or CSV UTF-8, and name that file.`,
  csvIsJson: (file: string) =>
    `File ${file} holds JSON, not CSV: an error answer of the export service, or an API's data, saved as .csv. Read it for the error, then export the table as CSV or .xlsx.`,
  csvIsXlsx: (file: string) => `File ${file} is an Excel workbook (a zip archive), not a CSV; rename it to .xlsx, or save it from Excel as CSV.`,
  csvIsXls: (file: string) =>
    `File ${file} is a legacy .xls or password-protected workbook, not a CSV; save it from Excel as a plain .xlsx or as CSV.`,
  csvIsGzip: (file: string) => `File ${file} is a gzip archive, not a CSV; unpack it (gunzip) and point the lookup at the CSV inside.`,
  csvIsPdf: (file: string) => `File ${file} is a PDF document, not a CSV; export the table from where it came from as CSV or .xlsx.`,
  csvIsImage: (file: string) => `File ${file} is a picture (PNG, JPEG, GIF, WebP or TIFF), not a CSV: a screenshot of a table holds no cells to read; export the table from where it came from as CSV or .xlsx.`,
  fileEmpty: (file: string) => `File ${file} is empty: it has no rows at all.`,
  fileNoValues: (file: string, lines: number, first: { line: number; fields: number }, separator: string, held: { separators: boolean; spaces: boolean; controls?: { named: readonly string[]; more: boolean } | undefined }) => {
    const shown = separator === '\t' ? 'tab' : `"${separator}"`;
    const controls = held.controls === undefined ? '' : `control characters (${held.controls.named.join(', ')}${held.controls.more ? ', …' : ''})`;
    const parts = [held.separators ? `separators (${shown})` : '', held.spaces ? 'spaces' : '', controls].filter((part) => part !== '');
    const what = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0] ?? '';
    const why = held.controls !== undefined && !held.spaces
      ? 'Control characters, which no spreadsheet writes or shows, come from a binary file or a conversion gone wrong, so the table itself is missing'
      : 'A spreadsheet writes such lines when it saves blank rows that were formatted or once held data, so the table itself is missing';
    return `File ${file} has no values: ${lines === 1 ? `line ${first.line} holds` : `its ${lines.toLocaleString('en-US')} lines hold`} only ${what}, with no value in any cell (line ${first.line}${first.fields > 1 ? `: ${first.fields} blank fields` : lines === 1 ? '' : ' is the first'}). ${why}: check that this is the right file, and export the table again with its rows.`;
  },
  sheetEmpty: (file: string, sheet: string, named: boolean, filled: readonly string[], chartsBefore: readonly string[] = []) =>
    `Sheet "${sheet}" of workbook ${file}${named ? '' : firstShown(chartsBefore)} is empty: it has no rows at all. ${filled.length === 0
      ? 'No sheet of the workbook has rows: check that it is the right file.'
      : `Sheets with rows: ${list(filled)}. Set "sheet": ${JSON.stringify(filled[0])} on the lookup to read ${filled.length === 1 ? 'it' : 'the first'}.`}`,
  fileHeaderOnly: (file: string, line: number, cells: readonly string[], word: PlaceWord = 'row') =>
    `File ${file} has a header row (${word} ${line}: ${list(cells.filter((cell) => cell !== ''))}) but no data rows under it. Add the rows, or set header_row: 0 if ${word} ${line} is data.`,
  sheetHeaderOnly: (file: string, sheet: string, filled: readonly string[], chartsBefore: readonly string[] = []) =>
    `Sheet "${sheet}" of workbook ${file}${firstShown(chartsBefore)} has one row and no data under it (a note or a title sheet). Sheets with more rows: ${list(filled)}. Set "sheet": ${JSON.stringify(filled[0])} on the lookup to read ${filled.length === 1 ? 'it' : 'the first'}.`,
  fileUnused: (file: string) => `File ${file} is not used by any lookup.`,
  fileListedTwice: (written: string, file: string, first: number) =>
    `File ${written} is listed in files twice (files[${first}] names ${file} too); it is read once: remove the copy.`,
  fileTooLarge: (file: string, maxRows: number) =>
    `File ${file} has more than ${maxRows} data rows (max_rows); nothing was truncated: raise max_rows or split the file. Lookups on it are disabled.`,
  csvUnterminatedQuote: (file: string, at: { line: number; column?: string; text?: string; endLine?: number }) =>
    at.column === undefined
      ? `File ${file}, line ${at.line}: a quoted field opened in the record starting on this line is never closed, so the rest of the file would read as one cell. Add the closing quote ("), or escape quotes inside fields as "", and save the file again.`
      : `File ${file}, line ${at.line}, column ${at.column}: the quote (") that starts the cell is never closed (from it, the line reads: ${shortLine(at.text ?? '')}), so ${at.endLine === undefined || at.endLine <= at.line
        ? 'the rest of the file would read as that one cell'
        : `the reader went on to the end of the file, line ${at.endLine}, looking for the closing quote, and lines ${at.line} to ${at.endLine} would read as that one cell`}. Add the closing quote, or remove the quote if it is part of the text (a quote inside a quoted cell is written twice: "Bo ""Bobby"" Chen"), and save the file again.`,
  csvStrayQuote: (file: string, line: number, column: string, cell: string, quote?: { line: number; text: string; at?: number }) =>
    quote === undefined || quote.line === line
      ? `File ${file}, line ${line}, column ${column}: a quoted cell goes on after its closing quote (read as: ${shortLine(cell)}). In a CSV a quoted cell ends at its closing quote, and a quote inside it is written twice: quote the whole cell and double its quotes ("Bo ""Bobby"" Chen"), or remove the stray quote, and save the file again.`
      : `File ${file}, line ${line}, column ${column}: the quote (") that starts the cell (read as: ${shortLine(cell)}) is not closed on its line, so the cell runs on over the lines below; the reader gave up on line ${quote.line}, at a quote followed by text, not by a separator or the line's end (line ${quote.line} reads: ${aroundQuote(quote)}). Most likely the quote on line ${line} is the mistake: remove it, or close the cell on its own line; if the cell really runs over those lines, write each quote inside it twice ("Bo ""Bobby"" Chen"). Then save the file again.`,
  csvCellTooLongInLookup: (file: string, cell: { line: number; column: string; name: string; length: number; count: number }, max: number, use: 'searches' | 'returns' | 'returns every column') =>
    `File ${file}, line ${cell.line}, column ${cell.column}${cell.name === cell.column ? '' : ` ("${cell.name}")`}: a cell of ${cell.length} characters, more than a spreadsheet cell holds (${max})${cell.count > 1 ? `, and ${cell.count - 1} more in the column` : ''}; this lookup ${use === 'returns every column' ? 'returns every column (it has no return_columns)' : `${use} that column`}, which would ${use === 'searches' ? `make every call crawl through ${cell.count > 1 ? 'them' : 'it'}` : `carry ${cell.count > 1 ? 'them' : 'it'} into every answer`}. ${use === 'searches' ? 'Search another column' : `List the columns to return in return_columns, leaving "${cell.name}" out`}, or shorten the ${cell.count > 1 ? 'cells' : 'cell'}; lookups that neither search nor return the column read the file.`,
  emailsInOneCell: (where: string, column: string, count: number, first: { line: number; text: string }, word: PlaceWord) =>
    `Column "${column}" of ${where} holds ${count === 1 ? 'a cell' : `${count} cells`} of two email addresses or more (${word} ${first.line}: ${first.text.length > 80 ? `${first.text.slice(0, 80)}…` : first.text}${count > 1 ? ', …' : ''}): such a cell is compared as words, so a caller saying either address is found as a candidate at best, never confidently, and not at all in exact mode. Write one address a cell: a row per address, or the second address in a column of its own ("Email 2") that a second lookup searches.`,
  cellsTooLong: (where: string, column: string, rows: number, line: number, length: number, place: string) =>
    `Column "${column}" of ${where} holds ${rows === 1 ? 'a cell' : `${rows} cells`} longer than a caller's value may be (512 characters; the first at ${place} ${line}, ${length} characters): no caller can say ${rows === 1 ? 'it' : 'them'}, and ${rows === 1 ? 'it makes' : 'each makes'} every lookup on the column slower. Move long text to a column the lookup does not search, or shorten ${rows === 1 ? 'that cell' : 'those cells'}.`,
  tsvQuotesAsText: (file: string, place: { line: number; column?: string } | undefined) =>
    `File ${file} is separated by tabs, and its quotes do not quote cells as a CSV's do${place === undefined ? '' : ` (line ${place.line}${place.column === undefined ? '' : `, column ${place.column}`})`}, so they were read as part of the text, as tab-separated exports write them. If a cell holds a tab or a line break, quote that whole cell and double the quotes inside it.`,
  csvCellTooLong: (file: string, lines: { first: number; last: number }, column: string, length: number, max: number) =>
    `File ${file}, line ${lines.first}, column ${column}: a cell of ${length} characters, more than a spreadsheet cell holds (${max})${lines.last > lines.first ? `, running to line ${lines.last}` : ''}. ${lines.last > lines.first
      ? `Usually a quote (") opened there by mistake and closed far below, on line ${lines.last}, has swallowed the records between: quote the whole cell or remove the stray quote (or shorten the cell).`
      : 'Shorten the cell, or split what it holds into columns (a file of one long line may have lost its line breaks, or use a separator the file does not).'}`,
  csvRaggedRows: (file: string, expected: number, first: number, rows: readonly { row: number; fields: number }[], total: number, header?: { row: number; cells: readonly string[]; titles: readonly number[] }, headerless = false) => {
    const listed = rows.map((r) => `line ${r.row}: ${r.fields} (${Math.abs(r.fields - expected)} ${r.fields < expected ? 'missing' : 'extra'})`).join(', ');
    // Beyond the rows listed, either kind may occur.
    const short = total > rows.length || rows.some((r) => r.fields < expected);
    const long = total > rows.length || rows.some((r) => r.fields > expected);
    const read = [short ? 'missing cells are read as blank' : '', long ? `extra cells are read as columns past ${headerless ? 'those' : `the header's ${expected}`}, named by letter` : ''].filter((part) => part !== '').join('; ');
    const like = headerless ? `the ${expected} fields most rows of this table without a header have (as line ${first} does)` : `${expected} fields like line ${first}, where the table starts`;
    const start = `File ${file}: ${total} row(s) do not have ${like} (${listed}${total > rows.length ? ', ...' : ''}); ${read}.`;
    if (header !== undefined) {
      const titles = header.titles.length === 1 ? `line ${first} is` : `lines ${header.titles.join(', ')} are`;
      return `${start} Most likely ${titles} a title above the table, not its header: line ${header.row} (${list(header.cells.slice(0, 5))}${header.cells.length > 5 ? ', …' : ''}) reads as a header and the rows below it line up with it. Set header_row: ${header.row}. If ${header.titles.length === 1 ? `line ${first} is` : 'those lines are'} the header after all, fix the separators in the lines listed.`;
    }
    const blankEnd = short ? ` A row whose last cells are blank still needs their separators (Ann Lee${','.repeat(Math.max(1, expected - 1))} for ${expected} fields).` : '';
    return `${start} A separator missing or added in a row shifts its cells into the wrong columns: fix the separators (or quote cells that hold one) on those lines.${blankEnd}`;
  },
  csvRecordsInCell: (file: string, cell: { first: number; last: number }, column: string, lines: number, offWidth?: { fields: number; expected: number }) =>
    `File ${file}, line ${cell.first}, column ${column}: a quoted cell running to line ${cell.last} holds ${lines} more line${lines === 1 ? '' : 's'} that look${lines === 1 ? 's' : ''} like whole records (as many separators as a record has): a quote opened by mistake and closed further down merges them into this cell, and their rows are missing${offWidth === undefined ? '' : `; that is also why the record of line ${cell.first} has ${offWidth.fields} field${offWidth.fields === 1 ? '' : 's'} where the rows above have ${offWidth.expected}`}. ${offWidth === undefined
      ? `Check the quote that opens the cell on line ${cell.first} and the one that closes it on line ${cell.last}; a cell that really holds several lines can stay.`
      : `Remove the quote that opens the cell on line ${cell.first}, or close the cell on that line (a quote inside a cell is written twice: "Bo ""Bobby"" Chen"), and check the one that closes it on line ${cell.last}; then save the file again.`}`,
  csvErrorCells: (file: string, count: number, named: readonly string[]) =>
    `File ${file}: ${count} cell${count === 1 ? ' holds' : 's hold'} an Excel error (${named.join('; ')}${count > named.length ? '; …' : ''}), as Excel writes a formula that failed when it saves a CSV; read as blank, so ${count === 1 ? 'its row' : 'their rows'} cannot be found by ${count === 1 ? 'that cell' : 'those cells'}. Fix the formula${count === 1 ? '' : 's'} in the workbook (or paste the sheet as values) and export the CSV again.`,
  xlsxErrorCells: (file: string, sheet: string, count: number, named: readonly string[]) =>
    `File ${file}, sheet ${sheet}: ${count} cell${count === 1 ? ' holds' : 's hold'} an Excel error (${named.join(', ')}${count > named.length ? ', …' : ''}), read as blank: a formula there failed, so its row cannot be found by that cell. Fix the formula${count === 1 ? '' : 's'}, or paste the sheet as values.`,
  csvStrayBytes: (file: string, bytes: number, lines: readonly number[], lineCount: number) =>
    `File ${file} is UTF-8 except for ${bytes} byte${bytes === 1 ? '' : 's'} on ${lineCount === 1 ? 'line' : 'lines'} ${lines.join(', ')}${lineCount > lines.length ? ` and ${lineCount - lines.length} more` : ''}, read as Latin-1 (Windows-1252): text pasted in from another system. Check the accented letters on ${lineCount === 1 ? 'that line' : 'those lines'} and save the file as UTF-8.`,
  csvControlCharacters: (file: string, count: number, cells: readonly { where: string; characters: readonly string[] }[]) =>
    `File ${file}: ${count === 1 ? 'a cell holds' : `${count} cells hold`} control characters no spreadsheet shows (${cells.map((cell) => `${cell.where}: ${cell.characters.join(' ')}`).join('; ')}${count > cells.length ? '; …' : ''}), removed from the cell${count === 1 ? '' : 's'} (a vertical tab or form feed reads as a space). They come from a binary export or a conversion gone wrong: check that ${count === 1 ? 'this cell reads' : 'these cells read'} right, and fix the export if not.`,
  xlsxFormulasUncomputed: (file: string, sheet: string, count: number, cells: readonly string[]) =>
    `File ${file}, sheet ${sheet}: ${count === 1 ? 'a cell holds a formula' : `${count} cells hold formulas`} whose value was never computed (${cells.join(', ')}${count > cells.length ? ', …' : ''}), as a program that writes workbooks (openpyxl, a report generator) leaves ${count === 1 ? 'it' : 'them'}; ${count === 1 ? 'it reads' : 'they read'} blank, since a lookup does not compute formulas. Open the workbook in Excel or LibreOffice and save it, which stores the values, or have the program write values instead of formulas.`,
  xlsxHiddenCells: (file: string, sheet: string, rows: readonly number[], columns: readonly string[], filtered: boolean) =>
    `File ${file}, sheet ${sheet}: ${[rows.length === 0 ? '' : `${rows.length === 1 ? `row ${rows[0]} is` : `rows ${cappedList(rows.map(String), 5)} are`} hidden${filtered ? ' (the sheet has a filter, which hides the rows it leaves out)' : ''}`, columns.length === 0 ? '' : `${columns.length === 1 && !columns[0]!.includes(':') ? `column ${columns[0]} is` : `columns ${capped(columns)} are`} hidden`].filter((part) => part !== '').join(', and ')}; hidden rows and columns are read like any others, so a caller in a hidden row is found and a hidden column is returned. If they were hidden to leave those records or columns out, delete them from the workbook (or name return_columns); if not, nothing needs doing.`,
  xlsxControlCharacters: (file: string, sheet: string, count: number, cells: readonly { where: string; characters: readonly string[] }[]) =>
    `File ${file}, sheet ${sheet}: ${count === 1 ? 'a cell holds' : `${count} cells hold`} control characters no spreadsheet shows (${cells.map((cell) => `${cell.where}: ${cell.characters.join(' ')}`).join('; ')}${count > cells.length ? '; …' : ''}), written in the workbook as _xHHHH_ and removed from the cell${count === 1 ? '' : 's'} (a vertical tab or form feed reads as a space). They come from a binary export or a conversion gone wrong: check that ${count === 1 ? 'this cell reads' : 'these cells read'} right, and fix the source if not.`,
  csvUtf32: (file: string) =>
    `File ${file} is encoded as UTF-32 (four bytes a character), which the CSV reader does not read: open it in a text editor or Excel and save it as CSV UTF-8 (or UTF-16), then load it again.`,
  csvNulThroughout: (file: string, encoding: string, nuls: number, characters: number) =>
    `File ${file} does not read as text: ${nuls} of its first ${characters} characters are NUL bytes when read as ${encoding}. It is in an encoding the CSV reader does not know (UTF-16 it could not tell, UTF-32, EBCDIC), or a binary file named .csv: open it in Excel or a text editor and save it as CSV UTF-8, then load it again.`,
  headerRepeated: (file: string, headerLine: number, lines: readonly number[], word: PlaceWord = 'row', headingLines: readonly number[] = []) =>
    `File ${file}: ${lines.length === 1 ? `${word} ${lines[0]} repeats` : `${word}s ${capped(lines.map(String))} repeat`} the header of ${word} ${headerLine}, as when two exports are joined into one file; ${lines.length === 1 ? 'it is not read as a record' : 'they are not read as records'}. Remove ${lines.length === 1 ? 'it' : 'them'} from the file, and check that the exports joined were meant to be.${headingLines.length === 0 ? ''
      : ` ${headingLines.length === 1 ? `${word[0]!.toUpperCase()}${word.slice(1)} ${headingLines[0]} above ${lines.length === 1 ? 'it' : 'them'} repeats` : `${word[0]!.toUpperCase()}${word.slice(1)}s ${capped(headingLines.map(String))} above ${lines.length === 1 ? 'it' : 'them'} repeat`} the title above the header (the heading of each page of a report exported by pages), and ${headingLines.length === 1 ? 'is' : 'are'} not read as ${headingLines.length === 1 ? 'a record' : 'records'} either.`}`,
  pageNumbersSkipped: (file: string, pages: readonly { line: number; cell: string }[], word: PlaceWord = 'row') =>
    `File ${file}: ${pages.length === 1 ? `${word} ${pages[0]!.line} ("${pages[0]!.cell}") is a page number` : `${word}s ${capped(pages.map(({ line, cell }) => `${line} ("${cell}")`))} are page numbers`} among the records, as a report exported by pages writes between its pages; ${pages.length === 1 ? 'it is not read as a record' : 'they are not read as records'}. Remove ${pages.length === 1 ? 'it' : 'them'} from the file, or export the report without page breaks.`,
  numbersRounded: (file: string, column: string, first: { line: number; text: string }, count: number, word: PlaceWord = 'row') =>
    `File ${file}: column "${column}" holds ${count === 1 ? 'a number' : `${count} numbers`} in scientific notation (${first.text} in ${word} ${first.line}${count > 1 ? ', …' : ''}), as a spreadsheet shows a long number and writes it when it saves the file: ${count === 1 ? 'it keeps' : 'they keep'} only ${count === 1 ? 'its' : 'their'} first digits, the rest are lost, and no number a caller says will match ${count === 1 ? 'it' : 'them'}. Export the column again from its source with the numbers as text (in Excel, format the column as Text before typing or pasting them; to open a CSV, use Data > From Text/CSV and set the column to Text).`,
  csvMacRoman: (file: string) => `File ${file} is not valid UTF-8; its accented letters are written as Mac Roman writes them (Excel for Mac's "CSV (Macintosh)" format), so it was read as Mac Roman. Save it as CSV UTF-8 to be sure.`,
  csvDos: (file: string) => `File ${file} is not valid UTF-8; its accented letters are written as MS-DOS code page 850 (or 437) writes them (Excel's "CSV (MS-DOS)" format), so it was read as code page 850. Save it as CSV UTF-8 to be sure.`,
  csvNotUtf8: (file: string) => `File ${file} is not valid UTF-8; it was read as Latin-1 (Windows-1252). Save it as UTF-8 to be sure.`,
  headerBlank: (file: string, letters: readonly string[], headerLine: number, word: PlaceWord = 'row', merged: readonly { letters: readonly string[]; name: string; range: string; first: string }[] = [], likelyHeader?: LikelyHeader) =>
    `File ${file}: ${letters.length === 1 ? `column ${letters[0]} has a blank header` : `columns ${capped(letters)} have blank headers`} in ${word} ${headerLine}, read as the header; ${letters.length === 1 ? 'the column' : 'they'} can only be referenced by ${letters.length === 1 ? 'its letter' : 'their letters'}.${merged.length === 0 ? '' : ` ${merged.slice(0, LISTED_DUPLICATES).map((m) => `${m.letters.length === 1 ? `Column ${m.letters[0]} is` : `Columns ${capped(m.letters)} are`} under the merged header cell "${m.name}" (${m.range}), whose text the workbook keeps in its first column: "${m.name}" means column ${m.first} alone.`).join(' ')}${merged.length > LISTED_DUPLICATES ? ` And ${merged.length - LISTED_DUPLICATES} more merged header cells.` : ''}`} ${likelyHeader !== undefined
      ? `Most likely ${word}s ${likelyHeader.titles.join(', ')} are a title above the table, not its header (without a header_row, up to ${likelyHeader.titlesSkipped} title ${word}s are skipped): ${word} ${likelyHeader.at} (${list(likelyHeader.cells.slice(0, 5))}${likelyHeader.cells.length > 5 ? ', …' : ''}) reads as a header and the rows below it line up with it. Set header_row: ${likelyHeader.at}.`
      : `${merged.length === 0 ? `Name the ${letters.length === 1 ? 'column' : 'columns'}` : 'To reference a column under a merged header cell by name, unmerge the cells and name each column'}, or set header_row: 0 if ${word} ${headerLine} is data.`}`,
  aliasesUnused: () => 'aliases apply to the fuzzy, phonetic and hybrid modes; every column of this lookup is exact, so the aliases file is not used. Set match_mode to hybrid to use it, or remove aliases.',
  footerRowsSkipped: (file: string, lines: readonly { line: number; cell: string }[], fields: number) => `File ${file}: ${skippedRows.footerLines(lines, fields)}`,
  sheetFooterRowsSkipped: (where: string, rows: readonly { line: number; cell: string }[], columns: number) => `File ${where}: ${skippedRows.sheetFooter(rows, columns)}`,
  totalsRowsSkipped: (where: string, rows: readonly { line: number; cells: readonly string[] }[], word: PlaceWord = 'row') => `File ${where}: ${skippedRows.totals(rows, word)}`,
  tableTotalsRowsSkipped: (file: string, sheet: string, rows: readonly { row: number; table: string; range: string; cells: readonly string[] }[]) => `File ${file} [${sheet}]: ${skippedRows.tableTotals(rows)}`,
  reportGroupsRead: (where: string, headings: readonly { line: number; cell: string }[], subtotals: readonly { line: number; cell: string }[], columns: readonly string[], word: PlaceWord) => {
    const places = (rows: readonly { line: number; cell: string }[]) => `${word}${rows.length === 1 ? '' : 's'} ${cappedList(rows.map((r) => String(r.line)), 5)} (${cappedList(rows.map((r) => `"${r.cell.length > 40 ? `${r.cell.slice(0, 40)}…` : r.cell}"`), 3)})`;
    const named = columns.length === 1 ? `column ${columns[0]}` : `columns ${list(columns)}`;
    return `File ${where}: ${places(headings)} ${headings.length === 1 ? 'heads a group' : 'head groups'} of records and ${places(subtotals)} ${subtotals.length === 1 ? 'closes it' : 'close them'} with ${subtotals.length === 1 ? 'its' : 'their'} sums, as accounting reports (QuickBooks) write them: neither is a record, so both were skipped, and each group's name was read into ${named} of its records, which left it blank, so a lookup on ${columns.length === 1 ? 'that column' : 'those columns'} finds them. To read every row as written, export the report without grouping (no subtotals).`;
  },
  /** One `FOOTER_ROWS_SKIPPED` for all the rows of a table skipped as its totals or its footer (`skippedRows`), top down. */
  rowsSkippedBelowTable: (where: string, parts: readonly string[]) => `File ${where}: ${parts.join(' Also, ')}`,
  titleRowSkipped: (file: string, rows: readonly { line: number; cells: readonly string[] }[], headerLine: number, word: PlaceWord = 'row') =>
    `File ${file}: ${rows.map((r) => `${word} ${r.line} (${list(r.cells.slice(0, 5).map((cell) => (cell.length > 40 ? `${cell.slice(0, 40)}…` : cell)))})`).join(', ')} ${rows.length === 1 ? 'was' : 'were'} read as ${rows.length === 1 ? 'a title' : 'titles'} above the table and skipped; ${word} ${headerLine} is the header. If ${word} ${rows[0]?.line ?? 1} is the header, set header_row: ${rows[0]?.line ?? 1}; if the file has no header and ${rows.length === 1 ? 'that row is' : 'those rows are'} data, set header_row: 0.`,
  headerDuplicate: (file: string, duplicates: readonly { name: string; letters: readonly string[] }[]) => {
    const listed = duplicates.slice(0, LISTED_DUPLICATES).map((d) => `"${d.name}" appears in columns ${capped(d.letters)}`).join('; ');
    const more = duplicates.length > LISTED_DUPLICATES ? `; and ${duplicates.length - LISTED_DUPLICATES} more header names appear more than once` : '';
    const keyed = duplicates.slice(0, LISTED_DUPLICATES).flatMap((d) => d.letters.slice(1).map((letter) => `"${d.name} (${letter})"`));
    return `File ${file}: header ${listed}${more}; a reference by name means the first one, and the others are named ${capped(keyed)}, in the rows returned and to search or return them. Rename them in the file to give them names of their own.`;
  },
  headerRowBeyondEnd: (file: string, headerRow: number, rows: number, word: PlaceWord = 'row') =>
    `header_row is ${headerRow} but ${file} has only ${rows} ${word}(s) holding cells. Set header_row to the ${word} of the header (${word === 'line' ? 'the line an editor shows it on' : 'the row number the sheet shows'}), or leave it out to detect the header.`,
  headerTwoRows: (file: string, upper: number, lower: number, names: readonly string[]) =>
    `File ${file}: rows ${upper} and ${lower} are read as one header: the merged cells of row ${upper} name groups of the columns under them, so those columns are named by both, as ${list(names.slice(0, 5))}${names.length > 5 ? ', …' : ''}. Reference them by these names (or by column letter). If row ${lower} alone is the header, set header_row: ${lower}.`,
  headerRowCountsLines: (file: string, headerRow: number, header: { line: number; cells: readonly string[] }, before: { line: number; cells: readonly string[] }) =>
    `File ${file}: header_row: ${headerRow} counts lines of the file as an editor numbers them, so line ${header.line} (${list(header.cells.filter((cell) => cell !== '').slice(0, 5))}) is read as the header; line ${before.line} (${list(before.cells.filter((cell) => cell !== '').slice(0, 5))}) looks more like one, and is what header_row: ${headerRow} read until 2026-12-05, when it counted only the records with content (blank lines and the extra lines of a cell over several left out). If line ${before.line} is the header, set header_row: ${before.line}.`,
  xlsxNotZip: (file: string) => `File ${file} is not an .xlsx workbook (not a zip archive). Save it from Excel as .xlsx, or name a CSV .csv.`,
  xlsxEncrypted: (file: string) =>
    `File ${file} is a password-protected workbook or a legacy .xls file; save it from Excel as a plain .xlsx without a password.`,
  xlsxPasswordProtected: (file: string) =>
    `File ${file} is a password-protected workbook: Excel encrypts the whole file, so no cell can be read without the password. Open it in Excel, remove the password (File > Info > Protect Workbook > Encrypt with Password, clear it) and save it, or save a copy as CSV UTF-8, and name that file.`,
  xlsxIsXls: (file: string) =>
    `File ${file} is an Excel 97-2003 workbook (.xls) named .xlsx, a format lookups do not read: open it in Excel or LibreOffice and save it as .xlsx (Excel Workbook) or CSV UTF-8, and name that file.`,
  zipIsNoWorkbook: (file: string, kind: ContainerKind) => kind === 'xlsb'
    ? `File ${file} is an Excel binary workbook (.xlsb) named .xlsx, a format lookups do not read: open it in Excel and save it as .xlsx (Excel Workbook) or CSV UTF-8, and name that file.`
    : kind === 'ods' || kind === 'opendocument'
    ? `File ${file} is an OpenDocument ${kind === 'ods' ? 'spreadsheet (.ods, as LibreOffice Calc writes it)' : 'file (LibreOffice), not a spreadsheet,'} named .xlsx, a format lookups do not read: open it in LibreOffice Calc and save it as .xlsx (Excel 2007-365) or CSV UTF-8, and name that file.`
    : `File ${file} is a ${kind === 'pptx' ? 'PowerPoint presentation (.pptx)' : 'Word document (.docx)'} named .xlsx, not a workbook: name the file that holds the table, or copy the table into a sheet and save it as .xlsx or CSV UTF-8.`,
  xlsxCorrupt: (file: string, reason: string) => `Workbook ${file} is damaged and cannot be read (${reason}); re-save it from Excel.`,
  xlsxCellInvalid: (file: string, sheet: string, place: string, problem: string) =>
    `Workbook ${file}, sheet ${sheet}: ${place} ${problem}. Excel never writes that: the workbook was made by another program, or damaged since. It is not read, rather than read with a value lost: open it in Excel or LibreOffice and save it again as .xlsx (they repair the ${place.startsWith('row') ? 'row' : 'cell'}), or save the sheet as CSV.`,
  xlsxTooLong: (file: string, sheet: string, rows: number, limit: number) =>
    `Workbook ${file} is too large for the workbook reader: sheet ${sheet} holds ${rows.toLocaleString('en-US')} rows, and the workbook reader takes at most ${limit.toLocaleString('en-US')} (a workbook is read whole into memory, and the lookup waits for it); save the sheet as CSV, which is streamed, and name the .csv file instead.`,
  xlsxTooDeep: (file: string) =>
    `Workbook ${file} is too large for the workbook reader (read-excel-file ran out of stack in its sheet data, as it does when reading a long sheet runs long); save the sheet as CSV, which is streamed, and name the .csv file instead.`,
  sheetNotFound: (file: string, sheet: string, available: readonly string[], byPosition?: string) =>
    `Workbook ${file} has no sheet "${sheet}"${didYouMean(closestChoice(sheet, available))}${byPosition === undefined ? '' : ` "sheet" names a sheet by its name, not its place: if you meant sheet ${sheet} of the workbook, set "sheet": "${byPosition}".`} Available sheets: ${list(available)}.`,
  sheetIsChart: (file: string, sheet: string | undefined, charts: readonly string[], filled: readonly string[]) => {
    const what = sheet !== undefined ? `Sheet "${sheet}" of workbook ${file} is a chart sheet: a chart fills it, and it has no cells`
      : charts.length === 1 ? `Workbook ${file} holds one sheet, "${charts[0]}", and it is a chart sheet: a chart fills it, and it has no cells`
        : `Workbook ${file} holds chart sheets alone (${list(charts)}): a chart fills each, and none has cells`;
    const fix = filled.length === 0
      ? `Name the workbook or CSV that holds the table the chart${sheet === undefined && charts.length > 1 ? 's draw' : ' draws'} on instead.`
      : `Set "sheet": ${JSON.stringify(filled[0])} on the lookup to read the worksheet${filled.length === 1 ? ' with rows' : `s with rows, ${list(filled)}, the first`}.`;
    return `${what}, so there is no table to look up. ${fix}`;
  },
  sheetOnCsv: (file: string) => `"sheet" is ignored: ${file} is a CSV file, which has no sheets.`,
  aliasesMalformed: (file: string, reason: string) => `Alias file ${file}: ${reason}. It must be a CSV with columns name,alias.`,
  toolDescriptionLong: (tool: string, length: number, most: number, room: number) =>
    `The description of tool "${tool}" is ${length} characters with the instructions every lookup tool carries; OpenAI's API refuses a function description over ${most}. Shorten tool_description to at most ${Math.max(0, room)} characters.`,
  headerGuessed: (file: string, references: readonly string[], headers: readonly string[]) =>
    `The lookup names its columns by letter or number (${list(references)}), and the first row of ${file} was read as the header: ${list(headers)}. If that row is a record, set "header_row": 0 (the file then has no header, and the row can be found); if it is the header, name the columns by it to silence this warning.`,
  dateCellsUnread: (file: string, column: string, cells: readonly { line: number; text: string }[], word: PlaceWord) =>
    `Column "${column}" of ${file} reads as dates, but ${cells.length === 1 ? 'one cell is' : `${cells.length} cells are`} no date: ${cells.slice(0, 3).map((cell) => `"${cell.text}" (${word} ${cell.line})`).join(', ')}${cells.length > 3 ? ', …' : ''}. A date said for this column never finds ${cells.length === 1 ? 'that row' : 'those rows'}: correct ${cells.length === 1 ? 'it' : 'them'} (leave a date nobody knows blank, or write N/A or unknown).`,
  dateColumnTooManyUnread: (file: string, column: string, dates: number, unread: number, cells: readonly { line: number; text: string }[], word: PlaceWord) =>
    `Column "${column}" of ${file} is compared as text, not as dates: ${dates} of its cells are dates, but ${unread} ${unread === 1 ? 'is' : 'are'} no date (${cells.map((cell) => `"${cell.text}" (${word} ${cell.line})`).join(', ')}${unread > cells.length ? ', …' : ''}), more than a date column may hold (one in ten dates or more, one per fifty past that). A date said for this column is then compared letter by letter with the cells, so "March 5th 1985" does not find 03/05/1985. Correct those cells, or clear them (leave a date nobody knows blank, or write N/A or unknown), so the column reads as dates.`,
  dateColumnMoments: (file: string, column: string, example: { line: number; text: string }, word: PlaceWord) =>
    `Column "${column}" of ${file} is compared as text, not as dates: its cells are dates with a time of day ("${example.text}", ${word} ${example.line}), moments rather than days, and a caller says the day alone, so a date said for this column ("March 5th 2026") finds none of its rows. To look rows up by the day, give the day a column of its own (in Excel, =INT(cell) formatted as a date), or export the column as dates; a time of midnight (00:00) reads as its day.`,
  dateColumnBothOrders: (file: string, column: string, dayFirst: { line: number; text: string }, monthFirst: { line: number; text: string }, word: PlaceWord) =>
    `Column "${column}" of ${file} is compared as text, not as dates: its dates of numbers are written in both orders, day first ("${dayFirst.text}", ${word} ${dayFirst.line}) and month first ("${monthFirst.text}", ${word} ${monthFirst.line}), so no order reads them all. A date said for this column is then compared letter by letter with the cells, so "March 5th 1985" does not find 03/05/1985. Write every date in one order (or as 1985-03-05), so the column reads as dates.`,
  lookupNoRows: (file: string, columns: readonly string[]) => `No row of ${file} fills any of the search columns ${list(columns)}.`,

  // switchboard tune's labels file.
  labelsExpectedNotInTable: (file: string, line: number, expected: string, columns: readonly string[], nearest: string | undefined) =>
    `${file} line ${line}: expected "${expected}" is no row's ${columns.map((c) => `"${c}"`).join(' | ')} in the table${nearest === undefined ? '.' : `; did you mean "${nearest}"?`} The call is left out of the evaluation (scored, it would count as confident-wrong). Write the right row's ${columns.map((c) => `"${c}"`).join(' | ')} as the table does (not another column's value), or leave expected blank when the caller is not in the table.`,
  labelsNotCsv: (file: string, kind: string) =>
    `${file} is ${kind}, not a CSV; open it in Excel (or where it came from) and save it as CSV UTF-8 (File > Save As > CSV UTF-8), then pass that file to --labels.`,
  labelsDuplicateColumn: (file: string, column: string, letters: readonly string[]) =>
    `${file}: "${column}" heads columns ${letters.slice(0, -1).join(', ')} and ${letters[letters.length - 1]}; keep one of them (only one value can be the call's "${column}")`,
  labelsRowExtraCells: (file: string, line: number, columns: number, column: string, cell: string) =>
    `${file} line ${line}: column ${column} ("${cell}") is past the header's ${columns} columns: a value holding the separator is split there unless it is quoted. Put that value in quotes ("Myers, Caitlin"), or remove the extra cell.`,
  labelsNoneInTable: (file: string) =>
    `${file}: no labelled call is left to evaluate: the expected value of each is missing from the table (see the warnings above).`,

  // Thrown by call().
  toolUnknown: (name: string, available: readonly string[], documentErrors: readonly { code: string; message: string }[] = []) =>
    `No lookup tool named "${sentName(name)}"${didYouMean(closestChoice(name, available))} Available tools: ${list(available)}.${documentErrors.length === 0 ? '' : ` The document has errors: ${documentErrors.slice(0, LISTED_ERRORS).map((e) => `${e.code}: ${e.message}`).join(' ')}${documentErrors.length > LISTED_ERRORS ? ` And ${documentErrors.length - LISTED_ERRORS} more: run "switchboard inspect" on the document for all of them.` : ''}`}`,
  lookupUnavailable: (name: string, errors: readonly { code: string; message: string }[]) =>
    `Lookup "${name}" is unavailable because of its configuration (${[...new Set(errors.map((e) => e.code))].join(', ')}): ${errors.slice(0, LISTED_ERRORS).map((e) => `${e.code}: ${e.message}`).join(' ')}${errors.length > LISTED_ERRORS ? ` And ${errors.length - LISTED_ERRORS} more.` : ''} Run "switchboard inspect" on the document to see every problem.`,
  argumentMissing: (tool: string, param: string) => `Tool "${tool}" needs the argument "${param}" (a non-empty string).`,
  argumentUnknown: (tool: string, args: readonly string[], allowed: readonly string[]) =>
    `Tool "${tool}" has no argument${args.length === 1 ? '' : 's'} ${sentNames(args)}${meantArgument(args, allowed)}; its arguments are ${list(allowed)}.`,
  argumentNotString: (tool: string, param: string, type: string) =>
    `Tool "${tool}" argument "${param}" must be a string, not ${type}.`,
} as const;
