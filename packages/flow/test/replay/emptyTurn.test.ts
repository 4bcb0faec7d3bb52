// A turn written as an empty item (`- ` or `~`), as an author scripts a caller who says nothing, is told how to write
// silence (`""`), rather than only that it must be a string; an empty item of another list is told to be filled or removed.
import { describe, expect, test } from '@jest/globals';
import { parseCallScript } from '@switchboard/flow';

describe('an empty item in a call file list', () => {
  test.each([
    { name: 'an empty turn item', turns: 'turns:\n  - Kaitlyn Meyers\n  -\n', at: ['turns[1]', 4], says: 'for a turn in which the caller says nothing, write ""' },
    { name: 'a turn written ~', turns: 'turns: [~]\n', at: ['turns[0]', 2], says: 'for a turn in which the caller says nothing, write ""' },
  ])('$name says how silence is written', ({ turns, at, says }) => {
    const { issues } = parseCallScript(`flow: ../flow.yaml\n${turns}expect:\n  status: ended\n`, 'silence.call.yaml');
    expect(issues.map((issue) => [issue.code, issue.path, issue.line])).toEqual([['wrong_type', ...at]]);
    expect(issues[0]?.message).toContain(`"${String(at[0])}" must be a string, but the item is empty, which YAML reads as null, not text: ${says}`);
  });

  test('an empty says item is told to be filled in or removed', () => {
    const { issues } = parseCallScript('flow: ../flow.yaml\nturns: []\nexpect:\n  says:\n    - Hello\n    -\n', 'says.call.yaml');
    expect(issues[0]?.message).toContain('"expect.says[1]" must be a string, but the item is empty, which YAML reads as null, not text: write the text, or remove the "-"');
  });

  test('a turn written "" is silence, and no issue', () => {
    expect(parseCallScript('flow: ../flow.yaml\nturns: [""]\nexpect:\n  status: ended\n', 'ok.call.yaml').issues).toEqual([]);
  });
});
