// docs/replay.md "From jest" shows how integration tests import the replay API: what it imports must exist.
import { expect, test } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const replayDoc = fileURLToPath(new URL('../../../../docs/replay.md', import.meta.url));

test('the "From jest" example imports names the package exports, from a specifier that resolves', async () => {
  const doc = await readFile(replayDoc, 'utf8');
  const section = doc.slice(doc.indexOf('## From jest'));
  const imported = /import \{([^}]+)\} from '([^']+)';/.exec(section);
  expect(imported).not.toBeNull();
  const names = (imported?.[1] ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  const specifier = imported?.[2] ?? '';
  expect(names).toEqual(['replayCall', 'replayPaths', 'formatReport', 'isFullCoverage']);
  const module = (await import(specifier)) as Record<string, unknown>;
  for (const name of names) expect([name, typeof module[name]]).toEqual([name, 'function']);
});
