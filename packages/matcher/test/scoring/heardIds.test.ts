// What callers say is mostly text no table holds: preparing it must not grow the process's interned texts for good.
import { describe, expect, test } from '@jest/globals';
import { prepareHeardValue, prepareValue } from '../../src/scoring/preparedValue.js';
import { internedCounts } from '../../src/scoring/wordIds.js';

describe('heard values', () => {
  test('a heard word a table holds takes the table word\'s id, so the scorer still sees the same word', () => {
    const cell = prepareValue('Caitlin Myers');
    const heard = prepareHeardValue('caitlin meyersz');
    expect(heard.words[0]!.id).toBe(cell.words[0]!.id);
    expect(heard.words[1]!.id).not.toBe(cell.words[1]!.id);
    // The same new text keeps its id while it is remembered.
    expect(prepareHeardValue('zed meyersz').words[1]!.id).toBe(heard.words[1]!.id);
  });

  test('heard words run together take the table compound\'s id when a table holds it', () => {
    const cell = prepareValue('Mc Donald');
    expect(prepareHeardValue('mc donald').joined.id).toBe(cell.joined.id);
  });

  test('thousands of new heard texts leave the table\'s interned texts as they were (the heard ones are a bounded map)', () => {
    prepareValue('Kate Lynn');
    const before = internedCounts();
    for (let i = 0; i < 3000; i++) prepareHeardValue(`kate${i.toString(36)} lynn${(i * 7).toString(36)}`);
    const after = internedCounts();
    expect({ words: after.words, compounds: after.compounds }).toEqual({ words: before.words, compounds: before.compounds });
    expect(after.heard).toBeGreaterThan(before.heard);
  });
});
