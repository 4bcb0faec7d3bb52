// The lookup_caller tool exists only with a URL, and matches the spec's definition.
import { describe, expect, test } from '@jest/globals';
import { toAnthropicTool, toMcpTool, toOpenAITool } from '@switchboard/matcher';
import { callerLookupTool } from '../../src/callerLookup/index.js';

describe('callerLookupTool', () => {
  test.each([
    ['no config', undefined],
    ['an empty URL', { url: '' }],
    ['a blank URL', { url: '  ' }],
  ])('there is no tool with %s', (_name, config) => {
    expect(callerLookupTool(config)).toBeNull();
  });

  test('a configured URL gives the spec tool: lookup_caller, no parameters', () => {
    expect(callerLookupTool({ url: 'https://crm.example.com/clients', auth_env: 'CRM_TOKEN' })).toEqual({
      name: 'lookup_caller',
      description:
        'Retrieves information about the person currently on the call from the client database. Use this tool to check ' +
        'whether the caller is an existing client and to obtain their details (name, procedures, payments, dates, etc.). ' +
        "No parameters are needed — the caller's phone number is provided automatically.",
      parameters: [],
    });
  });

  // What a model is sent: the spec's parameters, { type: object, properties: {}, required: [] }, in every vendor's shape.
  test('in each vendor\'s shape it takes no arguments: the spec\'s empty parameters', () => {
    const tool = callerLookupTool({ url: 'https://crm.example.com/clients' });
    if (tool === null) throw new Error('a configured URL gave no tool');
    const spec = { type: 'object', properties: {}, required: [] };
    expect(toOpenAITool(tool)).toMatchObject({ type: 'function', function: { name: 'lookup_caller', parameters: spec } });
    expect(toAnthropicTool(tool)).toMatchObject({ name: 'lookup_caller', input_schema: spec });
    expect(toMcpTool(tool)).toMatchObject({ name: 'lookup_caller', inputSchema: spec });
    expect(Object.keys(toOpenAITool(tool).function.parameters.properties)).toEqual([]);
  });

  test('the tool definition carries neither the URL nor the auth variable', () => {
    const tool = callerLookupTool({ url: 'https://crm.example.com/clients', auth_env: 'CRM_TOKEN' });
    expect(JSON.stringify(tool)).not.toMatch(/crm\.example|CRM_TOKEN/);
  });
});
