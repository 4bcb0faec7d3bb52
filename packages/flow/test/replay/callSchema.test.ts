// docs/call.schema.json is what editors check call files against: it must accept exactly what the loader accepts.
import { describe, expect, test } from '@jest/globals';
import { Ajv } from 'ajv';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CALL_FILE_FIELDS, CALL_STATUSES, parseCallScript, REPLAY_OUTCOMES } from '../../src/replay/index.js';

interface SchemaNode { properties?: Record<string, SchemaNode>; items?: SchemaNode; oneOf?: SchemaNode[]; enum?: string[]; definitions?: Record<string, SchemaNode> }

const schemaFile = fileURLToPath(new URL('../../../../docs/call.schema.json', import.meta.url));
const schema = JSON.parse(await readFile(schemaFile, 'utf8')) as SchemaNode;
const props = (node: SchemaNode | undefined): string[] => Object.keys(node?.properties ?? {}).sort();
const top = schema.properties ?? {};
const objectItem = (node: SchemaNode | undefined): SchemaNode | undefined => node?.items?.oneOf?.find((entry) => entry.properties) ?? node?.items;

test.each<[string, string[], readonly string[]]>([
  ['top-level fields', props(schema), CALL_FILE_FIELDS.top],
  ['context fields', props(top['context']), CALL_FILE_FIELDS.context],
  ['model reply fields', props(objectItem(top['model'])), CALL_FILE_FIELDS.model],
  ['tool call fields', props(objectItem(top['model'])?.properties?.['tool_calls']?.items), CALL_FILE_FIELDS.toolCall],
  ['lookup failure fields', props(top['lookup_failures']?.items), CALL_FILE_FIELDS.lookupFailure],
  ['expectations', props(top['expect']), CALL_FILE_FIELDS.expect],
  ['expected lookup fields', props(objectItem(top['expect']?.properties?.['lookups'])), CALL_FILE_FIELDS.expectedLookup],
])('the schema and the loader agree on %s', (_title, inSchema, inLoader) => {
  expect(inSchema).toEqual([...inLoader].sort());
});

test('the schema lists the same outcomes and statuses as the loader', () => {
  expect(schema.definitions?.['outcome']?.enum).toEqual([...REPLAY_OUTCOMES]);
  expect(top['expect']?.properties?.['status']?.enum).toEqual([...CALL_STATUSES]);
});

// An editor flags a says / never_says text exactly when the replay refuses it (template_in_expectation).
describe('a template in says or never_says', () => {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
  ajv.addKeyword('patternErrorMessage');
  const validate = ajv.compile(schema);
  const texts = [
    { text: 'Thank you, {{customer.Full Name}}', refused: true },
    { text: 'Welcome back, {{ client.name }}.', refused: true },
    { text: '{{caller_name}}', refused: true },
    { text: 'Hello {{caller_name}}, welcome', refused: true },
    { text: 'Press {1} then hash', refused: false },
    { text: '{{', refused: false },
    { text: '{{ {x} }}', refused: false },
    { text: 'Thank you, Shawn Reilly', refused: false },
  ];
  test.each(texts.flatMap((row) => (['says', 'never_says'] as const).map((field) => ({ ...row, field }))))(
    '$field: $text is flagged by the schema exactly when the replay refuses it ($refused)', ({ text, field, refused }) => {
      const call = { flow: 'flow.yaml', turns: [], expect: { [field]: [text] } };
      const codes = parseCallScript(JSON.stringify(call), 'calls/greeting.call.yaml').issues.map((issue) => issue.code);
      expect(codes.includes('template_in_expectation')).toBe(refused);
      expect(validate(call)).toBe(!refused);
    });
});
