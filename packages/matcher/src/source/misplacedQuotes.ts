// Where a CSV's misplaced quote is, by line and column: papaparse says only which record it is in, counting records
// (a blank line is none; a quoted cell over two lines is one), and not which of its cells.
// Quotes are read as papaparse reads them: a quote opens a cell only as its first character; inside, `""` is a
// quote, and a quote closes the cell only when a separator, a line break or the end of the file follows it (spaces
// of any kind between allowed, but for the end of the file); any other quote inside is a stray one, kept as text.

// What `String.prototype.trim` removes, as papaparse trims between a closing quote and the separator.
const WHITE_SPACE = /\s/;

/** Where a cell starts: its line (1-based) and its column (0-based). */
export interface CellPlace {
  line: number;
  column: number;
}

/** Where a quoted cell starts, and its text from the quote to the line's end. */
export interface QuotedCell extends CellPlace {
  text: string;
  /** The file's last line, where the reader gave up looking for the closing quote. */
  endLine: number;
}

/**
 * Where a quoted cell holding a stray quote starts, and where that quote is: its line, that line's first characters
 * and the quote's place in them (undefined past those).
 */
export interface StrayQuote extends CellPlace {
  quote: { line: number; text: string; at?: number };
}

// How many characters of a line are kept to show where a stray quote is.
const LINE_KEPT = 200;

/**
 * The quoted cell left open at the end of a CSV's text (its line breaks written `\n`), or undefined when every quote
 * closes.
 *
 * @example
 *   await unclosedQuote(['Name,City\nAnn,"Leeds\nBo,York\n'], ',') // { line: 2, column: 1, text: '"Leeds', endLine: 3 }
 */
export async function unclosedQuote(chunks: AsyncIterable<string> | Iterable<string>, separator: string): Promise<QuotedCell | undefined> {
  return (await scanQuotes(chunks, separator, false)).unclosed;
}

/**
 * The first quoted cell of a CSV's text that goes on after its closing quote (a stray quote inside it, papaparse's
 * "malformed trailing quote"), with where that quote is (lines below, when the cell's opening quote was the mistake),
 * or undefined when there is none.
 *
 * @example
 *   await strayQuote(['Name,Nick\n"Al ""Jr""","Bo" Bob\n'], ',') // { line: 2, column: 1, quote: { line: 2, text: '"Al ""Jr""","Bo" Bob', at: 15 } }
 */
export async function strayQuote(chunks: AsyncIterable<string> | Iterable<string>, separator: string): Promise<StrayQuote | undefined> {
  return (await scanQuotes(chunks, separator, true)).stray;
}

/** Reads the text's quotes; stops at the first stray one (once its line is read) when `untilStray`. */
async function scanQuotes(chunks: AsyncIterable<string> | Iterable<string>, separator: string, untilStray: boolean): Promise<{ unclosed?: QuotedCell; stray?: StrayQuote }> {
  let line = 1;
  let column = 0;
  let fieldStart = true;
  let quoted = false;
  let open: CellPlace | undefined;
  let stray: StrayQuote | undefined;
  let openLine = '';
  // The current line's first characters (to show the stray quote's line), and whether that line has been read.
  let lineText = '';
  let strayLineRead = false;
  const keep = (chars: string): void => {
    if (lineText.length < LINE_KEPT) lineText += chars;
  };
  const endOfLine = (): void => {
    if (stray !== undefined && !strayLineRead) {
      // (Without the CR of a CRLF line: a message printing it would send the terminal's cursor back.)
      stray.quote.text = lineText.replace(/\r+$/, '');
      strayLineRead = true;
    }
    lineText = '';
  };
  let carried = '';
  const separatorLength = Math.max(separator.length, 1);
  const scan = (text: string, last: boolean): string => {
    let at = 0;
    while (at < text.length) {
      const char = text[at]!;
      if (quoted) {
        // (The text of the opening line is kept for the message, the chunk's last quote left for the next chunk.)
        const onOpenLine = open !== undefined && open.line === line;
        if (char === '\n') {
          endOfLine();
          line += 1;
        }
        if (char !== '"') {
          if (char !== '\n') {
            if (onOpenLine) openLine += char;
            keep(char);
          }
          at += 1;
          continue;
        }
        if (at + 1 >= text.length && !last) return text.slice(at);
        if (text[at + 1] === '"') {
          if (onOpenLine) openLine += '""';
          keep('""');
          at += 2;
          continue;
        }
        let after = at + 1;
        // Spaces of any kind up to the separator (papaparse trims them), but not a tab that is the separator.
        while (after < text.length && text[after] !== '\n' && !(separator !== '' && text.startsWith(separator, after)) && WHITE_SPACE.test(text[after]!)) after += 1;
        if (after >= text.length && !last) return text.slice(at);
        // (At the end of the file the quote must be the last character: papaparse trims no spaces there.)
        if ((after >= text.length && after === at + 1) || text[after] === '\n' || (after < text.length && text.startsWith(separator, after))) {
          quoted = false;
          open = undefined;
        } else {
          if (stray === undefined && open !== undefined) {
            stray = { line: open.line, column: open.column, quote: { line, text: '', ...(lineText.length < LINE_KEPT ? { at: lineText.length } : {}) } };
          }
          if (onOpenLine) openLine += char;
        }
        keep(char);
        at += 1;
        continue;
      }
      if (char === '\n') {
        endOfLine();
        line += 1;
        column = 0;
        fieldStart = true;
        at += 1;
      } else if (separator !== '' && text.startsWith(separator, at)) {
        keep(separator);
        column += 1;
        fieldStart = true;
        at += separatorLength;
      } else {
        if (separator !== '' && at + separatorLength > text.length && !last && separator.startsWith(text.slice(at))) return text.slice(at);
        if (fieldStart && char === '"') {
          quoted = true;
          open = { line, column };
          openLine = '"';
        }
        keep(char);
        fieldStart = false;
        at += 1;
      }
    }
    return '';
  };
  for await (const chunk of chunks) {
    carried = scan(carried + chunk, false);
    if (untilStray && strayLineRead) return { ...(stray === undefined ? {} : { stray }) };
  }
  scan(carried, true);
  // (A line break ending the file ends its last line: no line follows it.)
  const endLine = lineText === '' && line > 1 ? line - 1 : line;
  endOfLine();
  return { ...(open === undefined ? {} : { unclosed: { ...open, text: openLine.replace(/\r+$/, ''), endLine } }), ...(stray === undefined ? {} : { stray }) };
}
