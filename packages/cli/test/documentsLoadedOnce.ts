// Lookup documents loaded once per test file, for tests of what a command makes of its arguments and input, not of
// the load: each test loading customers.xlsx again took 100-600 ms. Call before the command's module is imported
// (`await import(...)`), as the mock only reaches modules imported after it. A load that fails is not kept.
import { jest } from '@jest/globals';
import type { LookupDocument } from '@switchboard/matcher';

const matcher = await import('@switchboard/matcher');

/** From here on, `loadDocument` of a path already loaded gives that load's document; no file it names may change meanwhile. */
export function loadEachDocumentOnce(): void {
  const loaded = new Map<string, Promise<LookupDocument>>();
  jest.unstable_mockModule('@switchboard/matcher', () => ({
    ...matcher,
    loadDocument: (path: string, options?: Parameters<typeof matcher.loadDocument>[1]): Promise<LookupDocument> => {
      const loading = loaded.get(path) ?? matcher.loadDocument(path, options);
      loaded.set(path, loading);
      loading.catch(() => loaded.delete(path));
      return loading;
    },
  }));
}
