// Loading a lookup document: read and validate it, load each data file once, build every usable lookup.
// All I/O of the matcher happens here; problems become issues and usable lookups keep working.
import { readFile, stat } from 'node:fs/promises';
import { basename, posix } from 'node:path';
import { DEFAULT_MAX_ROWS, PREVIEW_ROWS } from '../config/defaults.js';
import { DOCUMENT_FIELDS, type LookupConfig } from '../config/LookupEntry.js';
import { validateLookupEntry, type EntryColumns } from '../config/validateLookupEntry.js';
import { buildLookup, type Lookup } from '../match/Lookup.js';
import { projectRow } from '../match/project.js';
import { MatcherError } from '../MatcherError.js';
import { messages, type IssueCode } from '../messages.js';
import { MAX_CELL_CHARS, readCsv, readHead } from '../source/csvSource.js';
import { columnLetter } from '../source/columnLetter.js';
import { markupKind } from '../source/markupKind.js';
import { binaryKind } from '../source/fileMagic.js';
import type { RawSheet, SourceOutcome } from '../source/RawSheet.js';
import { readWorkbook, selectSheet, type Workbook } from '../source/xlsxSource.js';
import { buildTable, MAX_TITLE_ROWS, type TableOutcome } from '../table/buildTable.js';
import { shownColumns, type Table } from '../table/Table.js';
import { lineHoldingReference, plainHeader, resolveColumn } from '../table/columnRef.js';
import type { DocumentStatus, FileStatus, Issue, LoadProgress, LookupResult, LookupStatus } from '../types.js';
import { resolveDataPath, type DataPathProblem } from './dataPath.js';
import { loadAliases } from './loadAliases.js';
import type { LookupDocument } from './LookupDocument.js';
import { searchKeysRepeat } from './searchKeysRepeat.js';
import { unknownDocumentField } from './unknownDocumentField.js';
import { documentText, parseDocumentText } from './parseDocumentText.js';

const DATA_FILE = /\.(csv|tsv|xlsx|xlsm|xltx|xltm)$/i;
// Workbooks of the one format (Office Open XML): a macro-enabled workbook and the templates hold their cells as an
// .xlsx does, and a lookup reads cells alone, never running a macro.
const WORKBOOK = /\.(xlsx|xlsm|xltx|xltm)$/i;

/**
 * Reads a JSON or YAML lookup document and its data files (paths relative to the document).
 * Throws `MatcherError` only when the document file itself cannot be read or parsed.
 *
 * @example
 *   const doc = await loadDocument('flows/customer-care/customers.lookup.json')
 *   doc.call('lookup_customer', { full_name: 'Kaitlyn Meyers' }) // { result: 'confident', row: { 'Full Name': 'Caitlin Myers', ... }, score: 96 }
 */
export async function loadDocument(path: string, options: LoadOptions = {}): Promise<LookupDocument> {
  let text: Uint8Array;
  try {
    // A pipe, socket or device would block the read forever (or never end): only a regular file is read.
    if (!(await stat(path)).isFile()) {
      throw new MatcherError('DOCUMENT_UNREADABLE', messages.documentUnreadable(path, 'it is not a regular file (a folder, pipe, socket or device)', 'Name the lookup document itself, a .json or .yaml file.'), { file: path });
    }
    text = await readFile(path);
  } catch (error) {
    if (error instanceof MatcherError) throw error;
    throw new MatcherError('DOCUMENT_UNREADABLE', messages.documentUnreadable(path, messages.unreadableReason(error), messages.documentUnreadableFix(error, path, process.cwd())), { file: path, cause: error });
  }
  const dataKind = dataFileKind(path, text);
  if (dataKind !== undefined) throw new MatcherError('DOCUMENT_IS_DATA_FILE', messages.documentIsDataFile(path, dataKind, DATA_FILE.test(path) ? basename(path) : 'customers.xlsx'), { file: path });
  const decoded = documentText(text);
  const raw = parseDocumentText(decoded.text, path);
  // (A document not in UTF-8 is read in the 8-bit encoding its accents vote for, and said to be.)
  const warnings: Issue[] = decoded.eightBit === undefined ? [] : [{ code: 'DOCUMENT_NOT_UTF8', severity: 'warning', path: '', message: messages.documentNotUtf8(path, decoded.eightBit) }];
  return new DocumentLoader(path, options, warnings).load(raw);
}

