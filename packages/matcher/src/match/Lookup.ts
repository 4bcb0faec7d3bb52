// One lookup tool over one table: resolves columns, prepares the index once, answers calls synchronously.
import { DEBUG_SCORE_ROWS } from '../config/defaults.js';
import type { LookupConfig, SearchColumnConfig } from '../config/LookupEntry.js';
import { validateLookupEntry } from '../config/validateLookupEntry.js';
import { buildLookupIndex, IndexedColumn, type CandidateIndex, type SuppliedValue } from '../index/LookupIndex.js';
import { DIGIT_KEY, exactMatchKey } from '../scoring/exactScore.js';
import { sameDigits } from '../scoring/digitScore.js';
import { isDigitValue } from '../normalise/digits.js';
import { prepareExactForms } from '../scoring/preparedValue.js';
import { normaliseText, words } from '../normalise/normaliseText.js';
import { CONFIDENT_WORD } from '../scoring/wordsScore.js';
import { endingHomophoneReadOtherwise, spokenDigitsOf, tensApartReading } from '../normalise/spokenDigits.js';
import { withInvisibleMarksRead } from '../normalise/invisibleMarks.js';
import { nameSuffix } from '../normalise/nameSuffix.js';
import { saysLetterByExample, spelledWordsOf } from '../normalise/spelledLetters.js';
import { LETTER_BY_EXAMPLE_AT_END, ruledOutYetHeard } from '../normalise/statedSpelling.js';
import { nameWords, withoutTitlesSaid } from '../normalise/nameTokens.js';
import { withTitleJoined } from '../normalise/titleAsPiece.js';
import { NOT_WORDS } from '../normalise/negatedName.js';
import { FAMILY_RELATIONS, isRelationOrItsPossessive } from '../normalise/relativeOfNamed.js';
import { saidAgainAs } from '../normalise/restarts.js';
import { PUTTING_NOTHING_RIGHT } from '../normalise/correctionWords.js';
import { writtenAsName, writtenAsNoName } from '../normalise/writtenAsNoName.js';
import { mayRejectName, rejectsName } from '../normalise/nameRejected.js';
import type { ExactForms, PreparedValue, PreparedWord } from '../scoring/preparedValue.js';
import { MatcherError } from '../MatcherError.js';
import { messages, sentName } from '../messages.js';
import type { MatchMode, Scorer } from '../scoring/Scorer.js';
import { scorerFor } from '../scoring/scorerFor.js';
import { numbersOfHeader, type NumberReading } from '../scoring/numberReading.js';
import { columnLetter } from '../source/columnLetter.js';
import { lineHoldingReference, resolveColumn } from '../table/columnRef.js';
import { shownColumns, type Table } from '../table/Table.js';
import { paramDescription, toolDescription } from '../tools/toolDescription.js';
import { sampleCells } from '../tools/cellsNamePeople.js';
import { paramNames } from '../tools/paramNames.js';
import type { Issue, LookupResult, ToolDefinition, ToolParameter } from '../types.js';
import { classify, type Classification } from './classify.js';
import {
  CORRECTED_PART_WORDS, correctionsSaid, leadInWords, saidLetterByLetter, extensionAfter, isDigitsWord, isNumberWord, isSpelledLetter, longestFirst,
  markAlternatives, markRestated, markRuledOut, MAX_RUN_WORDS, MAX_SENTENCE_WORDS, MAX_SPELLED_LETTERS, numbersSaid, OTHER_SENTENCE_WORDS,
  inSaidOrder, pausesAmong, SENTENCE_WORDS, SENTENCE_WORDS_AROUND, spelledAlike, STARTED_AGAIN, SURNAME_THEN_NAME, wordRuns, wordsToPauseAfterNot, type SentenceRun,
} from './sentenceRuns.js';
import { debugScores, projectRow } from './project.js';
import { byScoreThenRow, weakestColumnScore, type ScoredRow } from './rowScore.js';
import { cellIsSaid, numbersSaidBeside, type SaidNumber } from './numbersSaidBeside.js';
import { cellIsPlace, PLACE_LEADS, placeReadings, placeRuledOutAt, placesRuledOut, placeSaidFirst, placeSaidLast, placesSaidBeside } from './placesSaidBeside.js';
import { namesCities } from '../normalise/usStates.js';
import { contradicts, statedByCaller, statedOtherThan, type StatedByCaller } from './statedByCaller.js';
import { selectBest } from '../index/bestRows.js';

// "twenty", "thirty"… in a heard value (`tensApartReading`, read again by `TableLookup.readAgain`).
const MAY_SAY_TENS = /ty\b/i;
// A word of letters only, as the scorer reads it (no digit).
const LETTERS_ONLY = /^\p{L}+$/u;
// A pause said: a comma, a stop, a dash, a slash between two names (`pausesAmong`).
// Words before another way a name may be, said after it (`doubtedAfter`: "…, could be Joan", "…, or maybe Joan").
// ("or" is read as two ways said by `markAlternatives`.)
const DOUBT_LEADS: readonly (readonly string[])[] = [['could', 'be'], ['might', 'be'], ['may', 'be'], ['maybe']];
// How far under min_score a row sharing a word of the name is read for a number said beside it (`saidOfAnother`).
const NUMBER_OF_KIN_BELOW = 15;
// A word leading to a place is among a value's last words (`placeSaidLast`: the lead and up to three words of a place).
const MOST_PLACE_LEAD_AT = 4;
const PAUSE_SAID = /[,;:.!?/\u2013\u2014\u2026]/u;
// A lead-in ending with whom the call is for ("it's for", "this is about"): `rejectedAfter`.
const CALLED_FOR_BEFORE = /(?:^|[^\p{L}])(?:for|about|regarding|behalf of)[\s,:]*$/iu;
// The first step down from the highest threshold when it found two rows or more (`TableLookup.answer`).
const CROWDED_STEP = 3;
/** The longest tool description OpenAI's API takes (a function's `description`): a longer one refuses the request. */
const DESCRIPTION_MAX = 1024;
/** Whose relative a caller names ("for my wife"): `forOtherAfter`. */
const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'his', 'her', 'our', 'their']);
/**
 * Words between a name and the one an account is under now ("… but now it's Zelda Fitzgerald", "…, now changed to …"):
 * `renamedAfter`, which needs "now" among them.
 */
const RENAMED_LEADS: ReadonlySet<string> = new Set(['but', 'and', 'now', 'its', 'it', 'is', 'under', 'in', 'the', 'name', 'of', 'changed', 'to', 'has', 'been']);

/** Words a header row holds and a record rarely does (`HEADER_GUESSED`). */
const HEADER_WORDS = new Set([
  'name', 'names', 'first', 'last', 'surname', 'given', 'full', 'phone', 'mobile', 'cell', 'tel', 'telephone', 'fax',
  'city', 'town', 'state', 'country', 'region', 'zip', 'postcode', 'postal', 'code', 'id', 'number', 'no', 'num',
  'account', 'customer', 'client', 'member', 'patient', 'user', 'email', 'mail', 'address', 'street', 'date', 'dob',
  'birth', 'plan', 'status', 'type', 'company', 'title', 'notes', 'note', 'amount', 'balance', 'ref', 'reference',
  // Spanish, French, German, Portuguese and Italian headers.
  'nombre', 'apellido', 'apellidos', 'ciudad', 'telefono', 'correo', 'fecha', 'cliente', 'cuenta', 'direccion',
  'nom', 'prenom', 'ville', 'telephone', 'adresse', 'numero', 'vorname', 'nachname', 'stadt', 'telefon', 'kunde',
  'datum', 'strasse', 'nome', 'cognome', 'cidade', 'citta', 'endereco', 'indirizzo',
]);

/** A ready lookup: its tool definition and a pure, synchronous call. */
export interface Lookup {
  readonly tool: ToolDefinition;
  readonly config: LookupConfig;
  /** The table's file (and sheet) as the document names it. */
  readonly file: string;
  readonly sheet?: string;
  /** Rows that fill at least one search column. */
  readonly indexedRows: number;
  /**
   * Runs the lookup. Throws `MatcherError` (ARGUMENT_MISSING, ARGUMENT_UNKNOWN, ARGUMENT_NOT_STRING)
   * for a malformed call; otherwise always returns a result.
   */
  call(args: Readonly<Record<string, unknown>>, options?: { debug?: boolean }): LookupResult;
}

export type LookupOutcome = { ok: true; lookup: Lookup; issues: Issue[] } | { ok: false; issues: Issue[] };

export interface LookupOptions {
  /** Lowercase name → other names it goes by (both directions), for the scorers. */
  aliases?: ReadonlyMap<string, readonly string[]>;
  /** Document path of the entry, for issues (default `lookup`). */
  path?: string;
  /** Told as the index is built: the share of it built (0 to 1) and the search column being indexed, by its name. */
  onProgress?: (share: number, column: string) => void;
}

/**
 * Builds a lookup from a document entry (the spec's snake_case fields) and a loaded table.
 * Pure: no I/O. Problems come back as issues.
 *
 * @example
 *   const made = createLookup({ tool_name: 'lookup_customer', search_column: 'Full Name' }, table)
 *   if (made.ok) made.lookup.call({ full_name: 'Kaitlyn Meyers' }) // { result: 'confident', ... }
 */
export function createLookup(entry: unknown, table: Table, options: LookupOptions = {}): LookupOutcome {
  const path = options.path ?? 'lookup';
  const validated = validateLookupEntry(entry, path);
  if (validated.config === undefined) return { ok: false, issues: validated.issues };
  const built = buildLookup(validated.config, table, options);
  return built.ok ? { ...built, issues: [...validated.issues, ...built.issues] } : { ok: false, issues: [...validated.issues, ...built.issues] };
}

interface ResolvedColumn {
  config: SearchColumnConfig;
  column: number;
  param: string;
  required: boolean;
  description: string;
  /** How the column reads its numbers: as the document says (`numbers`), else by its header. */
  numbers: NumberReading;
}

/**
 * Builds a lookup from a validated config: resolves columns against the table, names the
 * parameters and prepares every search cell once.
 */
export function buildLookup(config: LookupConfig, table: Table, options: LookupOptions = {}): LookupOutcome {
  const path = options.path ?? 'lookup';
  const issues: Issue[] = [];
  const where = table.sheet === undefined ? table.file : `${table.file} [${table.sheet}]`;
  const searchConfigs = [config.primary, ...config.additional];
  const fieldOf = (i: number): string => (i === 0 ? `${path}.search_column` : `${path}.additional_search_columns[${i - 1}]`);
  const columns = searchConfigs.map((searchConfig, i) => {
    const column = resolveColumn(table, searchConfig.column);
    if (column === undefined) {
      issues.push({ code: 'COLUMN_UNKNOWN', severity: 'error', path: `${fieldOf(i)}${i === 0 ? '' : '.column'}`, file: table.file, message: messages.columnUnknown(searchConfig.column, where, table.columns, lineHoldingReference(table, searchConfig.column)) });
    }
    return column;
  });
  columns.forEach((column, i) => {
    if (column !== undefined && columns.indexOf(column) !== i) {
      issues.push({ code: 'COLUMN_REPEATED', severity: 'error', path: fieldOf(i), file: table.file, message: messages.columnRepeated(searchConfigs[i]?.column ?? '') });
    }
  });
  if (issues.length > 0) return { ok: false, issues };
  const resolvedColumns = columns as number[];
  // Columns named by letter or number only, over a first row read as a header that has none of a header's usual words:
  // the file may have no header, and its first record is then taken for one (and is never found).
  const byName = (reference: string): boolean => table.headers.some((header) => header.toLowerCase() === reference.trim().toLowerCase());
  const headerLike = table.headers.some((header) => words(normaliseText(header)).some((word) => HEADER_WORDS.has(word)));
  if (config.headerRow === undefined && table.hasHeader && !headerLike && searchConfigs.every((searchConfig) => !byName(searchConfig.column))) {
    issues.push({ code: 'HEADER_GUESSED', severity: 'warning', path: fieldOf(0), file: table.file, message: messages.headerGuessed(where, searchConfigs.map((searchConfig) => searchConfig.column), table.headers) });
  }

  const named = paramNames(searchConfigs.map((searchConfig, i) => {
    const column = resolvedColumns[i] ?? 0;
    const request = {
      columnName: table.headers[column] || searchConfig.column,
      letter: columnLetter(column),
      primary: i === 0,
      path: i === 0 ? `${path}.param_name` : `${fieldOf(i)}.param_name`,
    };
    return searchConfig.paramName === undefined ? request : { ...request, explicit: searchConfig.paramName };
  }));
  issues.push(...named.issues);
  if (named.issues.some((issue) => issue.severity === 'error')) return { ok: false, issues };

  const resolved: ResolvedColumn[] = searchConfigs.map((searchConfig, i) => {
    const column = resolvedColumns[i] ?? 0;
    const columnName = table.columns[column] ?? '';
    return {
      config: searchConfig,
      column,
      param: named.names[i] ?? '',
      required: i === 0,
      description: searchConfig.paramDescription ?? paramDescription(columnName, i === 0),
      // As the document says, else as the header does ("Account ID": ids).
      numbers: searchConfig.numbers ?? numbersOfHeader(columnName),
    };
  });

  const returnColumns = chooseReturnColumns(config, table, resolvedColumns, path, issues);
  // One scorer per match mode and reading of numbers (a column headed "Account ID" reads its numbers as ids).
  const scorers = new Map<string, Scorer>();
  const scorerOf = (mode: MatchMode, numbers: NumberReading): Scorer => {
    let scorer = scorers.get(`${mode}|${numbers}`);
    if (scorer === undefined) {
      scorer = scorerFor(mode, { numbers, ...(options.aliases === undefined ? {} : { aliases: options.aliases }) });
      scorers.set(`${mode}|${numbers}`, scorer);
    }
    return scorer;
  };
  const { columns: indexedColumns, index } = buildLookupIndex(
    table.rows,
    resolved.map((r) => ({ column: r.column, scorer: scorerOf(r.config.matchMode, r.numbers) })),
    {
      shared: true, columnNames: table.columns, numberReadings: new Map(resolved.map((r) => [r.column, r.numbers])), ...(options.aliases === undefined ? {} : { aliases: options.aliases }), ...(table.dateFormatOrders === undefined ? {} : { dateFormatOrders: table.dateFormatOrders }),
      ...(options.onProgress === undefined ? {} : { onProgress: (share: number, column: number) => options.onProgress!(share, table.columns[column] ?? '') }),
    },
  );
  // A CSV's places are the lines an editor shows, a sheet's its row numbers (`Table.placeWord`).
  const place = table.placeWord ?? 'row';
  indexedColumns.forEach((column, i) => {
    if (column.unreadDates.length === 0) return;
    const cells = column.unreadDates.map(({ index: row, text }) => ({ line: table.lineNumbers[row] ?? row + 1, text }));
    issues.push({ code: 'DATE_CELLS_UNREAD', severity: 'warning', path: fieldOf(i), file: table.file, message: messages.dateCellsUnread(where, table.columns[resolved[i]!.column] ?? '', cells, place) });
  });
  indexedColumns.forEach((column, i) => {
    const asText = column.datesAsText;
    if (asText === undefined) return;
    const placed = ({ index: row, text }: { index: number; text: string }) => ({ line: table.lineNumbers[row] ?? row + 1, text });
    const name = table.columns[resolved[i]!.column] ?? '';
    const message = asText.kind === 'both-orders'
      ? messages.dateColumnBothOrders(where, name, placed(asText.dayFirst), placed(asText.monthFirst), place)
      : asText.kind === 'moments'
        ? messages.dateColumnMoments(where, name, placed(asText.example), place)
        : messages.dateColumnTooManyUnread(where, name, asText.dates, asText.unreadCount, asText.unread.map(placed), place);
    issues.push({ code: 'DATE_COLUMN_AS_TEXT', severity: 'warning', path: fieldOf(i), file: table.file, message });
  });
  indexedColumns.forEach((column, i) => {
    const long = column.longCells();
    if (long === undefined) return;
    const line = table.lineNumbers[long.firstRow] ?? long.firstRow + 1;
    issues.push({ code: 'CELLS_TOO_LONG', severity: 'warning', path: fieldOf(i), file: table.file, message: messages.cellsTooLong(where, table.columns[resolved[i]!.column] ?? '', long.rows, line, long.length, place) });
  });
  if (index.indexedRows.length === 0) {
    issues.push({ code: 'LOOKUP_NO_ROWS', severity: 'warning', path, file: table.file, message: messages.lookupNoRows(where, resolved.map((r) => table.columns[r.column] ?? '')) });
  }

  const tool: ToolDefinition = {
    name: config.toolName,
    description: toolDescription(
      config.toolDescription, table.file, table.columns[resolvedColumns[0] ?? 0] ?? '', resolved.slice(1).map((r) => table.columns[r.column] ?? ''),
      sampleCells(table.rows, resolvedColumns[0] ?? 0),
    ),
    parameters: resolved.map((r, i) => {
      const parameter: ToolParameter = { name: r.param, description: r.description, required: r.required, column: table.columns[r.column] ?? '' };
      const dates = indexedColumns[i]?.dates;
      if (dates !== undefined) return { ...parameter, dates };
      // A column of numbers says how it reads them (`switchboard inspect` shows it: "Kundennummer" reads ids).
      return holdsNumbers(table.rows, r.column) ? { ...parameter, numbers: r.numbers } : parameter;
    }),
    resultColumns: returnColumns.map((column) => table.columns[column] ?? ''),
  };
  if (tool.description.length > DESCRIPTION_MAX) {
    const room = DESCRIPTION_MAX - (tool.description.length - (config.toolDescription ?? '').trim().length);
    issues.push({ code: 'TOOL_DESCRIPTION_LONG', severity: 'warning', path: `${path}.tool_description`, file: table.file, message: messages.toolDescriptionLong(config.toolName, tool.description.length, DESCRIPTION_MAX, room) });
  }
  const lookup = new TableLookup(config, table, tool, resolved, indexedColumns, index, returnColumns);
  return { ok: true, lookup, issues };
}

