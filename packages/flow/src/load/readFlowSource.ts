// Flow text (YAML or JSON, which YAML reads too) → plain data plus a way to find any path's line.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, type Node, type Pair, type YAMLMap } from 'yaml';
import { addDuplicateKeyErrors } from './duplicateKeys.js';
import { yamlSyntaxErrors } from './yamlSyntaxErrors.js';
import { YAML_READ_OPTIONS, yamlValue } from './yamlValue.js';

export interface SourcePosition { line: number; column: number }

/** What placing issues cost, for a test to see it: the characters of scalars traced back to where they are written. */
export interface SourceTraceCost { traced: number }

export interface FlowSource {
  /** The parsed value, or undefined when the text does not parse. */
  data: unknown;
  /** Syntax errors with their places. */
  syntaxErrors: { message: string; line: number; column: number }[];
  /** Where a path (`['nodes', 'greet', 'next']`) starts in the file; the nearest existing parent when it is absent. */
  locate(path: readonly (string | number)[]): SourcePosition | undefined;
  /**
   * Where a place inside the text of the scalar at `path` (1-based line and column of its value) is written in the
   * file, through escapes (`\"`, `\u00e9`, `''`), folded lines and block indentation; where the text begins when
   * the value cannot be traced back to what is written.
   */
  locateWithin(path: readonly (string | number)[], within: { line: number; column: number }): SourcePosition | undefined;
  /** The text of the unquoted scalar at `path` exactly as written (`0123` for what YAML reads as 123); else undefined. */
  plainText(path: readonly (string | number)[]): string | undefined;
  /**
   * What was written after the key at `path` when YAML read it as a comment and the value as empty: `text: #lookup t`
   * is `#lookup t` (a `#` right after ": " starts a comment). Undefined when the value is not empty, or the comment
   * reads as one (`text:  # to do`, a space after the `#`).
   */
  commentedOut(path: readonly (string | number)[]): string | undefined;
  /**
   * The line of a `- ` that YAML read as more of the unquoted list item at `path` (a dash indented deeper than the
   * item's own: `- yes` then `   - yeah` is the one item "yes - yeah"); else undefined.
   */
  joinedItem(path: readonly (string | number)[]): number | undefined;
}

/**
 * Parses flow text keeping node positions, so every issue can name its line.
 *
 * @example
 * const source = readFlowSource('start: greet\nnodes: {}\n');
 * source.locate(['start']); // { line: 1, column: 8 }
 */
