// The lookup_caller tool exists only with a URL, and matches the spec's definition.
import { describe, expect, test } from '@jest/globals';
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

  test('the tool definition carries neither the URL nor the auth variable', () => {
    const tool = callerLookupTool({ url: 'https://crm.example.com/clients', auth_env: 'CRM_TOKEN' });
    expect(JSON.stringify(tool)).not.toMatch(/crm\.example|CRM_TOKEN/);
  });
});
