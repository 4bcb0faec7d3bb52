// The variables kept from the model (a call's `lookupVariables`): a lookup node run again adds nothing and copies nothing;
// a variable given another value leaves the list.
/** Each list's names as a set, made once per list: the lists are never changed, only replaced. */
const setOf = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * The names in `hidden`, to ask `has` of at no cost that grows with the list.
 *
 * @example
 * hiddenSet(['customer', 'customer_outcome']).has('customer'); // true
 */
export function hiddenSet(hidden: readonly string[]): ReadonlySet<string> {
  let names = setOf.get(hidden);
  if (!names) {
    names = new Set(hidden);
    setOf.set(hidden, names);
  }
  return names;
}

/**
 * `hidden` with `names` it lacks appended in order, as `[...new Set([...hidden, ...names])]`; `hidden` itself when it
 * has them all, as it has at every visit of a lookup node after the first.
 *
 * @example
 * const hidden = ['customer'];
 * withHidden(hidden, ['customer']) === hidden; // true
 * withHidden(hidden, ['customer', 'saved']); // ['customer', 'saved']
 */
export function withHidden(hidden: string[], names: readonly string[]): string[] {
  const held = hiddenSet(hidden);
  const added = [...new Set(names.filter((name) => !held.has(name)))];
  return added.length === 0 ? hidden : [...hidden, ...added];
}

/**
 * `hidden` without `names`: a variable given a value no lookup stored (the caller's answer, a plain `set` value) is no
 * longer kept from the model. `hidden` itself when it holds none of them, as at most turns.
 *
 * @example
 * withoutHidden(['customer', 'topic'], ['topic']); // ['customer']
 */
export function withoutHidden(hidden: string[], names: readonly string[]): string[] {
  const held = hiddenSet(hidden);
  if (!names.some((name) => held.has(name))) return hidden;
  const dropped = new Set(names);
  return hidden.filter((name) => !dropped.has(name));
}