/** Whether most of a column's sampled cells are numbers ("1232000008", "(408) 555-0123"): a column of numbers. */
function holdsNumbers(rows: Table['rows'], column: number): boolean {
  const cells = sampleCells(rows, column);
  return cells.length > 0 && cells.filter(isDigitValue).length * 2 > cells.length;
}

function chooseReturnColumns(config: LookupConfig, table: Table, searchColumns: readonly number[], path: string, issues: Issue[]): number[] {
  if (config.returnColumns === undefined) return shownColumns(table);
  const chosen = new Set<number>(searchColumns);
  const where = table.sheet === undefined ? table.file : `${table.file} [${table.sheet}]`;
  config.returnColumns.forEach((reference, i) => {
    const column = resolveColumn(table, reference);
    if (column === undefined) {
      // Unknown return columns are ignored (spec), but said out loud.
      issues.push({ code: 'COLUMN_UNKNOWN', severity: 'warning', path: `${path}.return_columns[${i}]`, file: table.file, message: messages.columnUnknown(reference, where, table.columns) });
    } else chosen.add(column);
  });
  return [...chosen].sort((a, b) => a - b);
}

class TableLookup implements Lookup {
  readonly indexedRows: number;
  readonly file: string;
  private readonly params: ReadonlySet<string>;
  readonly sheet?: string;

  constructor(
    readonly config: LookupConfig,
    private readonly table: Table,
    readonly tool: ToolDefinition,
    private readonly columns: readonly ResolvedColumn[],
    private readonly indexedColumns: readonly IndexedColumn[],
    private readonly index: CandidateIndex,
    private readonly returnColumns: readonly number[],
  ) {
    this.indexedRows = index.indexedRows.length;
    this.params = new Set(columns.map((c) => c.param));
    this.file = table.file;
    if (table.sheet !== undefined) this.sheet = table.sheet;
  }

  call(args: Readonly<Record<string, unknown>>, options: { debug?: boolean } = {}): LookupResult {
    for (const column of this.indexedColumns) column.startCall();
    const supplied = this.suppliedValues(args);
    const debug = this.config.debug || options.debug === true;
    let answer = this.answerAsRead(supplied, debug);
    if (answer.result === 'confident') return answer;
    // "Caitlin Myers, Chicago", "Kaitlyn from Chicago" to a lookup of names alone: a city one of the name's candidates
    // lives in, said after the name, is no word of it (`placeLeftOut`); the name is answered as said alone.
    // (A first name or a surname alone beside the pause, "Mary, Austin", only where the value as said found no one.)
    const placed = this.placeLeftOut(supplied, answer.result === 'not_found');
    if (placed !== undefined) {
      const alone = this.answerAsRead(placed.supplied, debug);
      if (alone.result === 'confident') return { ...alone, heard: { ...placed.heard, ...alone.heard } };
      if (alone.result === 'ambiguous') answer = { ...alone, heard: { ...placed.heard, ...alone.heard } };
    }
    // "plus four nine thirty one two three…" read as 49 31 2 3… finds no one: the caller may have meant 49 30 1 2 3…
    // (`tensApartReading`); that reading counts only when it finds someone confidently, or, where the first found
    // nobody, rows it matches whole (a household's one phone: "seven twenty five fifty five oh one ninety nine").
    // "… oh one two nine for" read with "for" as a 4 is a digit too long, "312 555 012 for" with it as the word a digit
    // short: where that reading finds no one, the other is tried (`endingHomophoneReadOtherwise`).
    const otherwise = answer.result === 'not_found' ? this.endingWordReadOtherwise(supplied, debug) : undefined;
    if (otherwise !== undefined) return otherwise;
    const apart = this.readAgain(supplied, (said) => (MAY_SAY_TENS.test(said) ? tensApartReading(said) : undefined));
    if (apart === undefined) return answer;
    const other = this.answerAsRead(apart.supplied, debug);
    const matchedWhole = other.result === 'ambiguous' && answer.result === 'not_found' && other.candidates.every((candidate) => candidate.score === 100);
    return other.result === 'confident' || matchedWhole ? { ...other, heard: { ...apart.heard, ...other.heard } } : answer;
  }

  /**
   * The values with a place said after the name left out of the search column's value (`placeSaidLast`: "Caitlin Myers,
   * Chicago", "Kaitlyn from Chicago"; or before it, `placeSaidFirst`: "Dallas, John Smith"), and what it became, when the place is a cell of a column headed as cities that the
   * lookup does not search in a row the name alone finds at `min_score` or more (or `kinRows`): so a word of a name ("Kevin, Leeds")
   * or a city none of the name's rows is in is never taken for a place. The place is read again beside the name
   * (`saidOfAnother`: another candidate's city lists both). Undefined otherwise (a value with no pause and no word
   * leading to a place pays one regular expression and a look at its last words).
   */
  private placeLeftOut(supplied: readonly SuppliedValue[], oneNameWord: boolean): { supplied: SuppliedValue[]; heard: Record<string, string> } | undefined {
    const at = this.wordsSaidAt(supplied);
    const value = supplied[at];
    if (value === undefined) return undefined;
    const words = (value.prepared as PreparedValue).words;
    if (!PAUSE_SAID.test(value.said ?? value.raw) && !words.slice(-MOST_PLACE_LEAD_AT).some((word) => PLACE_LEADS.has(word.text))) return undefined;
    // (A title said is no word of the name: "Ms Smith, Miami" parts as "Smith, Miami" does.)
    const said = withoutTitlesSaid(value.said ?? value.raw);
    // (Said after the name, "Caitlin Myers, Chicago", or before it, "Dallas, John Smith".)
    // (A place ruled out, "John Smith but not the one in Dallas", is no place said: `placeRuledOut`.)
    if (words.some((word) => NOT_WORDS.has(word.text))) return undefined;
    const places = [placeSaidLast(said, words, oneNameWord), placeSaidFirst(said, words, oneNameWord)].filter((place) => place !== undefined);
    // (A city column the lookup searches and the call left out is given the place: "Kaitlyn from Chicago" to a lookup
    // of names and cities called with the name alone.)
    const leftOut = places.length === 0 ? [] : this.citiesLeftOut(supplied);
    const cities = places.length === 0 ? [] : [...this.unsearchedCities(), ...leftOut.map((column) => column.column)];
    for (const place of cities.length === 0 ? [] : places) {
      const placeTexts = placeReadings(words.slice(...place.place).map((word) => word.text));
      const nameText = words.slice(...place.name).map((word) => word.text).join(' ');
      const reading = [...supplied, ...leftOut.map((column) => column.supply(placeTexts[placeTexts.length - 1]!))]
        .sort((a, b) => this.indexedColumns.indexOf(a.column) - this.indexedColumns.indexOf(b.column));
      reading[at] = value.column.supply(nameText);
      const there = (rowId: number): boolean => cities.some((column) => cellIsPlace(this.table.rows.cell(rowId, column), placeTexts));
      // (A row under min_score sharing a word of the name tells it too: "Kevin Leeds, Chicago", Kevin MacLeod's city.)
      if (!this.scoredRows(reading, this.config.minScore).some((row) => there(row.rowId)) && !this.kinRows(reading, reading[at]!).some((row) => there(row.rowId))) continue;
      // (What was said beside the name is read from the value as said: `saidOfAnother`; the rows there come first
      // among the name's best candidates: `thereFirst`.)
      this.runOf.set(reading[at]!, value);
      this.placeOf.set(reading[at]!, there);
      const heard: Record<string, string> = { [this.paramOf(value.column)]: nameText };
      for (const column of leftOut) heard[this.paramOf(column)] = placeTexts[placeTexts.length - 1]!;
      return { supplied: reading, heard };
    }
    return undefined;
  }

  /** The lookup's other search columns headed as cities that the call left out (given the name alone). */
  private citiesLeftOut(supplied: readonly SuppliedValue[]): IndexedColumn[] {
    return this.indexedColumns.filter((column, i) => i > 0 && column.cities && !supplied.some((one) => one.column === column));
  }

  /** A name read without the place said beside it (`placeLeftOut`) → whether a row is there. */
  private readonly placeOf = new WeakMap<SuppliedValue, (rowId: number) => boolean>();

  /**
   * The candidates with those where the caller said they are (`placeLeftOut`: "Mary, Austin", "Ms Smith, Miami") first
   * among the rows of the best score: the place tells which of the name's rows the caller is likelier to be, where the
   * name alone ties (a first name or a surname said alone is never confident). Rows elsewhere stay candidates: the
   * caller may have moved. `outcome` as it is when no place was read beside the name.
   */
  private thereFirst(supplied: readonly SuppliedValue[], outcome: Classification): Classification {
    const value = supplied[this.wordsSaidAt(supplied)];
    const there = outcome.result !== 'ambiguous' || value === undefined ? undefined : this.placeOf.get(value);
    if (there === undefined || outcome.result !== 'ambiguous') return outcome;
    const best = outcome.candidates[0]!.score;
    const first = outcome.candidates.filter((row) => row.score === best && there(row.rowId));
    return first.length === 0 ? outcome : { result: 'ambiguous', candidates: [...first, ...outcome.candidates.filter((row) => !first.includes(row))] };
  }

  /** The columns headed as cities (`namesCities`) that the lookup does not search: found at the first ask, kept. */
  private unsearchedCities(): readonly number[] {
    if (this.unsearchedCityColumns === undefined) {
      const searched = new Set(this.indexedColumns.map((column) => column.column));
      this.unsearchedCityColumns = this.table.columns.flatMap((name, column) => (!searched.has(column) && namesCities(name) ? [column] : []));
    }
    return this.unsearchedCityColumns;
  }

  /**
   * The values with each one `reading` reads another way supplied as so read (a number said with tens read apart:
   * `tensApartReading`), and what each became; undefined when it reads none.
   */
  private readAgain(supplied: readonly SuppliedValue[], reading: (said: string) => string | undefined): { supplied: SuppliedValue[]; heard: Record<string, string> } | undefined {
    const heard: Record<string, string> = {};
    const read = supplied.map((value) => {
      const other = reading(value.said ?? value.raw);
      if (other === undefined) return value;
      heard[this.paramOf(value.column)] = other;
      return value.column.supply(other);
    });
    return Object.keys(heard).length === 0 ? undefined : { supplied: read, heard };
  }

  /**
   * The answer with the "for" or "to" ending a value after a digit read the other way (`endingHomophoneReadOtherwise`),
   * when that finds someone: read as the word, as it finds; read as the digit, which the recogniser wrote as the word,
   * its row a candidate to confirm. Undefined otherwise.
   */
  private endingWordReadOtherwise(supplied: readonly SuppliedValue[], debug: boolean): LookupResult | undefined {
    let asDigit = false;
    const other = this.readAgain(supplied, (said) => {
      const read = endingHomophoneReadOtherwise(said);
      asDigit ||= read?.asDigit === true;
      return read?.reading;
    });
    if (other === undefined) return undefined;
    const answer = this.answerAsRead(other.supplied, debug);
    if (answer.result === 'not_found') return undefined;
    const heard = { ...other.heard, ...answer.heard };
    if (!asDigit || answer.result === 'ambiguous') return { ...answer, heard };
    const { row, score, scores } = answer;
    return { result: 'ambiguous', candidates: [{ row, score }], ...(scores === undefined ? {} : { scores }), heard };
  }

  /** The answer for the values as read: as a whole, or within the sentences they are (`withinSentence`). */
  private answerAsRead(supplied: readonly SuppliedValue[], debug: boolean): LookupResult {
    // A sentence no row scores confident_score on as a whole is not confident: its runs are looked up first, and its
    // own lower thresholds only when no run counts (most of a sentence's cost, a long heard value at a low floor).
    const said = supplied.map((value) => this.sentenceRuns(value));
    // A name ruled out beside the one meant ("Mary Jones, not John Smith") is no part of the value: looked up without it.
    const without = this.withoutRuledOut(supplied);
    if (without !== undefined) {
      const answer = this.answerAsRead(without.supplied, debug);
      return { ...answer, heard: { ...without.heard, ...answer.heard } };
    }
    const sentence = said.some((runs) => runs !== undefined);
    // A value of more words than a sentence is searched in (a runaway transcript, 170 two-letter words: no cell is so
    // long) is looked up by its runs alone, never whole: whole, each of its words and pairs met the column's vocabulary,
    // which at 200,000 account ids took 5 s for one call (audit 31).
    if (sentence && !debug && supplied.some((value) => wordCount(value) > MAX_SENTENCE_WORDS)) {
      return this.withSaid(this.withinSentence(supplied, said, false) ?? { result: 'not_found' }, supplied);
    }
    if (sentence && !debug && this.rowScores(supplied, this.config.confidentScore).rows.length === 0) {
      return this.withSaid(this.withinSentence(supplied, said, false) ?? this.resultFor(supplied, false), supplied);
    }
    const whole = this.resultFor(supplied, debug);
    return this.withSaid(whole.result === 'confident' || !sentence ? whole : this.withinSentence(supplied, said, debug) ?? whole, supplied);
  }

  /**
   * The values without the names ruled out in them (`markRuledOut`, found by `sentenceRuns`), and what each became, or
   * undefined when none rules a name out beside other words.
   */
  private withoutRuledOut(supplied: readonly SuppliedValue[]): { supplied: SuppliedValue[]; heard: Record<string, string> } | undefined {
    const heard: Record<string, string> = {};
    const values = supplied.map((value) => {
      const ruledOut = this.ruledOutOf.get(value);
      if (ruledOut === undefined) return value;
      const kept = (value.prepared as PreparedValue).words.filter((_, at) => !ruledOut.some((span) => at >= span.start && at < span.end));
      if (kept.length === 0) return value;
      const text = kept.map((word) => word.text).join(' ');
      heard[this.paramOf(value.column)] = text;
      const narrowed = value.column.supply(text);
      // (What was ruled out beside the name is read from the value as said: `placeRuledOutOf`.)
      this.runOf.set(narrowed, value);
      return narrowed;
    });
    return Object.keys(heard).length === 0 ? undefined : { supplied: values, heard };
  }
  /** A heard value → where the names ruled out in it lie (`sentenceRuns`). */
  private readonly ruledOutOf = new WeakMap<SuppliedValue, { start: number; end: number }[]>();

