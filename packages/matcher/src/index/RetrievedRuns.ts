// What a retrieval found of a heard value's pieces run together: which values' words run together may reach its
// threshold against the heard words run together, and which pairs of neighbouring words against each heard word.
// Every other value's cannot (`performance.md`, "Why no row is lost"), so the bounds that follow at that threshold
// (`WordCandidates.mayReach`) need not compute theirs.

// A slot's bit for the heard words run together; bits 0-4 are heard words 0-4 (pairs exist up to MAX_PAIRED_WORDS).
const JOINED_BIT = 1 << 7;

/**
 * A value's runs may reach the threshold when the piece's run-together checks let it through (`markJoined`,
 * `markPair`), or when one of the words concerned is one the piece matched whole (`markWhole`): the tries leave such
 * words out of the run-together checks, their values being candidates anyway. Read only for the retrieval last
 * finished, and only when that one met every value (no other column's restriction): a value another column left
 * out was not checked.
 *
 * @example
 *   const runs = new RetrievedRuns(values.valueCount, values.vocabulary.length)
 *   runs.begin(); runs.markJoined(7); runs.finish(heard, 75)
 *   runs.joinedMisses(heard, 75, 8, values.wordSlots, start, end) // true: value 8's words run together miss 75
 */
export class RetrievedRuns {
  private stamp = 0;
  private heard: object | undefined;
  private minScore = Number.NaN;
  private readonly valueStamps: Int32Array;
  /** Per value (valid where `valueStamps` holds the stamp): JOINED_BIT, and bit `at` for its pair at `at`. */
  private readonly valueBits: Uint8Array;
  private readonly slotStamps: Int32Array;
  /** Per vocabulary slot (valid where `slotStamps` holds the stamp): the pieces that matched the word whole. */
  private readonly slotBits: Uint8Array;

  constructor(valueCount: number, slotCount: number) {
    this.valueStamps = new Int32Array(valueCount);
    this.valueBits = new Uint8Array(valueCount);
    this.slotStamps = new Int32Array(slotCount);
    this.slotBits = new Uint8Array(slotCount);
  }

  /** A retrieval begins: until `finish`, nothing is known. */
  begin(): void {
    this.stamp += 1;
    this.heard = undefined;
  }

  /** The value's words run together may reach the threshold against the heard words run together. */
  markJoined(v: number): void {
    this.markValue(v, JOINED_BIT);
  }

  /** The value's words `at` and `at + 1` run together may reach it against heard word `at` (under 5). */
  markPair(v: number, at: number): void {
    this.markValue(v, 1 << at);
  }

  /** The heard words run together (`at` -1) or heard word `at` matched these words whole. */
  markWhole(slots: Int32Array, at: number): void {
    const bit = at < 0 ? JOINED_BIT : 1 << at;
    const { slotStamps, slotBits, stamp } = this;
    for (let k = 0; k < slots.length; k++) {
      const slot = slots[k]!;
      if (slotStamps[slot] !== stamp) {
        slotStamps[slot] = stamp;
        slotBits[slot] = 0;
      }
      slotBits[slot] = slotBits[slot]! | bit;
    }
  }

  /** The retrieval of `heard` at `minScore` has marked every value whose runs may reach it. */
  finish(heard: object, minScore: number): void {
    this.heard = heard;
    this.minScore = minScore;
  }

  /**
   * True when the last finished retrieval was of `heard` at `minScore` and value v's words run together (its words are
   * `slots[start..end)`) cannot reach it.
   */
  joinedMisses(heard: object, minScore: number, v: number, slots: Int32Array, start: number, end: number): boolean {
    if (this.heard !== heard || this.minScore !== minScore || this.has(v, JOINED_BIT)) return false;
    for (let k = start; k < end; k++) if (this.matchedWhole(slots[k]!, JOINED_BIT)) return false;
    return true;
  }

  /**
   * True when the last finished retrieval was of `heard` at `minScore` and value v's pair at `at` (the words in `first`
   * and `second`) cannot reach it against heard word `at`.
   */
  pairMisses(heard: object, minScore: number, v: number, at: number, first: number, second: number): boolean {
    const bit = 1 << at;
    return this.heard === heard && this.minScore === minScore && !this.has(v, bit) && !this.matchedWhole(first, bit) && !this.matchedWhole(second, bit);
  }

  private markValue(v: number, bit: number): void {
    if (this.valueStamps[v] !== this.stamp) {
      this.valueStamps[v] = this.stamp;
      this.valueBits[v] = 0;
    }
    this.valueBits[v] = this.valueBits[v]! | bit;
  }

  private has(v: number, bit: number): boolean {
    return this.valueStamps[v] === this.stamp && (this.valueBits[v]! & bit) !== 0;
  }

  private matchedWhole(slot: number, bit: number): boolean {
    return this.slotStamps[slot] === this.stamp && (this.slotBits[slot]! & bit) !== 0;
  }
}
