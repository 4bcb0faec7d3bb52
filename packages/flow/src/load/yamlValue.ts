// A parsed YAML document → plain data, with YAML's merge keys and a generous but bounded number of alias copies.
import { visit, type Document, type LineCounter } from 'yaml';
import type { YamlSyntaxError } from './yamlSyntaxErrors.js';

/**
 * How many copies aliases (`*prompt`) may make in one file. YAML's own default, 100, refused a flow reusing one
 * anchored prompt on 150 nodes; a nest of aliases expanding each other (the "billion laughs") still stops here.
 */
export const MAX_ALIAS_COPIES = 10_000;

/** Options for `parseDocument`: merge keys (`<<: *defaults`) are read as most YAML tools read them. */
export const YAML_READ_OPTIONS = { prettyErrors: false, merge: true } as const;

/**
 * The document's value, or an error placed at its first alias when expanding the aliases would make more than
 * `MAX_ALIAS_COPIES` copies.
 *
 * @example
 * yamlValue(parseDocument('a: &t hi\nb: *t\n', { lineCounter, ...YAML_READ_OPTIONS }), lineCounter); // { value: { a: 'hi', b: 'hi' } }
 */
export function yamlValue(document: Document, lineCounter: LineCounter): { value: unknown } | { error: YamlSyntaxError } {
  try {
    return { value: document.toJS({ maxAliasCount: MAX_ALIAS_COPIES }) as unknown };
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    let offset = 0;
    visit(document, {
      Alias(_, node) {
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    const { line, col } = lineCounter.linePos(offset);
    return {
      error: {
        line,
        column: col,
        message: `its aliases (*name) would make more than ${MAX_ALIAS_COPIES.toLocaleString('en-US')} copies of what they stand for ` +
          '(aliases of aliases multiply); write the repeated part out where it is needed, or alias a shared part fewer times',
      },
    };
  }
}