/**
 * What a file given as the document is, when it is a table (or another binary file) rather than a document: a
 * data file passed in its place would otherwise be "not valid YAML" with a dump of its bytes, or "must be an object".
 */
function dataFileKind(path: string, bytes: Uint8Array): string | undefined {
  switch (binaryKind(bytes)) {
    case 'zip': return WORKBOOK.test(path) ? 'an Excel workbook' : 'a zip file (an Excel workbook, when it holds a table)';
    case 'cfb': return 'an Excel workbook in the legacy or password-protected format';
    case 'pdf': return 'a PDF document';
    case 'gzip': return 'a gzip archive';
    case 'image': return 'a picture (PNG, JPEG, GIF, WebP or TIFF)';
    case undefined: break;
  }
  if (/\.tsv$/i.test(path)) return 'a data table (a TSV file)';
  if (/\.csv$/i.test(path)) return 'a data table (a CSV file)';
  if (WORKBOOK.test(path)) return 'a data table (an .xlsx file)';
  return undefined;
}

/** Options of `loadDocument`. */
export interface LoadOptions {
  /** Most data rows a table may have (default 1,000,000); a larger one is refused with FILE_TOO_LARGE. */
  maxRows?: number;
  /**
   * Told how far the load has got, so a command can draw a progress bar and report rows per second on large files:
   * as a CSV streams in (after each ~1 MiB chunk), as a long sheet of a workbook is read (every 4,096 rows; a workbook
   * read-excel-file reads, sheets of at most 20,000 rows, once read whole), and as each lookup's index is built (every
   * 4,096 rows of a column, and after each step of it).
   */
  onProgress?: (progress: LoadProgress) => void;
}

/**
 * A data file's name as the document means it: "./customers.csv" and "sub//customers.csv" are "customers.csv" and
 * "sub/customers.csv", so a file named two ways is read once (and is not "unused" under its other name).
 */
const dataFileName = (file: string): string => {
  const name = posix.normalize(file);
  return name.startsWith('./') ? name.slice(2) : name;
};

/** An error that makes a lookup unavailable, as a call names it. */
type Problem = Pick<Issue, 'code' | 'message'>;
const errorsOf = (issues: readonly Issue[]): Problem[] => issues.filter((issue) => issue.severity === 'error').map(({ code, message }) => ({ code, message }));

// Email addresses within a cell: a mailbox, "@" and a domain with a dot, between separators, quotes or angle brackets.
const ADDRESSES = /[^\s@<>;,|/"']+@[^\s@<>;,|/"']+\.[^\s@<>;,|/"']+/g;
const ADDRESS_EVIDENCE_ROWS = 1000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A table's key among the tables of a load: one per file, sheet, header choice and row cap. */
const tableKey = (file: string, sheet: string | undefined, headerRow: number | undefined, maxRows: number): string => JSON.stringify([file, sheet ?? null, headerRow ?? null, maxRows]);

class DocumentLoader {
  private readonly issues: Issue[];
  private readonly sources = new Map<string, Promise<SourceOutcome | undefined>>();
  private readonly workbooks = new Map<string, Promise<Workbook>>();
  private readonly tables = new Map<string, TableOutcome>();
  /** Per data file, the largest max_rows of the lookups reading it: the file is read once, as far as that. */
  private readonly readLimits = new Map<string, number>();
  /** Per CSV file, the tables (`tableKey`) the lookups build from it: once all are built, its cells are let go. */
  private readonly tablesWanted = new Map<string, Set<string>>();
  private readonly files: FileStatus[] = [];
  /** Each usable lookup's table, for `searchKeysRepeat`. */
  private readonly searched = new Map<Lookup, Table>();

  constructor(private readonly path: string, private readonly options: LoadOptions, documentIssues: readonly Issue[] = []) {
    this.issues = [...documentIssues];
  }

