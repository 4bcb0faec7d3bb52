// A lookup node given the outcomes of the other lookup directive (a #caller_lookup's `confident`, a #lookup's `found`)
// is told which outcomes its directive has and what to write, and the edge is read as meant for the other checks.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText } from '@switchboard/flow';

const callerLookupFlow = (on: string): string =>
  'caller_lookup: { url: "https://crm.example.com/clients" }\nnodes:\n' +
  `  who: { kind: lookup, text: "#caller_lookup", into: client, on: ${on} }\n` +
  '  welcome: { kind: end, text: "Welcome back." }\n  ask: { kind: end, text: Hello. }\n';

const documentLookupFlow = (on: string): string =>
  'documents: { customers: customers.lookup.json }\nnodes:\n' +
  `  find: { kind: lookup, text: "#lookup lookup_customer full_name={{call.caller}}", into: customer, on: ${on} }\n` +
  '  welcome: { kind: end, text: "Welcome back." }\n  ask: { kind: end, text: Hello. }\n';

describe('the outcomes of the other lookup directive', () => {
  test('a #caller_lookup given confident and ambiguous is told its outcomes and the fix, confident read as found', async () => {
    const { issues } = await loadFlowText(callerLookupFlow('{ confident: welcome, ambiguous: welcome, not_found: ask, error: ask }'), '/virtual/who.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.node, issue.path])).toEqual([
      ['unknown_field', 'who', 'nodes.who.on.confident'],
      ['unknown_field', 'who', 'nodes.who.on.ambiguous'],
    ]);
    expect(issues[0]?.message).toBe(
      'node "who" on has no field "confident": "confident" is an outcome of a #lookup, and a #caller_lookup ends in found ' +
      '(the client database knew the number), not_found or error; write found: welcome in place of confident: welcome',
    );
    expect(issues[1]?.message).toBe(
      'node "who" on has no field "ambiguous": "ambiguous" is an outcome of a #lookup, and a #caller_lookup ends in found ' +
      '(the client database knew the number), not_found or error; remove it: several clients on one number are found, ' +
      'as a list (branch on client.length)',
    );
  });

  test('a #caller_lookup given both found and confident is told to remove confident', async () => {
    const { issues } = await loadFlowText(callerLookupFlow('{ found: welcome, confident: welcome, not_found: ask, error: ask }'), '/virtual/who.flow.yaml');
    expect(issues.map((issue) => issue.code)).toEqual(['unknown_field']);
    expect(issues[0]?.message).toMatch(/; remove it: on\.found already names "welcome"$/);
  });

  test('a #lookup given found is told its outcomes and the fix, found read as confident', async () => {
    const { issues } = await loadFlowText(documentLookupFlow('{ found: welcome, ambiguous: ask, not_found: ask, error: ask }'), '/virtual/find.flow.yaml');
    const onEdges = issues.filter((issue) => issue.path.startsWith('nodes.find.on'));
    expect(onEdges.map((issue) => [issue.code, issue.path])).toEqual([['unknown_field', 'nodes.find.on.found']]);
    expect(onEdges[0]?.message).toBe(
      'node "find" on has no field "found": "found" is an outcome of a #caller_lookup, and a #lookup ends in confident ' +
      '(one row matched), ambiguous (several might), not_found or error; write confident: welcome in place of found: welcome',
    );
    expect(issues.filter((issue) => issue.code === 'unreachable_node')).toEqual([]);
  });
});
