// Each model vendor's tool shape, from one tool definition.
import { describe, expect, test } from '@jest/globals';
import { createLookup, tableFromRows, toAnthropicTool, toMcpTool, toOpenAITool, type ToolDefinition } from '@switchboard/matcher';

const tool: ToolDefinition = {
  name: 'lookup_customer',
  description: 'Look up a customer.',
  parameters: [
    { name: 'full_name', description: 'The name as heard.', required: true, column: 'Full Name' },
    { name: 'city', description: 'Optional city.', required: false, column: 'City' },
  ],
};
const schema = {
  type: 'object',
  properties: { full_name: { type: 'string', description: 'The name as heard.' }, city: { type: 'string', description: 'Optional city.' } },
  required: ['full_name'],
  additionalProperties: false,
};

test.each([
  ['OpenAI', toOpenAITool, { type: 'function', function: { name: 'lookup_customer', description: 'Look up a customer.', parameters: schema } }],
  ['Anthropic', toAnthropicTool, { name: 'lookup_customer', description: 'Look up a customer.', input_schema: schema }],
  ['MCP', toMcpTool, { name: 'lookup_customer', description: 'Look up a customer.', inputSchema: schema }],
])('%s shape', (_name, format, expected) => {
  expect(format(tool)).toEqual(expected);
});

describe('what model APIs refuse', () => {
  const LONG_HEADER = "Customer's full legal name as printed on the account statement including any middle names";
  const lookupOf = (entry: Record<string, unknown>, header = LONG_HEADER) => {
    const { table } = tableFromRows([[header, 'City of residence as given by the customer at sign up for the account'], ['Caitlin Myers', 'Chicago']]);
    return createLookup({ tool_name: 'find', search_column: header, additional_search_columns: [{ column: 'B' }], ...entry }, table!);
  };

  test('an argument named after a long header is cut to 64 characters at a word, as Anthropic requires', () => {
    const made = lookupOf({});
    if (!made.ok) throw new Error('lookup did not build');
    const names = made.lookup.tool.parameters.map((parameter) => parameter.name);
    expect(names).toEqual(['customers_full_legal_name_as_printed_on_the_account', 'city_of_residence_as_given_by_the_customer_at_sign_up_for']);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    expect(made.lookup.call({ [names[0]!]: 'Kaitlyn Meyers' })).toMatchObject({ result: 'confident' });
  });

  test('an argument named after a header in Cyrillic or Greek is its transliteration (before, "query" and "query_b")', () => {
    const { table } = tableFromRows([['Фамилия', 'Πόλη'], ['Ольга Смирнова', 'Αθήνα']]);
    const made = createLookup({ tool_name: 'find', search_column: 'Фамилия', additional_search_columns: [{ column: 'Πόλη' }] }, table!);
    if (!made.ok) throw new Error('lookup did not build');
    expect(made.lookup.tool.parameters.map((parameter) => parameter.name)).toEqual(['familiya', 'poli']);
    expect(made.lookup.call({ familiya: 'Olga Smirnova', poli: 'Athina' })).toMatchObject({ result: 'confident', row: { 'Фамилия': 'Ольга Смирнова' } });
  });

  test('an explicit param_name over 64 characters is refused with the limit in the message', () => {
    const made = lookupOf({ param_name: 'a'.repeat(65) });
    expect(made.ok).toBe(false);
    expect(made.issues.find((issue) => issue.code === 'PARAM_NAME_INVALID')?.message).toContain('at most 64 characters long: it is 65 characters; model APIs refuse names over 64.');
  });

  test.each([
    ['a hyphen is named, not the length', 'full-name', 'it holds "-", which model APIs refuse in a name. Write "full_name", for example.'],
    ['a digit first is named', '2fast', 'it does not start with a letter. Write "fast", for example.'],
  ])('an explicit param_name refused says why: %s', (_name, paramName, says) => {
    const made = lookupOf({ param_name: paramName });
    expect(made.issues.find((issue) => issue.code === 'PARAM_NAME_INVALID')?.message).toContain(says);
  });

  test('a tool description past OpenAI\'s 1,024 characters is warned of, with the room left', () => {
    const made = lookupOf({ tool_description: 'Finds a customer. '.repeat(40) });
    const issue = made.issues.find((candidate) => candidate.code === 'TOOL_DESCRIPTION_LONG');
    expect(issue).toMatchObject({ severity: 'warning', path: 'lookup.tool_description' });
    expect(issue?.message).toMatch(/at most \d+ characters/);
    expect(lookupOf({ tool_description: 'Finds a customer.' }).issues.map((candidate) => candidate.code)).not.toContain('TOOL_DESCRIPTION_LONG');
  });
});
