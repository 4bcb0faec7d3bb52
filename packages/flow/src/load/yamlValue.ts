// A parsed YAML document → plain data, with YAML's merge keys and a generous but bounded number of alias copies.
import { isAlias, isMap, isPair, isScalar, isSeq, visit, type Document, type LineCounter, type Node } from 'yaml';
import { yamlHints } from '../messages.js';
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
    if (!(error instanceof Error)) throw error;
    // An alias naming no anchor set before it (`*hold` with `&hold` misspelt, or set further down) is that mistake,
    // not too many copies, nor (after `<<:`) a merge of something else than a mapping.
    const unresolved = unresolvedAlias(document);
    if (unresolved !== undefined) {
      const { line, col } = lineCounter.linePos(unresolved.offset);
      return { error: { line, column: col, message: yamlHints.unresolvedAlias(unresolved.name, unresolved.anchors) } };
    }
    // `<<: plain` or `<<: [a, b]`: YAML's "Merge sources must be maps or map aliases", which was an internal error.
    const merge = mergeOfNoMapping(document);
    if (merge !== undefined) {
      const { line, col } = lineCounter.linePos(merge);
      return { error: { line, column: col, message: yamlHints.mergeOfNoMapping } };
    }
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

/** The first alias that names no anchor set before it, where it is and the anchors set in the file. */
function unresolvedAlias(document: Document): { name: string; offset: number; anchors: string[] } | undefined {
  const anchors = new Set<string>();
  let found: { name: string; offset: number } | undefined;
  visit(document, (_, node) => {
    if (isAlias(node)) {
      if (found === undefined && node.resolve(document) === undefined) found = { name: node.source, offset: node.range?.[0] ?? 0 };
    } else if (node !== null && typeof node === 'object' && 'anchor' in node && typeof node.anchor === 'string') {
      anchors.add(node.anchor);
    }
  });
  return found === undefined ? undefined : { ...found, anchors: [...anchors] };
}

/** Where the first merge key (`<<:`) whose value is not a mapping, an alias of one, or a list of those is written. */
function mergeOfNoMapping(document: Document): number | undefined {
  const isMapping = (node: unknown): boolean => isMap(isAlias(node) ? node.resolve(document) : node);
  let found: number | undefined;
  visit(document, {
    Pair(_, pair) {
      // A merge key reads as a scalar holding Symbol('<<'); a quoted "<<" is a field of that name.
      if (!isPair(pair) || !isScalar(pair.key) || typeof pair.key.value !== 'symbol' || pair.key.value.description !== '<<') return undefined;
      const value = pair.value as Node | null;
      if (isMapping(value) || (isSeq(value) && value.items.every(isMapping))) return undefined;
      found = value?.range?.[0] ?? pair.key.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return found;
}