  /**
   * The result with `heard` naming what the lookup went by for each argument it did not take as given: a run that
   * replaced a sentence (already there), else the value as `IndexedColumn.callerValue` read it ("John Smith" for "my
   * name is um John Smith", "1985-03-05" for "March fifth, nineteen eighty-five" in a date column).
   */
  private withSaid(result: LookupResult, supplied: readonly SuppliedValue[]): LookupResult {
    let heard = result.heard;
    for (const value of supplied) {
      if (value.said === undefined) continue;
      const param = this.paramOf(value.column);
      if (heard?.[param] === undefined) heard = { ...heard, [param]: value.said };
    }
    return heard === result.heard ? result : { ...result, heard };
  }

  /** The result for the supplied values, as they were heard. */
  private resultFor(supplied: readonly SuppliedValue[], debug: boolean): LookupResult {
    const suppliedColumns = supplied.map((s) => s.column.column);
    const keys = new Map<string, string>();
    // Twins: the same key in every column supplied, or cells that sound the same said aloud ("Ronald McDonald", "Ronald
    // Mac Donald": `IndexedColumn.twins`), which the caller cannot tell apart either.
    const sameKeys = (a: number, b: number): boolean => supplied.every((value) => this.sameCell(a, b, value.column, keys) || value.column.twins(a, b));
    // Debug scores list rows under min_score too, so only then are rows below it needed (and every row scanned).
    const classified = debug ? this.classified(supplied, 0, sameKeys) : this.answer(supplied, sameKeys);
    const { rows } = classified;
    const spelledRow = classified.outcome.result === 'ambiguous'
      ? this.namedByCaller(classified.outcome.candidates, supplied)
      : undefined;
    const read: Classification = spelledRow === undefined ? classified.outcome : { result: 'confident', row: spelledRow };
    const outcome = read.result === 'confident'
      ? this.titleAsPiece(supplied, read.row) ?? this.wordSaidTwice(supplied, read.row) ?? this.saidOfAnother(supplied, read.row)
        ?? this.saidWhollyOfAnother(supplied, read.row) ?? this.placeRuledOutOf(supplied, read.row) ?? read
      : read.result === 'ambiguous' ? this.ruledOutTwin(supplied, sameKeys) ?? this.thereFirst(supplied, read) : read;
    const result: LookupResult = outcome.result === 'confident'
      ? { result: 'confident', row: projectRow(this.table, outcome.row.rowId, this.returnColumns), score: outcome.row.score }
      : outcome.result === 'ambiguous'
        ? { result: 'ambiguous', candidates: outcome.candidates.map((c) => this.candidate(c)) }
        : { result: 'not_found' };
    if (debug) result.scores = debugScores(this.table, rows, suppliedColumns, DEBUG_SCORE_ROWS, (row) => this.everyWordMatched(supplied, row), sameKeys);
    return result;
  }

  /**
   * The confident row and the rows the search column's value finds with its title run together with the word after it
   * (`withTitleJoined`: "sir good" read "sirgood"), when that reading finds another row at `min_score` or more, and
   * scores it higher than the confident row (Sigurd 81, Good 77): the
   * recogniser may have written a word it did not know as a title and a word ("sir good" for Sigurd), and the caller
   * is asked which. Undefined otherwise (a value with no title pays one regular expression).
   */
  private titleAsPiece(supplied: readonly SuppliedValue[], confident: ScoredRow): Classification | undefined {
    const at = this.wordsSaidAt(supplied);
    const value = supplied[at];
    if (value === undefined) return undefined;
    const joined = withTitleJoined(value.said ?? value.raw);
    if (joined === undefined) return undefined;
    const reading = supplied.slice();
    reading[at] = value.column.supply(joined);
    // (Rows that reading prefers to the confident row: "mrjohn smith" is still John Smith's more than Joan Smith's.)
    const kept = this.scoredRowsOf(reading, [confident.rowId])[0]!.score;
    return this.confidentBeside(confident, this.scoredRows(reading, Math.max(this.config.minScore, kept + 1)).filter((row) => row.rowId !== confident.rowId));
  }

  /**
   * The confident row and the rows whose value is one word said twice ("Li Li"), when the search column's value says a
   * word twice in a row with no pause ("Li Li Chen") and the confident row's value says none twice (Li Chen): the
   * caller may be either, the word said twice or said once too many, so both are listed. With no such row, the
   * confident row alone, to confirm, when the word said twice is one of its own: a short word said twice ("John John
   * Smith", 92) costs less than a long one ("Caitlin Caitlin Myers", 90), and either may be a name the recogniser did
   * not know ("gard gard lind" for Gard Lloyd). Undefined otherwise (a value saying no word
   * twice pays one look at each pair of its words).
   */
  private wordSaidTwice(supplied: readonly SuppliedValue[], confident: ScoredRow): Classification | undefined {
    const value = supplied[this.wordsSaidAt(supplied)];
    if (value === undefined) return undefined;
    // (Cheap test first: most values say no word twice in a row.)
    const said = (value.prepared as PreparedValue).words;
    if (!said.some((word, at) => at > 0 && word.id === said[at - 1]!.id)) return undefined;
    const column = value.column.column;
    const twice = (rowId: number): boolean => saysAWordTwice(words(normaliseText(this.table.rows.cell(rowId, column))));
    if (twice(confident.rowId)) return undefined;
    const others = this.scoredRows(supplied, this.config.minScore).filter((row) => row.rowId !== confident.rowId && twice(row.rowId));
    const listed = this.confidentBeside(confident, others);
    if (listed !== undefined) return listed;
    // (A word of the row's own said twice, not a filler: "Dorothy Anne Williams hi hi" is as it was.)
    const own = words(normaliseText(this.table.rows.cell(confident.rowId, column)));
    return said.some((word, at) => at > 0 && word.id === said[at - 1]!.id && own.includes(word.text)) ? { result: 'ambiguous', candidates: [confident] } : undefined;
  }

  /**
   * The confident row and the other candidates of the name (rows at `min_score` or more) that hold what the caller said
   * beside the name, when the confident row does not: a number or code in any column (`numbersSaidBeside`: "John
   * Smith, my number is 312 555 0130" where that is Joan Smith's phone), or a place after "from", "in"… in a column
   * headed as cities that the lookup does not search (`placesSaidBeside`: "John Smith from Miami" where Joan Smith
   * lives there, John Smith in Dallas). Each number is read apart: the confident row's own beside another candidate's
   * ("… 312 555 0129 or 0130") lists both too. What was said tells of another row than the name does, and the caller
   * is asked which. Undefined otherwise (a value saying no digit and no place word pays two regular expressions or a look
   * at its words).
   */
  private saidOfAnother(supplied: readonly SuppliedValue[], confident: ScoredRow): Classification | undefined {
    const value = supplied[this.wordsSaidAt(supplied)];
    if (value === undefined) return undefined;
    // (The sentence as said, where a run of it replaced it: what was said beside the name is no part of the run.)
    const asSaid = this.runOf.get(value) ?? value;
    const heardWords = (asSaid.prepared as PreparedValue).words;
    const numbers = numbersSaidBeside(asSaid.raw, heardWords);
    const saidText = asSaid === value ? '' : withoutTitlesSaid(asSaid.said ?? asSaid.raw);
    const apart = asSaid === value ? [] : [placeSaidLast(saidText, heardWords), placeSaidFirst(saidText, heardWords)];
    // (A place ruled out, "not from Miami", is no place said: `placeRuledOutOf`.)
    const ruledOut = asSaid === value ? [] : placesRuledOut(heardWords);
    const places = asSaid === value ? [] : [...placesSaidBeside(heardWords, 0, 0), ...apart.flatMap((place) => (place === undefined ? [] : placeReadings(heardWords.slice(...place.place).map((word) => word.text))))]
      .filter((place) => !ruledOut.includes(place));
    if (numbers.length === 0 && places.length === 0) return undefined;
    const readings = numbers.length === 0 ? [] : this.table.columns.map((name) => numbersOfHeader(name));
    const cities = places.length === 0 ? [] : this.unsearchedCities();
    if (numbers.length === 0 && cities.length === 0) return undefined;
    const sentence = numbers.length === 0 ? '' : ` ${heardWords.map((word) => word.text).join(' ')} `;
    const holdsNumber = (rowId: number, said: readonly SaidNumber[], whole: string): boolean =>
      readings.some((reading, column) => cellIsSaid(this.table.rows.cell(rowId, column), said, reading, whole));
    const holdsPlace = (rowId: number): boolean => cities.some((column) => cellIsPlace(this.table.rows.cell(rowId, column), places));
    // (The confident row's address said whole: the caller gave the row's own.)
    if (holdsNumber(confident.rowId, [], sentence)) return undefined;
    // Each number apart: one the confident row holds does not vouch for another said beside it ("… 312 555 0129 or
    // 0130": the caller is unsure which is theirs).
    const unheld = numbers.filter((number) => !holdsNumber(confident.rowId, [number], ''));
    const placeUnheld = cities.length > 0 && !holdsPlace(confident.rowId);
    if (unheld.length === 0 && !placeUnheld) return undefined;
    const holds = (rowId: number): boolean => holdsNumber(rowId, unheld, sentence) || (placeUnheld && holdsPlace(rowId));
    const candidates = this.scoredRows(supplied, this.config.minScore).filter((row) => row.rowId !== confident.rowId && holds(row.rowId));
    if (candidates.length > 0) return this.confidentBeside(confident, candidates);
    // A number or place of a row under min_score that shares a word of the name ("Kevin Leeds, 60601", Kevin MacLeod's
    // ZIP, 71; "… from Chicago", his city): the caller may be that row's, misheard. Only rows at a lower floor holding
    // a word of the name as said, so a stranger's ("John Smith" with Caitlin Myers's phone) is not read, and no scan is made.
    return this.confidentBeside(confident, this.kinRows(supplied, value).filter((row) => row.rowId !== confident.rowId && holds(row.rowId)));
  }

  /**
   * The confident row and the other candidates (rows at `min_score` or more) holding every word said of the name, when
   * the confident row leaves one of them out: "Anne Marie Smith" is Anne Smith at 92, and Anne-Marie Smith-Jones at 86
   * holds all three words, the caller leaving her second surname unsaid. A middle name that no such row holds is left
   * out as before ("Dorothy Anne Williams" of Dorothy Williams). So too a suffix said that the confident row lacks
   * ("Martin King Junior": Martin King, and Martin Luther King Jr.). Undefined otherwise (a value of no more words than
   * the row, whose every word and suffix the row holds, or with a word the column holds nowhere, pays a look at its
   * words).
   */
  private saidWhollyOfAnother(supplied: readonly SuppliedValue[], confident: ScoredRow): Classification | undefined {
    const value = supplied[this.wordsSaidAt(supplied)];
    if (value === undefined) return undefined;
    const said = (value.prepared as PreparedValue).words;
    const cell = (rowId: number): string => this.table.rows.cell(rowId, value.column.column);
    const wordsOf = (rowId: number): Set<string> => new Set(nameWords(cell(rowId)));
    const own = wordsOf(confident.rowId);
    // (Only more words said than the row holds leave one out; as many, a word unheld is the row's misheard.)
    const unheld = said.length > own.size ? said.filter((word) => !own.has(word.text)) : [];
    const suffix = this.statedOf(value)?.suffix;
    const suffixUnheld = suffix !== undefined && nameSuffix(cell(confident.rowId)) === undefined;
    // (A word the column holds nowhere, "kaitlyn" misheard, is in no other row either: no search.)
    if ((unheld.length === 0 && !suffixUnheld) || !unheld.every((word) => value.column.holdsWord(word))) return undefined;
    const holdsEvery = (rowId: number): boolean => {
      const cellWords = wordsOf(rowId);
      return said.every((word) => cellWords.has(word.text)) && (!suffixUnheld || nameSuffix(cell(rowId)) === suffix);
    };
    return this.confidentBeside(confident, this.scoredRows(supplied, this.config.minScore).filter((row) => row.rowId !== confident.rowId && holdsEvery(row.rowId)));
  }

  /**
   * The confident row alone, to confirm, when the caller says they are not from the place it holds in a column headed as
   * cities that the lookup does not search (`placesRuledOut`: "John Smith, not from Dallas", "Caitlin Myers, not
   * Chicago" where that row lives there): the caller said something the row contradicts, as a lookup searching the
   * city finds (`placeRuledOut`); a place misheard (`placeMisheardAs`: "…, not from Dalas", "…, not Dalass"), too. Undefined otherwise (a
   * value saying no "not" pays one look at its words).
   */
  private placeRuledOutOf(supplied: readonly SuppliedValue[], confident: ScoredRow): Classification | undefined {
    // (A place misheard, "not from Dalas", is read too: it only costs the row its confidence.)
    const ruledOut = this.inPlaceRuledOut(supplied, true);
    return ruledOut?.(confident.rowId) === true ? { result: 'ambiguous', candidates: [confident] } : undefined;
  }

  /**
   * The one row of a name left confident when the caller rules out the place of the others of that name ("Ann Smith,
   * not from Boston", two Ann Smiths, one in Boston: the one in Charlotte): the rows at `min_score` or more without
   * those there, classified as any answer is, when that gives a confident row and every row left out within
   * `confident_margin` of it is of its name (its twin). Undefined otherwise (a value saying no "not" pays one look at
   * its words).
   */
  private ruledOutTwin(supplied: readonly SuppliedValue[], sameKeys: (a: number, b: number) => boolean): Classification | undefined {
    const ruledOut = this.inPlaceRuledOut(supplied);
    if (ruledOut === undefined) return undefined;
    const rows = this.scoredRows(supplied, this.config.minScore).sort(byScoreThenRow);
    const left = rows.filter((row) => !ruledOut(row.rowId));
    if (left.length === rows.length) return undefined;
    const outcome = classify(left, this.config, sameKeys, (row) => this.everyWordMatched(supplied, row));
    if (outcome.result !== 'confident') return undefined;
    const { row } = outcome;
    const margin = Math.max(1, this.config.confidentMargin);
    const close = rows.filter((other) => ruledOut(other.rowId) && row.score - other.score < margin);
    return close.every((other) => sameKeys(row.rowId, other.rowId)) ? outcome : undefined;
  }

  /**
   * Whether a row is in a place the caller says they are not from (`placesRuledOut`), in a column headed as cities that
   * the lookup does not search or that the call left out (with `misheard`, a place a letter off too: `cellIsPlace`);
   * undefined when no place is ruled out or no such column is.
   */
  private inPlaceRuledOut(supplied: readonly SuppliedValue[], misheard = false): ((rowId: number) => boolean) | undefined {
    const value = supplied[this.wordsSaidAt(supplied)];
    if (value === undefined) return undefined;
    // (The sentence as said, where a run of it or the name without what it ruled out replaced it.)
    const places = placesRuledOut(((this.runOf.get(value) ?? value).prepared as PreparedValue).words);
    if (places.length === 0) return undefined;
    // (A city column the lookup searches and the call left out holds it too: "Caitlin Myers, not Chicago" given as the name.)
    const cities = [...this.unsearchedCities(), ...this.citiesLeftOut(supplied).map((column) => column.column)];
    return cities.length === 0 ? undefined : (rowId) => cities.some((column) => cellIsPlace(this.table.rows.cell(rowId, column), places, misheard));
  }

  /**
   * The rows under `min_score`, by `NUMBER_OF_KIN_BELOW` at most, whose search column holds a word of `value` as said
   * (Kevin MacLeod, 71, for "Kevin Leeds"): rows a number or place said beside the name may tell the caller is of.
   */
  private kinRows(supplied: readonly SuppliedValue[], value: SuppliedValue): ScoredRow[] {
    const nameWords = new Set((value.prepared as PreparedValue).words.map((word) => word.text));
    const column = value.column.column;
    const sharesWord = (rowId: number): boolean => words(normaliseText(this.table.rows.cell(rowId, column))).some((word) => nameWords.has(word));
    const floor = Math.max(1, this.config.minScore - NUMBER_OF_KIN_BELOW);
    return this.scoredRows(supplied, floor).filter((row) => row.score < this.config.minScore && sharesWord(row.rowId));
  }

  /**
   * Where `supplied` holds the search column's value when it is words a caller said (not a hashed, code or email
   * column, nor a value too long to read): what `titleAsPiece` and `wordSaidTwice` read again; -1 otherwise.
   */
  private wordsSaidAt(supplied: readonly SuppliedValue[]): number {
    const at = supplied.findIndex((value) => value.column === this.indexedColumns[0]);
    const value = supplied[at];
    return value === undefined || value.column.hashed || value.column.codes || value.column.emails || value.tooLong === true ? -1 : at;
  }

