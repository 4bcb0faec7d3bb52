// How deep JSON text nests, measured before parsing: deeply nested answers are refused rather than walked.

/**
 * Deeper JSON is not parsed: no client record nests like that, and the parsed value goes into snapshots,
 * templates and redaction, each of which walks it recursively (20,000 levels overflow the stack).
 */
export const MAX_JSON_DEPTH = 100;

/**
 * How deep the brackets of JSON text nest, outside strings; a loop, so it cannot overflow the stack itself.
 * @example nestingDepth('{"a":[1,"]"]}') // 2
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ']') {
      depth -= 1;
    }
  }
  return deepest;
}
