// Each model vendor's tool shape, from one tool definition.
import { expect, test } from '@jest/globals';
import { toAnthropicTool, toMcpTool, toOpenAITool, type ToolDefinition } from '@switchboard/matcher';

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
