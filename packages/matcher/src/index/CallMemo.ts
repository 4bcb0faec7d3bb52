// Which call met a key is kept in a table of this many slots by the key's hash (with a second hash to tell keys
// apart), not in a map of the keys: a map would keep each call's new key strings alive, for the scavenger to copy.
// A key whose slot another took since is met anew: kept across calls from its third call, not its second.
const SLOT_BITS = 14;

/**
 * A memo of what heard pieces match, in two tiers: a piece one call meets is kept for that call only, in a map made
 * for it; a piece a second call meets again is kept across calls (a first name, a city said by many callers).
 *
 * A word some table holds ("johnson" heard right) is kept from its first call. Other heard pieces are mostly met by
 * one call (a recogniser's misspelling of a name), and keeping each across calls made
 * every scavenge of the collector copy the entries of the calls since the last (whatever a long-lived map holds
 * survives the young generation and is promoted): 8-10 ms a scavenge at 10,000 rows, landing on the calls of the p99.
 * Emptying a long-lived map in place did not help: its old table, in the old generation, still pointed at the entries,
 * which the scavenger then kept alive too. A call's own map is dropped whole when the next call begins, so its entries
 * die young, unless a scavenge lands on the call itself.
 *
 * Without `startCall` (a caller that never says where calls begin) every entry is the one call's, dropped in bulk at
 * `most` entries: still a memo, never kept across calls.
 *
 * @example
 *   const memo = new CallMemo<number[]>(20_000)
 *   memo.startCall(); memo.set('kaitlin', [3]) // kept for this call
 *   memo.startCall(); memo.get('kaitlin') // undefined: the last call's entry is dropped
 *   memo.set('kaitlin', [3]) // met again in another call: kept across calls from now on
 */
export class CallMemo<V> {
  private kept = new Tier<V>();
  private ofCall = new Tier<V>();
  /** By slot (`SLOT_BITS`): the call that first met the key there (0: none), and the key's second hash. */
  private metIn: Int32Array | undefined;
  private metPrint: Int32Array | undefined;
  private call = 1;

  constructor(
    /** At most this many entries in each tier; a tier past it is dropped whole. */
    private readonly most: number,
    /** ...and at most this much weight (`set`'s, e.g. bytes). */
    private readonly mostWeight = Number.POSITIVE_INFINITY,
    /** Told of each value dropped (to give its arrays back); values replaced by `set` are not. */
    private readonly onDropped?: (value: V) => void,
    /** A memo whose values hold this one's: its tier is dropped with this one's, which it would otherwise keep alive. */
    private readonly holders?: CallMemo<unknown>,
  ) {}

  /** A new call begins: what the last call met alone is dropped. */
  startCall(): void {
    this.call += 1;
    if (this.ofCall.map.size > 0) this.ofCall = this.dropped(this.ofCall);
  }

  get(key: string): V | undefined {
    return this.ofCall.map.get(key) ?? this.kept.map.get(key);
  }

  /**
   * Whether a value set for `key` now is kept across calls: an earlier call met the key, or the key is of a piece
   * callers say again and again (`recurs`: a word some table holds, said as written).
   */
  keepsAcrossCalls(key: string, recurs = false): boolean {
    return recurs || this.firstCall(key, false) !== this.call;
  }

  /** Keeps `value` (of `weight`) for the call, or across calls (`keepsAcrossCalls`). */
  set(key: string, value: V, weight = 0, recurs = false): void {
    const across = recurs || this.firstCall(key, true) !== this.call;
    let tier = across ? this.kept : this.ofCall;
    if (tier.map.size >= this.most || tier.weight + weight > this.mostWeight) tier = this.dropTier(across);
    tier.map.set(key, value);
    tier.weight += weight;
  }

  /** Every value held, of the call and kept across calls. */
  *values(): IterableIterator<V> {
    yield* this.ofCall.map.values();
    yield* this.kept.map.values();
  }

  /** Drops every entry of both tiers. */
  clear(): void {
    this.dropTier(true);
    this.dropTier(false);
  }

  /**
   * Drops every entry kept across calls (`kept`) or of the call, into a new map (the old one's table would hold them
   * alive, see above), and the holders' of the same tier; returns the new tier.
   */
  dropTier(kept: boolean): Tier<V> {
    this.holders?.dropTier(kept);
    const tier = this.dropped(kept ? this.kept : this.ofCall);
    if (kept) this.kept = tier;
    else this.ofCall = tier;
    return tier;
  }

  /**
   * The call that first met `key`, as far as the table remembers (this call when none did); with `mark`, a key not
   * remembered is remembered as met by this call.
   */
  private firstCall(key: string, mark: boolean): number {
    // Two FNV-1a style hashes of the key's characters, with different primes.
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
    const slot = (h1 ^ (h1 >>> 15)) & ((1 << SLOT_BITS) - 1);
    const metIn = (this.metIn ??= new Int32Array(1 << SLOT_BITS));
    const metPrint = (this.metPrint ??= new Int32Array(1 << SLOT_BITS));
    if (metIn[slot] !== 0 && metPrint[slot] === h2) return metIn[slot]!;
    if (mark) {
      metIn[slot] = this.call;
      metPrint[slot] = h2;
    }
    return this.call;
  }

  private dropped(tier: Tier<V>): Tier<V> {
    if (this.onDropped !== undefined) for (const value of tier.map.values()) this.onDropped(value);
    return new Tier<V>();
  }
}

/** One tier's entries and their weight. */
export class Tier<V> {
  readonly map = new Map<string, V>();
  weight = 0;
}
