// Where a data file named by a document lives: relative to the document, never outside its folder.
import { realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

export type DataPath =
  | { ok: true; absolute: string }
  | { ok: false; reason: 'outside' | 'missing' };

const inside = (folder: string, target: string): boolean => {
  const rel = relative(folder, target);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
};

/**
 * Resolves `file` against the document's folder, following symlinks before the containment check.
 *
 * @example
 *   await resolveDataPath('/flows/care/customers.lookup.json', 'customers.xlsx') // { ok: true, absolute: '/flows/care/customers.xlsx' }
 *   await resolveDataPath('/flows/care/customers.lookup.json', '../secrets.csv') // { ok: false, reason: 'outside' }
 */
export async function resolveDataPath(documentPath: string, file: string): Promise<DataPath> {
  const folder = dirname(resolve(documentPath));
  const target = resolve(folder, file);
  if (!inside(folder, target)) return { ok: false, reason: 'outside' };
  let real: string;
  try {
    real = await realpath(target);
  } catch {
    return { ok: false, reason: 'missing' };
  }
  const realFolder = await realpath(folder);
  if (!inside(realFolder, real)) return { ok: false, reason: 'outside' };
  return { ok: true, absolute: real };
}
