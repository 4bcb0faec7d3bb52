// A template (`{{name}}`) written unquoted where YAML reads its "{" as the start of a mapping: a value starting with
// `{{`, or any template inside a node written as `{ … }` (as the README writes nodes).
import { isPair, isScalar, visit, type Document, type LineCounter } from 'yaml';

/** The value holding the template, the field it is written under (none for a list item), and where it starts. */
export interface UnquotedTemplate {
  field: string | undefined;
  value: string;
  /** 0-based offset in the line (`unquotedTemplateOnLine`) or in the file (`templatesReadAsMappings`). */
  at: number;
  /** 0-based offset of the value's first `{{`. */
  braces: number;
}

/** A field's name ending at a `:` (a lower-case key, as flow and call file fields are), for a `, field:` inside `{ … }`. */
const NEXT_FIELD = /^,\s*[a-z_][a-z0-9_]*:(\s|$)/;

/**
 * The first value on `line` holding a template YAML cannot read as text: one starting with `{{`, or one holding a
 * template inside `{ … }` or `[ … ]`. A template after a word in a block mapping (`text: Hi {{name}}`) is text to YAML,
 * and quoted values are skipped. Inside `{ … }` the value runs to the next `, field:` or the closing bracket, so a
 * comma in the text meant (`Hi {{name}}, welcome`) stays in it.
 *
 * @example
 * unquotedTemplateOnLine('  greet: { kind: say, text: Hi {{name}}, next: bye }');
 * // { field: 'text', value: 'Hi {{name}}', at: 28, braces: 31 }
 */
export function unquotedTemplateOnLine(line: string): UnquotedTemplate | null {
  const brackets: string[] = [];
  let field: string | undefined;
  // Where the scalar being read starts: a key, or a value.
  let scalarStart = /^\s*(?:-\s+)*/.exec(line)?.[0].length ?? 0;
  let index = scalarStart;
  while (index < line.length) {
    const char = line[index] ?? '';
    const atScalarStart = line.slice(scalarStart, index).trim() === '';
    if (atScalarStart && (char === '"' || char === "'")) {
      index = closingQuote(line, index) + 1;
      continue;
    }
    if (char === '#' && (index === 0 || /\s/.test(line[index - 1] ?? ''))) return null;
    if (line.startsWith('{{', index) && (brackets.length > 0 || atScalarStart)) {
      const at = scalarStart + (line.slice(scalarStart).length - line.slice(scalarStart).trimStart().length);
      return { field, value: valueFrom(line, at, brackets.length > 0), at, braces: index };
    }
    if (char === '{' || char === '[') {
      brackets.push(char);
      scalarStart = index + 1;
      // A list's items have no field of their own: the fix is the item quoted, not the field made one text.
      if (char === '[') field = undefined;
    } else if ((char === '}' || char === ']') && brackets.length > 0) {
      brackets.pop();
    } else if (char === ',' && brackets.length > 0) {
      scalarStart = index + 1;
    } else if (char === ':' && /^(\s|$)/.test(line.slice(index + 1, index + 2))) {
      field = line.slice(scalarStart, index).trim().replace(/^-\s+/, '');
      scalarStart = index + 1;
    }
    index += 1;
  }
  return null;
}

/** The offset of the quote closing the one opened at `open` (`''` in single quotes, `\"` in double ones, are inside). */
function closingQuote(line: string, open: number): number {
  const quote = line[open];
  for (let index = open + 1; index < line.length; index += 1) {
    if (quote === '"' && line[index] === '\\') index += 1;
    else if (line[index] === quote && !(quote === "'" && line[index + 1] === "'")) return index;
    else if (quote === "'" && line[index] === "'") index += 1;
  }
  return line.length;
}

/** The value meant from `at`: to the end of the line (its comment left out), or inside `{ … }` to the next field. */
function valueFrom(line: string, at: number, inBrackets: boolean): string {
  if (!inBrackets) return line.slice(at).replace(/\s+#.*$/, '').trim();
  let depth = 0;
  for (let index = at; index < line.length; index += 1) {
    if (line.startsWith('{{', index)) { index = Math.max(line.indexOf('}}', index + 2), index + 1) + 1; continue; }
    const char = line[index];
    if (char === '{' || char === '[') depth += 1;
    else if ((char === '}' || char === ']') && depth-- === 0) return line.slice(at, index).trim();
    else if (char === ',' && depth === 0 && NEXT_FIELD.test(line.slice(index))) return line.slice(at, index).trim();
  }
  return line.slice(at).trim();
}

/**
 * Values YAML read as a mapping of a mapping because they start with `{{` (`text: {{name}}` parses, as `{ {name: null}:
 * null }`): a flow or call file has no such value, so each is a template written unquoted.
 *
 * @example
 * templatesReadAsMappings(parseDocument('text: {{name}}\n'), 'text: {{name}}\n'); // [{ field: 'text', value: '{{name}}', at: 6, braces: 6 }]
 */
export function templatesReadAsMappings(document: Document, text: string): UnquotedTemplate[] {
  const found: UnquotedTemplate[] = [];
  // Only a value starting with "{{" (after ": ", "- ", "[" or ",") can be one: most files have none, and are not walked.
  if (!/(?:[:,[{-]|^)[ \t]*\{\{/m.test(text)) return found;
  visit(document, {
    Map(_, map, path) {
      const start = map.range?.[0];
      if (!map.flow || start === undefined || !text.startsWith('{{', start)) return undefined;
      const parent = path[path.length - 1];
      const field = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : undefined;
      found.push({ field, value: text.slice(start, map.range?.[1] ?? start).trim(), at: start, braces: start });
      return visit.SKIP;
    },
  });
  return found;
}

/** Where a template read as a mapping is, for `yamlSyntaxErrors` to place it. */
export function placeOf(template: UnquotedTemplate, lineCounter: LineCounter): { line: number; column: number } {
  const { line, col } = lineCounter.linePos(template.at);
  return { line, column: col };
}