  /** A confident row listed first beside `others` (best first) for the caller to choose; undefined when none. */
  private confidentBeside(confident: ScoredRow, others: ScoredRow[]): Classification | undefined {
    if (others.length === 0) return undefined;
    return { result: 'ambiguous', candidates: [confident, ...others.sort(byScoreThenRow)].slice(0, this.config.maxCandidates) };
  }

  /**
   * Of candidates that sound alike, the one row the caller named beyond the words heard, or undefined; only when the best
   * scores `confident_score` or more, and only a row whose cell is every word heard and scores that much too:
   * - spelled: "Sean Riley, S E A N R I L E Y" or "Shaun Riley, S E A N" of Sean Riley and Shawn Reilly, "123 Main
   *   Street, apartment D as in David" of Apt B and Apt D (a recogniser's spelling of a name said tells such rows apart
   *   no more than the caller can; a spelling said letter by letter does, and so does a letter named by its example),
   *   for one supplied value, when no other candidate's cell is those words;
   * - stated (`statedByCaller`): "John Smith Junior" of John Smith Jr and John Smith Sr, "Ann without an E Williams" of
   *   Ann Williams and Anne Williams, when the statement rules out every other candidate within `confident_margin` of
   *   it, none such is left unlisted, and every word said matched it.
   */
  private namedByCaller(candidates: readonly ScoredRow[], supplied: readonly SuppliedValue[]): ScoredRow | undefined {
    if (candidates[0] === undefined || candidates[0].score < this.config.confidentScore) return undefined;
    const only = supplied.length === 1 && !supplied[0]!.column.hashed ? supplied[0] : undefined;
    const spelled = only !== undefined && this.spelledAsHeard(only) ? this.writtenAsHeard(candidates, only) : [];
    if (spelled.length === 1 && spelled[0]!.score >= this.config.confidentScore) return spelled[0];
    const value = supplied.find((one) => one.column === this.indexedColumns[0]);
    const stated = value === undefined ? undefined : this.statedOf(value);
    if (stated === undefined) return undefined;
    const cell = (row: ScoredRow): string => this.table.rows.cell(row.rowId, value!.column.column);
    // (Written as heard too: in "Sean Reilly, R E I L L Y" the word not spelled is another row's, and both stay.)
    const named = this.writtenAsHeard(candidates, value!).filter((row) => row.score >= this.config.confidentScore && !statedOtherThan(stated, cell(row)));
    if (named.length !== 1) return undefined;
    const picked = named[0]!;
    const margin = Math.max(1, this.config.confidentMargin);
    const close = candidates.filter((row) => row !== picked && picked.score - row.score < margin);
    const unlisted = candidates.length >= this.config.maxCandidates && picked.score - candidates[candidates.length - 1]!.score < margin;
    if (unlisted || close.some((row) => !statedOtherThan(stated, cell(row))) || !this.everyWordMatched(supplied, picked)) return undefined;
    return picked;
  }

  /**
   * Whether `value` as said spells a word letter by letter or names a letter by its example ("D as in David"); not for
   * one letter so named after the whole name ("Jon Baker, J for Juliet"), which says a letter the name has
   * (`LETTER_BY_EXAMPLE_AT_END`, a statement) and tells Jon from John no more than the words heard do.
   */
  private spelledAsHeard(value: SuppliedValue): boolean {
    return spelledWordsOf(value.raw, heardWords(value)).length > 0 || (saysLetterByExample(value.raw) && !LETTER_BY_EXAMPLE_AT_END.test(value.raw));
  }

  /** The candidates whose cell in `value`'s column is the words heard, in order. */
  private writtenAsHeard(candidates: readonly ScoredRow[], value: SuppliedValue): ScoredRow[] {
    const heard = heardWords(value);
    return candidates.filter((row) => nameWords(this.table.rows.cell(row.rowId, value.column.column)).join(' ') === heard);
  }

  /**
   * What the caller stated of a value beyond its words (`statedByCaller`), read once per value; undefined for exact
   * columns, columns of codes or email addresses, and values stating nothing (the cheap test of most calls).
   */
  private statedOf(value: SuppliedValue): StatedByCaller | undefined {
    const { column } = value;
    if (column.hashed || column.codes || column.emails || value.tooLong === true) return undefined;
    if (!this.stated.has(value)) {
      const prepared = value.prepared as PreparedValue;
      const raw = this.runOf.get(value)?.raw ?? value.raw;
      this.stated.set(value, statedByCaller(raw, value.said ?? value.raw, prepared.words.map((word) => word.text)));
    }
    return this.stated.get(value);
  }
  private readonly stated = new WeakMap<SuppliedValue, StatedByCaller | undefined>();
  /** A run of a sentence looked up in its place → the value as said (`runsAt`), whose statements hold of the run. */
  private readonly runOf = new WeakMap<SuppliedValue, SuppliedValue>();
  /** `unsearchedCities`, once asked. */
  private unsearchedCityColumns: number[] | undefined;

  private candidate(row: ScoredRow): { row: Record<string, string>; score: number } {
    return { row: projectRow(this.table, row.rowId, this.returnColumns), score: row.score };
  }

  /**
   * The values said within sentences (`said`: each supplied value's `sentenceRuns`), when the sentences as a whole
   * found no confident row: "I'm calling for my
   * mother, her name is Dorothy Anne Williams" holds a name the sentence's extra words keep from scoring (every row
   * pays for them), "I live in Austin" a city, "you can reach me at 312 555 0142" a phone. Each supplied value is
   * taken in turn, the search column first, when it is a sentence (`sentenceRuns`: an exact column's value heard as
   * neither a number nor a code, with numbers in it; for a column matched by words, for the search column at least
   * `SENTENCE_WORDS` words and two more than its values usually hold, `IndexedColumn.usualValueWords`, so a name said
   * with a word too many is answered as it is; for another column, one more than its values usually hold and at
   * least `OTHER_SENTENCE_WORDS`: "in Austin Texas" against cities of up to two words; a shorter one with words no
   * value holds, for the runs of the words values hold: "Austin Texas", `heldRuns`). Each run of up to one word
   * more than the values usually hold (at most `MAX_RUN_WORDS`; at most `MAX_SENTENCE_WORDS` heard) is looked up in
   * its place, the other values as they stand; a run counts only when a row scores confident_score or more on it,
   * so a sentence of ordinary words ("I want to pay my bill": "my bill" scores 80 against Mary Bell) is never taken
   * for a name; when none does, the bar is the first threshold (`runsAt`). The longest such run replaces the
   * sentence (then the best score, then the earliest): "Dorothy Anne Williams" over "Anne Williams", unless a run inside it finds the same best row with a higher score: "Kaitlyn Meyers"
   * over "is Kaitlyn Meyers". When another run, apart from it, finds someone else ("this is John Smith calling
   * for Mary Jones"), the caller named two of them and the answer is ambiguous between their rows, each one's best
   * rows listed. Undefined when no value is a sentence with a run that counts: the sentences' own result stands.
   */
  private withinSentence(supplied: readonly SuppliedValue[], said: readonly (SentenceRun[] | undefined)[], debug: boolean): LookupResult | undefined {
    if (said.every((runs) => runs === undefined)) return undefined;
    const { minScore, confidentScore, confidentMargin } = this.config;
    // When no run reaches confident_score, the first threshold (`runsAt`).
    const lower = Math.max(minScore, confidentScore - confidentMargin + 1);
    return this.runsAt(supplied, said, debug, confidentScore) ?? (lower < confidentScore ? this.runsAt(supplied, said, debug, lower) : undefined);
  }

  /**
   * `withinSentence` with the runs that a row scores `bar` or more on. At the first threshold (confident_score -
   * confident_margin + 1, 88 by default, at least min_score), a name misheard within a sentence ("I'm calling for my
   * mother, her name is Marie Bradey") gives the candidates the name alone gives, where the sentence as a whole,
   * every row paying for its other words, often found nobody. Such a row is under confident_score: the answer is
   * never confident. Ordinary words rarely reach it ("been brown" 89 against Owen Brown, one sentence of fifty; "my
   * bill" 80 against Mary Bell), and then the caller is asked to choose, not answered.
   */
  private runsAt(supplied: readonly SuppliedValue[], candidates: readonly (SentenceRun[] | undefined)[], debug: boolean, bar: number): LookupResult | undefined {
    const { maxCandidates } = this.config;
    const first = (at: number): number => Number(supplied[at]!.column === this.indexedColumns[0]);
    const order = supplied.map((_, at) => at).sort((a, b) => first(b) - first(a));
    // Sentences not searched yet are left out of a run's lookup ("we live in Dallas" would keep any name run under
    // confident_score); one searched is in place by its run, or as heard when no run counted.
    const pending = new Set(order.filter((at) => candidates[at] !== undefined));
    let current = supplied;
    // A run chosen that left letters out (`SentenceRun.lettersLeftOut`): the answer is then at most ambiguous.
    let doubtful = false;
    // The search column's words and the run of them chosen, for the other columns' values said around it.
    let aroundFirst: { words: readonly PreparedWord[]; run: SentenceRun } | undefined;
    // The rows of a relative named by a first name alone beside the search column's run (`relativeBySurname`).
    let relatives: { rows: ScoredRow[]; text: string } | undefined;
    for (const at of order) {
      const said = candidates[at];
      if (said === undefined) continue;
      pending.delete(at);
      const column = supplied[at]!.column;
      const runs: (SentenceRun & { supplied: SuppliedValue[]; looked: SuppliedValue[]; top: ScoredRow[] })[] = [];
      for (const sentenceRun of said) {
        const run = current.slice();
        run[at] = column.supply(sentenceRun.text);
        // (What the caller stated in the sentence holds of the run it names: "Jon Smith, no H".)
        this.runOf.set(run[at]!, supplied[at]!);
        const looked = run.filter((_, i) => !pending.has(i));
        const top = this.scoredRows(looked, bar);
        if (top.length > 0) runs.push({ ...sentenceRun, supplied: run, looked, top });
      }
      // A value said again after a correction ("John, sorry, Joan Smith") replaces what was said before it.
      // What was said before a correction near the end, which restates only a part of it, is taken back too ("Joan
      // Smith, sorry, Smyth" is not Joan Smith).
      // (A number said again takes back the one before it whether or not it finds anyone: "555 010 0789, sorry, 555
      // 010 0790" is not 555 010 0789.)
      const restatedNumber = said.reduce((latest, run) => (column.hashed || run.wholeNumber !== undefined ? Math.max(latest, run.restates ?? -1) : latest), -1);
      const restated = runs.reduce((latest, run) => Math.max(latest, run.restates ?? -1), restatedNumber);
      if (restated >= 0 || runs.some((run) => run.takenBack === true)) {
        runs.splice(0, runs.length, ...runs.filter((run) => run.start >= restated && run.takenBack !== true));
      }
      // A run across two clauses gives way to a run overlapping it that scores higher: "smith im joan" (94 against Joan
      // Smith) to "john smith" (100) in "his name is John Smith, I'm Joan".
      const overlapping = (a: SentenceRun, b: SentenceRun): boolean => a !== b && a.start < b.end && b.start < a.end;
      if (runs.some((run) => run.bridges === true)) {
        const outscored = runs.filter((run) => run.bridges === true && runs.some((other) => overlapping(run, other) && other.top[0]!.score > run.top[0]!.score));
        if (outscored.length > 0) runs.splice(0, runs.length, ...runs.filter((run) => !outscored.includes(run)));
      }
      // Longest first (runs were found longest first), then the best score, then the earliest; but a run inside the
      // chosen one whose best row is the same and scores as much or more drops words that gave nothing ("is Kaitlyn
      // Meyers": "is" is no part of the name), where a shorter run finding another row does not ("Anne Williams" in
      // "Dorothy Anne Williams").
      let best = runs[0];
      for (const run of runs) {
        if (best === undefined) break;
        const score = run.top[0]!.score;
        const bestScore = best.top[0]!.score;
        const size = run.end - run.start;
        const bestSize = best.end - best.start;
        const inside = size < bestSize && run.start >= best.start && run.end <= best.end && run.top[0]!.rowId === best.top[0]!.rowId && best.extension !== true
          && (best.wholeNumber === undefined || (run.start <= best.wholeNumber.from && run.end >= best.wholeNumber.to));
        if (inside ? score >= bestScore : size === bestSize && score > bestScore) best = run;
      }
      if (best === undefined) continue;
      const chosen = best;
      const named = new Set(chosen.top.map((row) => row.rowId));
      // (A run inside a longer one that finds the same person is that name said again, no second person: "caitlin" in
      // "Caitlin Myers, Caitlin Myers", whatever row it finds alone.)
      const saidAgain = (run: SentenceRun): boolean =>
        runs.some((other) => other.start <= run.start && other.end >= run.end && other.end - other.start > run.end - run.start && named.has(other.top[0]!.rowId));
      const others = runs.filter((run) => (run.end <= chosen.start || run.start >= chosen.end) && !named.has(run.top[0]!.rowId) && !saidAgain(run));
      if (others.length > 0) {
        const apart = [chosen, ...others];
        const heard = this.heardIn(supplied, chosen.supplied);
        heard[this.paramOf(column)] = apart.slice().sort((a, b) => a.start - b.start).map((run) => run.text).join(' and ');
        return { ...this.namedApart(apart.map((run) => run.top), chosen.looked, maxCandidates, debug), heard };
      }
      if (chosen.lettersLeftOut === true || chosen.doubted === true) doubtful = true;
      // "John Smith and Zelda Fitzgerald": another person named beside the name, whom the table does not hold.
      if (first(at) === 1 && !column.hashed && this.otherNameBeside(supplied[at]!, chosen)) doubtful = true;
      // "John Smith, calling for my wife Joan": the relative by the first name and the caller's surname (Joan Smith).
      const relative = first(at) === 1 && !column.hashed ? this.relativeBySurname(supplied[at]!, chosen) : undefined;
      if (relative !== undefined) {
        const reading = chosen.supplied.slice();
        reading[at] = column.supply(relative);
        const rows = this.scoredRows(reading.filter((_, i) => !pending.has(i)), this.config.confidentScore).filter((row) => !named.has(row.rowId));
        if (rows.length > 0) relatives = { rows: rows.sort(byScoreThenRow), text: relative };
      }
      // "John Smith, wrong name", "John Smith, that's not me": the name said, then rejected.
      if (!column.hashed && this.rejectedAfter(supplied[at]!, chosen)) doubtful = true;
      // "Dorothy Williams or Wilson": the other way the caller said it must find the row too ("Caitlin Myers or Meyers").
      const orAt = chosen.orAt;
      if (orAt !== undefined && !runs.some((run) => run.orAt === orAt && (run.start > orAt) !== (chosen.start > orAt) && named.has(run.top[0]!.rowId))) doubtful = true;
      current = chosen.supplied;
      if (first(at) === 1 && !column.hashed) aroundFirst = { words: (supplied[at]!.prepared as PreparedValue).words, run: chosen };
    }
    if (current === supplied) return undefined;
    let result = this.resultFor(current, debug);
    const named = current;
    // "John Smith from Miami" to a lookup of names and cities given no city: the city said around the name narrows an
    // answer the name alone leaves open.
    const placed = result.result === 'ambiguous' && aroundFirst !== undefined ? this.valuesSaidAround(current, aroundFirst.words, aroundFirst.run, bar) : undefined;
    if (placed !== undefined) {
      current = placed;
      result = this.resultFor(current, debug);
    }
    // "John Miller from Denver" where the one John Miller is in Austin: another place said, so no confident answer.
    const elsewhere = result.result === 'confident' && aroundFirst !== undefined ? this.placeContradicting(current, aroundFirst.words, aroundFirst.run, bar) : undefined;
    if (elsewhere !== undefined) {
      doubtful = true;
      current = [...current, elsewhere];
    }
    // "John Smith, not from Dallas" where the one John Smith lives in Dallas: the place ruled out is the row's.
    if (result.result === 'confident' && aroundFirst !== undefined && this.placeRuledOut(named, aroundFirst.words, aroundFirst.run, bar)) doubtful = true;
    const heard = this.heardIn(supplied, current);
    if (!doubtful || result.result !== 'confident') return { ...result, heard };
    const { row, score, scores } = result;
    if (relatives !== undefined && aroundFirst !== undefined) {
      const param = this.paramOf(this.indexedColumns[0]!);
      heard[param] = `${aroundFirst.run.text} and ${relatives.text}`;
      const beside = relatives.rows.slice(0, Math.max(0, this.config.maxCandidates - 1)).map((one) => this.candidate(one));
      return { result: 'ambiguous', candidates: [{ row, score }, ...beside], ...(scores === undefined ? {} : { scores }), heard };
    }
    return { result: 'ambiguous', candidates: [{ row, score }], ...(scores === undefined ? {} : { scores }), heard };
  }