  async load(raw: unknown): Promise<LookupDocument> {
    if (!isObject(raw)) {
      this.issue({ code: 'DOCUMENT_NOT_OBJECT', severity: 'error', path: '', message: messages.documentNotObject() });
      return this.finish(new Map(), new Map(), []);
    }
    for (const field of Object.keys(raw)) {
      if (!(DOCUMENT_FIELDS as readonly string[]).includes(field)) {
        this.issue({ code: 'FIELD_UNKNOWN', severity: 'warning', path: field, message: unknownDocumentField(field) });
      }
    }
    const declaredFiles = this.declaredFiles(raw.files);
    if (!Array.isArray(raw.lookups)) {
      this.issue({ code: 'LOOKUPS_MISSING', severity: 'error', path: 'lookups', message: messages.lookupsMissing() });
      await this.reportUnused(declaredFiles, new Set());
      return this.finish(new Map(), new Map(), []);
    }

    if (raw.lookups.length === 0) this.issue({ code: 'LOOKUPS_EMPTY', severity: 'error', path: 'lookups', message: messages.lookupsEmpty() });

    const configs: { config: LookupConfig; path: string }[] = [];
    const brokenEntries: EntryColumns[] = [];
    const firstByName = new Map<string, string>();
    const unavailable = new Map<string, Problem[]>();
    raw.lookups.forEach((entry: unknown, i) => {
      const path = `lookups[${i}]`;
      const validated = validateLookupEntry(entry, path, this.options.maxRows === undefined ? {} : { maxRows: this.options.maxRows });
      this.issues.push(...validated.issues);
      const name = isObject(entry) && typeof entry.tool_name === 'string' ? entry.tool_name : undefined;
      // Duplicates are checked on the raw name, so a broken entry still reports its clash with another.
      const first = name === undefined ? undefined : firstByName.get(name);
      if (name !== undefined && first !== undefined) {
        this.issue({ code: 'TOOL_NAME_DUPLICATE', severity: 'error', path: `${path}.tool_name`, message: messages.toolNameDuplicate(name, first) });
        return;
      }
      if (name !== undefined) firstByName.set(name, path);
      if (validated.config === undefined) {
        if (name !== undefined) unavailable.set(name, errorsOf(validated.issues));
        if (validated.columns !== undefined) brokenEntries.push(validated.columns);
        return;
      }
      configs.push({ config: validated.config, path });
    });

    // The first table of `files`; else its first file, so that a lone file of another type is reported as such
    // (FILE_TYPE_UNSUPPORTED), not as no file at all and an unused one.
    const defaultFile = declaredFiles.find((file) => DATA_FILE.test(file)) ?? declaredFiles[0];
    for (const { file, maxRows } of [...configs.map(({ config }) => config), ...brokenEntries]) {
      const read = file === undefined ? defaultFile : dataFileName(file);
      if (read !== undefined) this.readLimits.set(read, Math.max(maxRows, this.readLimits.get(read) ?? 0));
    }
    for (const { file, headerRow, maxRows } of [...configs.map(({ config }) => config), ...brokenEntries]) {
      const read = file === undefined ? defaultFile : dataFileName(file);
      if (read === undefined || WORKBOOK.test(read)) continue;
      const wanted = this.tablesWanted.get(read) ?? new Set<string>();
      wanted.add(tableKey(read, undefined, headerRow, maxRows));
      this.tablesWanted.set(read, wanted);
    }
    const lookups = new Map<string, Lookup>();
    const usedFiles = new Set<string>();
    for (const { config, path } of configs) {
      const file = config.file === undefined ? defaultFile : dataFileName(config.file);
      if (file === undefined) {
        this.issue({ code: 'FILE_NONE', severity: 'error', path: `${path}.file`, message: messages.fileNone() });
        unavailable.set(config.toolName, [{ code: 'FILE_NONE', message: messages.fileNone() }]);
        continue;
      }
      usedFiles.add(file);
      const built = await this.buildOne(config, path, file);
      if (built.ok) lookups.set(config.toolName, built.lookup);
      else unavailable.set(config.toolName, built.errors);
    }
    for (const entry of brokenEntries) {
      const file = entry.file === undefined ? defaultFile : dataFileName(entry.file);
      if (file === undefined) continue;
      usedFiles.add(file);
      await this.checkColumns(entry, file);
    }
    await this.reportUnused(declaredFiles, usedFiles);
    return this.finish(lookups, unavailable, [...lookups.values()]);
  }

