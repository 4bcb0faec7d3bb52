// A character that shows as nothing, pasted into a #lookup value, is a warning at it; one a script needs there is not.
import { describe, expect, test } from '@jest/globals';
import { parseDirective } from '../src/index.js';
import { INVISIBLE_CHARACTER_NOTE } from '../src/messages.js';

const warnings = (text: string) => parseDirective(text).issues.map(({ code, severity, column }) => [code, severity, column]);

describe('an invisible character in a #lookup value', () => {
  test.each([
    { name: 'a zero-width space after a bare value', text: '#lookup t a=1\u200b', column: 14 },
    { name: 'a zero-width space inside a quoted value', text: '#lookup t city="Spring\u200bfield"', column: 23 },
    { name: 'a soft hyphen inside a word', text: '#lookup t name=Kait\u00adlyn', column: 20 },
    { name: 'a left-to-right mark before a value', text: '#lookup t id=\u200eA1001', column: 14 },
    { name: 'a word joiner between digits', text: '#lookup t id=555\u20600123', column: 17 },
    { name: 'a right-to-left mark after a number', text: '#lookup t id="A1001\u200f"', column: 20 },
    { name: 'a joiner with nothing to join, at the end', text: '#lookup t a=x\u200d', column: 14 },
  ])('$name is an invisible_character warning at it', ({ text, column }) => {
    expect(warnings(text)).toEqual([['invisible_character', 'warning', column]]);
  });

  test('the message names the parameter and shows the character', () => {
    const [issue] = parseDirective('#lookup t a=1\u200b').issues;
    expect(issue?.message).toBe(`The value of \`a\`, \`1<U+200B>\`, holds a character that shows as nothing, which the lookup is given as part of the value. ${INVISIBLE_CHARACTER_NOTE}`);
  });

  test('the value is still passed as written', () => {
    expect(parseDirective('#lookup t a=1\u200b').directive).toMatchObject({ args: [{ param: 'a', binding: { kind: 'literal', value: '1\u200b' } }] });
  });

  test.each([
    { name: 'a Persian word with its non-joiner (می‌خواهم)', text: '#lookup t word="\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"' },
    { name: 'a Devanagari conjunct with a joiner (क्‍ष)', text: '#lookup t word=\u0915\u094d\u200d\u0937' },
    { name: 'a Malayalam chillu written with a joiner', text: '#lookup t word=\u0d28\u0d4d\u200d' },
    { name: 'Thai words parted by a zero-width space', text: '#lookup t word=\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35\u200b\u0e04\u0e23\u0e31\u0e1a' },
    { name: 'an emoji sequence', text: '#lookup t word="\u{1F468}\u200d\u{1F469}"' },
    { name: 'a template (its value is checked when the call runs, not here)', text: '#lookup t a={{x}}' },
  ])('$name is no issue', ({ text }) => {
    expect(warnings(text)).toEqual([]);
  });
});
