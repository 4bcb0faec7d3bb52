// Flow text (YAML or JSON, which YAML reads too) → plain data plus a way to find any path's line.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, type Node } from 'yaml';

export interface SourcePosition { line: number; column: number }

export interface FlowSource {
  /** The parsed value, or undefined when the text does not parse. */
  data: unknown;
  /** Syntax errors with their places. */
  syntaxErrors: { message: string; line: number; column: number }[];
  /** Where a path (`['nodes', 'greet', 'next']`) starts in the file; the nearest existing parent when it is absent. */
  locate(path: readonly (string | number)[]): SourcePosition | undefined;
  /**
   * Where the text of a scalar at `path` begins (the line after `|` for block scalars, whose every line is then
   * indented by `blockIndent` columns in the file).
   */
  locateText(path: readonly (string | number)[]): (SourcePosition & { blockIndent?: number; inexact?: true }) | undefined;
}

/**
 * Parses flow text keeping node positions, so every issue can name its line.
 *
 * @example
 * const source = readFlowSource('start: greet\nnodes: {}\n');
 * source.locate(['start']); // { line: 1, column: 8 }
 */
export function readFlowSource(text: string): FlowSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntaxErrors = document.errors.map((error) => {
    const position = lineCounter.linePos(error.pos[0]);
    return { message: error.message.split('\n')[0] ?? error.message, line: position.line, column: position.col };
  });

  /** The node at the longest existing prefix of `path`: the key itself when the path ends at a map key. */
  function nodeAt(path: readonly (string | number)[]): Node | undefined {
    for (let length = path.length; length > 0; length -= 1) {
      const parent = length === 1 ? document.contents : document.getIn(path.slice(0, length - 1), true);
      const last = path[length - 1];
      if (isMap(parent)) {
        const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === last);
        if (pair && isScalar(pair.key)) return pair.key;
      } else if (isSeq(parent) && typeof last === 'number') {
        const item = parent.items[last];
        if (isMap(item) || isSeq(item) || isScalar(item)) return item;
      }
    }
    return document.contents ?? undefined;
  }

  function position(offset: number): SourcePosition {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  }

  return {
    data: syntaxErrors.length > 0 ? undefined : (document.toJS() as unknown),
    syntaxErrors,
    locate(path) {
      const node = nodeAt(path);
      return node?.range ? position(node.range[0]) : undefined;
    },
    locateText(path) {
      const node = document.getIn(path, true);
      if (!isScalar(node) || !node.range) return this.locate(path);
      const start = position(node.range[0]);
      // A block scalar's text starts on the line after its `|` or `>` indicator.
      const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
      if (block) {
        const firstLine = text.split(/\r\n|\r|\n/)[start.line] ?? '';
        const blockIndent = firstLine.length - firstLine.trimStart().length;
        // A folded block joins its lines: a place in the value is not a place in the file.
        return node.type === Scalar.BLOCK_FOLDED
          ? { line: start.line + 1, column: blockIndent + 1, inexact: true }
          : { line: start.line + 1, column: blockIndent + 1, blockIndent };
      }
      // A quoted scalar's text starts after its opening quote. Escapes (\t, \", '') and folded lines make the value
      // differ from what is written: then a place in the value is not a place in the file.
      const quoted = node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE;
      const written = text.slice(node.range[0] + (quoted ? 1 : 0), node.range[1] - (quoted ? 1 : 0));
      const place = quoted ? { line: start.line, column: start.column + 1 } : start;
      return written === node.value ? place : { ...place, inexact: true };
    },
  };
}