export function readFlowSource(text: string, cost: SourceTraceCost = { traced: 0 }): FlowSource {
  const lineCounter = new LineCounter();
  // Names given twice are found by addDuplicateKeyErrors, in one pass (YAML's own check is quadratic).
  const document = parseDocument(text, { lineCounter, uniqueKeys: false, ...YAML_READ_OPTIONS });
  addDuplicateKeyErrors(document);
  const syntaxErrors = yamlSyntaxErrors(document, text, lineCounter);
  let data: unknown;
  if (syntaxErrors.length === 0) {
    const read = yamlValue(document, lineCounter);
    if ('error' in read) syntaxErrors.push(read.error);
    else data = read.value;
  }

  // Each mapping's pairs by key, indexed when first asked: YAML's getIn reads a mapping's keys one by one, so placing
  // an issue at each node of a flow of 20,000 nodes read 200 million keys (12 s; 100,000 nodes took minutes).
  const pairsOf = new WeakMap<YAMLMap, Map<unknown, Pair>>();
  function pairOf(map: YAMLMap, key: string | number): Pair | undefined {
    let pairs = pairsOf.get(map);
    if (pairs === undefined) {
      pairs = new Map();
      for (const pair of map.items as Pair[]) {
        const name = isScalar(pair.key) ? pair.key.value : pair.key;
        if (!pairs.has(name)) pairs.set(name, pair);
        // A key YAML reads as a number or a boolean (`100:`) is a string in the flow's data, and in issue paths.
        if (isScalar(pair.key) && typeof name !== 'string' && typeof name !== 'object' && !pairs.has(String(name))) pairs.set(String(name), pair);
      }
      pairsOf.set(map, pairs);
    }
    return pairs.get(key);
  }

  /** What `document.getIn(path, true)` finds (the node at `path`, scalars as nodes), each mapping read once. */
  function nodeIn(path: readonly (string | number)[]): unknown {
    let node: unknown = document.contents;
    for (const key of path) {
      if (isMap(node)) node = pairOf(node, key)?.value;
      else if (isSeq(node) && typeof key === 'number') node = node.items[key];
      else return undefined;
    }
    return node ?? undefined;
  }

  /** The node at the longest existing prefix of `path`: the key itself when the path ends at a map key. */
  function nodeAt(path: readonly (string | number)[]): Node | undefined {
    for (let length = path.length; length > 0; length -= 1) {
      const parent = nodeIn(path.slice(0, length - 1));
      const last = path[length - 1];
      if (isMap(parent) && last !== undefined) {
        const pair = pairOf(parent, last);
        if (pair && isScalar(pair.key)) return pair.key;
      } else if (isSeq(parent) && typeof last === 'number') {
        const item = parent.items[last];
        if (isMap(item) || isSeq(item) || isScalar(item)) return item;
      }
    }
    return document.contents ?? undefined;
  }

  // Each scalar is traced once, and only as far as a place is asked: a node text with thousands of issues is placed in
  // one pass, not one per issue, and one whose first 20 issues are shown is traced to the 21st, not to its end.
  const traced = new WeakMap<Scalar, { trace: SourceTrace; lineStarts: number[] }>();
  function tracedScalar(node: Scalar, value: string, range: readonly [number, number, number]): { trace: SourceTrace; lineStarts: number[] } {
    let known = traced.get(node);
    if (known === undefined) {
      const lineStarts = [0];
      for (let at = value.indexOf('\n'); at >= 0; at = value.indexOf('\n', at + 1)) lineStarts.push(at + 1);
      known = { trace: sourceTrace(text, value, node.type, range, cost), lineStarts };
      traced.set(node, known);
    }
    return known;
  }

  function position(offset: number): SourcePosition {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  }

  return {
    data,
    syntaxErrors,
    locate(path) {
      const node = nodeAt(path);
      return node?.range ? position(node.range[0]) : undefined;
    },
    plainText(path) {
      const node = nodeIn(path);
      return isScalar(node) && node.type === Scalar.PLAIN && typeof node.source === 'string' ? node.source : undefined;
    },
    commentedOut(path) {
      const node = nodeIn(path);
      if (!isScalar(node) || node.value !== null || !node.range || typeof node.comment !== 'string') return undefined;
      // The comment on the key's own line, starting like text: "#lookup", "#1", the key "#" alone; not "# a note".
      const written = /^#(?:\S[^\r\n]*)?(?=[ \t]*(?:\r?\n|$))/.exec(text.slice(node.range[0]))?.[0];
      return written?.trimEnd();
    },
    joinedItem(path) {
      const node = nodeIn(path);
      if (!isScalar(node) || node.type !== Scalar.PLAIN || !node.range) return undefined;
      const dash = /\r?\n[ \t]*- /.exec(text.slice(node.range[0], node.range[1]));
      return dash ? lineCounter.linePos(node.range[0] + dash.index + dash[0].length - 2).line : undefined;
    },
    locateWithin(path, within) {
      const node = nodeIn(path);
      if (!isScalar(node) || !node.range) return this.locate(path);
      // A number or boolean as written (`next: 100`, `max_tool_rounds: 1e23`): its first character.
      if (typeof node.value !== 'string') return position(node.range[0]);
      const { trace, lineStarts } = tracedScalar(node, node.value, node.range);
      const offset = (lineStarts[within.line - 1] ?? node.value.length) + within.column - 1;
      const offsets = trace.through(Math.max(offset, 0));
      return position(offsets[offset] ?? offsets[0] ?? node.range[0]);
    },
  };
}

