// The outcomes of the other lookup directive written on a lookup node: a #caller_lookup's `confident` (a #lookup's word
// for a record found) stands for its `found`, and a #lookup's `found` for its `confident`.

/** The directive a lookup node's text holds, which decides its outcomes. */
export type LookupDirective = '#lookup' | '#caller_lookup';

/** What to write instead, for each outcome of the other directive: `null` where this one has none (remove the edge). */
const COUNTERPARTS: Readonly<Record<LookupDirective, Readonly<Record<string, string | null>>>> = {
  '#caller_lookup': { confident: 'found', ambiguous: null },
  '#lookup': { found: 'confident' },
};

/**
 * The outcome of `directive` that `outcome`, written as the other directive's, stands for: `null` when it has none,
 * `undefined` when `outcome` is no outcome of the other directive either.
 *
 * @example counterpartOutcome('#caller_lookup', 'confident') // 'found'
 * @example counterpartOutcome('#caller_lookup', 'ambiguous') // null
 */
export function counterpartOutcome(directive: LookupDirective, outcome: string): string | null | undefined {
  return Object.hasOwn(COUNTERPARTS[directive], outcome) ? COUNTERPARTS[directive][outcome] : undefined;
}

/**
 * A lookup node's edges with each of the other directive's outcomes read as the one it stands for, where that one is
 * not written: the edge is said wrong once, and the graph checks do not also find its outcome missing and its target
 * unreachable.
 *
 * @example edgesReadAsMeant('#caller_lookup', { confident: 'hi', error: 'sorry' }) // { confident: 'hi', error: 'sorry', found: 'hi' }
 */
export function edgesReadAsMeant(directive: LookupDirective, edges: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const read: Record<string, unknown> = { ...edges };
  for (const [outcome, target] of Object.entries(edges)) {
    const counterpart = counterpartOutcome(directive, outcome);
    if (typeof counterpart === 'string' && edges[counterpart] === undefined) read[counterpart] = target;
  }
  return read;
}
