// The words a model reads about a lookup tool: what it searches and how to pass values and use results.

/** Appended to every tool description, including custom ones. */
export const PASS_AS_HEARD =
  'Pass each value exactly as the caller said it, as heard; never correct or guess its spelling — the lookup tolerates speech-to-text errors better than a corrected guess.';
export const ON_AMBIGUOUS =
  'If the result is "ambiguous", read the candidates to the caller and ask which one they meant (for example: "I found Sean Riley and Shawn Reilly — which one did you mean?"); if "not_found", ask the caller to repeat or spell the value.';

/**
 * The tool description: the author's own text, or a generated one, always followed by how to call it.
 *
 * @example
 *   toolDescription(undefined, 'customers.xlsx', ['Full Name'], ['City'])
 */
export function toolDescription(custom: string | undefined, file: string, primary: string, additional: readonly string[]): string {
  const intro = custom ?? `Look up one record in ${file} by ${primary}${
    additional.length === 0 ? '' : `, optionally narrowed by ${additional.join(' and ')}`
  }. Returns a confident match with the record, an ambiguous list of candidates, or not_found.`;
  return `${intro.trim()} ${PASS_AS_HEARD} ${ON_AMBIGUOUS}`;
}

/**
 * A parameter's description when the document gives none.
 *
 * @example
 *   paramDescription('Full Name', true) // "The Full Name exactly as the caller said it."
 */
export function paramDescription(column: string, required: boolean): string {
  return required
    ? `The ${column} exactly as the caller said it.`
    : `Optional: the ${column} exactly as the caller said it. Supply it only when the caller has given it; it narrows the search.`;
}
