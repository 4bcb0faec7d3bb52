// JSON with comments (JSONC, as VS Code writes its settings and tsconfig.json): its comments and trailing commas blanked.

/**
 * The text with its `//` and `/* … *\/` comments and its trailing commas (`[1, 2,]`) replaced by spaces, line breaks
 * kept, so that `JSON.parse` reads it and a mistake left is at the line and column it has in the file. Text inside
 * quotes is kept as written (`"a // b"`).
 *
 * @example
 *   JSON.parse(withoutJsonComments('{"a": 1, // one\n}')) // { a: 1 }
 */
export function withoutJsonComments(text: string): string {
  // By UTF-16 units, so a character outside the BMP in a comment leaves as many spaces as it took columns.
  const chars = text.split('');
  const blank = (from: number, to: number): void => {
    for (let i = from; i < to; i++) if (chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
  };
  let inString = false;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '/' && chars[i + 1] === '/') {
      let end = i;
      while (end < chars.length && chars[end] !== '\n' && chars[end] !== '\r') end++;
      blank(i, end);
      i = end - 1;
    } else if (char === '/' && chars[i + 1] === '*') {
      let end = i + 2;
      while (end < chars.length && !(chars[end] === '*' && chars[end + 1] === '/')) end++;
      blank(i, Math.min(end + 2, chars.length));
      i = end + 1;
    }
  }
  return withoutTrailingCommas(chars).join('');
}

/** Blanks each comma outside quotes that only white space parts from a closing `]` or `}`. */
function withoutTrailingCommas(chars: string[]): string[] {
  let inString = false;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === ',') {
      let next = i + 1;
      while (next < chars.length && /\s/.test(chars[next]!)) next++;
      if (chars[next] === ']' || chars[next] === '}') chars[i] = ' ';
    }
  }
  return chars;
}