  /** A broken entry's columns are still checked against its table, so a user sees every problem at once. */
  private async checkColumns(entry: EntryColumns, file: string): Promise<void> {
    const table = await this.table(file, entry.sheet, entry.headerRow, entry.maxRows, entry.path);
    if (!table.ok) return;
    const where = table.table.sheet === undefined ? table.table.file : `${table.table.file} [${table.table.sheet}]`;
    for (const { field, column } of entry.columns) {
      if (resolveColumn(table.table, column) !== undefined) continue;
      const elsewhere = await this.otherSheetsHeading(file, table.table.sheet, entry.sheet !== undefined, column);
      this.issue({ code: 'COLUMN_UNKNOWN', severity: 'error', path: field, file: table.table.file, message: messages.columnUnknown(column, where, table.table.columns, lineHoldingReference(table.table, column)) + elsewhere });
    }
  }

  private issue(issue: Issue): void {
    this.issues.push(issue);
  }

  private declaredFiles(files: unknown): string[] {
    if (files === undefined || files === null) return [];
    if (!Array.isArray(files) || !files.every((f) => typeof f === 'string' && f.trim() !== '')) {
      this.issue({ code: 'FIELD_TYPE', severity: 'error', path: 'files', message: messages.fieldType('files', 'a list of file paths relative to the document') });
      return [];
    }
    const declared: string[] = [];
    (files as string[]).forEach((written, i) => {
      const file = dataFileName(written);
      const first = declared.indexOf(file);
      if (first < 0) declared.push(file);
      else this.issue({ code: 'FILE_LISTED_TWICE', severity: 'warning', path: `files[${i}]`, file, message: messages.fileListedTwice(written, file, first) });
    });
    return declared;
  }

  private async buildOne(config: LookupConfig, path: string, file: string): Promise<{ ok: true; lookup: Lookup } | { ok: false; errors: Problem[] }> {
    const errors: Problem[] = [];
    let aliases: Map<string, string[]> | undefined;
    if (config.aliases !== undefined) {
      const located = await resolveDataPath(this.path, config.aliases);
      if (!located.ok) {
        errors.push(this.pathIssue(located.reason, config.aliases, `${path}.aliases`, located.closest));
      } else {
        const loaded = await loadAliases(located.absolute, config.aliases, `${path}.aliases`);
        this.issues.push(...loaded.issues);
        errors.push(...errorsOf(loaded.issues));
        aliases = loaded.aliases;
      }
    }
    const table = await this.table(file, config.sheet, config.headerRow, config.maxRows, path);
    if (!table.ok) errors.push(...errorsOf(table.issues));
    if (table.ok) errors.push(...this.longCellsUsed(config, path, table.table));
    if (errors.length > 0 || !table.ok) return { ok: false, errors };
    const onProgress = this.options.onProgress;
    const { file: tableFile, sheet: tableSheet, rows } = table.table;
    const indexing = onProgress === undefined ? {} : {
      onProgress: (share: number, column: string) => onProgress({ phase: 'indexing', file: tableFile, ...(tableSheet === undefined ? {} : { sheet: tableSheet }), tool: config.toolName, column, rows: rows.length, share }),
    };
    const built = buildLookup(config, table.table, { path, ...(aliases === undefined ? {} : { aliases }), ...indexing });
    // A search column on another sheet of the workbook (its first sheet a summary or a cover): said, with the sheet to name.
    const searched = new Map([[`${path}.search_column`, config.primary.column], ...config.additional.map((extra, k) => [`${path}.additional_search_columns[${k}].column`, extra.column] as const)]);
    for (const issue of built.issues) {
      const column = issue.code === 'COLUMN_UNKNOWN' ? searched.get(issue.path) : undefined;
      if (column !== undefined) issue.message += await this.otherSheetsHeading(file, tableSheet, config.sheet !== undefined, column);
    }
    this.issues.push(...built.issues);
    if (!built.ok) return { ok: false, errors: errorsOf(built.issues) };
    for (const [field, reference] of searched) this.severalAddresses(table.table, field, reference);
    this.searched.set(built.lookup, table.table);
    return { ok: true, lookup: built.lookup };
  }

