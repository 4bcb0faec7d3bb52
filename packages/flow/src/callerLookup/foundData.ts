// What a found answer stores for the flow: its parsed JSON, its lists of clients without the items that identify nobody.
import { envelopePayloadKeys, identifiesSomeone, isObject } from './readJsonAnswer.js';

/**
 * The data of a found answer: a list keeps only its items that identify someone, by the rule that found it (so at
 * least one), and so `{{client.length}}` counts clients, `{{client.0.name}}` is the first client's name and `{{client}}`
 * reads no `false` of a `{"found": false}`. A list in an envelope's payload (`{"data": [...]}`, `{"results": [...]}`,
 * an envelope inside one) is kept so too, the envelope's other fields as answered; a record is kept whole.
 *
 * @example foundData([{}, { name: 'Ann Lee' }, { found: false }], '+15550100123') // [{ name: 'Ann Lee' }]
 * @example foundData({ success: true, data: [{}, { name: 'Ann' }] }, undefined) // { success: true, data: [{ name: 'Ann' }] }
 */
export function foundData(value: unknown, asked: string | undefined): unknown {
  if (Array.isArray(value)) return value.filter((item) => identifiesSomeone(item, asked));
  if (!isObject(value)) return value;
  const payloads = envelopePayloadKeys(value, asked);
  if (payloads.length === 0) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, payloads.includes(key) ? foundData(field, asked) : field]));
}

