/** A known directive written after other text on its line, which by rule 1 makes it ordinary text. */
import { DIRECTIVE_NAMES, type DirectiveName } from './directiveNames.js';
import { sourceLines } from './sourceLines.js';

/** Where a directive written mid-line is, and the text before it on that line. */
export interface DirectiveWithinLine {
  name: DirectiveName;
  /** 1-based line and column of its `#`. */
  line: number;
  column: number;
  /** The line's text before the `#`, trimmed: `Find the caller:`. */
  before: string;
}

// `#lookup` or `#caller_lookup` as a whole word, after something other than spaces on its line.
const midLine = new RegExp(`^([ \\t]*\\S.*?)#(${DIRECTIVE_NAMES.join('|')})(?![\\w-])`, 'u');

/**
 * The first known directive that follows other text on its line (`Find the caller: #lookup t`), so a node that
 * needs a directive can say why it has none; undefined when there is none.
 * @example directiveWithinLine('Find the caller: #lookup t') // { name: 'lookup', line: 1, column: 18, before: 'Find the caller:' }
 */
export function directiveWithinLine(text: string): DirectiveWithinLine | undefined {
  for (const line of sourceLines(text)) {
    const found = midLine.exec(line.text);
    if (found === null) continue;
    const before = found[1] ?? '';
    return { name: found[2] as DirectiveName, line: line.number, column: before.length + 1, before: before.trim() };
  }
  return undefined;
}
