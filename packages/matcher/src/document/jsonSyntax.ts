// A JSON syntax error in plain words, with the line and column where it was made and the usual fix.

export interface JsonSyntaxProblem {
  /** What is wrong and how to fix it, for the usual mistakes; else the parser's own words without the text. */
  reason: string;
  /** 1-based, where the mistake was made; absent when it cannot be placed. */
  line?: number;
  column?: number;
}

/**
 * Null for valid JSON; else what is wrong, where, and the fix: a trailing comma, a missing comma, a name or text in
 * single quotes or none, a comment, a line break inside a text, a second value after the first, an unclosed brace.
 *
 * @example
 *   jsonSyntaxProblem('{\n  "a": 1,\n}') // { reason: 'a comma after the last field or item …', line: 2, column: 9 }
 */
export function jsonSyntaxProblem(text: string): JsonSyntaxProblem | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(said)?.[1];
    let offset = position === undefined ? undefined : Number(position);
    let reason = said.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '').replace(/ at position \d+.*$/s, '');
    const token = /^Unexpected token '(.)'/.exec(said)?.[1];
    const trailingComma = firstOutsideStrings(text, /,\s*[\]}]/y);
    if ((offset !== undefined && /^\s*[\]}]/.test(text.slice(offset)) && /,\s*$/.test(text.slice(0, offset)))
      || (/Expected double-quoted property name/.test(said) && offset !== undefined && /,\s*$/.test(text.slice(0, offset)))
      || ((token === ']' || token === '}') && trailingComma !== undefined)) {
      offset = offset !== undefined && /,\s*$/.test(text.slice(0, offset)) ? text.slice(0, offset).lastIndexOf(',') : trailingComma;
      reason = 'a comma after the last field or item, which JSON does not allow: remove it';
    } else if (token === '/' || token === '#' || (offset !== undefined && /^(\/[/*]|#)/.test(text.slice(offset)))) {
      offset = offset ?? firstOutsideStrings(text, token === '#' ? /#/y : /\/[/*]/y);
      reason = 'JSON has no comments: remove it, or write the document in YAML (a .yaml file), which has';
    } else if (/^Expected ',' or '[}\]]' after/.test(said)) {
      reason = afterValueReason(text, offset);
    } else if (/^Expected property name or '}'/.test(said)) {
      reason = 'a name must be in double quotes ("name": …), and a text too; single quotes are not JSON';
    } else if (/^Bad control character in string literal/.test(said)) {
      reason = 'a line break or tab inside a quoted text: write it as \\n or \\t, or keep the text on one line';
    } else if (/^Unexpected non-whitespace character after JSON/.test(said)) {
      reason = 'more follows the end of the document\'s value (a second {…}?): one document holds one {…}';
    } else if (/^Unexpected end of JSON input/.test(said)) {
      offset = text.length;
      reason = 'the text ends before every { and [ is closed, or a quote is not closed: add the missing } ] or "';
    } else if (token === '\'') {
      offset = firstOutsideStrings(text, /'/y) ?? offset;
      reason = 'JSON quotes with double quotes ("…"), not single ones';
    } else if (token !== undefined && offset === undefined) {
      ({ offset, reason } = unexpectedValue(text, token) ?? { offset, reason });
    }
    return offset === undefined ? { reason } : { reason, ...placeOf(text, offset) };
  }
}

/** What is wrong where the parser wanted a comma or its closing bracket after a value. */
function afterValueReason(text: string, offset: number | undefined): string {
  if (offset !== undefined && /^[\]}]/.test(text.slice(offset))) return BRACKET_MISMATCH;
  return offset !== undefined && offset >= text.trimEnd().length
    ? 'the text ends before every { and [ is closed: add the missing } or ]'
    : 'a comma is missing before this (between two fields, or two items of a list)';
}

const BRACKET_MISMATCH = 'a bracket closes what it did not open: a list [ ends with ], an object { with }';

/**
 * Where a value belongs, the parser's "Unexpected token" (which names no place) as the mistake it is: a value left out
 * after a name, a list closed by a brace (or the reverse), or a word that is no JSON value, such as a text unquoted.
 */
function unexpectedValue(text: string, token: string): { offset: number; reason: string } | undefined {
  const escaped = token.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
  const offset = firstOutsideStrings(text, new RegExp(`(?<=(?:^|[[:,])\\s*)${escaped}`, 'y'));
  if (offset === undefined) return undefined;
  if (token !== '}' && token !== ']') {
    return { offset, reason: 'a value that is no JSON: write a text in double quotes ("…"), a number, or true, false or null in lower case' };
  }
  return text.slice(0, offset).trimEnd().endsWith(':')
    ? { offset, reason: 'a value is missing after the name: write one (a text in double quotes, a number, true, false or null)' }
    : { offset, reason: BRACKET_MISMATCH };
}

/** The 1-based line and column of an offset in the text. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Where `sticky` first matches outside a double-quoted string, or undefined. */
function firstOutsideStrings(text: string, sticky: RegExp): number | undefined {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') {
      inString = true;
      continue;
    }
    sticky.lastIndex = i;
    if (sticky.test(text)) return i;
  }
  return undefined;
}
