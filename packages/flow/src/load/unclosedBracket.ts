// Where a "{" or "[" that YAML found never closed was opened: YAML says so only on the line after it.

/** How far up the file a bracket is looked for: a mapping or list written over more lines is no slip of one `}`. */
const LINES_LOOKED_BACK = 50;

/**
 * The place (1-based) of the last `open` bracket not closed on its line, looking up from `line`, `column` (what comes
 * before that column on its line, then the lines above). Quoted text and templates (`{{name}}`) are passed over, and a
 * closing bracket closes only the last bracket opened if it is of its kind, as YAML reads them.
 *
 * @example
 * unclosedBracket(['a: { kind: say, next: b', 'b: { kind: end }'], 2, 1, '{'); // { line: 1, column: 4 }
 */
export function unclosedBracket(lines: readonly string[], line: number, column: number, open: '{' | '['): { line: number; column: number } | undefined {
  for (let at = line; at >= Math.max(1, line - LINES_LOOKED_BACK); at -= 1) {
    const text = at === line ? (lines[at - 1] ?? '').slice(0, column - 1) : (lines[at - 1] ?? '');
    const opened = openBrackets(text).filter((bracket) => bracket.char === open);
    const last = opened[opened.length - 1];
    if (last !== undefined) return { line: at, column: last.index + 1 };
  }
  return undefined;
}

/** The brackets a line leaves open, in order, with their offsets; a `#` after a space ends the line (a comment). */
function openBrackets(text: string): { char: string; index: number }[] {
  const stack: { char: string; index: number }[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (text.startsWith('{{', index)) {
      const close = text.indexOf('}}', index + 2);
      if (close >= 0) { index = close + 1; continue; }
    }
    if (char === '"' || char === "'") {
      const close = text.indexOf(char, index + 1);
      if (close >= 0 && /^$|[\s{[,:]$/.test(text.slice(0, index))) { index = close; continue; }
    }
    if (char === '#' && (index === 0 || /\s/.test(text[index - 1] ?? ''))) break;
    if (char === '{' || char === '[') stack.push({ char, index });
    else if ((char === '}' && stack[stack.length - 1]?.char === '{') || (char === ']' && stack[stack.length - 1]?.char === '[')) stack.pop();
  }
  return stack;
}
