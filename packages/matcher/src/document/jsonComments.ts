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
  eachOutsideStrings(chars, (i) => {
    if (chars[i] !== '/' || (chars[i + 1] !== '/' && chars[i + 1] !== '*')) return i;
    let end = i + 2;
    if (chars[i + 1] === '/') {
      while (end < chars.length && chars[end] !== '\n' && chars[end] !== '\r') end++;
    } else {
      while (end < chars.length && !(chars[end] === '*' && chars[end + 1] === '/')) end++;
      end = Math.min(end + 2, chars.length);
    }
    blank(i, end);
    return end - 1;
  });
  // A comma that only white space (or a comment, now blank) parts from a closing `]` or `}`.
  eachOutsideStrings(chars, (i) => {
    if (chars[i] !== ',') return i;
    let next = i + 1;
    while (next < chars.length && /\s/.test(chars[next]!)) next++;
    if (chars[next] === ']' || chars[next] === '}') chars[i] = ' ';
    return i;
  });
  return chars.join('');
}

/**
 * Calls `visit` with each index of `chars` outside a double-quoted string (escapes inside it skipped); `visit` returns
 * the index it read up to, from which the walk goes on.
 */
function eachOutsideStrings(chars: readonly string[], visit: (index: number) => number): void {
  let inString = false;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else {
      i = visit(i);
    }
  }
}
