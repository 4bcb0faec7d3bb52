// What `validate` says of a template's formatter and of a flow's `formats` block, each at its place in the file.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, startCall } from '@switchboard/flow';

/** A flow saying `text` at its first node, then transferring `to`, with `top` added above `nodes`. */
function flowText(text: string, { to = '+15551230000', top = '' } = {}): string {
  return [
    'name: formats',
    top,
    'nodes:',
    '  ask:',
    '    kind: collect',
    '    text: Your account number?',
    '    into: account',
    '    next: tell',
    '  tell:',
    '    kind: say',
    `    text: "${text}"`,
    '    next: hand_over',
    '  hand_over:',
    '    kind: transfer',
    `    to: "${to}"`,
  ].join('\n');
}

async function issuesOf(text: string, options?: { to?: string; top?: string }) {
  const { issues } = await loadFlowText(flowText(text, options), '/flows/formats/flow.yaml');
  return issues.map((issue) => ({ code: issue.code, severity: issue.severity, line: issue.line, column: issue.column, message: issue.message }));
}

describe('validate: formatters', () => {
  test.each([
    ['every formatter the flow can apply passes', 'Account {{account | digits}}, {{account | number}}, {{account | phone}}, {{account | date}}.', {}, []],
    ['money with the flow\'s currency passes', 'You owe {{account | money}}.', { top: 'formats: { currency: USD }' }, []],
  ])('%s', async (_name, text, options, expected) => {
    expect(await issuesOf(text, options)).toEqual(expected);
  });

  test('an unknown formatter is an error at its name, with did-you-mean and the list', async () => {
    expect(await issuesOf('Account {{account | digit}}.')).toEqual([{
      code: 'unknown_formatter', severity: 'error', line: 11, column: 32,
      message: expect.stringContaining('node "tell" says {{account | digit}}, but "digit" is no formatter (did you mean "digits"?'),
    }]);
    const [issue] = await issuesOf('Account {{account | digit}}.');
    expect(issue?.message).toContain('digits, number, money, phone, date');
  });

  test('a bar with no formatter after it says so, and lists the formatters', async () => {
    const [issue] = await issuesOf('Account {{account | }}.');
    expect(issue).toMatchObject({ code: 'unknown_formatter', line: 11, column: 30, message: expect.stringContaining('node "tell" says {{account |}}, with no formatter after its `|`; a template\'s value is said by one of: digits,') });
  });

  test('a name another voice platform uses names ours', async () => {
    const [issue] = await issuesOf('Call {{account | telephone}}.');
    expect(issue).toMatchObject({ code: 'unknown_formatter', message: expect.stringContaining('what other voice platforms call "telephone" is "phone" here') });
  });

  test('money without a currency is refused: an amount is never said in a currency guessed', async () => {
    expect(await issuesOf('You owe {{account | money}}.')).toEqual([{
      code: 'currency_not_set', severity: 'error', line: 11, column: 32, message: expect.stringContaining('formats: { currency: USD }'),
    }]);
  });

  test('a formatter in a transfer\'s to is refused: the destination is dialled, not said', async () => {
    expect(await issuesOf('Transferring.', { to: '{{account | digits}}' })).toEqual([{
      code: 'formatter_not_said', severity: 'error', line: 15, column: 22, message: expect.stringContaining('write {{account}}'),
    }]);
  });

  test('a formatter in a #lookup argument is refused: the lookup is given the value as it is', async () => {
    const text = flowText('Thanks.').replace('    next: tell\n', '    next: find\n  find:\n    kind: lookup\n    text: "#lookup find_account id={{account | digits}}"\n    on: { confident: tell, ambiguous: tell, not_found: tell, error: tell }\n');
    const { issues } = await loadFlowText(text, '/flows/formats/flow.yaml');
    expect(issues.map((issue) => issue.code)).toContain('format_in_argument');
    expect(issues.find((issue) => issue.code === 'format_in_argument')?.message).toContain('write `{{account}}`');
  });

  test.each([
    ['a currency that is no ISO 4217 code, with did-you-mean', 'formats: { currency: GPB }', 'invalid_field', 'which is no ISO 4217 currency code (did you mean "GBP"?)'],
    ['a date order of neither kind', 'formats: { numeric_dates: dmy }', 'invalid_field', 'write month_first'],
    ['an unknown field in formats', 'formats: { curency: USD }', 'unknown_field', 'did you mean "currency"?'],
    ['formats that is not a mapping', 'formats: USD', 'invalid_field', 'must be a mapping'],
  ])('formats: %s', async (_name, top, code, words) => {
    const issues = await issuesOf('Thanks.', { top });
    expect(issues).toEqual([expect.objectContaining({ code, message: expect.stringContaining(words) })]);
  });
});

