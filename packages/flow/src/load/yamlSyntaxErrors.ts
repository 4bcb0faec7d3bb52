// YAML syntax errors → one per place, said where the mistake was made and with the fix for the usual ones.
import { isMap, isScalar, Scalar, visit, type Document, type LineCounter, type YAMLError } from 'yaml';
import { LISTED_PER_KIND } from './listedIssues.js';
import { unclosedBracket } from './unclosedBracket.js';
import { placeOf, templatesReadAsMappings, unquotedTemplateOnLine } from './unquotedTemplate.js';
import { yamlHints } from '../messages.js';

export interface YamlSyntaxError {
  /** The parser's complaint, with the fix when the mistake is a usual one. */
  message: string;
  line: number;
  column: number;
}

/** `key: value` on one line (a list item's dash allowed): the key, and where the value starts. */
const KEY_VALUE = /^(\s*(?:-\s+)?)([^\s:#'"][^:#]*?):[ \t]+(\S.*)$/;

/** `field:value` with no space after the colon (`kind:say`, `- next:bye`): the lead, the field and the value. */
const GLUED_FIELD = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):([^\s:].*?)(?:\s+#.*)?$/;

/** How many spaces (or tabs) a line starts with. */
const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * The document's syntax errors, each placed and explained. A text holding ": " (`text: Press 1: sales`, in a
 * block or inside `{ … }`) is told to be quoted; a field indented deeper than the one above it is named, and so is one
 * indented less than the other fields of its mapping; a `'` inside single quotes is told to be
 * doubled; a quote never closed is placed where it opens, not at the end of the file; lines indented with tabs are
 * one issue naming them, and a name given twice is named with the line of the first. Errors that come to the same
 * place and fix are given once, and the parser's "Unexpected … token" complaints after the first error are counted
 * on it, not listed.
 *
 * @example
 * yamlSyntaxErrors(parseDocument('text: Press 1: sales\n', { lineCounter }), 'text: Press 1: sales\n', lineCounter);
 * // [{ line: 1, column: 7, message: 'Nested mappings are not allowed in compact mappings; a value holding ": " must be in quotes: text: "Press 1: sales"' }]
 */
export function yamlSyntaxErrors(document: Document, text: string, lineCounter: LineCounter): YamlSyntaxError[] {
  const lines = text.split(/\r\n|\r|\n/);
  const seen = new Set<string>();
  const errors: YamlSyntaxError[] = [];
  // A line whose field is told to line up with its mapping: the parser's follow-on complaints there are that mistake.
  const misindented = new Set<number>();
  // Lines indented with a tab: one issue names them all, and the parser's other complaints on them follow from it.
  const tabbed = lines.flatMap((line, index) => /^[ \t]*\t/.test(line) && line.trim() !== '' ? [index + 1] : []);
  let tabsSaid = false;
  let duplicatesExplained = 0;
  // After the first mistake the parser loses its way and complains of each token after it (`name: returns ({"data":
  // {…}})` unquoted gave ~95): those are counted onto the first, not listed.
  const followOns = { count: 0, lastLine: 0 };
  // Lines holding a template YAML read as a mapping's start: said once, with the quoted value to write.
  const templated = new Set<number>();
  // Lines holding a bracket said never closed: another found open there follows from it.
  const unclosedLines = new Set<number>();
  for (const error of document.errors) {
    const complaint = error.message.split('\n')[0] ?? error.message;
    const at = lineCounter.linePos(error.pos[0]);
    if (misindented.has(at.line) || templated.has(at.line)) continue;
    const template = unquotedTemplateOnLine(lines[at.line - 1] ?? '');
    if (template !== null && template.braces < at.col) {
      templated.add(at.line);
      errors.push({ message: `${complaint}; ${yamlHints.quoteTemplate(template.field, template.value)}`, line: at.line, column: template.at + 1 });
      continue;
    }
    if (error.code === 'UNEXPECTED_TOKEN' && errors.length > 0) {
      followOns.count += 1;
      followOns.lastLine = at.line;
      continue;
    }
    if (error.code === 'TAB_AS_INDENT' || (tabsSaid && tabbed.includes(at.line))) {
      if (tabsSaid) continue;
      tabsSaid = true;
      const first = tabbed[0] ?? at.line;
      const others = tabbed.filter((line) => line !== first);
      errors.push({ message: `${complaint}; ${yamlHints.tabIndent(first, others)}`, line: first, column: 1 });
      continue;
    }
    // A name given twice is found by reading back through the file: past the ones listed (LISTED_PER_KIND; a flow
    // pasted into itself has thousands), the others are counted, not shown, so they are not read back for.
    const listedAlready = error.code === 'DUPLICATE_KEY' && (duplicatesExplained += 1) > LISTED_PER_KIND;
    const found = listedAlready ? null : unquotedKeyOnLine(lines[at.line - 1] ?? '', at.line) ?? explain(error, lines, at, document, lineCounter);
    // A bracket "never closed" because a `#` unquoted inside it made the rest of its line a comment: say that instead.
    const explained = found?.unclosed === true && found.place !== undefined
      ? { ...found, ...(unquotedKeyOnLine(lines[found.place.line - 1] ?? '', found.place.line) ?? {}) }
      : found;
    if (error.code === 'BAD_INDENT' && explained) misindented.add(at.line);
    const place = explained?.place ?? { line: at.line, column: at.col };
    // A "{" before a "[" never closed on its line (`{ match: [yes, next: b }`) is closed once the "]" is: one issue.
    if (explained?.unclosed === true) {
      if (unclosedLines.has(place.line)) continue;
      unclosedLines.add(place.line);
    }
    const message = explained ? `${complaint}; ${explained.hint}` : complaint;
    const key = `${place.line}:${place.column}:${explained?.hint ?? complaint}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ message, ...place });
  }
  // `text: {{name}}` parses (a mapping whose key is a mapping), so the parser says nothing of it.
  if (errors.length === 0) {
    for (const template of templatesReadAsMappings(document, text)) {
      const hint = yamlHints.quoteTemplate(template.field, template.value);
      errors.push({ message: `${yamlHints.templateReadAsMapping(template.value)}; ${hint}`, ...placeOf(template, lineCounter) });
    }
  }
  const first = errors[0];
  if (first !== undefined && followOns.count > 0) first.message += `; ${yamlHints.followOns(followOns.count, followOns.lastLine)}`;
  return errors;
}

/**
 * The hint for a name given twice, read from the parsed mappings: the pair whose key starts at `offset` and the first
 * pair of its mapping with the same key. Covers what the line-by-line reading cannot: a `{ … }` mapping on one line
 * (`greet: { kind: say, text: Hello, text: Bye }`), as the README writes nodes.
 */
function givenTwiceInMapping(offset: number, document: Document, lineCounter: LineCounter): { hint: string } | null {
  let hint: { hint: string } | null = null;
  visit(document, {
    Map(_, map) {
      const repeated = map.items.find((item) => isScalar(item.key) && item.key.range?.[0] === offset);
      if (!repeated || !isScalar(repeated.key)) return undefined;
      const name = repeated.key.value;
      const first = map.items.find((item) => isScalar(item.key) && item.key.value === name);
      if (first && first !== repeated && isScalar(first.key) && first.key.range) {
        hint = { hint: yamlHints.givenTwice(String(name), lineCounter.linePos(first.key.range[0]).line, isNodeId(offset, document)) };
      }
      return visit.BREAK;
    },
  });
  return hint;
}

/** Whether the key at `offset` names a node: a key of the top-level `nodes` mapping. */
function isNodeId(offset: number, document: Document): boolean {
  const nodes = isMap(document.contents) ? document.contents.items.find((item) => isScalar(item.key) && item.key.value === 'nodes')?.value : undefined;
  return isMap(nodes) && nodes.items.some((item) => isScalar(item.key) && item.key.range?.[0] === offset);
}

function explain(
  error: YAMLError, lines: readonly string[], at: { line: number; col: number }, document: Document, lineCounter: LineCounter,
): { hint: string; place?: { line: number; column: number }; unclosed?: boolean } | null {
  const lineText = lines[at.line - 1] ?? '';
  const pair = KEY_VALUE.exec(lineText);
  // `kind:say` among fields is one text to YAML, which then finds a text where a field belongs, or no value after it.
  const glued = GLUED_FIELD.exec(lineText);
  if (glued && (error.code === 'MULTILINE_IMPLICIT_KEY' || (error.code === 'MISSING_CHAR' && /followed by map values/.test(error.message)))) {
    const [, lead = '', field = '', value = ''] = glued;
    return { hint: yamlHints.noSpaceAfterColon(field, value.trim()), place: { line: at.line, column: lead.length + 1 } };
  }
  // YAML finds a `{` or `[` never closed on the line after it ("must be … indented and end with a }"): said at the bracket.
  const closing = error.code === 'BAD_INDENT' ? /end with an? ([}\]])/.exec(error.message)?.[1] : undefined;
  if (closing !== undefined) {
    const open = closing === '}' ? '{' : '[';
    const opened = unclosedBracket(lines, at.line, at.col, open);
    return opened === undefined ? null : { hint: yamlHints.neverClosed(open), place: opened, unclosed: true };
  }
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      if (!pair) return null;
      const [, lead = '', key = '', value = ''] = pair;
      // A tab in the indentation is an error of its own, said plainly; what follows from it is no clue.
      if (lead.includes('\t')) return null;
      const place = { line: at.line, column: lineText.length - value.length + 1 };
      if (/:(\s|$)/.test(value) && !/^["'{[|>&*!]/.test(value)) {
        return { hint: yamlHints.quoteValue(key.trim(), value.replace(/\s+#.*$/, '')), place };
      }
      const next = lines.findIndex((candidate, index) => index >= at.line && candidate.trim() !== '' && !candidate.trim().startsWith('#'));
      const nextLine = lines[next];
      if (next >= 0 && nextLine !== undefined && indentOf(nextLine) > lead.length) {
        return { hint: yamlHints.indentedDeeper(next + 1, key.trim()) };
      }
      return null;
    }
    case 'BLOCK_IN_FLOW': {
      // Inside `{ … }` or `[ … ]`, a plain text holding ": " (`{ kind: say, text: Press 1: sales }`) is read as a
      // mapping, which a flow collection cannot hold. The text meant runs to the next `, field:` (a lower-case key,
      // as flow and call file fields are), `}` or `]`: "Press 1: sales, or 2: support." keeps its comma.
      const segments = (/^[^{}[\]'"#]*/.exec(lineText.slice(at.col - 1))?.[0] ?? '').split(',');
      const field = segments.findIndex((segment, index) => index > 0 && /^\s*[a-z_]+:(\s|$)/.test(segment));
      const value = segments.slice(0, field < 0 ? segments.length : field).join(',').trim();
      if (!/:(\s|$)/.test(value)) return null;
      const key = /([\p{L}_][\p{L}\p{N}_-]*):\s*$/u.exec(lineText.slice(0, at.col - 1))?.[1];
      return { hint: yamlHints.quoteValue(key, value) };
    }
    case 'BAD_INDENT': {
      // A field indented less than the fields of its mapping (`   next: bye` under `    kind: say`): name both.
      if (!/same column/.test(error.message)) return null;
      const field = (line: string) => /^\s*([^\s:#'"-][^:#]*?):(\s|$)/.exec(line)?.[1];
      const own = indentOf(lineText);
      const name = field(lineText);
      if (name === undefined || /^\s*\t/.test(lineText)) return null;
      const filled = (index: number) => (lines[index] ?? '').trim() !== '' && !(lines[index] ?? '').trim().startsWith('#');
      // The mapping's parent is the nearest line above indented less; its first field sets the mapping's column.
      let parent = at.line - 2;
      while (parent >= 0 && !(filled(parent) && indentOf(lines[parent] ?? '') < own)) parent -= 1;
      if (parent < 0) return null;
      let first = parent + 1;
      while (first < at.line - 1 && !filled(first)) first += 1;
      const firstLine = lines[first] ?? '';
      const sibling = field(firstLine);
      if (first >= at.line - 1 || sibling === undefined || indentOf(firstLine) === own) return null;
      return {
        hint: yamlHints.indentedLess(name, own + 1, indentOf(firstLine) + 1, sibling, first + 1),
        place: { line: at.line, column: own + 1 },
      };
    }
    case 'DUPLICATE_KEY': {
      // Say which name is given twice and where first, so the copy can be found (a node pasted and not renamed).
      const name = /^\s*(?:-\s+)?["']?([^"':#]+?)["']?\s*:(\s|$)/.exec(lineText)?.[1];
      if (name === undefined || indentOf(lineText) !== at.col - 1) return givenTwiceInMapping(error.pos[0], document, lineCounter);
      for (let index = at.line - 2; index >= 0; index -= 1) {
        const line = lines[index] ?? '';
        if (line.trim() === '' || line.trim().startsWith('#')) continue;
        if (indentOf(line) < indentOf(lineText)) break;
        const earlier = /^\s*["']?([^"':#]+?)["']?\s*:(\s|$)/.exec(line)?.[1];
        if (indentOf(line) === indentOf(lineText) && earlier === name) {
          return { hint: yamlHints.givenTwice(name, index + 1, isNodeId(error.pos[0], document)) };
        }
      }
      return givenTwiceInMapping(error.pos[0], document, lineCounter);
    }
    case 'UNEXPECTED_TOKEN': {
      if (pair && /^'[^']*'[\p{L}\p{N}]/u.test(pair[3] ?? '')) {
        return { hint: yamlHints.apostropheInSingleQuotes };
      }
      return null;
    }
    case 'MISSING_CHAR': {
      if (!/quote/i.test(error.message)) return null;
      const opened = quotedScalarReaching(document, error.pos[0]);
      if (!opened) return null;
      const start = lineCounter.linePos(opened);
      return {
        hint: start.line === at.line ? yamlHints.closeQuoteHere : yamlHints.quoteNeverClosed(start.line),
        place: { line: start.line, column: start.col },
      };
    }
    default:
      return null;
  }
}

/**
 * The hint for a keypad key written unquoted as a value (`match: [#]`, `match: *`, `[1, *]`): YAML reads `*` as an
 * alias's start and `#` as a comment's, so the parser's complaint names neither key.
 */
function unquotedKeyOnLine(lineText: string, line: number): { hint: string; place: { line: number; column: number }; unclosed?: boolean } | null {
  const unquoted = lineText.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, (quoted) => ' '.repeat(quoted.length));
  const key = /(?:^|[\s[{,:])([*#])(?=[\s,\]}]|$)/.exec(unquoted);
  if (key === null) return null;
  // The field the key is written for (`match`, a call file's `keys`), named in the fix.
  const field = /([A-Za-z_]+):[^:]*$/.exec(unquoted.slice(0, key.index + 1))?.[1] ?? 'match';
  return { hint: yamlHints.quoteKey(key[1] as '*' | '#', field), place: { line, column: key.index + key[0].length } };
}

/** Where the quoted scalar that runs on to `offset` (an unclosed quote swallowing the lines after it) opens. */
function quotedScalarReaching(document: Document, offset: number): number | undefined {
  let opened: number | undefined;
  visit(document, {
    Scalar(_key, node) {
      if (!isScalar(node) || !node.range) return;
      if (node.type !== Scalar.QUOTE_DOUBLE && node.type !== Scalar.QUOTE_SINGLE) return;
      if (node.range[0] <= offset && offset <= node.range[2]) opened = node.range[0];
    },
  });
  return opened;
}
