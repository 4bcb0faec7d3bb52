// A call's variables as the mapping it was resumed with and a persistent map (immutable's OrderedMap, a hash array
// mapped trie) of what it stored since: storing a value copies none of them, where a copy of every variable per store
// took most of a long call's time.
import { OrderedMap } from 'immutable';
import type { Json } from '../flowTypes.js';

/** A call's variables as its context holds them: a plain mapping when resumed from a snapshot, until it first stores one. */
export type StoredVariables = CallVariables | Readonly<Record<string, Json>>;

const NONE_SAVED: Readonly<Record<string, Json>> = Object.freeze({});

/**
 * A call's variables, never changed once made: `with` gives new ones at a cost that does not grow with how many the
 * call holds. Saved (`JSON.stringify`) and shown (`toRecord`) as the plain mapping a spread of each store made before,
 * in the same order.
 *
 * @example
 * const variables = CallVariables.of({ caller_name: 'Ann Lee' }).with([['city', 'Paris']]);
 * variables.get('city'); // 'Paris'
 * JSON.stringify(variables); // '{"caller_name":"Ann Lee","city":"Paris"}'
 */
export class CallVariables {
  // Private fields: XState's walk of the context for actors, when it persists a snapshot, does not go through them.
  /** The mapping the call was resumed with (none for a new call): read by name, never copied. */
  readonly #saved: Readonly<Record<string, Json>>;
  /** What the call stored since, in the order first stored. */
  readonly #stored: OrderedMap<string, Json>;
  #record: Readonly<Record<string, Json>> | undefined;

  private constructor(saved: Readonly<Record<string, Json>>, stored: OrderedMap<string, Json>) {
    this.#saved = saved;
    this.#stored = stored;
  }

  /** `stored` as variables: itself, or a plain mapping read in place. */
  static of(stored: StoredVariables): CallVariables {
    return stored instanceof CallVariables ? stored : new CallVariables(stored, OrderedMap());
  }

  /**
   * The plain mapping `stored` reads as: as saved, as `call.variables` shows it. Frozen, a resumed call's own mapping
   * too: it is what the call goes on reading, so a write to it would change the call.
   */
  static recordOf(stored: StoredVariables): Readonly<Record<string, Json>> {
    return stored instanceof CallVariables ? stored.toRecord() : Object.freeze(stored);
  }

  /** No variable yet: a new call's. */
  static none(): CallVariables {
    return new CallVariables(NONE_SAVED, OrderedMap());
  }

  has(name: string): boolean {
    return this.#stored.has(name) || Object.hasOwn(this.#saved, name);
  }

  get(name: string): Json | undefined {
    if (this.#stored.has(name)) return this.#stored.get(name);
    return Object.hasOwn(this.#saved, name) ? this.#saved[name] : undefined;
  }

  /** These variables with `entries` stored in order: a name held already keeps its place, a new one comes last. */
  with(entries: Iterable<readonly [string, Json]>): CallVariables {
    return new CallVariables(this.#saved, this.#stored.withMutations((map) => {
      for (const [name, value] of entries) map.set(name, value);
    }));
  }

  /**
   * The variables as a plain mapping, made at the first read of these variables (it costs as many steps as they
   * are) and frozen: the call never changes it, and neither may its reader, since a snapshot saves it.
   */
  toRecord(): Readonly<Record<string, Json>> {
    // Defined as a spread defines them (spread and fromEntries, not assignment): `__proto__` stays a variable.
    this.#record ??= Object.freeze({ ...this.#saved, ...Object.fromEntries(this.#stored) });
    return this.#record;
  }

  /**
   * As saved: the plain mapping. An own field, not a method, so that `structuredClone` of a snapshot holding these
   * variables (which keeps no class's private fields, and would resume the call with none) throws a DataCloneError
   * whose message, this function's text, says what to do instead.
   */
  readonly toJSON = (): Readonly<Record<string, Json>> => /* save a call's snapshot with JSON.stringify (as call.snapshot() does): structuredClone cannot copy its variables */ this.toRecord();
}
