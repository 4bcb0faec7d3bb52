/** Typographic quotes pasted from a document or chat (“…”, ‘…’, «…»): found so a flow is told to write straight ones. */

// Double-quote-like marks close on any of their family, as editors and languages pair them differently („…“, ”…”).
const doubleFamily = '“”„‟«»';
// Single marks: ’ is also an apostrophe (O’Brien), so a single mark closes a value only before white space or the end.
const singleFamily = '‘’‚‛‹›';

/** Whether `char` is a typographic quote mark that may open a value. */
export function isTypographicQuote(char: string | undefined): boolean {
  return char !== undefined && char !== '' && (doubleFamily.includes(char) || singleFamily.includes(char));
}

/**
 * Index of the mark closing the typographic quote opened at `open` on this line, or -1 when there is none.
 * @example typographicClose('city=“New York” x', 5) // 14
 * @example typographicClose('‘O’Brien’', 0) // 8
 */
export function typographicClose(text: string, open: number, isSpace: (char: string | undefined) => boolean): number {
  const family = doubleFamily.includes(text[open] ?? '') ? doubleFamily : singleFamily;
  for (let cursor = open + 1; cursor < text.length; cursor += 1) {
    if (!family.includes(text[cursor] ?? '')) continue;
    if (family === doubleFamily || cursor + 1 === text.length || isSpace(text[cursor + 1])) return cursor;
  }
  return -1;
}
