// A replay of many calls loads each lookup document once, however many flows name it (flow variants in one folder).
import { describe, expect, test } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocument } from '@switchboard/matcher';
import { replayPaths } from '@switchboard/flow';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

describe('documents shared by flows in one replay', () => {
  test('two flows naming the same document (shop and desk) load it once, and their calls run against it', async () => {
    const loaded: string[] = [];
    const countedLoad = (path: string) => {
      loaded.push(path);
      return loadDocument(path);
    };
    const { reports } = await replayPaths([join(fixtures, 'shop', 'calls'), join(fixtures, 'model-stops')], { loadDocument: countedLoad });
    const flows = new Set(reports.flatMap((report) => (report.flow ? [report.flow] : [])));
    expect([...flows].map((flow) => flow.split(/[\\/]/).at(-1)).sort()).toEqual(['desk.flow.yaml', 'shop.flow.yaml']);
    expect(loaded).toEqual([join(fixtures, 'shop', 'customers.lookup.json')]);
    // The shop's own calls still pass against the one shared document.
    expect(reports.filter((report) => report.file.includes(`${join('shop', 'calls')}`)).map((report) => report.status)).not.toContain('failed');
  });
});