  /**
   * Warns (`EMAILS_IN_ONE_CELL`) when the search column `reference` holds cells of two email addresses or more
   * ("ann@x.com; ann.lee@y.com"): a caller saying either is found as a candidate at best, never confidently, and not
   * at all in exact mode, which the user should hear before a caller does.
   */
  private severalAddresses(table: Table, field: string, reference: string): void {
    const column = resolveColumn(table, reference);
    if (column === undefined) return;
    let count = 0;
    let first: { line: number; text: string } | undefined;
    let withAt = 0;
    for (let row = 0; row < table.rows.length; row++) {
      // (A column whose first thousand rows hold no "@" is no column of addresses: not read on.)
      if (row === ADDRESS_EVIDENCE_ROWS && withAt === 0) return;
      const cell = table.rows.cell(row, column);
      const at = cell.indexOf('@');
      if (at >= 0) withAt += 1;
      if (at < 0 || at === cell.lastIndexOf('@') || (cell.match(ADDRESSES) ?? []).length < 2) continue;
      count += 1;
      first ??= { line: table.lineNumbers[row] ?? row + 1, text: cell };
    }
    if (first === undefined) return;
    const where = table.sheet === undefined ? table.file : `${table.file} [${table.sheet}]`;
    this.issue({ code: 'EMAILS_IN_ONE_CELL', severity: 'warning', path: field, file: table.file, message: messages.emailsInOneCell(where, table.columns[column] ?? reference, count, first, table.placeWord ?? 'row') });
  }

  /**
   * The cells longer than a spreadsheet cell holds (a CSV's, of one line: `Table.longCells`) in a column the lookup
   * searches or returns, each reported as `CSV_MALFORMED` at the field naming the column: such a lookup is disabled,
   * and the others on the file work.
   */
  private longCellsUsed(config: LookupConfig, path: string, table: Table): Problem[] {
    if (table.longCells === undefined) return [];
    const fields: { field: string; column: number | undefined; use: 'searches' | 'returns' | 'returns every column' }[] = [
      { field: `${path}.search_column`, column: resolveColumn(table, config.primary.column), use: 'searches' },
      ...config.additional.map((extra, k) => ({ field: `${path}.additional_search_columns[${k}].column`, column: resolveColumn(table, extra.column), use: 'searches' as const })),
      ...(config.returnColumns === undefined
        ? shownColumns(table).map((column) => ({ field: `${path}.return_columns`, column, use: 'returns every column' as const }))
        : config.returnColumns.map((name, k) => ({ field: `${path}.return_columns[${k}]`, column: resolveColumn(table, name), use: 'returns' as const }))),
    ];
    const problems: Problem[] = [];
    const reported = new Set<number>();
    for (const { field, column, use } of fields) {
      const long = table.longCells.find((cell) => cell.column === column);
      if (long === undefined || reported.has(long.column)) continue;
      reported.add(long.column);
      const message = messages.csvCellTooLongInLookup(table.file, { ...long, column: columnLetter(long.column), name: table.columns[long.column] ?? columnLetter(long.column) }, MAX_CELL_CHARS, use);
      this.issue({ code: 'CSV_MALFORMED', severity: 'error', path: field, file: table.file, message });
      problems.push({ code: 'CSV_MALFORMED', message });
    }
    return problems;
  }

