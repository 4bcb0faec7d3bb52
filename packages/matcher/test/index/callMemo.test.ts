// The two tiers of the index's memos (`CallMemo`): what a call kept for itself is dropped when the next begins; what
// recurs (`RecurringPieces`: a piece a second call meets again, or a word some table holds) is kept across calls; a
// tier past its bounds is dropped whole, with the tier of the memo whose values hold it.
import { describe, expect, test } from '@jest/globals';
import { createLookup, tableFromRows } from '@switchboard/matcher';
import { CallMemo, RecurringPieces } from '../../src/index/CallMemo.js';

describe('CallMemo', () => {
  test('an entry kept for its call is dropped when the next call begins; one kept across calls stays', () => {
    const memo = new CallMemo<string>(100);
    memo.startCall();
    memo.set('kaitlinn', 'for the call', 0, false);
    memo.set('caitlin', 'across calls', 0, true);
    expect(memo.get('kaitlinn')).toBe('for the call');
    memo.startCall();
    expect(memo.get('kaitlinn')).toBeUndefined();
    expect(memo.get('caitlin')).toBe('across calls');
  });

  test('without startCall the call\'s entries are dropped in bulk past the bound', () => {
    const memo = new CallMemo<number>(3);
    for (let i = 0; i < 3; i++) memo.set(`k${i}`, i, 0, false);
    expect([...memo.values()]).toEqual([0, 1, 2]);
    memo.set('k3', 3, 0, false);
    expect([...memo.values()]).toEqual([3]);
  });

  test('a tier past its weight is dropped whole, its values told, and the holders\' tier with it; the other tier stays', () => {
    const told: string[] = [];
    const holders = new CallMemo<string>(100);
    const memo = new CallMemo<string>(100, 10, (value) => told.push(value), holders as CallMemo<unknown>);
    memo.set('kept', 'kept value', 4, true);
    holders.set('holder of kept', 'h1', 0, true);
    memo.set('a', 'a value', 6, false);
    holders.set('holder of a', 'h2', 0, false);
    memo.set('b', 'b value', 6, false);
    expect(told).toEqual(['a value']);
    expect([...memo.values()]).toEqual(['b value', 'kept value']);
    expect([...holders.values()]).toEqual(['h1']);
    memo.set('kept too', 'k2', 7, true);
    expect(told).toEqual(['a value', 'kept value']);
    expect([...memo.values()]).toEqual(['b value', 'k2']);
    expect([...holders.values()]).toEqual([]);
  });

  test('startCall tells of each value the last call alone held (its arrays may be given back)', () => {
    const told: number[] = [];
    const memo = new CallMemo<number>(100, Number.POSITIVE_INFINITY, (value) => told.push(value));
    memo.set('x', 1, 0, false);
    memo.set('y', 2, 0, true);
    memo.startCall();
    expect(told).toEqual([1]);
    memo.clear();
    expect(told).toEqual([1, 2]);
    expect([...memo.values()]).toEqual([]);
  });
});

describe('RecurringPieces', () => {
  test('a piece recurs from the second call that meets it, the same answer all through a call; a table word at once', () => {
    const pieces = new RecurringPieces();
    pieces.startCall();
    expect([pieces.recurs('kaitlinn', false), pieces.recurs('kaitlinn', false)]).toEqual([false, false]);
    expect(pieces.recurs('johnson', true)).toBe(true);
    pieces.startCall();
    expect([pieces.recurs('kaitlinn', false), pieces.recurs('kaitlinn', false)]).toEqual([true, true]);
    expect(pieces.recurs('meyerz', false)).toBe(false);
  });

  test('many pieces over two calls: most recur (unless another took the slot); a piece never met never does', () => {
    const pieces = new RecurringPieces();
    const keys = Array.from({ length: 3000 }, (_, i) => `piece-${i}|${(i * 7919) % 1000}`);
    pieces.startCall();
    for (const key of keys) pieces.recurs(key, false);
    pieces.startCall();
    // A table of 16,384 slots: most of 3,000 pieces kept their slot (a later piece hashed to it took the rest).
    expect(keys.filter((key) => pieces.recurs(key, false)).length).toBeGreaterThan(2400);
    // A piece never met is never taken for one met (its slot's second hash differs).
    expect(Array.from({ length: 3000 }, (_, i) => `other-${i}`).filter((key) => pieces.recurs(key, false))).toEqual([]);
  });
});

describe('a lookup\'s calls', () => {
  const rows = [['Name'], ['Caitlin Myers'], ['John Smith'], ['Joan Smith'], ['Sean Riley']];
  const { table } = tableFromRows(rows, { headerRow: 1 });
  const entry = { tool_name: 'find', search_column: 'Name', param_name: 'full_name', match_mode: 'hybrid' };

  test('each call begins a call of the memos: a mishearing one call met is gone after it, one two calls met is kept', () => {
    const made = createLookup(entry, table!);
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    const heardTexts = (): string[] => {
      const [column] = (made.lookup as unknown as { indexedColumns: { candidates: { similarityMemo: CallMemo<{ heard: { text: string } }> } }[] }).indexedColumns;
      return [...new Set([...column!.candidates.similarityMemo.values()].map((entry) => entry.heard.text))].sort();
    };
    // (A table of its own: lookups over one table share its columns' index, memos and all.)
    const fresh = (heard: string) => {
      const other = createLookup(entry, tableFromRows(rows, { headerRow: 1 }).table!);
      if (!other.ok) throw new Error(JSON.stringify(other.issues));
      return other.lookup.call({ full_name: heard });
    };
    const ask = (heard: string) => expect(made.lookup.call({ full_name: heard })).toEqual(fresh(heard));
    ask('kaitlinn meyerz');
    expect(heardTexts()).toEqual(expect.arrayContaining(['kaitlinn', 'meyerz']));
    ask('john smith');
    // "john" and "smith" are the table's words, kept from their first call; the last call's mishearings are gone.
    expect(heardTexts()).toEqual(expect.arrayContaining(['john', 'smith']));
    expect(heardTexts()).not.toContain('kaitlinn');
    ask('kaitlinn meyerz');
    ask('sean riley');
    expect(heardTexts()).toEqual(expect.arrayContaining(['kaitlinn', 'meyerz', 'john', 'smith', 'sean', 'riley']));
  });
});
