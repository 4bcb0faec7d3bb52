// Where a CSV's unclosed quote opens, by line and column: papaparse says only which record it is in, counting records
// (a blank line is none; a quoted cell over two lines is one), so its number missed the line by as many.
// Quotes are read as papaparse reads them: a quote opens a cell only as its first character; inside, `""` is a
// quote, and a quote closes the cell only when a separator, a line break or the end of the file follows it (spaces
// between allowed); any other quote inside is kept as text.

/** Where the cell of a quote never closed starts: its line (1-based), its column (0-based) and its text to the line's end. */
export interface UnclosedQuote {
  line: number;
  column: number;
  text: string;
}

/**
 * The quoted cell left open at the end of a CSV's text (its line breaks written `\n`), or undefined when every quote
 * closes.
 *
 * @example
 *   await unclosedQuote(['Name,City\nAnn,"Leeds\nBo,York\n'], ',') // { line: 2, column: 1, text: '"Leeds' }
 */
export async function unclosedQuote(chunks: AsyncIterable<string> | Iterable<string>, separator: string): Promise<UnclosedQuote | undefined> {
  let line = 1;
  let column = 0;
  let fieldStart = true;
  let quoted = false;
  let open: UnclosedQuote | undefined;
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
        while (after < text.length && (text[after] === ' ' || text[after] === '\t')) after += 1;
        if (after >= text.length && !last) return text.slice(at);
        if (after >= text.length || text[after] === '\n' || text.startsWith(separator, after)) {
          quoted = false;
          open = undefined;
        } else if (onOpenLine) {
          openLine += char;
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
  for await (const chunk of chunks) carried = scan(carried + chunk, false);
  scan(carried, true);
  return open === undefined ? undefined : { ...open, text: openLine };
}
