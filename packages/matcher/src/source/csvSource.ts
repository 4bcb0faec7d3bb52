// CSV source: streams a file through a text decoder into papaparse and yields rows of trimmed strings.
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { messages } from '../messages.js';
import { columnLetter } from './columnLetter.js';
import type { Issue } from '../types.js';
import type { LongCell, RawSheet, SourceOutcome } from './RawSheet.js';
import { binaryKind, type BinaryKind } from './fileMagic.js';
import { EightBitVote } from './eightBitEncoding.js';
import { ChunkDecoder, looksUtf32, MendingUtf8Decoder, sniffEncoding, type TextEncoding } from './textEncoding.js';
import { CONTROL, NOT_CONTROL, withoutControls, type ControlCells } from './controlCharacters.js';
import { markupKind } from './markupKind.js';
import { APOSTROPHE, unguarded } from './formulaGuards.js';
import { HASH, isErrorCell, type ErrorCells } from './csvErrorCells.js';
import { shownText } from './textFormulas.js';
import { strayQuote, unclosedQuote, type CellPlace, type QuotedCell, type StrayQuote } from './misplacedQuotes.js';


// What a binary file named .csv is said to be.
const NOT_CSV: Readonly<Record<BinaryKind, (file: string) => string>> = {
  zip: messages.csvIsXlsx, cfb: messages.csvIsXls, gzip: messages.csvIsGzip, pdf: messages.csvIsPdf, image: messages.csvIsImage,
};

// Large reads keep the per-chunk overhead of the decoder and parser small on million-row files.
const READ_CHUNK_BYTES = 1 << 20;

class NotUtf8 extends Error {}

/**
 * The most characters a spreadsheet cell holds (Excel's limit). A longer CSV cell over several lines is a quote opened by
 * mistake and closed far below, swallowing the records between: the file is refused. One written on one line (a notes or
 * description column of a web shop's export) is read, and refuses only the lookups that search or return its column
 * (`RawSheet.longCells`), which it would make crawl.
 */
export const MAX_CELL_CHARS = 32_767;

/** How far a read has got, reported after each chunk (for a progress bar and rows per second). */
export interface ReadProgress {
  file: string;
  rows: number;
  bytesRead: number;
  totalBytes: number;
}

/**
 * Reads a CSV (or TSV) file. Decodes UTF-8, UTF-16 (with or without BOM) and Latin-1; reads at
 * most `rowLimit` rows and flags `overCap` beyond that instead of truncating silently.
 *
 * @example
 *   const outcome = await readCsv('/data/customers.csv', 'customers.csv', 1_000_001)
 *   if (outcome.ok) console.log(outcome.sheet.rows.length)
 */
