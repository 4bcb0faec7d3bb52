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
}

/**
 * The quoted cell left open at the end of a CSV's text (its line breaks written `\n`), or undefined when every quote
 * closes.
 *
 * @example
 *   await unclosedQuote(['Name,City\nAnn,"Leeds\nBo,York\n'], ',') // { line: 2, column: 1, text: '"Leeds' }
 */
export async function unclosedQuote(chunks: AsyncIterable<string> | Iterable<string>, separator: string): Promise<QuotedCell | undefined> {
  return (await scanQuotes(chunks, separator, false)).unclosed;
}

/**
 * The first quoted cell of a CSV's text that goes on after its closing quote (a stray quote inside it, papaparse's
 * "malformed trailing quote"), or undefined when there is none.
 *
 * @example
 *   await strayQuote(['Name,Nick\n"Al ""Jr""","Bo" Bob\n'], ',') // { line: 2, column: 1 }
 */
export async function strayQuote(chunks: AsyncIterable<string> | Iterable<string>, separator: string): Promise<CellPlace | undefined> {
  return (await scanQuotes(chunks, separator, true)).stray;
}

/** Reads the text's quotes; stops at the first stray one when `untilStray`. */
async function scanQuotes(chunks: AsyncIterable<string> | Iterable<string>, separator: string, untilStray: boolean): Promise<{ unclosed?: QuotedCell; stray?: CellPlace }> {
  let line = 1;
  let column = 0;
  let fieldStart = true;
  let quoted = false;
  let open: QuotedCell | undefined;
  let stray: CellPlace | undefined;
  let openLine = '';
  let carried = '';
  const separatorLength = Math.max(separator.length, 1);
  const scan = (text: string, last: boolean): string => {
    let at = 0;
    while (at < text.length) {
      const char = text[at]!;
      if (quoted) {
        // (The text of the opening line is kept for the message, the chunk's last quote left for the next chunk.)
        const onOpenLine = open !== undefined && open.line === line;
        if (char === '\n') line += 1;
        if (char !== '"') {
          if (onOpenLine && char !== '\n') openLine += char;
          at += 1;
          continue;
        }
        if (at + 1 >= text.length && !last) return text.slice(at);
        if (text[at + 1] === '"') {
          if (onOpenLine) openLine += '""';
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
          if (stray === undefined && open !== undefined) stray = { line: open.line, column: open.column };
          if (onOpenLine) openLine += char;
        }
        at += 1;
        continue;
      }
      if (char === '\n') {
        line += 1;
        column = 0;
        fieldStart = true;
        at += 1;
      } else if (separator !== '' && text.startsWith(separator, at)) {
        column += 1;
        fieldStart = true;
        at += separatorLength;
      } else {
        if (separator !== '' && at + separatorLength > text.length && !last && separator.startsWith(text.slice(at))) return text.slice(at);
        if (fieldStart && char === '"') {
          quoted = true;
          open = { line, column, text: '' };
          openLine = '"';
        }
        fieldStart = false;
        at += 1;
      }
    }
    return '';
  };
  for await (const chunk of chunks) {
    carried = scan(carried + chunk, false);
    if (untilStray && stray !== undefined) return { stray };
  }
  scan(carried, true);
  return { ...(open === undefined ? {} : { unclosed: { ...open, text: openLine } }), ...(stray === undefined ? {} : { stray }) };
}
