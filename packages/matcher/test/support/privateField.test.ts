// privateField: a test's look at a private field fails loudly once the field is gone.
import { describe, expect, test } from '@jest/globals';
import { privateField } from './privateField.js';

class Check {
  private released = false;
  private joined: string | undefined = undefined;
  release(): void { this.released = true; }
  isReleased(): boolean { return this.released; }
  joinedText(): string | undefined { return this.joined; }
}

describe('privateField', () => {
  test('reads a field the class keeps private, undefined when it holds undefined', () => {
    const check = new Check();
    expect(privateField<boolean>(check, 'released')).toBe(false);
    check.release();
    expect(privateField<boolean>(check, 'released')).toBe(true);
    expect(privateField(check, 'joined')).toBeUndefined();
  });

  test('a field the object does not have (renamed) throws, naming it and the class', () => {
    expect(() => privateField(new Check(), 'relased')).toThrow('the test reads a field "relased" that a Check does not have: was it renamed? Update the test');
  });

  test.each([[undefined], [null], [3]])('%p has no fields to read', (value) => {
    expect(() => privateField(value, 'released')).toThrow(`the test reads a field "released" that ${String(value)} does not have`);
  });
});
