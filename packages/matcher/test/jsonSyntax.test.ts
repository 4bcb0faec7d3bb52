import { describe, expect, test } from '@jest/globals';
import { jsonSyntaxProblem } from '@switchboard/matcher';

describe('a JSON mistake is said in words, where it was made, with the fix', () => {
  test.each([
    ['a trailing comma in an object', '{\n  "a": 1,\n}', 2, 9, 'a comma after the last field or item, which JSON does not allow: remove it'],
    ['a trailing comma in a list (the parser names no place)', '{"b": [1,\n 2,\n]}', 2, 3, 'a comma after the last field or item, which JSON does not allow: remove it'],
    ['a comma inside a text is no trailing comma', '{"a": "x,}", "b": [1,]}', 1, 21, 'a comma after the last field or item, which JSON does not allow: remove it'],
    ['a missing comma between fields', '{\n  "a": 1\n  "b": 2\n}', 3, 3, 'a comma is missing before this (between two fields, or two items of a list)'],
    ['a missing comma between items', '[1 2]', 1, 4, 'a comma is missing before this (between two fields, or two items of a list)'],
    ['an unclosed brace', '{"a": 1', 1, 8, 'the text ends before every { and [ is closed: add the missing } or ]'],
    ['a name without quotes', '{a: 1}', 1, 2, 'a name must be in double quotes ("name": …), and a text too; single quotes are not JSON'],
    ['a comment', '{\n  // the tools\n  "a": 1\n}', 2, 3, 'JSON has no comments: remove it, or write the document in YAML (a .yaml file), which has'],
    ['a line break inside a text', '{"a": "x\ny"}', 1, 9, 'a line break or tab inside a quoted text: write it as \\n or \\t, or keep the text on one line'],
    ['two documents', '{}\n{}', 2, 1, 'more follows the end of the document\'s value (a second {…}?): one document holds one {…}'],
    // The parser names no place for a token where a value belongs; lookup-documents.md promises one for every mistake.
    ['a value left out after a name', '{\n  "tool_name": }', 2, 16, 'a value is missing after the name: write one (a text in double quotes, a number, true, false or null)'],
    ['a list closed by a brace', '{"lookups": [}', 1, 14, 'a bracket closes what it did not open: a list [ ends with ], an object { with }'],
    ['a list closed by a brace after an item', '{"a": [1}', 1, 9, 'a bracket closes what it did not open: a list [ ends with ], an object { with }'],
    ['an object closed by a bracket', '[{"a": 1]', 1, 9, 'a bracket closes what it did not open: a list [ ends with ], an object { with }'],
    ['a text without quotes', '{"full_name": Kaitlyn}', 1, 15, 'a value that is no JSON: write a text in double quotes ("…"), a number, or true, false or null in lower case'],
    ['True written with a capital', '{"debug": True}', 1, 11, 'a value that is no JSON: write a text in double quotes ("…"), a number, or true, false or null in lower case'],
  ])('%s', (_name, text, line, column, reason) => {
    expect(jsonSyntaxProblem(text)).toEqual({ reason, line, column });
  });

  test('valid JSON is no problem', () => {
    expect(jsonSyntaxProblem('{"lookups": [{"tool_name": "find"}]}')).toBeNull();
  });
});
