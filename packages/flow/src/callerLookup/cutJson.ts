// Whether JSON text stops before its end: the start of a valid JSON value, cut off (RFC 8259's grammar, scanned).

/** Thrown inside the scan: the text ended where the grammar wanted more. */
const ENDED = Symbol('ended');
/** Thrown inside the scan: a character the grammar does not allow there. */
const BROKEN = Symbol('broken');

/**
 * True when `text` is the beginning of a JSON value that ends too soon (`{"name":"Ann`, `[1,2`), false when it is whole
 * JSON or breaks the grammar before its end (`{"a",}`, a record with text after it). Runs only on text JSON.parse
 * refused; its nesting was checked first (`nestingDepth`), so the recursion is shallow.
 * @example isCutJson('{"name":"Ann') // true
 * @example isCutJson('{"name":,}') // false
 */
export function isCutJson(text: string): boolean {
  let index = 0;
  const next = (): string => {
    if (index >= text.length) throw ENDED;
    return text[index] as string;
  };
  const expectChar = (wanted: string): void => {
    if (next() !== wanted) throw BROKEN;
    index += 1;
  };
  const space = (): void => {
    while (index < text.length && /[ \t\n\r]/.test(text[index] as string)) index += 1;
  };
  const string = (): void => {
    expectChar('"');
    for (;;) {
      const char = next();
      index += 1;
      if (char === '"') return;
      if (char < ' ') throw BROKEN;
      if (char !== '\\') continue;
      const escaped = next();
      index += 1;
      if (escaped === 'u') {
        for (let digit = 0; digit < 4; digit += 1) {
          if (!/[0-9a-fA-F]/.test(next())) throw BROKEN;
          index += 1;
        }
      } else if (!'"\\/bfnrt'.includes(escaped)) throw BROKEN;
    }
  };
  const number = (): void => {
    const start = index;
    while (index < text.length && /[-+0-9.eE]/.test(text[index] as string)) index += 1;
    const written = text.slice(start, index);
    // Whole, or a number's beginning at the end of the text (`-`, `1.`, `2e`); anything else is broken.
    if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$/.test(written)) {
      if (index >= text.length) throw ENDED;
      return;
    }
    if (index >= text.length && /^-?(0|[1-9]\d*)?(\.\d*)?([eE][-+]?\d*)?$/.test(written)) throw ENDED;
    throw BROKEN;
  };
  const value = (): void => {
    space();
    const char = next();
    if (char === '{') {
      index += 1;
      space();
      if (next() === '}') return void (index += 1);
      for (;;) {
        space();
        string();
        space();
        expectChar(':');
        value();
        space();
        if (next() === '}') return void (index += 1);
        expectChar(',');
      }
    }
    if (char === '[') {
      index += 1;
      space();
      if (next() === ']') return void (index += 1);
      for (;;) {
        value();
        space();
        if (next() === ']') return void (index += 1);
        expectChar(',');
      }
    }
    if (char === '"') return string();
    if (char === '-' || (char >= '0' && char <= '9')) return number();
    const word = ['true', 'false', 'null'].find((literal) => literal[0] === char);
    if (word === undefined) throw BROKEN;
    for (const letter of word) expectChar(letter);
  };
  try {
    value();
    space();
    return false;
  } catch (stop) {
    if (stop === ENDED) return true;
    if (stop === BROKEN) return false;
    throw stop;
  }
}