  /**
   * The hint that other worksheets of workbook `file` than `sheetRead` head a column `reference` (a cell of their first
   * rows, where a header is), or '' when none does or `file` is no workbook. A letter or a number names no header here.
   */
  private async otherSheetsHeading(file: string, sheetRead: string | undefined, sheetNamed: boolean, reference: string): Promise<string> {
    const wanted = plainHeader(reference).toLowerCase();
    const book = await this.workbooks.get(file);
    if (book?.ok !== true || /^([a-z]{1,3}|\d+)$/.test(wanted)) return '';
    const headerRows = MAX_TITLE_ROWS + 2;
    const sheets = book.sheets.filter((sheet) => !sheet.chart && sheet.name !== sheetRead && sheet.rows.slice(0, headerRows).some((row) => row.some((cell) => plainHeader(cell).toLowerCase() === wanted)));
    return sheets.length === 0 ? '' : messages.columnOnOtherSheets(reference, sheets.map((sheet) => sheet.name), sheetNamed);
  }

  /** `closest`: for a missing file, the file beside it its name is most likely a slip of. */
  private pathIssue(reason: DataPathProblem, file: string, path: string, closest?: string): Problem {
    const problems: Record<DataPathProblem, { code: IssueCode; message: string }> = {
      outside: { code: 'FILE_OUTSIDE_DOCUMENT', message: messages.fileOutsideDocument(file) },
      missing: { code: 'FILE_NOT_FOUND', message: messages.fileNotFound(file, closest) },
      directory: { code: 'FILE_UNREADABLE', message: messages.fileUnreadable(file, 'it is a folder, not a file; name a file inside it') },
      not_a_file: { code: 'FILE_UNREADABLE', message: messages.fileUnreadable(file, 'it is not a regular file (a pipe, socket or device); copy the data into a file') },
    };
    const { code, message } = problems[reason];
    this.issue({ code, severity: 'error', path, file, message });
    return { code, message };
  }

  /** The table of one file/sheet under one header choice; file-level issues are reported once. */
  private async table(file: string, sheet: string | undefined, headerRow: number | undefined, maxRows: number, path: string): Promise<TableOutcome> {
    const source = await this.source(file, sheet, maxRows, path);
    if (source === undefined) {
      // The read recorded why (FILE_NOT_FOUND, XLSX_CORRUPT, ...): the lookup is unavailable for that same reason.
      const why = this.issues.find((issue) => issue.file === file && issue.severity === 'error');
      return { ok: false, issues: [why ?? { code: 'FILE_UNREADABLE', severity: 'error', path, file, message: messages.fileUnreadable(file, 'see the issues above') }] };
    }
    if (!source.ok) return source;
    const key = tableKey(file, source.sheet.sheet, headerRow, maxRows);
    let table = this.tables.get(key);
    if (table === undefined) {
      table = buildTable(source.sheet, headerRow, maxRows, `${path}.file`, this.building(file, source.sheet.sheet));
      this.tables.set(key, table);
      this.issues.push(...table.issues);
      this.recordFile(file, source.sheet.sheet, table, true);
      this.letGoOfCells(file, source.sheet);
    }
    return table;
  }

  /**
   * Empties a CSV's rows of cells once every table the lookups want of it is built: the tables hold their rows packed
   * (`Rows`), and the cells, one string a cell, would otherwise stay until the load ends, through the indexing that
   * follows (at 200,000 rows of six cells, 60 MB of a hybrid lookup's 440 MB peak).
   */
  private letGoOfCells(file: string, sheet: RawSheet): void {
    const wanted = this.tablesWanted.get(file);
    if (wanted === undefined || ![...wanted].every((key) => this.tables.has(key))) return;
    sheet.rows = [];
  }

  /** What `buildTable` tells of the table of `file` (and `sheet`) it builds, as `building` events; undefined when no one listens. */
  private building(file: string, sheet: string | undefined): ((share: number, rows: number) => void) | undefined {
    const onProgress = this.options.onProgress;
    return onProgress === undefined ? undefined : (share, rows) => onProgress({ phase: 'building', file, ...(sheet === undefined ? {} : { sheet }), rows, share });
  }

  private recordFile(file: string, sheet: string | undefined, table: TableOutcome, used: boolean): void {
    if (this.files.some((f) => f.file === file && f.sheet === sheet)) return;
    const status: FileStatus = table.ok
      ? {
        file,
        rows: table.table.rows.length,
        columns: shownColumns(table.table).map((column) => table.table.columns[column]!),
        preview: Array.from({ length: Math.min(PREVIEW_ROWS, table.table.rows.length) }, (_, rowId) => projectRow(table.table, rowId, shownColumns(table.table))),
        used,
      }
      : { file, rows: 0, columns: [], preview: [], used };
    if (sheet !== undefined) status.sheet = sheet;
    this.files.push(status);
  }

