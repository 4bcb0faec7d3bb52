/** Lexer for the argument part of a directive: bare words, `=`, `{{templates}}` and quoted literals. */
import { directiveIssue, escapedCloseNote } from './messages.js';
import { isTypographicQuote, typographicClose } from './typographicQuotes.js';
import type { DirectiveIssue } from './types.js';

interface TokenPosition {
  line: number;
  column: number;
  /** Whitespace (or a line break) comes right before it; `a=b` is three tokens with `spaced` false on the last two. */
  spaced: boolean;
  /** The characters as written, for messages. */
  raw: string;
}

export type Token =
  | ({ kind: 'word'; text: string } & TokenPosition)
  | ({ kind: 'equals' } & TokenPosition)
  | ({ kind: 'template'; inner: string; closed: boolean } & TokenPosition)
  | ({ kind: 'quoted'; value: string; closed: boolean; typographic?: { quote: string; straight: string } } & TokenPosition);

/** A stretch of one line to lex; `column` is the 1-based column of `text[0]`. */
export interface LexSegment {
  text: string;
  line: number;
  column: number;
}

const escapes: Readonly<Record<string, string>> = { '"': '"', "'": "'", '\\': '\\', n: '\n', t: '\t' };
// Any white space within a line separates, as it ends the directive name: a no-break space pasted from a document
// looks like a space and must not become part of a tool name or a value. (Line breaks never reach here.)
const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/u.test(char);

/**
 * Index of the `}}` closing the template opened at `open`, or -1 when the line has none before another `{{`
 * (templates do not nest, so `{{a {{b}}` leaves the first one unclosed).
 */
export function templateClose(text: string, open: number): number {
  const close = text.indexOf('}}', open + 2);
  const nextOpen = text.indexOf('{{', open + 2);
  return close !== -1 && (nextOpen === -1 || close < nextOpen) ? close : -1;
}

function unclosedTemplateEnd(text: string, open: number): number {
  let cursor = open + 2;
  while (cursor < text.length && isSpace(text[cursor])) cursor += 1;
  while (cursor < text.length && !isSpace(text[cursor]) && !text.startsWith('{{', cursor)) cursor += 1;
  return cursor;
}

/**
 * Split directive arguments into tokens; templates and quotes never cross a segment (a line).
 * @example tokenize([{ text: 'lookup_customer city="Spring field"', line: 1, column: 9 }]).tokens.map((t) => t.kind)
 *   // ['word', 'word', 'equals', 'quoted']
 */
export function tokenize(segments: readonly LexSegment[]): { tokens: Token[]; issues: DirectiveIssue[] } {
  const tokens: Token[] = [];
  const issues: DirectiveIssue[] = [];
  for (const segment of segments) {
    const { text, line } = segment;
    let index = 0;
    let spaced = true;
    while (index < text.length) {
      const char = text[index];
      const column = segment.column + index;
      if (isSpace(char)) {
        index += 1;
        spaced = true;
        continue;
      }
      if (char === '=') {
        tokens.push({ kind: 'equals', line, column, spaced, raw: '=' });
        index += 1;
      } else if (text.startsWith('{{', index)) {
        const close = templateClose(text, index);
        // An unclosed template is taken to end with its first word, so the arguments after it are still read.
        const end = close === -1 ? unclosedTemplateEnd(text, index) : close + 2;
        const raw = text.slice(index, end);
        const inner = text.slice(index + 2, close === -1 ? end : close);
        if (close === -1) issues.push(directiveIssue('unterminated_template', line, column, { found: raw }));
        tokens.push({ kind: 'template', inner, closed: close !== -1, line, column, spaced, raw });
        index = end;
      } else if (char === '"' || char === "'") {
        let value = '';
        let cursor = index + 1;
        let closed = false;
        while (cursor < text.length) {
          const next = text[cursor] ?? '';
          if (next === char) {
            closed = true;
            cursor += 1;
            break;
          }
          if (next === '\\' && cursor + 1 < text.length) {
            const escaped = text[cursor + 1] ?? '';
            const meaning = Object.hasOwn(escapes, escaped) ? escapes[escaped] : undefined;
            if (meaning === undefined) {
              issues.push(directiveIssue('invalid_escape', line, segment.column + cursor, { char: escaped }));
              value += `\\${escaped}`;
            } else {
              value += meaning;
            }
            cursor += 2;
            continue;
          }
          value += next;
          cursor += 1;
        }
        const raw = text.slice(index, cursor);
        if (!closed) {
          // `dir="C:\" x=1`: the author meant the quote to end the value, but `\"` is an escaped quote.
          const escapedClose = raw.includes(`\\${char}`) ? escapedCloseNote(char) : '';
          issues.push(directiveIssue('unterminated_quote', line, column, { found: raw, quote: char, escapedClose }));
        }
        tokens.push({ kind: 'quoted', value, closed, line, column, spaced, raw });
        index = cursor;
      } else if (isTypographicQuote(char)) {
        // `city=“New York”` pasted from a document: one token for the whole quoted stretch, with the straight-quoted fix.
        const close = typographicClose(text, index, isSpace);
        let end = close + 1;
        if (close === -1) {
          end = index + 1;
          while (end < text.length && !isSpace(text[end])) end += 1;
        }
        const raw = text.slice(index, end);
        const value = text.slice(index + 1, close === -1 ? end : close);
        // A template in typographic quotes was meant as the template: quoted straight, it would be the literal text.
        const straight = close === -1
          ? `"${raw.slice(1)} …"`
          : /^\{\{[^{}]*\}\}$/.test(value) ? value : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
        // Reported where a value is read (lookupArguments): as a tool or parameter name, the name's own issue says it.
        const typographic = { quote: char ?? '', straight };
        tokens.push({ kind: 'quoted', value, closed: close !== -1, typographic, line, column, spaced, raw });
        index = end;
      } else {
        // A bare word stops at whitespace, `=` and `{{`, so `Mr{{name}}` is two tokens and can be reported as such.
        let cursor = index + 1;
        while (cursor < text.length && !isSpace(text[cursor]) && text[cursor] !== '=' && !text.startsWith('{{', cursor)) {
          cursor += 1;
        }
        const word = text.slice(index, cursor);
        tokens.push({ kind: 'word', text: word, line, column, spaced, raw: word });
        index = cursor;
      }
      spaced = false;
    }
  }
  return { tokens, issues };
}