export async function readCsv(path: string, file: string, rowLimit: number, onProgress?: (progress: ReadProgress) => void): Promise<SourceOutcome> {
  const head = await readHead(path);
  // A workbook, an archive or a PDF renamed .csv would otherwise read as a table of binary garbage.
  const kind = binaryKind(head);
  const notCsv = kind === undefined ? undefined : NOT_CSV[kind](file);
  const encoding = sniffEncoding(head);
  // Text in an encoding no decoder here reads shows a NUL beside every letter: refused, saying how to save it, rather
  // than read as a table of letters and NULs.
  const unreadable = notCsv === undefined ? (looksUtf32(head) ? messages.csvUtf32(file) : nulsThroughout(head, encoding, file)) : undefined;
  if (unreadable !== undefined) return { ok: false, issues: [{ code: 'CSV_ENCODING_UNSUPPORTED', severity: 'error', path: file, file, message: unreadable }] };
  const notTable = notCsv ?? pageInstead(head, file);
  if (notTable !== undefined) return { ok: false, issues: [{ code: 'FILE_TYPE_UNSUPPORTED', severity: 'error', path: file, file, message: notTable }] };
  const separator = declaredSeparator(head, encoding);
  const totalBytes = onProgress === undefined ? 0 : (await stat(path)).size;
  const report = onProgress === undefined ? undefined : (rows: number, bytesRead: number) => onProgress({ file, rows, bytesRead, totalBytes });
  const used: ParseFacts = { delimiter: '', quoteFailure: false };
  const parse = async (quotes: boolean): Promise<SourceOutcome> => {
    try {
      return await parseCsv(path, file, encoding, separator, rowLimit, { quotes, used }, report);
    } catch (error) {
      if (!(error instanceof NotUtf8)) throw error;
      // Mostly UTF-8 with a few bytes of Latin-1 (a name pasted in from another system) is read as UTF-8, those bytes
      // mended, and their lines named; a file whose accents are all stray is Latin-1 through and through.
      // A file whose accents are all stray is 8-bit through and through: Windows-1252, Excel for Mac's Mac Roman, or
      // code page 850 from Excel's "CSV (MS-DOS)".
      const eightBit = new EightBitVote();
      const survey = await surveyUtf8(path, eightBit);
      const mostlyUtf8 = survey.multibyte > survey.strayBytes;
      const encoding = mostlyUtf8 ? 'utf-8' : eightBit.encoding;
      const outcome = await parseCsv(path, file, encoding, separator, rowLimit, { quotes, used }, report, mostlyUtf8 ? new MendingUtf8Decoder() : undefined);
      const message = mostlyUtf8 ? messages.csvStrayBytes(file, survey.strayBytes, survey.strayLines, survey.strayLineCount) : encoding === 'macintosh' ? messages.csvMacRoman(file) : encoding === 'ibm850' ? messages.csvDos(file) : messages.csvNotUtf8(file);
      const warning: Issue = { code: 'CSV_NOT_UTF8', severity: 'warning', path: file, file, message };
      return outcome.ok ? { ...outcome, issues: [warning, ...outcome.issues] } : outcome;
    }
  };
  const outcome = await parse(true);
  // Tab-separated exports (databases, the IANA format) quote nothing: a cell starting with a quote ('"Deluxe" pizza')
  // is text there. When the quotes fail a tab-separated file, it is read again with quotes as text, unless a cell is
  // then quoted whole ('"Bo Chen"'): that file quotes its cells, and its stray quote is a mistake to fix.
  if (outcome.ok || used.delimiter !== '\t' || !used.quoteFailure) return outcome;
  const quoted = used.quotePlace;
  const asText = await parse(false);
  if (!asText.ok || asText.sheet.rows.some((row) => row.some((cell) => cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"')))) return outcome;
  const warning: Issue = { code: 'TSV_QUOTES_AS_TEXT', severity: 'warning', path: file, file, message: messages.tsvQuotesAsText(file, quoted) };
  return { ...asText, issues: [warning, ...asText.issues] };
}

/** What a parse found out, for `readCsv` to decide on a second read: the separator used, and whether quotes failed it. */
interface ParseFacts {
  delimiter: string;
  quoteFailure: boolean;
  /** Where the quote that failed it is, as its issue names it. */
  quotePlace?: { line: number; column?: string };
}

/** Papaparse's quote character when quotes are read as text: a noncharacter no text holds. */
const NO_QUOTE = '\uffff';

/**
 * Why a text file named .csv is no table when it is a web page, an Excel 2003 XML workbook or JSON (a failed export
 * download saved under the table's name, a workbook saved as XML), else undefined.
 */
function pageInstead(head: Uint8Array, file: string): string | undefined {
  const kind = markupKind(head);
  return kind === 'html' ? messages.csvIsHtml(file) : kind === 'json' ? messages.csvIsJson(file) : kind === 'spreadsheetml' ? messages.isSpreadsheetMl(file) : undefined;
}

/**
 * Why the file's first characters are no text, when one in ten or more of them is a NUL as `encoding` reads them (an
 * encoding the sniffer could not tell, or a binary file), else undefined. A NUL or two in a cell is only removed.
 */
function nulsThroughout(head: Uint8Array, encoding: TextEncoding, file: string): string | undefined {
  const text = new TextDecoder(encoding).decode(head);
  // (A head shorter than the bytes read for it is the whole file: its end ends a field.)
  const whole = head.length < HEAD_BYTES;
  let nuls = 0;
  let besideText = 0;
  for (let at = text.indexOf('\0'); at >= 0; at = text.indexOf('\0', at)) {
    let end = at;
    while (text[end] === '\0') end += 1;
    nuls += end - at;
    // NULs ending a field (C strings written with their terminator, fields padded with NULs: `Ann Lee\0,Leeds\0`) are an
    // 8-bit file's, removed from their cells; NULs beside the letters are an encoding's or a binary file's.
    if (end < text.length ? !FIELD_ENDS.includes(text[end]!) : !whole) besideText += end - at;
    at = end;
  }
  const names: Record<TextEncoding, string> = { 'utf-8': 'UTF-8', 'utf-16le': 'UTF-16 LE', 'utf-16be': 'UTF-16 BE', 'windows-1252': 'Windows-1252', macintosh: 'Mac Roman', ibm850: 'code page 850' };
  return text.length >= 16 && besideText * 10 >= text.length ? messages.csvNulThroughout(file, names[encoding], nuls, text.length) : undefined;
}

/** What may follow the end of a field: a separator, a quote, a line break. */
const FIELD_ENDS = ',;\t|"\r\n';

/** Removes control characters from the record's fields in place, noting the cells in `found` (`withoutControls`). */
function removeControls(fields: string[], line: number, found: ControlCells): void {
  for (let i = 0; i < fields.length; i += 1) fields[i] = withoutControls(fields[i]!, `line ${line}, column ${columnLetter(i)}`, found);
}

/**
 * The separator a first line `sep=;` (or `"sep=;"`) declares (Excel writes it, and reads the file by it), or undefined. That line is
 * no record: it is dropped before parsing, so the header is row 1 as Excel shows it.
 */
function declaredSeparator(head: Uint8Array, encoding: TextEncoding): string | undefined {
  // (NULs are no characters of the line: a legacy export's stray one, `sep=,\0`, removed from cells as well.)
  const text = new TextDecoder(encoding).decode(head).replace(/^\uFEFF/, '').replace(/\0/g, '');
  // (Quoted too, `"sep=;"`, as a program's CSV writer writes the line, which holds its separator.)
  const declared = /^(?:sep=([^\r\n])|"sep=([^\r\n"])")(?:\r\n?|\n|$)/i.exec(text);
  return declared?.[1] ?? declared?.[2];
}

/**
 * Reads the whole file through a mending decoder, for its counts: how much is UTF-8, how much is not, and where; and
 * through `eightBit`, for the 8-bit encoding its accents are in.
 */
async function surveyUtf8(path: string, eightBit: EightBitVote): Promise<MendingUtf8Decoder> {
  const survey = new MendingUtf8Decoder();
  for await (const chunk of createReadStream(path, { highWaterMark: READ_CHUNK_BYTES })) {
    survey.decode(chunk as Buffer);
    eightBit.add(chunk as Buffer);
  }
  survey.decode(new Uint8Array(0), true);
  return survey;
}

const HEAD_BYTES = 512;

/** The first 512 bytes of a file: enough to tell its kind (`binaryKind`) and encoding (`sniffEncoding`). */
export async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const head = new Uint8Array(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function* decodedText(path: string, encoding: TextEncoding, read: { bytes: number; controls: boolean }, mender?: MendingUtf8Decoder, dropFirstLine = false): AsyncGenerator<string> {
  const decoder = mender ?? new ChunkDecoder(encoding, encoding === 'utf-8');
  // Records may end in CRLF, LF or a lone CR, mixed in one file (rows pasted in from another system), but papaparse
  // takes one line ending for the whole file and leaves the others inside cells, merging records: every line break
  // becomes LF. A CR at the end of a chunk waits for the next one, which may start with its LF.
  let heldCr = false;
  const lineBreaksAsLf = (decoded: string, last: boolean): string => {
    let text = heldCr ? `\r${decoded}` : decoded;
    heldCr = !last && text.endsWith('\r');
    if (heldCr) text = text.slice(0, -1);
    return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  };
  let first = true;
  let dropping = dropFirstLine;
  // The text after the first line, once it has ended.
  const afterDropped = (text: string): string => {
    if (!dropping) return text;
    const end = text.indexOf('\n');
    if (end < 0) return '';
    dropping = false;
    return text.slice(end + 1);
  };
  // A DOS end-of-file mark (Ctrl-Z, U+001A) that old exports write after the last record is no part of the data: one
  // ending a chunk waits to see whether more text follows (then it is a character of a cell, as any other).
  let heldEof = false;
  const withoutEofMark = (text: string, last: boolean): string => {
    let held = heldEof ? `\x1a${text}` : text;
    heldEof = held.endsWith('\x1a');
    if (heldEof) held = held.slice(0, -1);
    if (last) heldEof = false;
    return held;
  };
  // NULs between a quoted cell and its separator (`"Ann Lee"\0,`: C strings written with their terminator, or padded)
  // are in no cell, and papaparse would take them for text after the closing quote: dropped before it reads them. A
  // run of NULs ending a chunk waits, with the character before it, for the next chunk.
  let heldNuls = '';
  let atFileStart = true;
  const withoutNulsAtQuotes = (text: string, last: boolean): string => {
    let held = heldNuls === '' ? text : `${heldNuls}${text}`;
    heldNuls = '';
    if (!held.includes('\0')) {
      if (held !== '') atFileStart = false;
      return held;
    }
    if (!last) {
      const run = /.?\0+$/s.exec(held);
      if (run !== null) {
        heldNuls = run[0];
        held = held.slice(0, run.index);
      }
    }
    const fromStart = atFileStart;
    if (held !== '') atFileStart = false;
    return held.replace(/"\0+(?=[,;\t|\n]|$)/g, '"').replace(/([,;\t|\n])\0+"/g, '$1"').replace(fromStart ? /^\0+"/ : /(?!)/, '"');
  };
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: READ_CHUNK_BYTES })) {
      read.bytes += (chunk as Buffer).length;
      let bytes = chunk as Buffer;
      // A UTF-8 BOM on a file that turned out not to be UTF-8 (Latin-1 text saved by a tool that adds one): drop it, or
      // it would read as "ï»¿" in front of the first header.
      if (first && encoding !== 'utf-8' && encoding !== 'utf-16le' && encoding !== 'utf-16be' && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
      first = false;
      const text = withoutNulsAtQuotes(withoutEofMark(afterDropped(lineBreaksAsLf(decoder.decode(bytes), false)), false), false);
      // Cells are searched for control characters only from the first chunk holding one (before papaparse reads it).
      if (!read.controls && CONTROL.test(text)) read.controls = true;
      if (text !== '') yield text;
    }
    const rest = withoutNulsAtQuotes(withoutEofMark(afterDropped(lineBreaksAsLf(decoder.decode(new Uint8Array(0), true), true)), true), true);
    if (!read.controls && CONTROL.test(rest)) read.controls = true;
    if (rest !== '') yield rest;
  } catch (error) {
    // Node's decoder error may come from another realm (test VMs), so check its code, not its class.
    if (encoding === 'utf-8' && (error as { code?: unknown }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') throw new NotUtf8();
    throw error;
  }
}

/**
 * The separator papaparse would guess from the first chunk of text (it guesses from the first rows of its first
 * chunk, blank lines left out). Guessed here, so that papaparse can be told to keep blank lines: each is a line of the
 * file, counted for the line numbers of records.
 */
function guessedSeparator(firstText: string): string {
  const guessed = Papa.parse<string[]>(firstText, { delimiter: '', newline: '\n', skipEmptyLines: 'greedy', preview: 1 });
  if (!guessed.errors.some((error) => error.code === 'UndetectableDelimiter')) return guessed.meta.delimiter;
  // Lines of separators alone (`;;;`) hold no record to guess from: the separator they hold is the file's, so that
  // they read as blank lines, not as a column of ";;;".
  if (!/^[\s,;|]*$/.test(firstText)) return guessed.meta.delimiter;
  const counts = [',', ';', '\t', '|'].map((candidate) => ({ candidate, count: firstText.split(candidate).length - 1 }));
  const most = counts.reduce((best, next) => (next.count > best.count ? next : best));
  return most.count > 0 ? most.candidate : guessed.meta.delimiter;
}

/** How many line breaks the fields of a record hold (a quoted cell over several lines). */
function lineBreaksIn(fields: readonly string[]): number {
  let breaks = 0;
  for (const field of fields) {
    if (!field.includes('\n')) continue;
    for (let at = field.indexOf('\n'); at >= 0; at = field.indexOf('\n', at + 1)) breaks += 1;
  }
  return breaks;
}

async function parseCsv(
  path: string, file: string, encoding: TextEncoding, separator: string | undefined, rowLimit: number,
  { quotes, used }: { quotes: boolean; used: ParseFacts },
  report?: (rows: number, bytesRead: number) => void, mender?: MendingUtf8Decoder,
): Promise<SourceOutcome> {
  const read = { bytes: 0, controls: false };
  const texts = decodedText(path, encoding, read, mender, separator !== undefined);
  const first = await texts.next();
  const delimiter = separator ?? (/\.tsv$/i.test(path) ? '\t' : first.done === true ? ',' : guessedSeparator(first.value));
  used.delimiter = delimiter;
  used.quoteFailure = false;
  delete used.quotePlace;
  async function* allTexts(): AsyncGenerator<string> {
    if (first.done === true) return;
    yield first.value;
    yield* texts;
  }
  return new Promise((resolve, reject) => {
    const controlCells: ControlCells = { count: 0, listed: [] };
    const errorCells: ErrorCells = { count: 0, listed: [] };
    const longCells = new Map<number, LongCell>();
    const rows: string[][] = [];
    const lineNumbers: number[] = [];
    // The line of the file the next record starts on, as an editor numbers them: blank lines and the lines of a cell
    // over several count (a declared `sep=` line too), so a message's line is the one the user's editor shows.
    let line = separator !== undefined ? 2 : 1;
    // Fields up to the last one any row fills: past it, a row holds only the blanks of a trailing separator.
    let filledWidth = 0;
    let overCap = false;
    let fatal: Issue | undefined;
    // The first record whose cell swallowed records below it (a quote opened by mistake), once its cells are counted.
    let merged: (RecordsInCell & { line: number; fields: number; filled: number; widest: number }) | undefined;
    const blankLines: BlankLines = { count: 0, separators: false, spaces: false, controls: false };

    const fail = (code: Issue['code'], message: string): Issue => ({ code, severity: 'error', path: file, file, message });
    // A misplaced quote, to be found by line and column once the file is read (papaparse names only its record): the
    // issue it failed with, and the issue once the quote's place is known (undefined when the quotes were not read
    // as papaparse read them: the issue stays as it is).
    let misplaced: { issue: Issue; find: typeof unclosedQuote | typeof strayQuote; placed: (at: CellPlace & Partial<QuotedCell & StrayQuote>) => Issue } | undefined;
    const starts: number[] = [];

    Papa.parse<string[]>(Readable.from(allTexts()), {
      delimiter,
      ...(quotes ? {} : { quoteChar: NO_QUOTE }),
      newline: '\n',
      // Blank and separator-only lines are kept, to count lines, and skipped below (they hold no record).
      skipEmptyLines: false,
      chunk(results, parser) {
        starts.length = 0;
        for (const fields of results.data) {
          starts.push(line);
          line += 1 + lineBreaksIn(fields);
        }
        for (const error of results.errors) {
          // An error in the last, unfinished record of a chunk is left: papaparse reads that record again with the next
          // chunk, and reports it again if it is one (a closing quote that ends a chunk, followed by spaces, is not).
          const start = starts[error.row ?? -1];
          if (start === undefined || fatal !== undefined || error.type !== 'Quotes') continue;
          if (error.code === 'MissingQuotes') {
            fatal = fail('CSV_UNTERMINATED_QUOTE', messages.csvUnterminatedQuote(file, { line: start }));
            used.quotePlace = { line: start };
            misplaced = { issue: fatal, find: unclosedQuote, placed: (at) => fail('CSV_UNTERMINATED_QUOTE', messages.csvUnterminatedQuote(file, { line: at.line, column: columnLetter(at.column), text: at.text ?? '', ...(at.endLine === undefined ? {} : { endLine: at.endLine }) })) };
          } else {
            // The cell holding the stray quote, as papaparse read it, is named with its line and column, so it can be
            // found and fixed (not the record's first cell holding a quote: that may be one written right, `""`).
            // (Copied: the record's cells are trimmed below. Until the second read finds it, the record's first cell
            // holding a quote stands in.)
            const fields = [...results.data[error.row!]!];
            const first = Math.max(0, fields.findIndex((field) => field.includes('"')));
            fatal = fail('CSV_MALFORMED', messages.csvStrayQuote(file, start, columnLetter(first), fields[first] ?? ''));
            used.quotePlace = { line: start, column: columnLetter(first) };
            misplaced = { issue: fatal, find: strayQuote, placed: (at) => fail('CSV_MALFORMED', messages.csvStrayQuote(file, at.line, columnLetter(at.column), fields[at.column] ?? '', at.quote)) };
          }
        }
        for (let i = 0; i < results.data.length; i += 1) {
          const fields = results.data[i]!;
          const start = starts[i]!;
          if (fatal === undefined) {
            for (let long = 0; long < fields.length && fatal === undefined; long++) {
              if (fields[long]!.length <= MAX_CELL_CHARS) continue;
              const lines = cellLines(fields, long, start);
              // A quote that swallowed records leaves line breaks in the cell: the records are lost, and the file is
              // refused. A cell of one long line was written so: only the lookups that search or return its column are.
              if (lines.last > lines.first) fatal = fail('CSV_MALFORMED', messages.csvCellTooLong(file, lines, columnLetter(long), fields[long]!.length, MAX_CELL_CHARS));
              else noteLongCell(longCells, long, start, fields[long]!.length);
            }
          }
          // (Measured against the widest record so far, not this one: a quote opening a record's first cell leaves it
          // one field, and one closed before a last field leaves it a field too many.)
          const swallowed = merged === undefined && (starts[i + 1] ?? line) !== start + 1 ? recordsInCell(fields, filledWidth > 0 ? filledWidth : fields.length, delimiter, start) : undefined;
          // (Whether a cell holds any character but a control character before cleaning, for a line of separators or
          // spaces: the first does, on a line of values.)
          const spaced = fields.some((field) => field !== '' && (!read.controls || NOT_CONTROL.test(field)));
          const controlCellsBefore = controlCells.count;
          if (read.controls) removeControls(fields, start, controlCells);
          const filled = trimCells(fields, start, errorCells);
          if (swallowed !== undefined) merged = { ...swallowed, line: start, fields: fields.length, filled, widest: filledWidth };
          if (filled === 0) {
            const controlled = controlCells.count > controlCellsBefore;
            if (spaced || controlled || fields.length > 1) noteBlankLine(blankLines, fields.length, { spaced, controlled }, start);
            continue;
          }
          if (filled > filledWidth) filledWidth = filled;
          if (rows.length >= rowLimit) {
            overCap = true;
            parser.abort();
            return;
          }
          rows.push(fields);
          lineNumbers.push(start);
        }
        report?.(rows.length, read.bytes);
      },
      complete() {
        used.quoteFailure = fatal !== undefined && fatal === misplaced?.issue;
        if (fatal !== undefined && fatal === misplaced?.issue) {
          // The file is read again, on this failure only, for the line and column of the quote's cell (the dropped
          // `sep=` line counted, as an editor counts it).
          const { issue, find, placed } = misplaced;
          const again = { bytes: 0, controls: false };
          find(decodedText(path, encoding, again, mender === undefined ? undefined : new MendingUtf8Decoder(), separator !== undefined), delimiter).then((at) => {
            if (at === undefined) {
              resolve({ ok: false, issues: [issue] });
              return;
            }
            const below = separator !== undefined ? 1 : 0;
            const line = at.line + below;
            used.quotePlace = { line, column: columnLetter(at.column) };
            const lines = { line, ...('endLine' in at ? { endLine: at.endLine + below } : {}), ...('quote' in at ? { quote: { ...at.quote, line: at.quote.line + below } } : {}) };
            resolve({ ok: false, issues: [placed({ ...at, ...lines })] });
          }, reject);
          return;
        }
        if (fatal !== undefined) {
          resolve({ ok: false, issues: [fatal] });
          return;
        }
        if (rows.length === 0) {
          // A file of lines with nothing in their cells is no empty file: say what it holds.
          const first = blankLines.first;
          // (No cell holds a value, so every cell a control character was removed from is on those lines.)
          const controls = blankLines.controls ? { named: [...new Set(controlCells.listed.flatMap((cell) => cell.characters))], more: controlCells.count > controlCells.listed.length } : undefined;
          resolve({ ok: false, issues: [fail('FILE_EMPTY', first === undefined ? messages.fileEmpty(file) : messages.fileNoValues(file, blankLines.count, first, delimiter, { ...blankLines, controls }))] });
          return;
        }
        // A separator after the last field of every row (`Ann Lee,Boston,`, as many exports write) leaves a column blank
        // from top to bottom, header included: it is no column, and its rows are not ragged.
        for (const row of rows) if (row.length > filledWidth) row.length = filledWidth;
        // Rows of another width are reported once the table's first row is known (`buildTable`): a title row above
        // the header is narrower by nature.
        const sheet: RawSheet = { file, rows, lineNumbers, overCap, fieldsAsWritten: true };
        if (longCells.size > 0) sheet.longCells = [...longCells.values()].sort((a, b) => a.column - b.column);
        const issues: Issue[] = [];
        if (merged !== undefined) {
          // A record left short or long of fields by the merge is the quote's doing: said here, with the quote, as an
          // error (the rows are surely lost), and not again as a ragged row.
          const fields = merged.fields < merged.widest ? merged.fields : merged.filled > merged.widest ? merged.filled : undefined;
          const offWidth = fields === undefined ? undefined : { fields, expected: merged.widest };
          if (offWidth !== undefined) sheet.mergedRecordLine = merged.line;
          issues.push({ code: 'CSV_RECORDS_IN_CELL', severity: offWidth === undefined ? 'warning' : 'error', path: file, file, message: messages.csvRecordsInCell(file, merged.cell, merged.column, merged.lines, offWidth) });
        }
        if (errorCells.count > 0) {
          issues.push({ code: 'CSV_ERROR_CELLS', severity: 'warning', path: file, file, message: messages.csvErrorCells(file, errorCells.count, errorCells.listed) });
        }
        if (controlCells.count > 0) {
          issues.push({ code: 'CSV_CONTROL_CHARACTERS', severity: 'warning', path: file, file, message: messages.csvControlCharacters(file, controlCells.count, controlCells.listed) });
        }
        resolve({ ok: true, sheet, issues });
      },
      error(error: Error) {
        reject(error);
      },
    });
  });
}

/** Notes a cell of one line longer than `MAX_CELL_CHARS` in `column`, on `line`: the first of its column, and a count. */
function noteLongCell(longCells: Map<number, LongCell>, column: number, line: number, length: number): void {
  const known = longCells.get(column);
  if (known === undefined) longCells.set(column, { column, line, length, count: 1 });
  else known.count += 1;
}

/** The lines read that hold characters but no value in any cell: separators alone, or spaces. */
interface BlankLines {
  count: number;
  /** The first such line, and how many fields it has (one more than its separators). */
  first?: { line: number; fields: number };
  separators: boolean;
  spaces: boolean;
  /** Control characters (`CSV_CONTROL_CHARACTERS`), removed from the cells. */
  controls: boolean;
}

/**
 * Notes a line of `fields` fields holding characters but no value (`spaced`: spaces or invisible characters;
 * `controlled`: control characters).
 */
function noteBlankLine(blank: BlankLines, fields: number, held: { spaced: boolean; controlled: boolean }, line: number): void {
  blank.count += 1;
  if (fields > 1) blank.separators = true;
  if (held.spaced) blank.spaces = true;
  if (held.controlled) blank.controls = true;
  blank.first ??= { line, fields };
}

/** A cell holding lines that look like whole records: where it starts and ends, its column, how many such lines. */
interface RecordsInCell {
  cell: { first: number; last: number };
  column: string;
  lines: number;
}

/**
 * The record's cell holding lines that look like whole records: each with at least as many separators as a record of
 * `width` fields has between them. A stray quote opens a field that the next quote, records later, closes; those
 * records become part of one cell (papaparse reads it as valid CSV). A cell that really holds several lines, an
 * address or a note, rarely holds a record's worth of separators on each.
 */
function recordsInCell(fields: readonly string[], width: number, delimiter: string, line: number): RecordsInCell | undefined {
  if (width < 2 || delimiter === '') return undefined;
  for (let column = 0; column < fields.length; column++) {
    const cell = fields[column]!;
    if (!cell.includes('\n')) continue;
    const lines = cell.split('\n').slice(1).filter((line) => line.split(delimiter).length >= width).length;
    if (lines > 0) return { cell: cellLines(fields, column, line), column: columnLetter(column), lines };
  }
  return undefined;
}

/** The lines a record's cell starts and ends on, the record starting on line `start`. */
function cellLines(fields: readonly string[], column: number, start: number): { first: number; last: number } {
  const first = start + lineBreaksIn(fields.slice(0, column));
  return { first, last: first + lineBreaksIn([fields[column] ?? '']) };
}

const EQUALS = 0x3d;

/**
 * Whether a cell starting or ending with this character may need trimming: a control or space, or a space beyond ASCII
 * (a no-break space from a web page, a BOM where files were joined: `cat` of two exports puts the second's BOM in a
 * cell). A quick test: `trim` decides.
 */
const mayTrim = (code: number): boolean => code <= 32 || (code >= 0x85 && (code === 0x85 || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff));

/**
 * Trims every cell in place, reads an Excel text formula (`="0012345"`) as the text Excel shows and a guarded cell
 * (`'+44 7700 900123`) without its guard apostrophe (`formulaGuards.ts`) and an Excel error value (`#N/A`) as blank,
 * noted in `errorCells` (`csvErrorCells.ts`); returns how many
 * fields lead up to the last filled one (0 when all are blank: the row is skipped).
 */
function trimCells(fields: string[], line: number, errorCells: ErrorCells): number {
  let filled = 0;
  for (let i = 0; i < fields.length; i += 1) {
    const cell = fields[i] ?? '';
    let trimmed = cell.length > 0 && (mayTrim(cell.charCodeAt(0)) || mayTrim(cell.charCodeAt(cell.length - 1))) ? cell.trim() : cell;
    const first = trimmed.charCodeAt(0);
    if (first === EQUALS) trimmed = shownText(trimmed);
    // A guard apostrophe ('+44 7700 900123) is an export's, not the value's; what it guards stays as written.
    else if (first === APOSTROPHE) trimmed = unguarded(trimmed);
    // An Excel error value (#N/A) is a formula that failed, no value: blank, as in a workbook.
    else if (first === HASH && isErrorCell(trimmed, line, i, errorCells)) trimmed = '';
    if (trimmed !== cell) fields[i] = trimmed;
    if (trimmed !== '') filled = i + 1;
  }
  return filled;
}
