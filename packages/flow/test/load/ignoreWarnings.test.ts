// A node's `ignore`: warnings judged fine there are silenced (and kept apart), errors never; a wrong list is reported.
import { describe, expect, test } from '@jest/globals';
import { ISSUE, loadFlowText } from '@switchboard/flow';
import { fakeCustomers } from '../runtime/fakeCustomers.js';

const DOCUMENTS = 'documents: { customers: customers.lookup.json }\n';
// "thanks" reads the row on the not_found way too: a maybe_unset_variable warning at "thanks".
const FLOW = (thanksIgnore: string, byeIgnore = '') => [
  'nodes:',
  '  ask: { kind: collect, into: name, next: find }',
  '  find: { kind: lookup, text: "#lookup lookup_customer full_name={{name}}", into: customer, on: { confident: thanks, ambiguous: bye, not_found: thanks, error: bye } }',
  `  thanks: { kind: say, text: "Thank you, {{customer.Full Name}}.", next: bye${thanksIgnore} }`,
  `  bye: { kind: end, text: "Goodbye {{customer.City}}."${byeIgnore} }`,
].join('\n');

async function load(text: string) {
  return loadFlowText(`${DOCUMENTS}${text}\n`, '/tmp/ignore.flow.yaml', { loadDocument: async () => fakeCustomers() });
}
const codes = (issues: { code: string; node?: string; severity: string }[]) => issues.map(({ code, node, severity }) => `${severity} ${code} ${node ?? ''}`);

describe('ignore: [warning codes] on a node', () => {
  test('without it, both nodes have their warning', async () => {
    const { issues, silenced } = await load(FLOW(''));
    expect(codes(issues)).toEqual(['warning maybe_unset_variable thanks', 'warning maybe_unset_variable bye']);
    expect(silenced).toEqual([]);
  });

  test('silences that warning at that node only, and keeps it apart in `silenced`, placed as before', async () => {
    const { flow, issues, silenced } = await load(FLOW(', ignore: [maybe_unset_variable]'));
    expect(flow).not.toBeNull();
    expect(codes(issues)).toEqual(['warning maybe_unset_variable bye']);
    expect(silenced).toEqual([expect.objectContaining({ code: ISSUE.maybeUnsetVariable, severity: 'warning', node: 'thanks', path: 'nodes.thanks.text', line: 5, column: 42 })]);
  });

  test('never silences an error: a transfer to a variable some way never sets is still refused', async () => {
    const { flow, issues, silenced } = await load([
      'nodes:',
      '  ask: { kind: collect, into: answer, next: route }',
      '  route: { kind: branch, variable: answer, cases: [{ match: [yes], next: ask_ext }], otherwise: out }',
      '  ask_ext: { kind: collect, into: ext, next: out }',
      '  out: { kind: transfer, to: "{{ext}}", ignore: [maybe_unset_variable] }',
    ].join('\n'));
    expect(flow).toBeNull();
    expect(silenced).toEqual([]);
    expect(codes(issues)).toEqual(['error maybe_unset_variable out']);
  });

  test('an ignore that silences nothing is a warning naming the node, said once however often the code is listed, once the flow has no error', async () => {
    const { issues } = await load([
      'nodes:',
      '  ask: { kind: collect, into: answer, next: route }',
      '  route: { kind: branch, variable: answer, cases: [{ match: [yes], next: ask_ext }], otherwise: fixed }',
      '  ask_ext: { kind: collect, into: ext, next: out }',
      '  out: { kind: transfer, to: "{{ext}}", text: "Hold on.", ignore: [maybe_unset_variable, maybe_unset_variable] }',
      '  fixed: { kind: transfer, to: desk }',
    ].join('\n'));
    expect(issues).toEqual([expect.objectContaining({
      code: ISSUE.unusedIgnore, severity: 'warning', node: 'out', path: 'nodes.out.ignore.0', line: 6, column: 68,
      message: 'node "out" ignores maybe_unset_variable, but there is no maybe_unset_variable warning at this node; remove it from "ignore", so that a maybe_unset_variable warning that comes with a later change is seen',
    })]);
  });

  test.each([
    ['a misspelt code is no code, with did-you-mean; the warning it meant to silence is still reported', '[maybe_unset_variabel]', ISSUE.unknownIssueCode,
      'node "thanks" ignores "maybe_unset_variabel", which is no issue code (did you mean "maybe_unset_variable"?); a node may ignore these warnings: literal_names_variable, maybe_unset_variable'],
    ['an error code cannot be ignored', '[unknown_variable]', ISSUE.cannotIgnore,
      'node "thanks" ignores "unknown_variable", which is an error, not a warning: an error keeps the flow from running and cannot be ignored; fix it instead (docs/flows.md gives each code with its fix), and remove it from "ignore"'],
    ['a directive code is an error too', '[unterminated_template]', ISSUE.cannotIgnore, 'which is an error, not a warning'],
    ['a document warning belongs to the document', '[document_warning]', ISSUE.cannotIgnore, 'a warning about a lookup document, never about a node: fix it in the document'],
    ['the warning about the list itself is not silenced by the list', '[unused_ignore]', ISSUE.cannotIgnore, 'remove the entry that silences nothing instead'],
  ])('%s', async (_name, list, code, message) => {
    const { flow, issues } = await load(FLOW(`, ignore: ${list}`));
    expect(flow).toBeNull();
    expect(issues).toContainEqual(expect.objectContaining({ code, severity: 'error', node: 'thanks', path: 'nodes.thanks.ignore.0', message: expect.stringContaining(message) }));
    expect(codes(issues)).toContain('warning maybe_unset_variable thanks');
  });

  test('an ignore that is not a list of codes is invalid_field', async () => {
    const { issues } = await load(FLOW(', ignore: maybe_unset_variable'));
    expect(issues).toContainEqual(expect.objectContaining({ code: ISSUE.invalidField, node: 'thanks', path: 'nodes.thanks.ignore', message: expect.stringContaining('ignore: [maybe_unset_variable]') }));
  });

  test('literal_names_variable can be ignored where the text is meant', async () => {
    const text = [
      'nodes:',
      '  ask: { kind: collect, into: name, next: find }',
      '  find: { kind: lookup, text: "#lookup lookup_customer full_name=name", into: customer, on: { confident: bye, ambiguous: bye, not_found: bye, error: bye }, ignore: [literal_names_variable] }',
      '  bye: { kind: end }',
    ].join('\n');
    const { flow, issues, silenced } = await load(text);
    expect(flow).not.toBeNull();
    expect(issues).toEqual([]);
    expect(codes(silenced)).toEqual(['warning literal_names_variable find']);
  });
});
