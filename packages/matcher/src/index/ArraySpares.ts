/**
 * Typed arrays given back by what a memo dropped, for what the memo keeps next.
 *
 * A typed array over 64 bytes keeps its numbers outside the V8 heap, and every 64 MB of such memory allocated since
 * the last full collection starts another (V8's "external memory pressure"). A memo that empties and refills
 * allocates its arrays again and again: at a million rows, 400 MB a thousand calls, so a full collection of the
 * 600 MB heap every few hundred calls, whose marking steps land on the calls under way (the tail of
 * `npm run bench`). Arrays given back here are taken again instead.
 *
 * An array given back during a call may still be read by that call (a dropped check in its own map), so it is
 * only handed out again after `settle`, which the index calls when a call ends. Arrays given back past
 * `mostBytes` are left to the collector, and nothing breaks when `settle` is never called: arrays then stop
 * coming back, and new ones are allocated.
 *
 * @example
 *   const spares = new ArraySpares((length) => new Int32Array(length), 32 * 2 ** 20)
 *   const pool = spares.take(1024) // a new array, or one given back: its contents are not cleared
 *   spares.giveBack(pool)
 *   spares.settle() // the next take(1024) returns pool
 */
export class ArraySpares<A extends Int32Array<ArrayBuffer> | Int16Array<ArrayBuffer> | Uint8Array<ArrayBuffer>> {
  private readonly free = new Map<number, A[]>();
  private pending: A[] = [];
  private bytes = 0;

  constructor(
    private readonly make: (length: number) => A,
    private readonly mostBytes: number,
  ) {}

  /** An array of `length` entries, holding whatever it held before. */
  take(length: number): A {
    const array = this.free.get(length)?.pop();
    if (array === undefined) return this.make(length);
    this.bytes -= array.byteLength;
    return array;
  }

  /** Hands `array` back; it must not be used after the call under way ends. */
  giveBack(array: A): void {
    if (this.bytes + array.byteLength > this.mostBytes) return;
    this.bytes += array.byteLength;
    this.pending.push(array);
  }

  /** The call under way has ended: what it gave back may be taken again. */
  settle(): void {
    if (this.pending.length === 0) return;
    for (const array of this.pending) {
      const list = this.free.get(array.length);
      if (list === undefined) this.free.set(array.length, [array]);
      else list.push(array);
    }
    this.pending = [];
  }
}
