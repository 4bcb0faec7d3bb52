// Field-level validation of one lookup entry: every problem reported at once, defaults applied.
import { messages, type IssueCode } from '../messages.js';
import { MATCH_MODES, type MatchMode } from '../scoring/Scorer.js';
import { NUMBER_READINGS, type NumberReading } from '../scoring/numberReading.js';
import type { Issue } from '../types.js';
import {
  DEFAULT_CONFIDENT_MARGIN, DEFAULT_CONFIDENT_SCORE, DEFAULT_MATCH_MODE, DEFAULT_MAX_CANDIDATES, DEFAULT_MAX_ROWS,
  DEFAULT_MIN_SCORE, MAX_ADDITIONAL_COLUMNS,
} from './defaults.js';
import { closestChoice } from './closestChoice.js';
import { ADDITIONAL_COLUMN_FIELDS, LOOKUP_FIELDS, type LookupConfig, type SearchColumnConfig } from './LookupEntry.js';

const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

type Fields = Record<string, unknown>;

/** Collects issues for one entry, each at a document path such as `lookups[0].min_score`. */
class EntryChecker {
  readonly issues: Issue[] = [];
  constructor(readonly base: string) {}

  report(code: IssueCode, field: string, message: string, severity: Issue['severity'] = 'error'): void {
    this.issues.push({ code, severity, path: field === '' ? this.base : `${this.base}.${field}`, message });
  }

  get failed(): boolean {
    return this.issues.some((issue) => issue.severity === 'error');
  }

  unknownFields(fields: Fields, known: readonly string[], prefix = ''): void {
    for (const field of Object.keys(fields)) {
      if (!known.includes(field)) {
        this.report('FIELD_UNKNOWN', prefix + field, messages.fieldUnknown(field, closestChoice(field, known)), 'warning');
      }
    }
  }

  string(fields: Fields, field: string, required: boolean, prefix = ''): string | undefined {
    const value = fields[field];
    if (value === undefined || value === null) {
      if (required) this.report('FIELD_REQUIRED', prefix + field, messages.fieldRequired(field));
      return undefined;
    }
    if (typeof value === 'number' && field !== 'tool_name') return String(value);
    if (typeof value !== 'string' || value.trim() === '') {
      this.report('FIELD_TYPE', prefix + field, messages.fieldType(field, 'a non-empty string'));
      return undefined;
    }
    return value.trim();
  }

