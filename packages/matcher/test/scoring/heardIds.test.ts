// What callers say is mostly text no table holds: preparing it must not grow the process's interned texts for good.
import { describe, expect, test } from '@jest/globals';
import { prepareHeardValue, prepareTableValue, prepareValue } from '../../src/scoring/preparedValue.js';
import { internedCounts, sameWord } from '../../src/scoring/wordIds.js';
import { WordComparer } from '../../src/scoring/wordSimilarity.js';

describe('heard values', () => {
  test('a heard word a table holds takes the table word\'s id, so the scorer still sees the same word', () => {
    const cell = prepareValue('Caitlin Myers');
    const heard = prepareHeardValue('caitlin meyersz');
    expect(heard.words[0]!.id).toBe(cell.words[0]!.id);
    expect(heard.words[1]!.id).not.toBe(cell.words[1]!.id);
    // The same new text keeps its id while it is remembered.
    expect(prepareHeardValue('zed meyersz').words[1]!.id).toBe(heard.words[1]!.id);
  });

  test('words run together are the same word as a table\'s when their texts are, whatever their sounds', () => {
    const cell = prepareValue('Mc Donald');
    expect(sameWord(prepareHeardValue('mc donald').joined, cell.joined)).toBe(true);
    expect(sameWord(prepareHeardValue('mcdo nald').joined, cell.joined)).toBe(true);
    expect(sameWord(prepareHeardValue('mac donald').joined, cell.joined)).toBe(false);
    // A word with the compound's text is not the compound (its sounds are its own).
    expect(sameWord(prepareHeardValue('mcdonald').words[0]!, cell.joined)).toBe(false);
    expect(new WordComparer('both', undefined, undefined).similarity(prepareHeardValue('mcdo nald').joined, cell.joined)).toBe(1);
  });

  test('thousands of new heard texts leave the table\'s interned texts as they were (the heard ones are a bounded map)', () => {
    prepareValue('Kate Lynn');
    const before = internedCounts();
    for (let i = 0; i < 3000; i++) prepareHeardValue(`kate${i.toString(36)} lynn${(i * 7).toString(36)}`);
    const after = internedCounts();
    expect(after.words).toBe(before.words);
    expect(after.heard).toBeGreaterThan(before.heard);
  });
});

describe('table values', () => {
  test('share one object per word (fewer objects for the collector), frozen so no memo can be put on it', () => {
    const a = prepareTableValue('Caitlin Myers');
    const b = prepareTableValue('Caitlin Smith');
    expect(a.words[0]).toBe(b.words[0]);
    expect(Object.isFrozen(a.words[0])).toBe(true);
    expect(() => { (a.words[0] as { cache: unknown }).cache = new Map(); }).toThrow(TypeError);
    // The same features as a value prepared for any other use (its words run together too: made when first read,
    // they are not among the fields toEqual compares).
    const other = prepareValue('Caitlin Myers');
    expect(a).toEqual(other);
    expect({ ...a.joined, cache: undefined }).toEqual({ ...other.joined, cache: undefined });
    expect(a.adjacentPairs.map((pair) => ({ ...pair, cache: undefined }))).toEqual(other.adjacentPairs.map((pair) => ({ ...pair, cache: undefined })));
  });

  test('values prepared for other uses, and heard values, get their own word objects (a heard word carries its memo)', () => {
    const table = prepareTableValue('Caitlin Myers');
    for (const other of [prepareValue('Caitlin Myers'), prepareHeardValue('Caitlin Myers')]) {
      expect(other.words[0]).not.toBe(table.words[0]);
      expect(Object.isFrozen(other.words[0])).toBe(false);
    }
  });

  test('a two-word value\'s one pair is its joined word, one object', () => {
    for (const value of [prepareTableValue('Kate Lynn'), prepareValue('Kate Lynn'), prepareHeardValue('kate lyn')]) {
      expect(value.adjacentPairs).toHaveLength(1);
      expect(value.adjacentPairs[0]).toBe(value.joined);
    }
    const three = prepareTableValue('Mary Kate Lynn');
    expect(three.adjacentPairs.map((pair) => pair.text)).toEqual(['marykate', 'katelynn']);
    expect(three.joined.text).toBe('marykatelynn');
  });
});