describe('a call with formatters', () => {
  test('says each value as formatted, and one a formatter cannot read as written, with a warning on the event', async () => {
    const text = flowText('Account {{account | digits}}, due {{account | date}}.', { top: 'formats: { currency: usd, numeric_dates: day_first }' });
    const { flow, issues } = await loadFlowText(text, '/flows/formats/flow.yaml');
    expect(issues).toEqual([]);
    expect(flow?.formats).toEqual({ currency: 'USD', numericDates: 'day_first' });
    const call = await startCall(flow!);
    await call.hear('A10001');
    const said = call.events.find((event) => event.type === 'say' && event.node === 'tell');
    expect(said).toEqual({
      type: 'say', node: 'tell', text: 'Account A 1 0 0 0 1, due A10001.',
      unformatted: [{ code: 'value_not_formatted', message: expect.stringContaining('{{account | date}} at node "tell" held "A10001", which is not a date') }],
    });
  });

  // A record's empty cell said through a formatter ("will be ready on .") was said as nothing without a word: the
  // formatter says a value belongs there, so the event now warns of it, and `run` and `replay` show the warning.
  test('a blank value under a formatter is said as nothing, with a value_blank warning on the event naming the template', async () => {
    const text = flowText('Your refill will be ready on {{account | date}}.');
    const { flow } = await loadFlowText(text, '/flows/formats/flow.yaml');
    const call = await startCall(flow!);
    await call.hear('');
    const said = call.events.find((event) => event.type === 'say' && event.node === 'tell');
    expect(said).toEqual({
      type: 'say', node: 'tell', text: 'Your refill will be ready on .',
      unformatted: [{
        code: 'value_blank',
        message: '{{account | date}} at node "tell" was blank (a record\'s empty cell, an answer not given), so the caller heard nothing ' +
          'where it stands; give the record a value, or branch on account first and say words of your own when it is blank',
      }],
    });
  });

  test('a blank value without a formatter is said as nothing, as before, without a warning', async () => {
    const { flow } = await loadFlowText(flowText('Your refill will be ready on {{account}}.'), '/flows/formats/flow.yaml');
    const call = await startCall(flow!);
    await call.hear('');
    expect(call.events).toContainEqual({ type: 'say', node: 'tell', text: 'Your refill will be ready on .' });
  });

  test('a numeric date reads in the flow\'s order', async () => {
    const text = flowText('Due {{account | date}}.', { top: 'formats: { numeric_dates: day_first }' });
    const { flow } = await loadFlowText(text, '/flows/formats/flow.yaml');
    const call = await startCall(flow!);
    await call.hear('03/05/2026');
    expect(call.events).toContainEqual({ type: 'say', node: 'tell', text: 'Due May 3, 2026.' });
  });
});

describe('validate: a formatter on a branch variable', () => {
  /** A flow asking for a code, then branching on `variable`. */
  const branchFlow = (variable: string): string => [
    'start: ask',
    'nodes:',
    '  ask: { kind: collect, text: Your code?, into: code, next: route }',
    `  route: { kind: branch, variable: "${variable}", cases: [{ match: "1", next: bye }], otherwise: bye }`,
    '  bye: { kind: end, text: Bye. }',
  ].join('\n');

  test.each([
    ['braced', '{{code | digits}}'],
    ['unbraced', 'code | digits'],
  ])('%s: the branch compares the value as stored, which the fix names', async (_name, variable) => {
    const { issues } = await loadFlowText(branchFlow(variable), '/flows/route/flow.yaml');
    expect(issues.map((issue) => ({ code: issue.code, node: issue.node, message: issue.message }))).toEqual([{
      code: 'unknown_variable', node: 'route',
      message: `branch node "route" has variable: ${variable}, but a branch compares the value as the variable holds it, and a formatter ` +
        '(| digits) changes only how a value is said; write variable: code',
    }]);
  });

  test('a formatter on a variable no node stores is still an unknown variable', async () => {
    const { issues } = await loadFlowText(branchFlow('{{coed | digits}}'), '/flows/route/flow.yaml');
    expect(issues.map((issue) => issue.message)).toEqual([expect.stringContaining('which no node of the flow stores')]);
  });
});