  /**
   * The name of a relative the caller names by a first name alone after their own name, a relation before it ("this
   * is John Smith, calling for my wife Joan", "John Smith and my wife Joan"), or as the one the account is under
   * ("it's John Smith, but the account is under Joan"), read with the last word of the run (`run`): "joan smith". A
   * relative named so mostly shares the surname, and the call may be about their account; `runsAt` lists the rows that
   * reading finds at `confident_score`. Undefined when the value ends with no such first name, a word the column holds.
   */
  private relativeBySurname(value: SuppliedValue, run: SentenceRun): string | undefined {
    const words = (value.prepared as PreparedValue).words;
    const holds = (word: PreparedWord): boolean => value.column.holdsWord(word);
    const last = words.length - 1;
    const first = words[last];
    if (first === undefined || run.end - run.start < 2 || last <= run.end || !LETTERS_ONLY.test(first.text) || !holds(first)) return undefined;
    // (A relation right before it, "… my wife Joan", "… my wife's name is Joan", or the account said to be under it,
    // "… the account is under Joan".)
    const relation = (words[last - 2]?.text === 'my' && FAMILY_RELATIONS.includes(words[last - 1]!.text) && !holds(words[last - 1]!) && last - 2 >= run.end)
      || (last - 4 >= run.end && this.relativeAfter(words, last - 4, holds) === last);
    const forOther = this.forOtherAfter(words, run.end, holds);
    if (!relation && this.accountUnderAfter(words, run.end, holds) !== last && !(forOther?.behalf === true && forOther.at === last)
      && this.doubtedAfter(words, run.end, holds) !== last) return undefined;
    return `${first.text} ${words[run.end - 1]!.text}`;
  }

  /**
   * Whether the caller named another person beside the run with "and" ("John Smith and Zelda Fitzgerald", "for Zelda
   * Fitzgerald and John Smith"), or "with" (or "plus", "and this is": `joinedAfter`) before words written as a name
   * (`writtenAsName`: "John Smith with Zelda Fitzgerald", not "… with two questions"), or as a relative of the caller's written as a name ("… and my wife
   * Zelda": `relativeNamedAfter`), or apart from it by a pause only ("Zelda Fitzgerald, John Smith"), or says after it
   * that the account is a relative's ("…, the account is in my wife's name": `accountOfRelativeAfter`) or under another's
   * name ("…, the account is under Zelda Fitzgerald": `accountUnderAfter`), or after it as
   * the one the call is for ("John Smith calling on behalf of Zelda Fitzgerald", "… calling for my wife Zelda":
   * `forOtherAfter`), or as the one the account is under now ("… but now it's Zelda Fitzgerald": `renamedAfter`): two
   * to `MAX_RUN_WORDS` words of letters between
   * those words and the value's end (or its start, or a word that ends no name; one word after a relation), none a
   * word said around a name or one that puts nothing right, one at least a word no value holds. The caller may be
   * either of them, or call for the other (a run of that person finding a row names two people apart, and never
   * reaches here), so the run's row is a candidate to confirm.
   */
  private otherNameBeside(value: SuppliedValue, run: SentenceRun): boolean {
    const words = (value.prepared as PreparedValue).words;
    const holds = (word: PreparedWord): boolean => value.column.holdsWord(word);
    const around = (word: PreparedWord): boolean => SENTENCE_WORDS_AROUND.has(word.text) && !holds(word);
    const isAnd = (at: number): boolean => wordsAt(words, at, holds, 'and');
    // (Words the column holds each of name a stranger too when no row is theirs at confident_score: "Caitlin Myers and
    // Kevin Myers", "John and Joan Smith" read so, where the table holds no Kevin Myers.)
    const strangerOfHeldWords = (said: readonly PreparedWord[]): boolean =>
      this.scoredRows([value.column.supply(said.map((word) => word.text).join(' '))], this.config.confidentScore).length === 0;
    const named = (from: number, to: number): boolean => {
      const said = words.slice(from, to);
      return said.length >= 2 && said.length <= MAX_RUN_WORDS
        && said.every((word) => LETTERS_ONLY.test(word.text) && !around(word) && !PUTTING_NOTHING_RIGHT.has(word.text))
        && (said.some((word) => !holds(word)) || strangerOfHeldWords(said));
    };
    if (isAnd(run.end) && named(run.end + 1, words.length)) return true;
    // "John Smith with Zelda Fitzgerald", "… together with …", "… plus …", "…, and this is …": words that lead to
    // another person, before words written as a name ("… with two questions" names no one).
    const joined = this.joinedAfter(words, run.end, holds);
    if (joined !== undefined && named(joined, words.length)
      && writtenAsName(value.raw, words.slice(run.start, run.end).map((word) => word.text), words.slice(joined).map((word) => word.text))) return true;
    // "… calling on behalf of Zelda Fitzgerald", "… calling for my wife Zelda": the call is for someone else.
    const forOther = this.forOtherAfter(words, run.end, holds);
    // (A relation alone, "… calling on behalf of my wife", says the call is for her as much, where it was said after
    // the name: not "I'm calling for my mother, her last name is Smith…", a name read from its parts.)
    if (forOther !== undefined && (forOther.relation
      ? (forOther.at === words.length && saidBefore(value.raw, words.slice(run.start, run.end), words.slice(forOther.at - 2, forOther.at)))
        || named(forOther.at, words.length) || this.oneNameWord(words, forOther.at, holds)
      : named(forOther.at, words.length) || (forOther.behalf && this.oneNameWord(words, forOther.at, holds)))) return true;
    // ("John Smith, calling for my wife", read "Last, First": "calling for my wife john smith", the words after the
    // pause put first.)
    if (this.swappedAtPause(value, run)) {
      const before = this.forOtherAfter(words.slice(0, run.start), 0, holds);
      if (before?.relation === true && before.at === run.start && saidBefore(value.raw, words.slice(run.start, run.end), words.slice(run.start - 2, run.start))) return true;
    }
    // "John Smith, I'm not sure, could be Joan": another way the name may be, said after it.
    const doubted = this.doubtedAfter(words, run.end, holds);
    if (doubted !== undefined && (named(doubted, words.length) || this.oneNameWord(words, doubted, holds)) && this.namesAnother(value, run, words.slice(doubted))) return true;
    // "John Smith and my wife Zelda", "John Smith, my wife Zelda Fitzgerald": a relative named after the name (the
    // words after it, which a "Last, First" reading puts before it when a pause parts them).
    if (this.relativeNamedAfter(value, run)) return true;
    // "John Smith, the account is in my wife's name": the account said to be a relative's, whom the caller names not.
    if (this.accountOfRelativeAfter(words, run.end, holds) && inSaidOrder(value.said ?? value.raw, words.map((word) => word.text))) return true;
    // "John Smith, the account is under Zelda Fitzgerald", "…, the account holder is …": the account another's.
    const under = this.accountUnderAfter(words, run.end, holds);
    if (under !== undefined && (named(under, words.length) || this.oneNameWord(words, under, holds))) return true;
    // "the account was under John Smith but now it's Zelda Fitzgerald": the account under another name now.
    const renamed = this.renamedAfter(words, run.end, holds);
    if (renamed !== undefined && named(renamed, words.length)) return true;
    // "Zelda Fitzgerald, John Smith", "John Smith, Zelda Fitzgerald": another name apart from the run by a pause only.
    // (Cheap test first: most values say no pause.)
    const said = value.said ?? value.raw;
    if (PAUSE_SAID.test(said)) {
      const pauses = pausesAmong(said, words.map((word) => word.text));
      // (The other named with the caller: "me and Zelda Fitzgerald, John Smith", "John Smith, Zelda Fitzgerald and me".)
      const namedBesideSelf = (from: number, to: number): boolean => {
        const self = (at: number): boolean => wordsAt(words, at, holds, 'me') || wordsAt(words, at, holds, 'myself');
        if (self(from) && isAnd(from + 1)) from += 2;
        else if (self(to - 1) && isAnd(to - 2)) to -= 2;
        return named(from, to);
      };
      const at = pauses.indexOf(run.start);
      if (at >= 0 && namedBesideSelf(pauses[at - 1] ?? 0, run.start)) return true;
      const after = pauses.indexOf(run.end);
      if (after >= 0 && namedBesideSelf(run.end, pauses[after + 1] ?? words.length)) return true;
    }
    if (!isAnd(run.start - 1)) return false;
    let from = run.start - 1;
    while (from > 0 && !around(words[from - 1]!)) from--;
    return named(from, run.start - 1);
  }

  /**
   * Whether the caller rejects the run's name in the words after it to the value's end (`rejectsName`: "John Smith,
   * wrong name", "…, not that one", "…, that's not me"): the name may be the account's or taken back, so its row is a
   * candidate to confirm.
   */
  private rejectedAfter(value: SuppliedValue, run: SentenceRun): boolean {
    const words = (value.prepared as PreparedValue).words;
    const after = words.slice(run.end).map((word) => word.text);
    // (Cheap test first: most values say no "not", "wrong" or "other" after the name.)
    if (!mayRejectName(after)) return false;
    // (The call said to be for the one named, "it's for John Smith, not me": "not me" is the caller, not the name.)
    if (this.calledFor(words, run.start, (word) => value.column.holdsWord(word))) return false;
    const name = words.slice(run.start, run.end).map((word) => word.text);
    // (Or by the lead-in left out before it: "it's for John Smith, not me".)
    if (run.start === 0 && CALLED_FOR_BEFORE.test(value.raw.slice(0, Math.max(0, value.raw.toLowerCase().indexOf(name[0]!))))) return false;
    // (A word the column holds, other than the name's own, is a name's: "… not Mary Wrong" is another reading.)
    return !words.slice(run.end).some((word) => !name.includes(word.text) && value.column.holdsWord(word)) && rejectsName(after, name);
  }

  /** Whether the words right before `start` say the call is for the one named there: "for", "about", "on behalf of". */
  private calledFor(words: readonly PreparedWord[], start: number, holds: (word: PreparedWord) => boolean): boolean {
    const before = words[start - 1];
    if (before === undefined || holds(before)) return false;
    return before.text === 'for' || before.text === 'about' || (before.text === 'of' && words[start - 2]?.text === 'behalf');
  }

  /**
   * Where the person a call is for is named after `from`, when the words there say so: "(calling) on behalf of", or
   * "(calling) for" / "about" with a relation ("for my wife"), "here" or "speaking" first ("John Smith here, calling
   * for …"), or "I'm" ("John Smith, I'm calling on behalf of …"); `relation` when one is said (then one word or none
   * may name them).
   */
  private forOtherAfter(words: readonly PreparedWord[], from: number, holds: (word: PreparedWord) => boolean): { at: number; relation: boolean; behalf?: true } | undefined {
    let at = from;
    const said = (text: string): boolean => wordsAt(words, at, holds, text);
    // ("John Smith here, calling for my wife Zelda": how a caller ends saying who they are, first.)
    if (said('here') || said('speaking')) at++;
    // ("John Smith, I'm calling on behalf of …", "… and I'm calling for …": the caller saying what they do.)
    if (said('and') && (words[at + 1]?.text === 'im' || words[at + 1]?.text === 'i')) at++;
    if (said('im') && words[at + 1]?.text === 'calling') at++;
    else if (said('i') && words[at + 1]?.text === 'am' && words[at + 2]?.text === 'calling') at += 2;
    if (said('calling')) at++;
    const relation = (): boolean => POSSESSIVES.has(words[at]?.text ?? '') && FAMILY_RELATIONS.includes(words[at + 1]?.text ?? '');
    if (said('on') && words[at + 1]?.text === 'behalf' && words[at + 2]?.text === 'of') {
      at += 3;
      return relation() ? { at: at + 2, relation: true } : { at, relation: false, behalf: true };
    }
    if (!said('for') && !said('about')) return undefined;
    at++;
    return relation() ? { at: at + 2, relation: true } : undefined;
  }

  /**
   * Where a person said beside the run is named after `from`, when the words there lead to one: "with", "together
   * with", "plus", "and this is" (`otherNameBeside` asks the words after them to be written as a name); else undefined.
   */
  private joinedAfter(words: readonly PreparedWord[], from: number, holds: (word: PreparedWord) => boolean): number | undefined {
    if (wordsAt(words, from, holds, 'with') || wordsAt(words, from, holds, 'plus')) return from + 1;
    if (wordsAt(words, from, holds, 'together', 'with')) return from + 2;
    if (wordsAt(words, from, holds, 'and', 'this', 'is')) return from + 3;
    return undefined;
  }

  /**
   * Whether the caller names a relative of theirs after the run, written as a name (`relativeAfter`, `writtenAsName`):
   * one to `MAX_RUN_WORDS` words of letters to the value's end, none a word said around a name.
   */
  private relativeNamedAfter(value: SuppliedValue, run: SentenceRun): boolean {
    const words = (value.prepared as PreparedValue).words;
    const holds = (word: PreparedWord): boolean => value.column.holdsWord(word);
    const texts = words.map((word) => word.text);
    // (Cheap test first: most values name no relation.)
    if (!texts.some(isRelationOrItsPossessive)) return false;
    const after = this.swappedAtPause(value, run) ? words.slice(0, run.start) : words.slice(run.end);
    const at = this.relativeAfter(after, 0, holds);
    if (at === undefined) return false;
    const name = after.slice(at);
    return name.length >= 1 && name.length <= MAX_RUN_WORDS
      && name.every((word) => LETTERS_ONLY.test(word.text) && (holds(word) || !SENTENCE_WORDS_AROUND.has(word.text)) && !PUTTING_NOTHING_RIGHT.has(word.text))
      && writtenAsName(value.raw, texts.slice(run.start, run.end), name.map((word) => word.text));
  }

  /**
   * Whether a "Last, First" reading put the words said after the run's pause before it ("John Smith, calling for my
   * wife" read "calling for my wife john smith"): the run ends the value and starts at its first pause, and the words
   * are not in the order said.
   */
  private swappedAtPause(value: SuppliedValue, run: SentenceRun): boolean {
    const words = (value.prepared as PreparedValue).words;
    const said = value.said ?? value.raw;
    if (run.end !== words.length || run.start === 0 || !PAUSE_SAID.test(said)) return false;
    const texts = words.map((word) => word.text);
    return !inSaidOrder(said, texts) && pausesAmong(said, texts)[0] === run.start;
  }

  /**
   * Where a relative of the caller's is named after `from`, when the words there say so: "my" and a relation, "and" or
   * "plus" before them ("… and my wife Zelda", "…, my husband Mark"); else undefined.
   */
  private relativeAfter(words: readonly PreparedWord[], from: number, holds: (word: PreparedWord) => boolean): number | undefined {
    let at = from;
    if (wordsAt(words, at, holds, 'and') || wordsAt(words, at, holds, 'plus')) at++;
    if (words[at]?.text !== 'my' || words[at + 1] === undefined || holds(words[at + 1]!)) return undefined;
    if (FAMILY_RELATIONS.includes(words[at + 1]!.text)) return at + 2;
    // ("…, my wife's name is Zelda": the relation's possessive, then "name is".)
    const relation = words[at + 1]!.text;
    return relation.endsWith('s') && FAMILY_RELATIONS.includes(relation.slice(0, -1)) && words[at + 2]?.text === 'name' && (words[at + 3]?.text === 'is' || words[at + 3]?.text === 'was') ? at + 4 : undefined;
  }

