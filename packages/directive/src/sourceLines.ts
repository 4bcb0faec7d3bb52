/** Split node text into lines that remember their own line break, so removed lines leave the rest byte-for-byte. */

export interface SourceLine {
  /** The line without its line break. */
  text: string;
  /** The line break that ended it: `\n`, `\r\n`, `\r`, or `''` for the last line. */
  eol: string;
  /** 1-based line number. */
  number: number;
}

/**
 * @example sourceLines('a\r\nb') // [{ text: 'a', eol: '\r\n', number: 1 }, { text: 'b', eol: '', number: 2 }]
 */
export function sourceLines(text: string): SourceLine[] {
  const lines: SourceLine[] = [];
  const lineBreak = /\r\n|\r|\n/g;
  let start = 0;
  for (let found = lineBreak.exec(text); found !== null; found = lineBreak.exec(text)) {
    lines.push({ text: text.slice(start, found.index), eol: found[0], number: lines.length + 1 });
    start = found.index + found[0].length;
  }
  lines.push({ text: text.slice(start), eol: '', number: lines.length + 1 });
  return lines;
}
