// A character that shows as nothing (a soft hyphen, a zero-width space, a word joiner) in what `run` prints is written
// `<U+00AD>`, as `validate` writes one in a #lookup value (invisible_character): the transcript printed it raw, so
// `full_name="Kait­lyn Meyers"` looked like the name it is not. A joiner a script needs is left as it is written.
import { expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// The demo's lookup document is loaded once for the file's calls: what is tested is how the transcript shows them.
loadEachDocumentOnce();
const { run } = await import('../src/commands/run.js');
const { memoryIO } = await import('../src/io.js');

const ROOT = join(import.meta.dirname, '../../..');
const DEMO = 'flows/customer-care/flow.yaml';

test.each([
  ['a soft hyphen the caller sent is <U+00AD>', 'Kait\u00adlyn Meyers', 'Kait<U+00AD>lyn Meyers'],
  ['a zero-width space is <U+200B>', 'Kaitlyn\u200b Meyers', 'Kaitlyn<U+200B> Meyers'],
  ['a word joiner is <U+2060>', 'Kaitlyn \u2060Meyers', 'Kaitlyn <U+2060>Meyers'],
  ['a Persian half-space (a non-joiner between letters) is left as written', 'Kaitlyn Meyers می\u200cخواهم', 'Kaitlyn Meyers می\u200cخواهم'],
  ['an emoji joined with a zero-width joiner is left as written', 'Kaitlyn Meyers 👩\u200d💻', 'Kaitlyn Meyers 👩\u200d💻'],
])('the caller line: %s, in its line and in the lookup given it', async (_case, said, shown) => {
  const io = memoryIO(`${said}\n`, ROOT);
  expect(await run([DEMO], io)).toBe(0);
  expect(io.out()).toContain(`caller: ${shown}\n`);
  expect(io.out()).toContain(`lookup_customer full_name=${JSON.stringify(shown)}`);
});

test('what the agent says from the flow is shown with its soft hyphen as <U+00AD>', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'run-invisible-'));
  writeFileSync(join(folder, 'flow.yaml'), 'start: greet\nnodes:\n  greet: { kind: say, text: "Wel\u00adcome to Acme.", next: bye }\n  bye: { kind: end, text: Goodbye. }\n');
  const io = memoryIO('', folder);
  expect(await run(['flow.yaml'], io)).toBe(0);
  expect(io.out()).toContain('agent:  Wel<U+00AD>come to Acme.\n');
});
