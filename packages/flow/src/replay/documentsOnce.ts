// One load per lookup document for a whole replay run: flows that name the same file share what it loaded.
import { resolve } from 'node:path';
import type { LookupProvider } from '../lookup/LookupProvider.js';

type DocumentLoader = (path: string) => Promise<LookupProvider>;

/**
 * Wraps a document loader so each file (by absolute path) is loaded once; later asks get the same load, failed or not.
 * A replayed call wraps the documents it is given (scripted failures, its deadline), so sharing one is safe.
 *
 * @example
 * const load = documentsOnce(loadDocument);
 * await load('customers.lookup.json'); await load('./customers.lookup.json'); // loaded once
 */
export function documentsOnce(load: DocumentLoader): DocumentLoader {
  const loads = new Map<string, Promise<LookupProvider>>();
  return (path) => {
    const key = resolve(path);
    let pending = loads.get(key);
    if (pending === undefined) {
      pending = load(path);
      loads.set(key, pending);
    }
    return pending;
  };
}
