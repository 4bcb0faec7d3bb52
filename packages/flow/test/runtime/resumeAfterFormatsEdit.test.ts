// A saved call resumes on the settings it says its values by: the flow's `formats` and its caller lookup's region are
// saved with it, outside the nodes' digest, and a call resumed after they changed is refused, naming the setting, rather
// than saying an amount in dollars before the save and in euros after it.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR, restoreCall, startCall, type CallSnapshot } from '@switchboard/flow';
import { said, writtenFlow } from './flowTestKit.js';

const folder = mkdtempSync(join(tmpdir(), 'resume-after-formats-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A flow asking for an amount and saying it back as money, with `top` above its nodes. */
const amountFlow = (top: string) => [
  top,
  'nodes:',
  '  ask: { kind: collect, text: How much?, into: amount, next: confirm }',
  '  confirm: { kind: end, text: "That is {{amount | money}}." }',
].join('\n');

/** A call saved at `ask` on the flow written with `before`, then the file rewritten with `after` and loaded again. */
async function savedThenEdited(before: string, after: string) {
  const saved = await writtenFlow(folder, 'amount.flow.yaml', amountFlow(before));
  const call = await startCall(saved);
  const snapshot = JSON.parse(JSON.stringify(call.snapshot())) as CallSnapshot;
  call.stop();
  return { snapshot, edited: await writtenFlow(folder, 'amount.flow.yaml', amountFlow(after)) };
}

describe('resuming a saved call after the flow\'s formats changed', () => {
  test.each([
    { name: 'its currency', before: 'formats: { currency: USD }', after: 'formats: { currency: EUR }', change: 'formats.currency was "USD", now "EUR"' },
    { name: 'its locale', before: 'formats: { currency: GBP }', after: 'formats: { locale: en-GB, currency: GBP }', 
      change: 'formats.locale was not set, now "en-GB", formats.numeric_dates was not set, now "day_first", caller_lookup.default_region was "US", now "GB"' },
    { name: 'its numeric dates set', before: 'formats: { currency: USD }', after: 'formats: { currency: USD, numeric_dates: day_first }', change: 'formats.numeric_dates was not set, now "day_first"' },
    { name: 'its caller lookup\'s region', before: 'formats: { currency: USD }\ncaller_lookup: { url: "https://crm.example.com/clients", default_region: US }',
      after: 'formats: { currency: USD }\ncaller_lookup: { url: "https://crm.example.com/clients", default_region: GB }', change: 'caller_lookup.default_region was "US", now "GB"' },
  ])('$name is refused with snapshot_flow_mismatch naming the setting', async ({ before, after, change }) => {
    const { snapshot, edited } = await savedThenEdited(before, after);
    await expect(restoreCall(edited, snapshot)).rejects.toMatchObject({
      code: ERROR.snapshotFlowMismatch,
      message: expect.stringContaining(`waiting at node "ask", and ${edited.file} now says its values otherwise: ${change}.`),
    });
  });

  test('the same formats, written otherwise, resume', async () => {
    const { snapshot, edited } = await savedThenEdited('formats: { currency: USD }', '# amounts in dollars\nformats:\n  currency: USD\n');
    const call = await restoreCall(edited, snapshot);
    await call.hear('12.5');
    expect(said(call).at(-1)).toBe('That is 12 US dollars and 50 cents.');
  });

  test('a call saved before the formats were kept resumes on the formats as they are now', async () => {
    const { snapshot, edited } = await savedThenEdited('formats: { currency: USD }', 'formats: { currency: EUR }');
    delete (snapshot.flow as { speaking?: unknown }).speaking;
    const call = await restoreCall(edited, snapshot);
    await call.hear('12.5');
    expect(said(call).at(-1)).toBe('That is 12 euros and 50 cents.');
  });
});
