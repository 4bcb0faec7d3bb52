// A name given twice in one mapping, found in one pass: YAML's own check compares each key with every earlier one.
import { isMap, isScalar, visit, YAMLParseError, type Document } from 'yaml';

/**
 * Adds to the document's errors YAML's own `DUPLICATE_KEY` error ("Map keys must be unique", at the repeated key) for
 * each key a mapping already has, as `uniqueKeys: true` would, but with one lookup per key: YAML's check compares
 * each key with all the keys before it, which made a flow of 20,000 nodes take seconds to read, and 100,000 minutes.
 * The document must have been parsed with `uniqueKeys: false`; the errors stay in the order of the text.
 *
 * @example
 * const document = parseDocument('a: 1\na: 2\n', { uniqueKeys: false });
 * addDuplicateKeyErrors(document); // document.errors: [YAMLParseError DUPLICATE_KEY at offset 5]
 */
export function addDuplicateKeyErrors(document: Document): void {
  const duplicates: YAMLParseError[] = [];
  visit(document, {
    Map(_, map) {
      if (!isMap(map)) return;
      // Keys equal as YAML's check compares them: the same node (an alias), or scalars of the same value.
      const seen = new Set<unknown>();
      const seenNodes = new Set<unknown>();
      for (const pair of map.items) {
        const key = pair.key;
        const repeated = seenNodes.has(key) || (isScalar(key) && seen.has(key.value));
        if (repeated && key !== null && typeof key === 'object' && 'range' in key && Array.isArray(key.range)) {
          const start = key.range[0] as number;
          duplicates.push(new YAMLParseError([start, start + 1], 'DUPLICATE_KEY', 'Map keys must be unique'));
        }
        seenNodes.add(key);
        if (isScalar(key)) seen.add(key.value);
      }
    },
  });
  if (duplicates.length === 0) return;
  duplicates.sort((a, b) => a.pos[0] - b.pos[0]);
  // Merged into the parser's errors by place, theirs keeping their own order.
  const merged: typeof document.errors = [];
  let next = 0;
  for (const error of document.errors) {
    while (next < duplicates.length && duplicates[next]!.pos[0] < error.pos[0]) merged.push(duplicates[next++]!);
    merged.push(error);
  }
  while (next < duplicates.length) merged.push(duplicates[next++]!);
  document.errors.length = 0;
  for (const error of merged) document.errors.push(error);
}