// YAML's double-quoted escapes with one character after the backslash, and what each stands for.
const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ',
  '"': '"', '/': '/', '\\': '\\', N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029',
};
const HEX_ESCAPES: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/**
 * For each character of a scalar's value, the offset in the file of what wrote it: the value is walked alongside the
 * written text, reading escapes (double quotes) and `''` (single quotes) as the characters they stand for, and
 * skipping what YAML drops (a block's indentation, spaces around folded lines, escaped line breaks). Stops where the
 * two part ways, so a value that cannot be traced is traced as far as it can.
 *
 * @example
 * sourceOffsets('t: "a\\"b"', 'a"b', Scalar.QUOTE_DOUBLE, [3, 9, 9]); // [4, 5, 7, 8]
 */
export function sourceOffsets(text: string, value: string, type: Scalar['type'], range: readonly [number, number, number]): number[] {
  return sourceTrace(text, value, type, range).through(Infinity);
}

/** A scalar's `sourceOffsets`, traced as far as asked and on from there when asked further. */
interface SourceTrace {
  /** The offsets traced through index `wanted` (or as far as the value can be traced); the same array each time, grown. */
  through(wanted: number): number[];
}

function sourceTrace(
  text: string, value: string, type: Scalar['type'], range: readonly [number, number, number], cost: SourceTraceCost = { traced: 0 },
): SourceTrace {
  const double = type === Scalar.QUOTE_DOUBLE;
  const single = type === Scalar.QUOTE_SINGLE;
  const block = type === Scalar.BLOCK_LITERAL || type === Scalar.BLOCK_FOLDED;
  // A quoted value starts after its quote; a block's on the line after its `|` or `>` header.
  let at = double || single ? range[0] + 1 : range[0];
  if (block) {
    const headerEnd = text.indexOf('\n', range[0]);
    at = headerEnd < 0 ? range[1] : headerEnd + 1;
  }
  const end = range[1];
  const offsets: number[] = [];
  let index = 0;
  let ended = false;
  /** One step along value and text; false where they part ways or the value is done. */
  const step = (): boolean => {
    if (index >= value.length) {
      offsets.push(at);
      return false;
    }
    const wanted = value[index];
    const written = text[at];
    if (at >= end || written === undefined) return false;
    if (double && written === '\\') {
      const escaped = text[at + 1] ?? '';
      if (escaped === '\n' || escaped === '\r') {
        // An escaped line break joins the lines without a space, and drops the next line's indentation.
        at += escaped === '\r' && text[at + 2] === '\n' ? 3 : 2;
        while (text[at] === ' ' || text[at] === '\t') at += 1;
        return true;
      }
      const digits = HEX_ESCAPES[escaped];
      const stands = digits === undefined ? SHORT_ESCAPES[escaped] : fromHex(text.slice(at + 2, at + 2 + digits));
      if (stands === undefined || !value.startsWith(stands, index)) return false;
      for (let unit = 0; unit < stands.length; unit += 1) offsets.push(at);
      index += stands.length;
      at += 2 + (digits ?? 0);
    } else if (single && written === "'" && text[at + 1] === "'" && wanted === "'") {
      offsets.push(at);
      index += 1;
      at += 2;
    } else if (written === wanted) {
      offsets.push(at);
      index += 1;
      at += 1;
    } else if (written === ' ' || written === '\t' || written === '\n' || written === '\r') {
      at += 1;
    } else {
      return false;
    }
    return true;
  };
  return {
    through(wanted) {
      const before = offsets.length;
      while (!ended && offsets.length <= wanted) ended = !step();
      cost.traced += offsets.length - before;
      return offsets;
    },
  };
}

function fromHex(digits: string): string | undefined {
  if (!/^[0-9a-fA-F]+$/.test(digits)) return undefined;
  const code = Number.parseInt(digits, 16);
  return code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