  /**
   * Whether the words after `from` say the account is in a relative's name, under them or theirs: "the account is in my
   * wife's name", "…, but the account's under my husband", "…, the account holder is my wife", "…, the account belongs
   * to my husband", "…, I'm calling about my wife's account" (not words the column holds).
   */
  private accountOfRelativeAfter(words: readonly PreparedWord[], from: number, holds: (word: PreparedWord) => boolean): boolean {
    // (Cheap test first: most values say no "account" after the name.)
    let at = words.findIndex((word, i) => i >= from && (word.text === 'account' || word.text === 'accounts') && !holds(word));
    if (at < 0) return false;
    const relationAt = (my: number): boolean => {
      const relation = words[my + 1];
      if (words[my]?.text !== 'my' || relation === undefined || holds(relation)) return false;
      return isRelationOrItsPossessive(relation.text);
    };
    // ("… calling about my wife's account".)
    if (at >= from + 2 && relationAt(at - 2)) return true;
    at++;
    // ("…, the account holder is my wife", "…, the account owner is my husband", "…, the account belongs to my wife".)
    if ((words[at]?.text === 'holder' || words[at]?.text === 'owner') && (words[at + 1]?.text === 'is' || words[at + 1]?.text === 'was')) return relationAt(at + 2);
    if (words[at]?.text === 'belongs' && words[at + 1]?.text === 'to') return relationAt(at + 2);
    if (words[at]?.text === 'is' || words[at]?.text === 'was') at++;
    return (words[at]?.text === 'in' || words[at]?.text === 'under') && relationAt(at + 1);
  }

  /**
   * Where the name the account is under is said right after `from`, when the words there say so: "(but) the account is
   * under", "…, the account holder is", "…, the account's in the name of" (not words the column holds); else undefined.
   */
  private accountUnderAfter(words: readonly PreparedWord[], from: number, holds: (word: PreparedWord) => boolean): number | undefined {
    let at = from;
    const said = (...texts: string[]): boolean => wordsAt(words, at, holds, ...texts);
    // (Cheap test first: most values say no "account" right after the name.)
    if (said('but') || said('and')) at++;
    if (said('the') || said('my') || said('this')) at++;
    if (!said('account') && !said('accounts')) return undefined;
    at++;
    if (said('holder')) {
      at++;
      return said('is') || said('was') ? at + 1 : undefined;
    }
    if (said('is') || said('was')) at++;
    if (said('in', 'the', 'name', 'of')) return at + 4;
    if (!said('under')) return undefined;
    at++;
    return said('the', 'name', 'of') ? at + 3 : at;
  }

  /**
   * Where the name an account is under now is said after `from`, when the words there say so: up to five of
   * `RENAMED_LEADS`, "now" among them ("but now it's", "it's now under", "now changed to"); else undefined.
   */
  private renamedAfter(words: readonly PreparedWord[], from: number, holds: (word: PreparedWord) => boolean): number | undefined {
    // (Cheap test first: most values say no "now" after the name.)
    if (!words.some((word, at) => at >= from && word.text === 'now')) return undefined;
    let at = from;
    let now = false;
    while (at < words.length && at - from < 5 && RENAMED_LEADS.has(words[at]!.text) && !holds(words[at]!)) {
      if (words[at]!.text === 'now') now = true;
      at++;
    }
    return now ? at : undefined;
  }

  /**
   * Whether the value ends with one word of letters at `at` that may be a first name: one no value holds ("… for my wife
   * Zelda"), or one it holds ("… for my wife Joan": a first name alone finds no one, and may be a row's all the same).
   */
  /**
   * Where another way the name may be starts, said after `from` with "could be", "might be" or "maybe" ("John
   * Smith, I'm not sure, could be Joan"): the caller is unsure which. Undefined when no such words come before the
   * value's last word.
   */
  private doubtedAfter(words: readonly PreparedWord[], from: number, holds: (word: PreparedWord) => boolean): number | undefined {
    // (Cheap test first: the last words before the value's last, where a caller says another way it may be.)
    for (let at = words.length - 2; at >= from; at--) {
      const lead = DOUBT_LEADS.find((texts) => wordsAt(words, at, holds, ...texts));
      if (lead !== undefined && at + lead.length < words.length) return at + lead.length;
    }
    return undefined;
  }

  /**
   * Whether `other` (words said after the run as another way the name may be) names someone else than the run's best
   * row: read whole, and one word read in place of the run's first or last word, no reading scores that row
   * `confident_score` ("Caitlin Myers, maybe Meyers" is her; "John Smith, could be Joan" is not him).
   */
  private namesAnother(value: SuppliedValue, run: SentenceRun, other: readonly PreparedWord[]): boolean {
    const { confidentScore } = this.config;
    const best = this.scoredRows([value.column.supply(run.text)], confidentScore)[0];
    if (best === undefined) return true;
    const runWords = run.text.split(' ');
    const said = other.map((word) => word.text).join(' ');
    const readings = other.length === 1 && runWords.length >= 2
      ? [said, [said, ...runWords.slice(1)].join(' '), [...runWords.slice(0, -1), said].join(' ')]
      : [said];
    return readings.every((reading) => value.column.scoreRow(value.column.supply(reading), best.rowId) < confidentScore);
  }

  /** Whether the one word at `at` ends the value and may be a name's: letters, a word values hold or no function word. */
  private oneNameWord(words: readonly PreparedWord[], at: number, holds: (word: PreparedWord) => boolean): boolean {
    return at === words.length - 1 && LETTERS_ONLY.test(words[at]!.text) && (holds(words[at]!) || !SENTENCE_WORDS_AROUND.has(words[at]!.text));
  }

  /**
   * The values with those of the search columns the call left out that the caller said around the search column's run
   * (`run` of `words`), or undefined when none was: "John Smith from Miami" (a name, "from", a city) to a lookup of names
   * and cities called with the name alone. The words before the run and those after it are each read as that column's
   * value would be (`sentenceRuns`: "from Miami" has one word the column holds, "miami"; "and I live in Miami" is a
   * sentence of runs), and a run counts, as a sentence's run does (`runsAt`), only when a row scores `bar` or more on
   * it with the values already in place: a place said clearly, where a customer of that name is. The run must stand
   * first in its part or after a word leading to a place (`PLACE_LEADS`: "from", "in", "near"), so ordinary words that
   * happen to be a place are passed over ("calling on my mobile" against Mobile, Alabama). The longest such run, then
   * the earliest said after the name, is taken.
   */
  private valuesSaidAround(current: readonly SuppliedValue[], words: readonly PreparedWord[], run: SentenceRun, bar: number): SuppliedValue[] | undefined {
    let values: SuppliedValue[] | undefined;
    for (const said of this.placesSaidAround(current, words, run)) {
      let best: { value: SuppliedValue; size: number } | undefined;
      for (const { value, size } of said) {
        if (best !== undefined && size <= best.size) continue;
        if (this.scoredRows([...(values ?? current), value], bar).length > 0) best = { value, size };
      }
      if (best !== undefined) values = [...(values ?? current), best.value];
    }
    if (values === undefined) return undefined;
    // In the columns' order, as a call supplies them.
    return values.sort((a, b) => this.indexedColumns.indexOf(a.column) - this.indexedColumns.indexOf(b.column));
  }

  /**
   * A place said around the search column's run that the confident row is not at: a run that is clearly a value of a
   * column the call left out (a row scores `confident_score` on it alone) and that no row scores `bar` on with the
   * values in place ("John Miller Denver", "John Miller from Denver", where the one John Miller is in Austin). The
   * answer is then no longer confident: the caller said another place. Undefined when there is none.
   */
  private placeContradicting(current: readonly SuppliedValue[], words: readonly PreparedWord[], run: SentenceRun, bar: number): SuppliedValue | undefined {
    for (const said of this.placesSaidAround(current, words, run)) {
      for (const { value } of said) {
        if (this.scoredRows([value], this.config.confidentScore).length > 0 && this.scoredRows([...current, value], bar).length === 0) return value;
      }
    }
    return undefined;
  }

  /**
   * Whether a place the caller rules out around the search column's run ("John Smith, not from Dallas", "… not the one
   * in Dallas": `placeRuledOutAt`), said clearly (a row scores `confident_score` on it alone), is where the rows the
   * values `current` find best (at `confident_score`, within `confident_margin` of the best) all are: the caller said
   * they are not that one.
   */
  private placeRuledOut(current: readonly SuppliedValue[], words: readonly PreparedWord[], run: SentenceRun, bar: number): boolean {
    // (Cheap test first: most values say no "not" around the name.)
    if (!words.some((word, at) => (at < run.start || at >= run.end) && NOT_WORDS.has(word.text))) return false;
    const ruledOut: SuppliedValue[] = [];
    this.placesSaidAround(current, words, run, ruledOut);
    if (ruledOut.length === 0) return false;
    // (Every row as good as the best there, within the margin: of two Ann Smiths, ruling out one's place leaves the
    // other, `ruledOutTwin`.)
    const strong = this.scoredRows(current, this.config.confidentScore).sort(byScoreThenRow);
    const found = strong.filter((row) => strong[0]!.score - row.score < Math.max(1, this.config.confidentMargin));
    if (found.length === 0) return false;
    return ruledOut.some((place) => {
      if (this.scoredRows([place], this.config.confidentScore).length === 0) return false;
      const there = new Set(this.scoredRows([...current, place], bar).map((row) => row.rowId));
      return found.every((row) => there.has(row.rowId));
    });
  }

  /**
   * For each search column the call left out (matched by words), the runs said around the search column's run (`run`
   * of `words`) that may be its value, longest first (`valuesSaidAround`): the words before the run and those after
   * it, each read as that column's value would be, and of their runs those said as a place, first in their part or
   * after a word leading to one (`PLACE_LEADS`).
   */
  private placesSaidAround(current: readonly SuppliedValue[], words: readonly PreparedWord[], run: SentenceRun, ruledOut?: SuppliedValue[]): { value: SuppliedValue; size: number }[][] {
    const given = new Set(current.map((value) => value.column));
    const parts = [words.slice(run.end), words.slice(0, run.start)].filter((part) => part.length > 0).map((part) => part.map((word) => word.text).join(' '));
    if (parts.length === 0) return [];
    const places: { value: SuppliedValue; size: number }[][] = [];
    for (const column of this.indexedColumns) {
      if (given.has(column) || column.hashed) continue;
      const said: { value: SuppliedValue; size: number }[] = [];
      for (const part of parts) {
        const heard = column.supply(part);
        if (heard.tooLong === true) continue;
        const partWords = (heard.prepared as PreparedValue).words;
        for (const found of this.sentenceRuns(heard) ?? [{ start: 0, end: partWords.length, text: part }]) {
          if (found.takenBack === true) continue;
          // Said as a place: first, or after a word that leads to one ("from", "in"): not "on my mobile".
          if (found.start > 0 && !PLACE_LEADS.has(partWords[found.start - 1]!.text)) continue;
          // (A place ruled out, "not from Dallas", "not the one in Dallas", is no place said.)
          if (placeRuledOutAt(partWords, found.start)) {
            ruledOut?.push(column.supply(found.text));
            continue;
          }
          said.push({ value: column.supply(found.text), size: found.end - found.start });
        }
      }
      places.push(said);
    }
    return places;
  }

  /** Param → the run that replaced its sentence, for each value `narrowed` holds in place of the one `supplied` did. */
  private heardIn(supplied: readonly SuppliedValue[], narrowed: readonly SuppliedValue[]): Record<string, string> {
    const heard: Record<string, string> = {};
    narrowed.forEach((value, i) => {
      if (value !== supplied[i]) heard[this.paramOf(value.column)] = value.raw;
    });
    return heard;
  }

  /** Whether the search column's values hold digits (a sample of its cells: addresses, codes), read once. */
  private valuesHoldDigits(): boolean {
    return (this.digitsInValues ??= sampleCells(this.table.rows, this.indexedColumns[0]!.column).some((cell) => /\d/.test(cell)));
  }
  private digitsInValues: boolean | undefined;

  /** The tool argument a column's values come in. */
  private paramOf(column: IndexedColumn): string {
    return this.columns[this.indexedColumns.indexOf(column)]!.param;
  }