  /** Reads a file (or a workbook sheet) once; issues of the read itself are recorded once. */
  /** `path` is the lookup (or `files[i]`) reading the file; `filePath` the field naming the file, where its problems are reported. */
  private source(file: string, sheet: string | undefined, maxRows: number, path: string, filePath = `${path}.file`): Promise<SourceOutcome | undefined> {
    const isXlsx = WORKBOOK.test(file);
    // (Excel holds no two sheets whose names differ only in case: "Customers" and "customers" are one sheet, read once.)
    const key = JSON.stringify([file, isXlsx ? sheet?.toLowerCase() ?? null : null]);
    let pending = this.sources.get(key);
    if (pending === undefined) {
      pending = this.readSource(file, isXlsx ? sheet : undefined, maxRows, path, filePath);
      this.sources.set(key, pending);
    } else if (isXlsx && sheet !== undefined) {
      // The workbook is read once, but each lookup naming a sheet it cannot read (SHEET_NOT_FOUND, SHEET_IS_CHART…)
      // is told so at its own "sheet", as it wrote the name: fixing the first would leave the others unsaid.
      pending = pending.then(async (outcome) => {
        const book = outcome?.ok === false ? await this.workbooks.get(file) : undefined;
        if (book === undefined) return outcome;
        const again = selectSheet(book, file, sheet, 0, `${path}.sheet`);
        if (again.ok) return outcome;
        this.issues.push(...again.issues);
        return again;
      });
    }
    if (!isXlsx && sheet !== undefined) {
      this.issue({ code: 'SHEET_ON_CSV', severity: 'warning', path: `${path}.sheet`, file, message: messages.sheetOnCsv(file) });
    }
    return pending;
  }

  private async readSource(file: string, sheet: string | undefined, maxRows: number, path: string, filePath: string): Promise<SourceOutcome | undefined> {
    const located = await resolveDataPath(this.path, file);
    if (!located.ok) {
      this.pathIssue(located.reason, file, filePath, located.closest);
      return undefined;
    }
    if (!DATA_FILE.test(file)) {
      // An .xls that is a web page or an XML spreadsheet (a web application's "Export to Excel") is said to be one.
      const markup = /\.xls$/i.test(file) ? markupKind(await readHead(located.absolute).catch(() => new Uint8Array(0))) : undefined;
      const message = markup === 'html' ? messages.workbookIsHtml(file, '.xls') : markup === 'spreadsheetml' ? messages.isSpreadsheetMl(file) : messages.fileTypeUnsupported(file);
      this.issue({ code: 'FILE_TYPE_UNSUPPORTED', severity: 'error', path: filePath, file, message });
      return undefined;
    }
    // One row more than the cap (plus a header and the title rows above it) tells "too large" apart from "exactly full".
    const rowLimit = Math.max(maxRows, this.readLimits.get(file) ?? 0, this.options.maxRows ?? DEFAULT_MAX_ROWS) + 2 + MAX_TITLE_ROWS;
    let outcome: SourceOutcome;
    try {
      if (WORKBOOK.test(file)) {
        const isNew = !this.workbooks.has(file);
        const onProgress = this.options.onProgress;
        // (Rows as CSV counts them: the first, the header, left out.)
        const reading = onProgress === undefined ? undefined : (rows: number, totalRows: number) => onProgress({ phase: 'reading', file, rows: Math.max(0, rows - 1), share: totalRows > 0 ? rows / totalRows : 1 });
        if (isNew) this.workbooks.set(file, readWorkbook(located.absolute, file, undefined, reading));
        const book = await (this.workbooks.get(file) as Promise<Workbook>);
        if (!book.ok) {
          if (isNew) this.issues.push(...book.issues.map((issue) => ({ ...issue, path: filePath })));
          return undefined;
        }
        outcome = selectSheet(book, file, sheet, rowLimit, sheet === undefined ? filePath : `${path}.sheet`);
      } else {
        const onProgress = this.options.onProgress;
        // papaparse's records count the header: it is left out, as the table leaves it out.
        const reading = onProgress === undefined ? undefined : ({ rows, bytesRead, totalBytes }: { rows: number; bytesRead: number; totalBytes: number }) =>
          onProgress({ phase: 'reading', file, rows: Math.max(0, rows - 1), share: totalBytes > 0 ? Math.min(1, bytesRead / totalBytes) : 1 });
        outcome = await readCsv(located.absolute, file, rowLimit, reading);
      }
    } catch (error) {
      this.issue({ code: 'FILE_UNREADABLE', severity: 'error', path: filePath, file, message: messages.fileUnreadable(file, messages.unreadableReason(error)) });
      return undefined;
    }
    this.issues.push(...outcome.issues.map((issue) => ({ ...issue, path: issue.path === file ? filePath : issue.path })));
    if (!outcome.ok) this.recordFile(file, sheet, { ok: false, issues: [] }, true);
    return outcome;
  }