  /** The field's whole number in [min, max], else `fallback` once the problem is reported. */
  integer<Fallback extends number | undefined>(fields: Fields, field: string, fallback: Fallback, min: number, max: number): number | Fallback {
    const value = fields[field];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.report('FIELD_TYPE', field, messages.fieldNotWhole(field, wholeNumberFix(field, value)));
      return fallback;
    }
    if (value < min || value > max) {
      this.report('VALUE_OUT_OF_RANGE', field, messages.valueOutOfRange(field, value, max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`));
      return fallback;
    }
    return value;
  }

  /** The search column; a list of columns (`["First Name", "Last Name"]`) is told how several columns are searched. */
  searchColumn(fields: Fields): string | undefined {
    const value = fields.search_column;
    const names = Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && name.trim() !== '') : [];
    if (!Array.isArray(value) || names.length === 0) return this.string(fields, 'search_column', true);
    const [first, ...rest] = names.map((name) => name.trim());
    this.report('FIELD_TYPE', 'search_column', messages.searchColumnList(first ?? '', rest));
    return undefined;
  }

  /**
   * The columns a result holds, or undefined for every column: left out, `"*"` (the CSV lookup's way), `["*"]` or `[]`
   * (the indexed point lookup's "empty = all"). A text of names is told the list to write: a header may hold a comma.
   */
  returnColumns(fields: Fields): string[] | undefined {
    const value = fields.return_columns;
    if (value === undefined || value === null || isEveryColumn(value)) return undefined;
    if (Array.isArray(value) && value.every((c) => typeof c === 'string' || typeof c === 'number')) return value.map(String);
    const fix = typeof value === 'string' ? messages.returnColumnsText(namesIn(value)) : '';
    this.report('FIELD_TYPE', 'return_columns', messages.fieldType('return_columns', `a list of column names or letters${fix}`));
    return undefined;
  }

  matchMode(fields: Fields, fallback: MatchMode, prefix = ''): MatchMode {
    const value = fields.match_mode;
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'string' && (MATCH_MODES as readonly string[]).includes(value.toLowerCase())) return value.toLowerCase() as MatchMode;
    this.report('MATCH_MODE_UNKNOWN', `${prefix}match_mode`, messages.matchModeUnknown(value, typeof value === 'string' ? closestChoice(value, MATCH_MODES) : undefined));
    return fallback;
  }

  /** A column's `numbers` (`phones` or `ids`, case aside), undefined when left out (the header decides). */
  numbers(fields: Fields, prefix = ''): NumberReading | undefined {
    const value = fields.numbers;
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string' && (NUMBER_READINGS as readonly string[]).includes(value.toLowerCase())) return value.toLowerCase() as NumberReading;
    this.report('NUMBERS_UNKNOWN', `${prefix}numbers`, messages.numbersUnknown(value, typeof value === 'string' ? closestChoice(value, NUMBER_READINGS) : undefined));
    return undefined;
  }

  paramName(fields: Fields, prefix = ''): string | undefined {
    const name = this.string(fields, 'param_name', false, prefix);
    if (name !== undefined && !PARAM_NAME.test(name)) {
      this.report('PARAM_NAME_INVALID', `${prefix}param_name`, messages.paramNameInvalid(name));
      return undefined;
    }
    return name;
  }
}

/** The fields that hold a score, 0-100. */
const SCORE_FIELDS: readonly string[] = ['min_score', 'confident_score', 'confident_margin'];

/**
 * What to write for a number field given another kind of value, when it is plain: a score written as a fraction of one
 * (as other matchers take it), or a whole number in quotes (as a generator writing every value as text does).
 *
 * @example
 *   wholeNumberFix('min_score', 0.8) // ': scores run from 0 to 100, so write 80'
 *   wholeNumberFix('header_row', '3') // ': write 3, without quotes'
 */
function wholeNumberFix(field: string, value: unknown): string {
  if (typeof value === 'number' && SCORE_FIELDS.includes(field) && value > 0 && value < 1) return `: scores run from 0 to 100, so write ${Math.round(value * 100)}`;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return `: write ${Number(value)}, without quotes`;
  const percent = typeof value === 'string' ? /^\s*(\d{1,9})\s*%\s*$/.exec(value) : null;
  if (percent !== null) return `: write ${Number(percent[1])}, without the %`;
  return '';
}

/** The words YAML 1.1 read as true or false, which a YAML 1.2 reader (as this one is) reads as text. */
const YAML_11_BOOLEANS: ReadonlyMap<string, boolean> = new Map([['yes', true], ['on', true], ['true', true], ['y', true], ['no', false], ['off', false], ['false', false], ['n', false]]);

/**
 * What to write for `debug` given text: the true or false a YAML 1.1 word means (`debug: yes`).
 *
 * @example booleanFix('yes') // ': write true'
 */
function booleanFix(value: unknown): string {
  const meant = typeof value === 'string' ? YAML_11_BOOLEANS.get(value.trim().toLowerCase()) : undefined;
  return meant === undefined ? '' : `: write ${meant}`;
}

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The names of a text of them, comma-separated: `"City, Phone"` → `["City", "Phone"]`. */
function namesIn(text: string): string[] {
  return text.split(',').map((name) => name.trim()).filter((name) => name !== '');
}

/** What to write for a list given as one entry: the object in a list, or the text's names as one. */
function listFix(value: unknown): string {
  if (isObject(value)) return messages.listToWrite([value]);
  if (typeof value === 'string' && namesIn(value).length > 0) return messages.listToWrite(namesIn(value));
  return '';
}

/**
 * `"*"`, `[]`, or a list holding `"*"` (`["*"]`, `["*", "City"]`: every column, the names beside it among them): every
 * column, as return_columns left out.
 */
function isEveryColumn(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '*';
  return Array.isArray(value) && (value.length === 0 || value.some((entry) => typeof entry === 'string' && isEveryColumn(entry)));
}

/**
 * Validates one `lookups[i]` entry. Returns the config when it is usable (warnings allowed).
 *
 * @example
 *   validateLookupEntry({ tool_name: 'lookup_customer', search_column: 'Full Name' }, 'lookups[0]').config?.minScore // 75
 */
/** What a broken entry still says about its table, so its columns can be checked too (all problems at once). */
export interface EntryColumns { path: string; file?: string; sheet?: string; headerRow?: number; maxRows: number; columns: { field: string; column: string }[] }

export function validateLookupEntry(raw: unknown, base: string, defaults: { maxRows?: number } = {}): { config?: LookupConfig; columns?: EntryColumns; issues: Issue[] } {
  const check = new EntryChecker(base);
  if (!isObject(raw)) {
    check.report('FIELD_TYPE', '', messages.fieldType(base, 'an object with tool_name and search_column'));
    return { issues: check.issues };
  }
  check.unknownFields(raw, LOOKUP_FIELDS);
  const toolName = check.string(raw, 'tool_name', true);
  if (toolName !== undefined && !TOOL_NAME.test(toolName)) check.report('TOOL_NAME_INVALID', 'tool_name', messages.toolNameInvalid(toolName));
  const searchColumn = check.searchColumn(raw);
  const matchMode = check.matchMode(raw, DEFAULT_MATCH_MODE);
  const minScore = check.integer(raw, 'min_score', DEFAULT_MIN_SCORE, 0, 100);
  const confidentScore = check.integer(raw, 'confident_score', DEFAULT_CONFIDENT_SCORE, 0, 100);
  if (minScore > confidentScore) check.report('THRESHOLDS_INVERTED', 'min_score', messages.thresholdsInverted(minScore, confidentScore));
  const confidentMargin = check.integer(raw, 'confident_margin', DEFAULT_CONFIDENT_MARGIN, 0, 100);
  const maxCandidates = check.integer(raw, 'max_candidates', DEFAULT_MAX_CANDIDATES, 1, 100);
  const maxRows = check.integer(raw, 'max_rows', defaults.maxRows ?? DEFAULT_MAX_ROWS, 1, Number.MAX_SAFE_INTEGER);
  // A header_row that cannot be read is no row at all: a broken entry's columns are checked against the header found.
  const headerRow = check.integer(raw, 'header_row', undefined, 0, 1_048_576);
  let debug = false;
  if (raw.debug !== undefined && raw.debug !== null) {
    if (typeof raw.debug === 'boolean') debug = raw.debug;
    else check.report('FIELD_TYPE', 'debug', messages.fieldType('debug', `true or false${booleanFix(raw.debug)}`));
  }
  const primary: SearchColumnConfig = { column: searchColumn ?? '', matchMode };
  const primaryNumbers = check.numbers(raw);
  if (primaryNumbers !== undefined) primary.numbers = primaryNumbers;
  const primaryParam = check.paramName(raw);
  if (primaryParam !== undefined) primary.paramName = primaryParam;

  const additional: SearchColumnConfig[] = [];
  const rawAdditional = raw.additional_search_columns;
  if (rawAdditional !== undefined && rawAdditional !== null) {
    if (!Array.isArray(rawAdditional)) {
      check.report('FIELD_TYPE', 'additional_search_columns', messages.fieldType('additional_search_columns', `a list of { column, param_name, param_description, match_mode, numbers }${listFix(rawAdditional)}`));
    } else {
      if (rawAdditional.length > MAX_ADDITIONAL_COLUMNS) {
        check.report('TOO_MANY_ADDITIONAL_COLUMNS', 'additional_search_columns', messages.tooManyAdditionalColumns(rawAdditional.length));
      }
      rawAdditional.forEach((entry: unknown, i) => {
        const prefix = `additional_search_columns[${i}].`;
        // A bare name or column number is the column alone, as search_column takes them.
        const bare = typeof entry === 'string' || typeof entry === 'number';
        const fields: Fields = isObject(entry) ? entry : bare ? { column: entry } : {};
        if (!isObject(entry) && !bare) {
          check.report('FIELD_TYPE', prefix.slice(0, -1), messages.fieldType(prefix.slice(0, -1), 'an object with a column'));
          return;
        }
        check.unknownFields(fields, ADDITIONAL_COLUMN_FIELDS, prefix);
        const column = check.string(fields, 'column', true, prefix);
        const config: SearchColumnConfig = { column: column ?? '', matchMode: check.matchMode(fields, matchMode, prefix) };
        const paramName = check.paramName(fields, prefix);
        if (paramName !== undefined) config.paramName = paramName;
        const description = check.string(fields, 'param_description', false, prefix);
        if (description !== undefined) config.paramDescription = description;
        const numbers = check.numbers(fields, prefix);
        if (numbers !== undefined) config.numbers = numbers;
        additional.push(config);
      });
    }
  }

  const returnColumns = check.returnColumns(raw);

  const file = check.string(raw, 'file', false);
  const sheet = check.string(raw, 'sheet', false);
  const toolDescription = check.string(raw, 'tool_description', false);
  const aliases = check.string(raw, 'aliases', false);
  // Exact mode compares written forms only: aliases, like nicknames, are for the word modes.
  if (aliases !== undefined && [primary, ...additional].every((c) => c.matchMode === 'exact')) {
    check.report('ALIASES_UNUSED', 'aliases', messages.aliasesUnused(), 'warning');
  }
  if (check.failed || toolName === undefined || searchColumn === undefined) {
    const columns = [primary, ...additional]
      .map((c, i) => ({ field: i === 0 ? `${base}.search_column` : `${base}.additional_search_columns[${i - 1}].column`, column: c.column }))
      .filter((c) => c.column !== '');
    const partial: EntryColumns = { path: base, maxRows, columns };
    if (file !== undefined) partial.file = file;
    if (sheet !== undefined) partial.sheet = sheet;
    if (headerRow !== undefined) partial.headerRow = headerRow;
    return { columns: partial, issues: check.issues };
  }

  const config: LookupConfig = {
    toolName, primary, additional, minScore, confidentScore, confidentMargin, maxCandidates, debug, maxRows,
  };
  if (toolDescription !== undefined) config.toolDescription = toolDescription;
  if (file !== undefined) config.file = file;
  if (sheet !== undefined) config.sheet = sheet;
  if (headerRow !== undefined) config.headerRow = headerRow;
  if (returnColumns !== undefined) config.returnColumns = returnColumns;
  if (aliases !== undefined) config.aliases = aliases;
  return { config, issues: check.issues };
}