  /**
   * The runs of a heard value that is a sentence and may hold the value (see `withinSentence`), longest first, or
   * undefined when it is not such a sentence. A column matched by words: every run of the words as the scorer reads
   * them (lead-in left out, a spelled name joined: "M E Y E R S" is one word), of up to one word more than the values
   * usually hold, a middle name ("Dorothy Anne Williams"). An exact column, heard as neither a number nor a code
   * ("you can reach me at 312 555 0142", "the account number should be A 10001"): each run of numbers in it (digits
   * said aloud read as digits), with the short word before it when there is one (a code's letters), and each word
   * holding letters and digits.
   */
  private sentenceRuns(heard: SuppliedValue): SentenceRun[] | undefined {
    if (heard.tooLong === true) return undefined;
    if (heard.column.hashed) return this.numberRuns(heard);
    const prepared = heard.prepared as PreparedValue;
    const words = prepared.words;
    const usual = heard.column.usualValueWords;
    const first = heard.column === this.indexedColumns[0];
    const holds = (word: PreparedWord): boolean => heard.column.holdsWord(word);
    const corrections = correctionsSaid(words.map((word) => word.text), (at) => holds(words[at]!));
    // A value the caller corrected ("John, sorry, Joan Smith") or started again ("Kaitlyn, Kaitlyn Meyers", "Caitlin
    // Myers Caitlin Myers") is searched as a sentence however short: scored whole, the words said twice cost the name
    // meant more than the others. A word said twice without a pause between is not taken for a new start: a
    // recogniser writes a name it does not know so ("gard gard lind" in stt-names-dev).
    const said = heard.said ?? heard.raw;
    const saidAgain = STARTED_AGAIN.test(said) || SURNAME_THEN_NAME.test(said)
      || words.some((word, at) => at >= 3 && words[at - 2]!.text === word.text && words[at - 3]!.text === words[at - 1]!.text);
    // A number or code said beside a name ("Joan Smith, 3125550130") in a column of values without digits: no word of
    // the name, so the value is searched as a sentence however short, as one corrected is.
    const numberBeside = first && words.length >= OTHER_SENTENCE_WORDS && words.some((word) => /\d/.test(word.text)) && !this.valuesHoldDigits();
    const least = corrections.length > 0 || saidAgain || numberBeside ? OTHER_SENTENCE_WORDS : first ? Math.max(SENTENCE_WORDS, usual + 2) : Math.max(OTHER_SENTENCE_WORDS, usual + 1);
    // (A word of the list that the column holds is a name's word: My Lan Nguyen, An Tran, Mai Her.)
    const around = (word: PreparedWord): boolean => SENTENCE_WORDS_AROUND.has(word.text) && !holds(word);
    const last = corrections[corrections.length - 1];
    const saidAfter = last === undefined ? [] : words.slice(last.end);
    // (The words said in place of what was taken back, a lead-in before them left out: "sorry, it's Zelda Fitzgerald".)
    const after = last === undefined ? saidAfter
      : saidAfter.slice(leadInWords(saidAfter.map((word) => word.text), (text) => saidAfter.some((word) => word.text === text && holds(word))));
    const endsCorrected = last !== undefined && after.length <= CORRECTED_PART_WORDS && !after.every((word) => SENTENCE_WORDS_AROUND.has(word.text));
    const partCorrected = endsCorrected && after.every((word) => holds(word) || isDigitsWord(word.text)) ? last!.start : -1;
    // What is said in place of what came before: the words to the end, or with more said after them, the words up to
    // the first that ends no name ("…, sorry, Zelda Fitzgerald, calling about my bill").
    const nameEnd = after.findIndex(around);
    const replacing = endsCorrected ? after : after.slice(0, nameEnd < 0 ? 0 : nameEnd);
    const partDoubted = (endsCorrected && partCorrected < 0) || (!endsCorrected && replacing.length > 0 && replacing.length <= CORRECTED_PART_WORDS) ? last!.start : -1;
    // (Words of letters of which one no value holds, "John Smith, sorry, Zelda", "…, sorry, Zelda Fitzgerald": a name
    // put in place of the one before that the lookup cannot read, so what was said before it may be taken back; not
    // words that put nothing right, "…, sorry, go ahead".)
    const unreadWords = partDoubted >= 0 && replacing.every((word) => LETTERS_ONLY.test(word.text))
      ? replacing.filter((word) => !holds(word) && !around(word) && !PUTTING_NOTHING_RIGHT.has(word.text))
      : [];
    const restating = (runs: SentenceRun[] | undefined): SentenceRun[] | undefined => {
      for (const run of runs ?? []) {
        if (run.end <= partCorrected) run.takenBack = true;
        if (run.end > partDoubted) continue;
        const runWords = words.slice(run.start, run.end);
        // (A word of the run said again shorter, "Kevin Leeds, I mean Kev", puts nothing else right.)
        // (Nor words a recogniser writing the name with capitals wrote in lower case, two or more said, none a word
        // values hold: "John Smith, sorry, wrong button" puts nothing right; one word alone, "…, sorry, bella", is
        // most often a first name put right.)
        const unread = unreadWords.some((word) => !runWords.some((said) => saidAgainAs(said.text, word.text)))
          && !(after.length >= 2 && replacing.every((word) => !holds(word)) && writtenAsNoName(heard.raw, runWords.map((word) => word.text), unreadWords.map((word) => word.text)));
        if (unread || replacing.some((word) => runWords.some((said) => spelledAlike(word.text, said.text)))) run.doubted = true;
      }
      markRestated(runs ?? [], corrections);
      // (Cheap test first: most values say no "not".)
      if (runs !== undefined && words.some((word) => NOT_WORDS.has(word.text))) {
        const ruledOut = markRuledOut(runs, words.map((word) => word.text), (at) => !holds(words[at]!), (at) => around(words[at]!), longest, wordsToPauseAfterNot(heard.said ?? heard.raw));
        if (ruledOut.length > 0) this.ruledOutOf.set(heard, ruledOut);
      }
      // (Cheap test first: most values say no "or".)
      if (runs !== undefined && words.length > 2 && words.some((word) => word.text === 'or')) markAlternatives(runs, words.map((word) => word.text), (at) => !holds(words[at]!), longest);
      return runs;
    };
    const longest = Math.min(usual + 1, MAX_RUN_WORDS);
    if (words.length < least) {
      // A value too short for a sentence may still hold a number said with words around it ("call 555 010 0123 x205
      // please", "order P D one zero four three one"): the number is searched for, whole.
      const numbers = heard.column.dates === undefined && prepared.digits === null && prepared.code === null ? this.wholeNumberRuns(heard, words, [], true) : [];
      // A value parted by a function word the column does not hold ("John Smith from Pittsburgh", "Caitlin Myers in
      // Chicago") is two clauses: their runs, as a sentence's, so the words of one do not count against the other.
      // So is one that starts or ends with words the column holds none of and another search column holds, said with
      // the name ("John Smith Miami", "John Smith, Miami"): the rest is its run, and the place is looked up around it
      // (`valuesSaidAround`). A misheard word of the name ("John Smeeth") is no other column's word, and is scored whole.
      const placed = first ? this.saidWithOtherValues(heard, holds) : undefined;
      const parted = words.slice(1, -1).some(around)
        ? wordRuns(words, 0, words.length, longest, around)
        : placed !== undefined ? wordRuns(words, placed.start, placed.end, longest, around) : [];
      // So is one parted by a pause into names of two words or more that the whole value finds no one by ("Zelda
      // Fitzgerald, John Smith": scored whole, each name costs the other its row); "Smith, John" is one name.
      if (first && numbers.length + parted.length === 0) parted.push(...this.namesApartByPause(heard, words, longest, around));
      const held = first ? undefined : this.heldRuns(heard.column, words);
      const runs = [...numbers, ...parted, ...(held ?? [])];
      return restating(numbers.length + parted.length === 0 ? held : runs.sort(longestFirst));
    }
    const window = MAX_SENTENCE_WORDS / 2;
    // A long utterance: its first and last words only (`MAX_SENTENCE_WORDS`), longest runs first as in one window.
    const runs = words.length <= MAX_SENTENCE_WORDS
      ? wordRuns(words, 0, words.length, longest, around)
      : [...wordRuns(words, 0, window, longest, around), ...wordRuns(words, words.length - window, words.length, longest, around)]
        .sort(longestFirst);
    // In another column a number said is looked up whole, never a piece of it ("010 0123" of "555 010 0123 extension
    // 205" found the row too, and then stood for what was said).
    if (heard.column.dates === undefined) return restating(this.wholeNumberRuns(heard, words, runs));
    // In a date column a run never parts numbers said one after another: "three five 1985" in "one two three five 1985"
    // is March 5, but the caller said 12/35, no day at all.
    const number = words.map((word) => isNumberWord(word.text));
    return restating(runs.filter((run) => !(number[run.start - 1] === true && number[run.start]) && !(number[run.end - 1] && number[run.end] === true)));
  }

  /**
   * The runs of each part of a short value that pauses part into two words or more each ("Zelda Fitzgerald, John
   * Smith"), none across a pause, when the whole value finds no row at the first threshold ("Garcia Lopez, Maria
   * Elena", a surname first, is one name); else none.
   */
  private namesApartByPause(heard: SuppliedValue, words: readonly PreparedWord[], longest: number, around: (word: PreparedWord) => boolean): SentenceRun[] {
    const said = heard.said ?? heard.raw;
    // (Cheap test first: most values say no pause.)
    if (words.length < 4 || !PAUSE_SAID.test(said)) return [];
    const bounds = [0, ...pausesAmong(said, words.map((word) => word.text)), words.length];
    if (bounds.length < 3 || bounds.some((bound, at) => at > 0 && bound - bounds[at - 1]! < 2)) return [];
    const { minScore, confidentScore, confidentMargin } = this.config;
    if (this.scoredRows([heard], Math.max(minScore, confidentScore - confidentMargin + 1)).length > 0) return [];
    return bounds.slice(1).flatMap((end, at) => wordRuns(words, bounds[at]!, end, longest, around));
  }

  /**
   * Where the words of the search column's value lie, when it starts or ends with words the column holds none of and
   * another search column of the lookup (matched by words) holds each of: a place said with a name ("John Smith
   * Miami" → the first two words). Undefined when there are none, or fewer than two words are left.
   */
  private saidWithOtherValues(heard: SuppliedValue, holds: (word: PreparedWord) => boolean): { start: number; end: number } | undefined {
    const words = (heard.prepared as PreparedValue).words;
    const others = this.indexedColumns.slice(1).filter((column) => !column.hashed);
    if (others.length === 0) return undefined;
    const elsewhere = (word: PreparedWord): boolean => !holds(word) && others.some((column) => column.holdsWord(word));
    let start = 0;
    while (start < words.length && elsewhere(words[start]!)) start++;
    let end = words.length;
    while (end > start && elsewhere(words[end - 1]!)) end--;
    // Two words of a name at least: a first name misheard as a place ("aurora berry" in stt-names-dev, Aurora being a
    // city of the table and no one's name) leaves one word, and the value is scored whole.
    if (!((start > 0 || end < words.length) && end - start >= 2)) return undefined;
    // A first name misheard as a place before the rest of a name ("Charlotte Ann Smith" for Carlotta Ann Smith, Charlotte
    // being a city and no one's name): a row the whole value finds at the first threshold, and that loses by the
    // parting, is the name as said, and the value is scored whole (parted, Ann Smith of Charlotte was the confident
    // answer).
    // (Only words said first: a name's first word; "Ann Smith Charlotte" is said in another order than any name.)
    if (start === 0) return { start, end };
    const { minScore, confidentScore, confidentMargin } = this.config;
    const wholeRows = this.scoredRows([heard], Math.max(minScore, confidentScore - confidentMargin + 1));
    if (wholeRows.length === 0) return { start, end };
    const parted = heard.column.supply(words.slice(start, end).map((word) => word.text).join(' '));
    return wholeRows.some((row) => heard.column.scoreRow(parted, row.rowId) < row.score) ? undefined : { start, end };
  }

  /**
   * The runs of a sentence's words for a column matched by words (`runs`), with each number said in it taken whole
   * (`numbersSaid`: with its extension, and in a column of codes the letters before it; also without them), in place
   * of the runs that cut through it: a number's piece may be another number's ("010 0123" is the last seven digits of
   * 555 010 0123 and of 312 010 0123), so the answer goes by what the caller said, as when the number is said alone.
   * Longest first.
   */
  private wholeNumberRuns(heard: SuppliedValue, words: readonly PreparedWord[], runs: readonly SentenceRun[], onlyClear = false): SentenceRun[] {
    const column = heard.column;
    // In a value too short for a sentence, one number word alone is no number said with words around it: "four men"
    // is a surname as heard (Foreman), not 4.
    const clear = (number: { start: number; digitsStart: number; digitsEnd: number; end: number }): boolean =>
      number.digitsEnd - number.digitsStart > 1 || number.start < number.digitsStart || number.end > number.digitsEnd || /\d/.test(words[number.digitsStart]!.text);
    const numbers = numbersSaid(words, column.codes).filter((number) => !onlyClear || clear(number));
    if (numbers.length === 0) return runs.slice();
    const within = new Uint8Array(words.length + 1);
    for (const number of numbers) within.fill(1, number.start, number.end);
    // Each number said is one stretch of words: a run ending or starting inside it parts it.
    const parts = (at: number): boolean => within[at - 1] === 1 && within[at] === 1 && !numbers.some((number) => number.start === at || number.end === at);
    const kept = runs.filter((run) => !parts(run.start) && !parts(run.end));
    const taken = new Map(kept.map((run) => [`${run.start} ${run.end}`, run]));
    for (const number of numbers) {
      // Its letters written one by one ("p d one zero four three one"), as a code is read when spelled: "pd" and
      // digits apart are words, not a code.
      const text = (start: number, end: number): string => words.slice(start, end).map((word, at) => (start + at < number.digitsStart ? [...word.text].join(' ') : word.text)).join(' ');
      for (let start = number.start; start <= number.digitsStart; start++) {
        for (const end of number.end === number.digitsEnd ? [number.end] : [number.end, number.digitsEnd]) {
          const wholeNumber = { from: number.digitsStart, to: end };
          const run = taken.get(`${start} ${end}`);
          if (run !== undefined) {
            run.wholeNumber = wholeNumber;
            run.text = text(start, end);
          } else {
            const added = { start, end, text: text(start, end), wholeNumber };
            taken.set(`${start} ${end}`, added);
            kept.push(added);
          }
        }
      }
      // Letters said one by one before the digits are one word as the scorer reads them ("should be A 10006", read
      // "should B A 10006": "ba"): the last of them with the digits is looked up too, as an exact column looks up
      // the letter said right before a number ("a 10006"; `numberRuns`).
      const letters = number.start < number.digitsStart ? words[number.digitsStart - 1]!.text : '';
      if (letters.length > 1 && saidLetterByLetter(letters, heard.said ?? heard.raw)) {
        for (const end of number.end === number.digitsEnd ? [number.end] : [number.end, number.digitsEnd]) {
          kept.push({ start: number.digitsStart - 1, end, text: `${letters.slice(-1)} ${text(number.digitsStart, end)}`, wholeNumber: { from: number.digitsStart, to: end } });
        }
      }
    }
    return kept.sort(longestFirst);
  }

  /**
   * `sentenceRuns` of a short value of another column than the first, with words no value of the column holds
   * ("Austin Texas", "Springfield Illinois": a city and its state): its runs of held words that may be a whole value
   * of the column as they stand (`IndexedColumn.mayBeValue`), so the state is left out. Undefined when every word or
   * none is held, or no such run may be a value: "West Springfeld" is not searched for "springfeld" (the caller said
   * West), nor a misheard "Austn Texas" or "new yrk" for anything ("new" starts no one-word city: looking it up would
   * find nobody confidently, at a cost).
   */
  private heldRuns(column: IndexedColumn, words: readonly PreparedWord[]): SentenceRun[] | undefined {
    if (words.length < 2) return undefined;
    const held = words.map((word) => column.holdsWord(word));
    if (held.every(Boolean) || !held.some(Boolean)) return undefined;
    const runs: SentenceRun[] = [];
    for (let start = 0; start < words.length; start++) {
      if (!held[start] || held[start - 1] === true) continue;
      let end = start + 1;
      while (held[end] === true) end++;
      runs.push(...wordRuns(words, start, end, end - start).filter((run) => column.mayBeValue(words.slice(run.start, run.end))));
    }
    return runs.length === 0 ? undefined : runs.sort((a, b) => b.end - b.start - (a.end - a.start));
  }

  /** `sentenceRuns` of an exact column. */
  private numberRuns(heard: SuppliedValue): SentenceRun[] | undefined {
    const forms = heard.prepared as ExactForms;
    if (forms.digits !== null || forms.code !== null) return undefined;
    const tokens = words(spokenDigitsOf(heard.said ?? heard.raw));
    // (However long: the runs are the value's numbers, each one hash lookup; a long utterance costs what a short one
    // does. The heard value itself is at most MAX_HEARD_CHARACTERS.)
    if (tokens.length < 2) return undefined;
    const runs: SentenceRun[] = [];
    const isNumber = (at: number): boolean => /^\d+$/.test(tokens[at] ?? '');
    for (let start = 0; start < tokens.length; start++) {
      const token = tokens[start]!;
      if (/\d/.test(token) && !isNumber(start)) runs.push({ start, end: start + 1, text: token });
      // A run of numbers, from its first one.
      if (!isNumber(start) || isNumber(start - 1)) continue;
      let end = start + 1;
      while (isNumber(end)) end++;
      const before = tokens[start - 1];
      // A code's letters said one by one before its digits ("the order is A B one two three four", "alpha bravo 1 2
      // 3 4", "ay bee 1 2 3 4"): the letters with the numbers, as many as were spelled (longest first, so before the
      // runs below; those stay, as a letter's name may be an everyday word read as a letter: "should be eh 10006"
      // reads "should B A 10006").
      let spelled = start;
      while (spelled > 0 && start - spelled < MAX_SPELLED_LETTERS && isSpelledLetter(tokens[spelled - 1]!)) spelled--;
      const spelledOut = spelled < start - 1;
      if (spelledOut) runs.push({ start: spelled, end, text: tokens.slice(spelled, end).join(' ') });
      if (before !== undefined && /^[a-z]{1,4}$/.test(before)) runs.push({ start: start - 1, end, text: tokens.slice(start - 1, end).join(' ') });
      // The number alone, after letters were spelled before it, may be another record's ("X Y 1 2 3 4" where only
      // order 1234 exists): a candidate to confirm, never the answer.
      const alone: SentenceRun = { start, end, text: tokens.slice(start, end).join(' ') };
      if (spelledOut) alone.lettersLeftOut = true;
      runs.push(alone);
      // A phone number's extension said after it ("… 555 010 0123 extension 205 please", "… x205"): the number with it.
      const extension = extensionAfter(tokens.slice(end, end + 6).join(' '), tokens.slice(start, end).join('').length);
      if (extension !== null) {
        const extended = end + extension.split(' ').length;
        runs.push({ start, end: extended, text: tokens.slice(start, extended).join(' '), extension: true });
      }
    }
    const corrections = correctionsSaid(tokens);
    markRestated(runs, corrections);
    // Digits said again after a correction near the end ("555 010 0789, no, 0790") correct a part of the number
    // before it: that number is taken back.
    const last = corrections[corrections.length - 1];
    if (last !== undefined && tokens.length - last.end <= CORRECTED_PART_WORDS && tokens.slice(last.end).every((token) => /^\d+$/.test(token))) {
      for (const run of runs) if (run.end <= last.start) run.takenBack = true;
    }
    return runs.length === 0 ? undefined : runs.sort((a, b) => b.end - b.start - (a.end - a.start));
  }

  /**
   * The answer when a sentence named two people (or places) apart: ambiguous between their rows. Each one has a
   * place among the candidates: the runs' rows are taken in turn, best first in each (five Lisa Masons must not push
   * out the James Cunningham said beside her), then listed best first.
   */
  private namedApart(lists: readonly (readonly ScoredRow[])[], supplied: readonly SuppliedValue[], maxCandidates: number, debug: boolean): LookupResult {
    const cap = Math.max(1, maxCandidates);
    const taken = new Map<number, ScoredRow>();
    for (let i = 0; taken.size < cap && lists.some((list) => i < list.length); i++) {
      for (const list of lists) {
        const row = list[i];
        if (row !== undefined && !taken.has(row.rowId) && taken.size < cap) taken.set(row.rowId, row);
      }
    }
    const ranked = [...taken.values()].sort(byScoreThenRow);
    const result: LookupResult = { result: 'ambiguous', candidates: ranked.map((row) => this.candidate(row)) };
    // (Each row was found by its own run of the sentence: `never_confident` is not judged against one of them.)
    if (debug) result.scores = debugScores(this.table, ranked, supplied.map((value) => value.column.column), DEBUG_SCORE_ROWS);
    return result;
  }

