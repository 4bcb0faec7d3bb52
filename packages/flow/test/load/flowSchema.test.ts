import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { IGNORABLE_WARNINGS, NODE_FIELDS, NODE_KINDS, loadFlowText } from '@switchboard/flow';

const repo = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));
const schema = JSON.parse(readFileSync(repo('docs/flow.schema.json'), 'utf8')) as {
  definitions: Record<string, { properties?: Record<string, unknown> }> & { node: { properties: { kind: { enum: string[] } } } };
};
const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(schema);
const flowData = (path: string) => parse(readFileSync(repo(path), 'utf8')) as unknown;

describe('docs/flow.schema.json, the schema editors use', () => {
  test('names the same node kinds and fields as the loader', () => {
    expect(schema.definitions.node.properties.kind.enum).toEqual([...NODE_KINDS]);
    for (const kind of NODE_KINDS) expect(Object.keys(schema.definitions[kind]?.properties ?? {}).sort()).toEqual([...NODE_FIELDS[kind]].sort());
  });

  test('offers "ignore" exactly the warnings the loader lets a node ignore', () => {
    expect((schema.definitions as unknown as { ignore: { items: { enum: string[] } } }).ignore.items.enum).toEqual([...IGNORABLE_WARNINGS]);
  });

  test.each([
    'flows/customer-care/flow.yaml',
    'flows/billing-line/flow.yaml',
    'flows/main-menu/flow.yaml',
    'flows/surgery-line/flow.yaml',
    'packages/flow/test/fixtures/flows/care.flow.yaml',
    'packages/flow/test/fixtures/flows/grounded.flow.yaml',
    'packages/flow/test/fixtures/flows/caller.flow.yaml',
  ])('accepts %s', (path) => {
    expect(validate(flowData(path))).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
  });

  test.each([
    'unknown-field', 'unknown-node-kind', 'missing-field', 'missing-outcome-edge', 'invalid-field', 'reserved-variable', 'dead-end',
    'caller-lookup-missing-edge', 'empty-transfer-destination',
  ])('rejects the %s fixture, as the loader does', (name) => {
    expect(validate(flowData(`packages/flow/test/fixtures/invalid/${name}.flow.yaml`))).toBe(false);
  });
});

// The loader takes unquoted digits as the node named by them (`start: 100`, `next: 100`), so an editor must not flag them.
describe('docs/flow.schema.json agrees with the loader on node names written as numbers', () => {
  const numbered = [
    'start: 100',
    'nodes:',
    '  100: { kind: say, text: Hello., next: 200 }',
    '  200: { kind: collect, text: Name?, into: caller_name, next: 300 }',
    '  300:',
    '    kind: branch',
    '    variable: caller_name',
    '    cases: [{ match: [agent], next: 400 }]',
    '    otherwise: true',
    '  "true": { kind: conversation, text: Help., next: 400, error: 400, max_tool_rounds: 20 }',
    '  400: { kind: end, text: Goodbye. }',
  ].join('\n');

  test.each([
    ['start, next, a case and otherwise written as numbers or true', numbered, true],
    ['a target written empty', numbered.replace('next: 200', 'next: ""'), false],
    ['max_tool_rounds above 20', numbered.replace('max_tool_rounds: 20', 'max_tool_rounds: 21'), false],
  ])('%s: schema says %s, as the loader does', async (_name, yaml, valid) => {
    expect(validate(parse(yaml))).toBe(valid);
    const { issues } = await loadFlowText(yaml, '/virtual/numbered.flow.yaml');
    expect(issues.filter((issue) => issue.severity === 'error').length === 0).toBe(valid);
  });
});

// `validate` reads a locale in any case (`en-gb`), so an editor must not flag one it accepts, nor accept one it refuses.
describe('docs/flow.schema.json agrees with the loader on formats.locale', () => {
  const withLocale = (locale: string) => [
    `formats: { locale: "${locale}" }`,
    'nodes:',
    '  greet: { kind: end, text: Goodbye. }',
  ].join('\n');

  test.each([
    ['en-GB', true], ['en-gb', true], ['EN-AU', true], ['En-Nz', true],
    ['en_GB', false], ['en-UK', false], ['en-IN', false], ['fr-FR', false], ['en', false],
  ])('%s: schema says %s, as the loader does', async (locale, valid) => {
    expect(validate(parse(withLocale(locale)))).toBe(valid);
    const { issues } = await loadFlowText(withLocale(locale), '/virtual/locale.flow.yaml');
    expect(issues.filter((issue) => issue.severity === 'error').length === 0).toBe(valid);
  });
});