  private async reportUnused(declared: readonly string[], used: ReadonlySet<string>): Promise<void> {
    for (const [i, file] of declared.entries()) {
      if (used.has(file)) continue;
      const path = `files[${i}]`;
      this.issue({ code: 'FILE_UNUSED', severity: 'warning', path, file, message: messages.fileUnused(file) });
      const source = await this.source(file, undefined, this.options.maxRows ?? DEFAULT_MAX_ROWS, path, path);
      if (source?.ok !== true) continue;
      const table = buildTable(source.sheet, undefined, this.options.maxRows ?? DEFAULT_MAX_ROWS, path, this.building(file, source.sheet.sheet));
      this.issues.push(...table.issues);
      this.recordFile(file, source.sheet.sheet, table, false);
    }
  }

  private finish(lookups: ReadonlyMap<string, Lookup>, unavailable: ReadonlyMap<string, Problem[]>, usable: readonly Lookup[]): LookupDocument {
    const issues = [...this.issues];
    const lookupStatus: LookupStatus[] = usable.map((lookup) => {
      const status: LookupStatus = { tool: lookup.tool.name, file: lookup.file, rows: lookup.indexedRows, parameters: lookup.tool.parameters };
      if (lookup.sheet !== undefined) status.sheet = lookup.sheet;
      return status;
    });
    const status: DocumentStatus = {
      ok: !issues.some((issue) => issue.severity === 'error'),
      issues,
      files: [...this.files],
      lookups: lookupStatus,
    };
    const tools = usable.map((lookup) => lookup.tool);
    const path = this.path;
    const tables = this.searched;
    const keysRepeat = new Map<string, boolean | undefined>();
    return {
      path,
      tools,
      status: () => structuredClone(status),
      searchKeysRepeat(toolName: string): boolean | undefined {
        const lookup = lookups.get(toolName);
        const table = lookup === undefined ? undefined : tables.get(lookup);
        if (lookup === undefined || table === undefined) return undefined;
        if (!keysRepeat.has(toolName)) keysRepeat.set(toolName, searchKeysRepeat(lookup, table));
        return keysRepeat.get(toolName);
      },
      call(toolName: string, args: Readonly<Record<string, unknown>>, options?: { debug?: boolean }): LookupResult {
        const lookup = lookups.get(toolName);
        if (lookup !== undefined) return lookup.call(args, options);
        const broken = unavailable.get(toolName);
        if (broken !== undefined) throw new MatcherError('LOOKUP_UNAVAILABLE', messages.lookupUnavailable(toolName, broken), { path: toolName, file: path });
        // Problems of the document as a whole (no lookups list, not an object, ...) are why a tool is missing: say so.
        const documentErrors = issues.filter((issue) => issue.severity === 'error' && !issue.path.startsWith('lookups['));
        throw new MatcherError('TOOL_UNKNOWN', messages.toolUnknown(toolName, tools.map((t) => t.name), documentErrors), { path: toolName, file: path });
      },
    };
  }
}