  /**
   * The outcome a full scan would give, from the rows at or above a higher threshold when they settle it: first
   * `high = confident_score - confident_margin + 1`, then halfway down to `min_score`, then `min_score` itself;
   * when `high` finds two rows or more, `high - 3` comes first (in-process A/B at a million rows, name + city: mean
   * 9.2 → 7.3 ms). (Skipping the halfway step when `high` finds no row: at a million rows the halfway step often
   * settles such a query, and skipping it took the name p99 from 46 to 75 ms; it once helped name + city over a wide
   * vocabulary, 33 → 25 ms median, but in session 30, skipped over wide vocabularies only, it did not: 100,000 rows
   * name mean 21.2 → 23.1 ms, name + city 15.9 → 16.0 ms. Not done.)
   * The rows at a threshold settle the outcome when
   * - at least `max_candidates` of them reach it: they are the candidates, and hold the best row and its runner-up;
   * - or their best row is confident: it scores confident_score or more, so every row under a threshold up to
   *   `high` is outside its margin, and its runner-up among them decides; its twins (rows with its keys) are looked
   *   up by key, whatever they score.
   * A higher threshold retrieves far fewer values (a common name in a million rows matches thousands of rows at
   * 75 and a handful at 88), and every threshold's retrieval is as lossless as a scan (`candidateIndex.test.ts`);
   * `highThresholdFirst.test.ts` holds the answers equal to a scan's.
   */
  private answer(supplied: readonly SuppliedValue[], sameKeys: (a: number, b: number) => boolean): { outcome: Classification; rows: ScoredRow[] } {
    const { minScore, confidentScore, confidentMargin, maxCandidates } = this.config;
    const high = confidentScore - confidentMargin + 1;
    // Exact columns score 100 or 0: every threshold retrieves the same rows, so one pass is enough.
    const thresholds = supplied.every((value) => value.column.hashed) ? [] : [high, Math.round((high + minScore) / 2)];
    for (let i = 0; i < thresholds.length; i++) {
      const threshold = thresholds[i]!;
      if (threshold <= minScore || threshold > 100) continue;
      const { rows: top, count } = this.bestRows(supplied, threshold);
      // Two rows or more at the first threshold (a crowded name) often make max_candidates a few points lower: try
      // there first, before the halfway step.
      if (i === 0 && count > 1) thresholds.splice(1, 0, high - CROWDED_STEP);
      const outcome = classify(top, this.config, () => false, (row) => this.everyWordMatched(supplied, row));
      // (A confident row scores confident_score or more, so a runner-up under a threshold up to `high` is outside
      // its margin.)
      const settled = outcome.result === 'confident'
        ? !this.hasTwin(outcome.row, top, supplied, sameKeys)
        : count >= Math.max(1, maxCandidates);
      if (settled) return { outcome, rows: top };
    }
    return this.classified(supplied, minScore, sameKeys, false);
  }

  /**
   * Every candidate row scoring `keepFrom` or more (`all`), or the best of them when that gives the same outcome, and
   * the outcome they give.
   */
  private classified(supplied: readonly SuppliedValue[], keepFrom: number, sameKeys: (a: number, b: number) => boolean, all = true): { outcome: Classification; rows: ScoredRow[] } {
    const rows = all ? this.scoredRows(supplied, keepFrom) : this.bestRows(supplied, keepFrom).rows;
    return { outcome: classify(rows, this.config, sameKeys, (row) => this.everyWordMatched(supplied, row)), rows };
  }

  /**
   * The rows scoring `keepFrom` or more as `classify` needs them, and how many there are: when they are many (a
   * surname said alone in a million rows: tens of thousands), only the best `max(max_candidates, 2)` of them, with
   * the best row's twins when it may be confident. The candidates and the outcome are those of every row.
   */
  private bestRows(supplied: readonly SuppliedValue[], keepFrom: number): { rows: ScoredRow[]; count: number } {
    const { confidentScore, confidentMargin, maxCandidates } = this.config;
    const keep = Math.max(maxCandidates, 2);
    // One word column: counted by value (`CandidateIndex.bestRows`), a row's score its column's; else every row is
    // scored, and the best kept.
    const ranked = this.index.bestRows(supplied, keepFrom, keep);
    const found = ranked === undefined ? this.rowScores(supplied, keepFrom) : undefined;
    const count = ranked?.count ?? found!.rows.length;
    const rows = ranked !== undefined
      ? ranked.rows.map((rowId, i) => ({ rowId, score: ranked.scores[i]!, keyScores: [ranked.scores[i]!] })).sort(byScoreThenRow)
      : count <= keep ? scoredOf(found!) : this.scoredRowsOf(supplied, selectBest(found!.rows, found!.scores, keep));
    const [first, second] = rows;
    const mayBeConfident = first !== undefined && first.score >= confidentScore && (second === undefined || first.score - second.score >= Math.max(1, confidentMargin));
    if (!mayBeConfident || count <= rows.length) return { rows, count };
    // The best row may be the answer, unless a twin of it (the same keys, or cells that sound the same) is among the
    // rows however far down: its twins are added, found by key (every row, when no column finds them so: an exact
    // lookup, whose rows are all scored here).
    const sharing = keySharers(supplied, first.rowId);
    if (sharing === undefined) return { rows: found === undefined ? this.scoredRows(supplied, keepFrom) : scoredOf(found), count };
    const listed = new Set(rows.map((row) => row.rowId));
    const twins = this.scoredRowsOf(supplied, sharing.filter((rowId) => !listed.has(rowId))).filter((row) => row.score > 0 && row.score >= keepFrom);
    return { rows: [...rows, ...twins].sort(byScoreThenRow), count };
  }

  /**
   * Whether every word said of the search column matches the row well enough for a confident answer (`CONFIDENT_WORD`,
   * `Scorer.weakestWord`):
   * a long surname carried a first name that is another's ("Jane Fitzgerald" for John Fitzgerald, 94) and a
   * nickname ("Bert Fitzgerald" for Robert, 92) over confident_score; such a row is a candidate, not the answer.
   */
  private everyWordMatched(supplied: readonly SuppliedValue[], row: ScoredRow): boolean {
    // The search column says who the caller is; another column ("new yrk" for New York) only narrows the search.
    const first = this.indexedColumns[0];
    return supplied.every((value) => {
      if (value.column !== first) return true;
      const weakest = value.column.weakestWord(value, row.rowId, this.config.minScore);
      return weakest >= CONFIDENT_WORD && (weakest >= 1 || !saidOnlyAWordNamingNobody(value)) && !this.statedOtherwise(value, row);
    });
  }

  /**
   * Whether the caller stated the value otherwise than the row writes it ("Ann without an E" of Anne: `contradicts`), or
   * ruled out a letter after the name that a word heard and the row's word for it hold ("Joan Smith no J":
   * `ruledOutYetHeard`).
   */
  private statedOtherwise(value: SuppliedValue, row: ScoredRow): boolean {
    const stated = this.statedOf(value);
    if (stated === undefined) return false;
    const cell = this.table.rows.cell(row.rowId, value.column.column);
    return contradicts(stated, cell) || ruledOutYetHeard(stated.spellings, heardWords(value).split(' '), nameWords(cell));
  }

  /** The candidate rows scoring `keepFrom` or more (every row with a score for 0), best first. */
  private scoredRows(supplied: readonly SuppliedValue[], keepFrom: number): ScoredRow[] {
    return scoredOf(this.rowScores(supplied, keepFrom));
  }

  /**
   * The candidate rows scoring `keepFrom` or more, with their scores, in the order retrieved (`RowScores`). Most
   * candidates of a low threshold score under it: a row stops being scored at its first column under the threshold,
   * and no object is made for a row (a common surname said alone keeps tens of thousands).
   */
  private rowScores(supplied: readonly SuppliedValue[], keepFrom: number): RowScores {
    const width = supplied.length;
    const found: RowScores = { width, rows: [], scores: [], keys: [] };
    for (const rowId of this.index.candidateRows(supplied, keepFrom)) {
      const at = found.keys.length;
      let weakest = width > 0 ? 100 : 0;
      for (let c = 0; c < width && weakest > 0 && weakest >= keepFrom; c++) {
        const value = supplied[c]!;
        const score = value.column.scoreRow(value, rowId, keepFrom);
        found.keys.push(score);
        if (score < weakest) weakest = score;
      }
      if (weakest > 0 && weakest >= keepFrom) {
        found.rows.push(rowId);
        found.scores.push(weakest);
      } else {
        found.keys.length = at;
      }
    }
    return found;
  }

  /** The rows with their per-column scores (rows already known to reach a threshold), best first. */
  private scoredRowsOf(supplied: readonly SuppliedValue[], rows: readonly number[]): ScoredRow[] {
    return rows.map((rowId) => {
      const keyScores = supplied.map((value) => value.column.scoreRow(value, rowId));
      return { rowId, score: weakestColumnScore(keyScores), keyScores };
    }).sort(byScoreThenRow);
  }

  /**
   * Whether another row with the same keys as `best` in every supplied column scores `min_score` or more. `top`
   * holds every row scoring as much as `best`'s exact columns let a twin score (100), so only a word column's
   * rows sharing the key need scoring.
   */
  private hasTwin(best: ScoredRow, top: readonly ScoredRow[], supplied: readonly SuppliedValue[], sameKeys: (a: number, b: number) => boolean): boolean {
    const sharing = keySharers(supplied, best.rowId);
    if (sharing === undefined) return top.some((row) => row !== best && sameKeys(best.rowId, row.rowId));
    for (const rowId of sharing) {
      if (rowId === best.rowId || !sameKeys(best.rowId, rowId)) continue;
      const score = weakestColumnScore(supplied.map((value) => value.column.scoreRow(value, rowId)));
      if (score > 0 && score >= this.config.minScore) return true;
    }
    return false;
  }

  /** Whether two rows hold the same key in a column; `keys` keeps each cell's exact key for the call. */
  private sameCell(a: number, b: number, { column, numbers }: IndexedColumn, keys: Map<string, string>): boolean {
    const left = this.table.rows.cell(a, column);
    const right = this.table.rows.cell(b, column);
    if (left === right) return true;
    const keyOf = (cell: string): string => {
      let key = keys.get(cell);
      if (key === undefined) keys.set(cell, (key = exactMatchKey(cell)));
      return key;
    };
    const key = keyOf(left);
    if (key !== keyOf(right)) return false;
    // A number's exact key holds only its last 7 digits (a blocking key): two numbers sharing them are the same cell
    // only when they are the same number ("+1 415 555 0101" and "415-555-0101", not "+1 416 555 0101").
    return !key.startsWith(DIGIT_KEY) || sameDigits(prepareExactForms(left).digits ?? '', prepareExactForms(right).digits ?? '', numbers);
  }

  private suppliedValues(args: Readonly<Record<string, unknown>>): SuppliedValue[] {
    const tool = this.tool.name;
    const unknown = Object.keys(args).filter((name) => !this.params.has(name));
    if (unknown.length > 0) {
      throw new MatcherError('ARGUMENT_UNKNOWN', messages.argumentUnknown(tool, unknown, [...this.params]), { path: sentName(unknown[0] ?? '') });
    }
    const supplied: SuppliedValue[] = [];
    this.columns.forEach((column, i) => {
      const value = args[column.param];
      if (value !== undefined && value !== null && typeof value !== 'string') {
        throw new MatcherError('ARGUMENT_NOT_STRING', messages.argumentNotString(tool, column.param, Array.isArray(value) ? 'an array' : typeof value), { path: column.param });
      }
      // (Invisible characters pasted with it read first, `withInvisibleMarksRead`: a value of only such characters, a
      // zero-width space, a word joiner, a soft hyphen, is as blank as one of spaces, a BOM or a no-break space.)
      const text = typeof value === 'string' ? withInvisibleMarksRead(value).trim() : '';
      if (text === '') {
        if (column.required) throw new MatcherError('ARGUMENT_MISSING', messages.argumentMissing(tool, column.param), { path: column.param });
        return;
      }
      const indexed = this.indexedColumns[i];
      if (indexed === undefined) return;
      const heard = indexed.supply(text);
      // An optional value with no letter or digit in any script (only punctuation: "???", "-"), or too long to be said
      // (over MAX_HEARD_CHARACTERS), is as if left out, like a blank one.
      if (!column.required && (heard.tooLong === true || !/[\p{L}\p{N}]/u.test(text))) return;
      supplied.push(heard);
    });
    return supplied;
  }
}

/** Rows reaching a threshold, their scores (`scores[i]` is `rows[i]`'s) and per-column scores (`width` a row in `keys`). */
interface RowScores {
  width: number;
  rows: number[];
  scores: number[];
  keys: number[];
}

/** Every row of `found` with its per-column scores, best first. */
function scoredOf(found: RowScores): ScoredRow[] {
  const { width, rows, scores, keys } = found;
  return rows.map((rowId, i) => ({ rowId, score: scores[i]!, keyScores: keys.slice(i * width, (i + 1) * width) })).sort(byScoreThenRow);
}

/**
 * The rows sharing the row's key in the first supplied word column (`IndexedColumn.rowsSharingKey`: every row a twin
 * of it can be), or undefined when no supplied column finds them so.
 */
function keySharers(supplied: readonly SuppliedValue[], rowId: number): readonly number[] | undefined {
  for (const value of supplied) {
    const sharing = value.column.rowsSharingKey(rowId);
    if (sharing !== undefined) return sharing;
  }
  return undefined;
}

/**
 * Whether the words from `at` are `texts`, none of them a word the column holds (one it holds is a name's: "Mary And").
 */
function wordsAt(words: readonly PreparedWord[], at: number, holds: (word: PreparedWord) => boolean, ...texts: string[]): boolean {
  return texts.every((text, k) => words[at + k]?.text === text && !holds(words[at + k]!));
}

/** Whether `raw` says the words `first` (as the scorer reads them) before the words `then`. */
function saidBefore(raw: string, first: readonly PreparedWord[], then: readonly PreparedWord[]): boolean {
  const said = ` ${words(normaliseText(raw)).join(' ')} `;
  const at = said.indexOf(` ${first.map((word) => word.text).join(' ')} `);
  return at >= 0 && said.indexOf(` ${then.map((word) => word.text).join(' ')} `, at) > at;
}

/** Whether two words in a row are the same word ("li li chen"). */
function saysAWordTwice(texts: readonly string[]): boolean {
  for (let at = 1; at < texts.length; at++) if (texts[at] === texts[at - 1]) return true;
  return false;
}

/** How many words a supplied value was heard as (0 for a column that compares no words). */
function wordCount(value: SuppliedValue): number {
  const prepared = value.prepared as { words?: readonly unknown[] } | undefined;
  return prepared?.words?.length ?? 0;
}

/**
 * Whether the value said is one word that names nobody (`SENTENCE_WORDS_AROUND`: "would", "not", "where", "my"): a
 * recogniser that did not catch a name writes its likeliest word instead, so a row only sounding like it (Wood, Knott)
 * is a candidate, not the answer; a row holding the very word ("Will") is not concerned. On the asr benchmark 13 of 18
 * such confident answers were another word's row ("his" for Daphne's, found as Hiz).
 *
 * @example
 *   saidOnlyAWordNamingNobody(valueSaid('would')) // true; 'wood', 'john smith' // false
 */
function saidOnlyAWordNamingNobody(value: SuppliedValue): boolean {
  const words = (value.prepared as Partial<PreparedValue> | undefined)?.words;
  return words?.length === 1 && SENTENCE_WORDS_AROUND.has(words[0]!.text);
}

/** The words of `value` as scored (a spelling beside no word it replaces is joined there: "Sean R I L E Y" → sean riley). */
function heardWords(value: SuppliedValue): string {
  return (value.prepared as PreparedValue).words.map((word) => word.text).join(' ');
}
