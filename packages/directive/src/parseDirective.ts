/** Find the directive in a node's text, parse it, and hand back the rest of the text untouched. */
import { callerLookupArguments } from './callerLookupArguments.js';
import { closestDirectiveName, DIRECTIVE_NAMES, isDirectiveName } from './directiveNames.js';
import { lookupArguments } from './lookupArguments.js';
import { directiveIssue } from './messages.js';
import { sourceLines, type SourceLine } from './sourceLines.js';
import { tokenize, type LexSegment } from './tokenize.js';
import type { Directive, DirectiveIssue, ParseResult } from './types.js';

// `#` must be followed by a letter or `_`, so "# to continue" and "#1 priority" stay ordinary text. Indentation is any
// white space and any invisible format character (a no-break or ideographic space, a zero-width space, a byte-order
// mark): text pasted from a document or a chat brings them, and a line that reads as a directive must be one.
const directiveStart = /^([\s\p{Cf}]*)#(?=[\p{L}_])/u;
const escapedDirectiveStart = /^([\s\p{Cf}]*)\\#/u;
const continuation = /\\[ \t]*$/;

const knownDirectives = DIRECTIVE_NAMES.map((name) => `#${name}`).join(', ');

/** The lexable part of a line and whether it continues onto the next one (a trailing `\`). */
function lineContent(text: string): { content: string; continues: boolean; backslashColumn: number } {
  const match = continuation.exec(text);
  if (match === null) return { content: text, continues: false, backslashColumn: 0 };
  return { content: text.slice(0, match.index), continues: true, backslashColumn: match.index + 1 };
}

/**
 * Parse the one directive a flow node's text may hold.
 *
 * A directive is a line whose first non-blank character is `#` followed by a letter; a trailing `\` continues it
 * on the next line. Every other line is kept in `text` (a leading `\#` is unescaped to `#`).
 * @example
 * parseDirective('#lookup lookup_customer full_name={{caller_name}}\nFind the caller.')
 * // { directive: { kind: 'lookup', tool: 'lookup_customer', args: [{ param: 'full_name',
 * //   binding: { kind: 'variable', name: 'caller_name' }, line: 1, column: 25 }], line: 1, column: 1 },
 * //   issues: [], text: 'Find the caller.' }
 */
export function parseDirective(text: string): ParseResult {
  const lines = sourceLines(text);
  const issues: DirectiveIssue[] = [];
  const kept: string[] = [];
  let directive: Directive | null = null;

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as SourceLine;
    const start = directiveStart.exec(line.text);
    if (start === null) {
      const escaped = escapedDirectiveStart.exec(line.text);
      const keptText = escaped === null ? line.text : `${escaped[1] ?? ''}${line.text.slice((escaped[1] ?? '').length + 1)}`;
      kept.push(keptText + line.eol);
      continue;
    }

    // Gather the directive's segments: the rest of this line, then every line a trailing `\` pulls in.
    const hashColumn = (start[1] ?? '').length + 1;
    const first = lineContent(line.text);
    const nameMatch = /^\S*/.exec(first.content.slice(hashColumn)) as RegExpExecArray;
    const name = nameMatch[0];
    const segments: LexSegment[] = [
      { text: first.content.slice(hashColumn + name.length), line: line.number, column: hashColumn + name.length + 1 },
    ];
    let current = first;
    let lastLine = line;
    while (current.continues) {
      const following = lines[index + 1];
      if (following === undefined) {
        issues.push(directiveIssue('dangling_continuation', lastLine.number, current.backslashColumn));
        break;
      }
      index += 1;
      current = lineContent(following.text);
      lastLine = following;
      segments.push({ text: current.content, line: following.number, column: 1 });
    }
    // The removed lines take their line breaks with them; a directive on the last line leaves the previous break.
    if (lastLine.eol === '' && kept.length > 0 && index === lines.length - 1) {
      const previous = kept.pop() as string;
      kept.push(previous.replace(/(\r\n|\r|\n)$/, ''));
    }

    if (!isDirectiveName(name)) {
      const suggestion = closestDirectiveName(name);
      issues.push(
        directiveIssue('unknown_directive', line.number, hashColumn, {
          name,
          suggestion: suggestion === undefined ? '' : ` Did you mean \`#${suggestion}\`?`,
          known: knownDirectives,
        }),
      );
      continue;
    }

    const lexed = tokenize(segments);
    append(issues, lexed.issues);
    let parsed: Directive;
    if (name === 'lookup') {
      const { tool, args, issues: argumentIssues } = lookupArguments(lexed.tokens, line.number, hashColumn);
      append(issues, argumentIssues);
      parsed = { kind: 'lookup', tool, args, line: line.number, column: hashColumn };
    } else {
      const { source, issues: argumentIssues } = callerLookupArguments(lexed.tokens, line.number, hashColumn);
      append(issues, argumentIssues);
      parsed = source === undefined
        ? { kind: 'caller_lookup', line: line.number, column: hashColumn }
        : { kind: 'caller_lookup', source, line: line.number, column: hashColumn };
    }

    if (directive === null) {
      directive = parsed;
    } else {
      issues.push(
        directiveIssue('multiple_directives', line.number, hashColumn, { name, first: directive.kind }, {
          line: directive.line,
          column: directive.column,
        }),
      );
    }
  }
  return { directive, issues: sortedByPosition(issues), text: kept.join('') };
}

/** Add every issue of `more`: a spread (`push(...more)`) throws a RangeError past about 100,000 of them. */
function append(issues: DirectiveIssue[], more: readonly DirectiveIssue[]): void {
  for (const issue of more) issues.push(issue);
}

/** Issues in reading order, so the first one shown is the first one in the text. */
function sortedByPosition(issues: DirectiveIssue[]): DirectiveIssue[] {
  return issues.sort((a, b) => a.line - b.line || a.column - b.column);
}
