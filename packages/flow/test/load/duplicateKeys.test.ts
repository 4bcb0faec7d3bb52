// The one-pass check for names given twice finds what YAML's own check (uniqueKeys: true) finds, at the same places.
import { describe, expect, test } from '@jest/globals';
import { parseDocument } from 'yaml';
import { addDuplicateKeyErrors } from '../../src/load/duplicateKeys.js';

const errorsOf = (document: ReturnType<typeof parseDocument>) => document.errors.map((error) => [error.code, error.pos[0], error.message]);

describe('a name given twice in one mapping', () => {
  test.each([
    { name: 'a node copied and not renamed', text: 'nodes:\n  greet: { kind: say }\n  bye: { kind: end }\n  greet: { kind: say }\n' },
    { name: 'a field twice inside braces', text: 'greet: { kind: say, text: Hi, text: Bye }\n' },
    { name: 'a JSON flow on one line', text: '{"nodes": {"a": {"kind": "end"}, "a": {"kind": "end"}}}' },
    { name: 'three times, and in two mappings', text: 'a: 1\nb: { x: 1, x: 2 }\na: 2\na: 3\n' },
    { name: 'keys equal as values, written differently', text: "a: 1\n'a': 2\n\"a\": 3\n" },
    { name: 'an alias used as a key twice', text: 'k: &k key\nm:\n  *k : 1\n  *k : 2\n' },
    { name: 'two merge keys', text: 'base: &b { a: 1 }\nn:\n  <<: *b\n  <<: *b\n' },
    { name: 'no name twice, with a broken line after', text: 'a: 1\nb: "open\n' },
    { name: 'a name twice, then a quote never closed', text: 'a: 1\na: 2\nb: "open\n' },
  ])('$name: the same errors as YAML\'s own check', ({ text }) => {
    const own = parseDocument(text, { uniqueKeys: true, merge: true, prettyErrors: false });
    const onePass = parseDocument(text, { uniqueKeys: false, merge: true, prettyErrors: false });
    addDuplicateKeyErrors(onePass);
    expect(errorsOf(onePass)).toEqual(errorsOf(own));
  });
});
