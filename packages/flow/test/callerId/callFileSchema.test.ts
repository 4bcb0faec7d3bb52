// docs/call.schema.json describes the caller-lookup fixture fields exactly as the call-file loader reads them.
import { expect, test } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CALL_FILE_FIELDS } from '@switchboard/flow';

interface SchemaNode { properties?: Record<string, SchemaNode>; items?: SchemaNode }

const schemaFile = fileURLToPath(new URL('../../../../docs/call.schema.json', import.meta.url));
const schema = JSON.parse(await readFile(schemaFile, 'utf8')) as SchemaNode;
const server = schema.properties?.['caller_lookup_server'];
const fields = (node: SchemaNode | undefined): string[] => Object.keys(node?.properties ?? {}).sort();

test.each<[string, string[], readonly string[]]>([
  ['caller_lookup_server fields', fields(server), CALL_FILE_FIELDS.callerLookupServer],
  ['fixture route fields', fields(server?.properties?.['routes']?.items), CALL_FILE_FIELDS.fixtureRoute],
])('the schema and the loader agree on %s', (_title, inSchema, inLoader) => {
  expect(inSchema).toEqual([...inLoader].sort());
});

test('the schema has the env field the fixture reads its token from', () => {
  expect(Object.keys(schema.properties ?? {})).toContain('env');
});
