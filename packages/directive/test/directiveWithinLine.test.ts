import { expect, test } from '@jest/globals';
import { directiveWithinLine } from '../src/index.js';

test.each([
  { name: 'a #lookup after a prompt on its line is found, at its #', text: 'Find the caller: #lookup t a={{b}}', found: { name: 'lookup', line: 1, column: 18, before: 'Find the caller:' } },
  { name: 'a #caller_lookup on a later line after a word is found', text: 'Note\nnow #caller_lookup', found: { name: 'caller_lookup', line: 2, column: 5, before: 'now' } },
  { name: 'a directive starting its line is not (it is a directive)', text: 'Note\n  #lookup t', found: undefined },
  { name: 'a longer word is not (#lookups)', text: 'see #lookups', found: undefined },
  { name: 'prose without a directive name is not', text: 'Press # to continue', found: undefined },
])('$name', ({ text, found }) => {
  expect(directiveWithinLine(text)).toEqual(found);
});
