// Which call met a piece is kept in a table of this many slots by the piece's hash (with a second hash to tell pieces
// apart), not in a map of the pieces' keys: a map would keep each call's new key strings alive, for the scavenger to
// copy. A piece whose slot another took since is met anew: kept across calls from its third call, not its second.
const SLOT_BITS = 14;

/**
 * A memo of what heard pieces match, in two tiers: what a call met is kept for that call, in a map made for it; what
 * the memo's owner says recurs (`RecurringPieces`) is kept across calls.
 *
 * Most heard pieces are met by one call (a recogniser's misspelling of a name), and keeping each across calls made
 * every scavenge of the collector copy the entries of the calls since the last (whatever a long-lived map holds
 * survives the young generation and is promoted): 7-10 ms a scavenge at 10,000 rows, landing on the calls of the p99.
 * Emptying a long-lived map in place did not help: its old table, in the old generation, still pointed at the entries,
 * which the scavenger then kept alive too. A call's own map is dropped whole when the next call begins, so its entries
 * die young, unless a scavenge lands on the call itself.
 *
 * Without `startCall` (a caller that never says where calls begin) the call's tier is dropped in bulk at `most`
 * entries: still a memo.
 *
 * @example
 *   const memo = new CallMemo<number[]>(20_000)
 *   memo.startCall(); memo.set('kaitlin', [3], 0, false) // kept for this call
 *   memo.startCall(); memo.get('kaitlin') // undefined: the last call's entry is dropped
 *   memo.set('kaitlin', [3], 0, true) // kept across calls
 */
export class CallMemo<V> {
  private kept = new Tier<V>();
  private ofCall = new Tier<V>();

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

  /** A new call begins: what the last call kept for itself is dropped. */
  startCall(): void {
    if (this.ofCall.map.size > 0) this.ofCall = this.dropped(this.ofCall);
  }

  get(key: string): V | undefined {
    return this.ofCall.map.get(key) ?? this.kept.map.get(key);
  }

  /** Keeps `value` (of `weight`) for the call, or across calls. */
  set(key: string, value: V, weight: number, acrossCalls: boolean): void {
    const before = this.tier(acrossCalls);
    if (before.map.size >= this.most || before.weight + weight > this.mostWeight) this.dropTier(acrossCalls);
    const tier = this.tier(acrossCalls);
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
   * alive, see above), and the holders' of the same tier.
   */
  dropTier(kept: boolean): void {
    this.holders?.dropTier(kept);
    if (kept) this.kept = this.dropped(this.kept);
    else this.ofCall = this.dropped(this.ofCall);
  }

  private tier(kept: boolean): Tier<V> {
    return kept ? this.kept : this.ofCall;
  }

  private dropped(tier: Tier<V>): Tier<V> {
    if (this.onDropped !== undefined) for (const value of tier.map.values()) this.onDropped(value);
    return new Tier<V>();
  }
}

/** One tier's entries and their weight. */
class Tier<V> {
  readonly map = new Map<string, V>();
  weight = 0;
}

/**
 * Which heard pieces recur across calls, for the memos (`CallMemo`): a word some table holds ("johnson" heard right),
 * and a piece an earlier call met too. Decided once per piece and call, the same for each of the call's memo entries.
 *
 * @example
 *   const pieces = new RecurringPieces()
 *   pieces.startCall(); pieces.recurs('kaitlinn|K.EY', false) // false: first met now
 *   pieces.startCall(); pieces.recurs('kaitlinn|K.EY', false) // true: an earlier call met it
 */
export class RecurringPieces {
  /** By slot (`SLOT_BITS`): the call that first met the piece there (0: none), and the piece's second hash. */
  private metIn: Int32Array | undefined;
  private metPrint: Int32Array | undefined;
  private call = 1;
  /** This call's decisions, by piece key (a map of the call's own, dropped with it). */
  private decided = new Map<string, boolean>();

  /** A new call begins. */
  startCall(): void {
    this.call += 1;
    if (this.decided.size > 0) this.decided = new Map();
  }

  /** Whether what the piece (by its memo key) computes is kept across calls; `tableWord`: some table holds it. */
  recurs(pieceKey: string, tableWord: boolean): boolean {
    if (tableWord) return true;
    let recurs = this.decided.get(pieceKey);
    if (recurs === undefined) this.decided.set(pieceKey, (recurs = this.metEarlier(pieceKey)));
    return recurs;
  }

  /** Whether an earlier call met the piece, as far as the table remembers; remembers this call as meeting it. */
  private metEarlier(key: string): boolean {
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
    if (metIn[slot] !== 0 && metPrint[slot] === h2 && metIn[slot] !== this.call) return true;
    metIn[slot] = this.call;
    metPrint[slot] = h2;
    return false;
  }
}
