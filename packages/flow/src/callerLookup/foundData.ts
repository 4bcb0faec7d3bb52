// What a found answer stores for the flow: its parsed JSON, a list of clients without the items that identify nobody.
import { identifiesSomeone } from './readJsonAnswer.js';

/**
 * The data of a found answer: a list keeps only its items that identify someone, by the rule that found it (so at
 * least one), and so `{{client.length}}` counts clients, `{{client.0.name}}` is the first client's name and `{{client}}`
 * reads no `false` of a `{"found": false}`; any other value is kept whole.
 *
 * @example foundData([{}, { name: 'Ann Lee' }, { found: false }], '+15550100123') // [{ name: 'Ann Lee' }]
 * @example foundData({ success: true, data: { name: 'Ann' } }, undefined) // kept whole
 */
export function foundData(value: unknown, asked: string | undefined): unknown {
  return Array.isArray(value) ? value.filter((item) => identifiesSomeone(item, asked)) : value;
}
