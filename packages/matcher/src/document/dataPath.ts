// Where a data file named by a document lives: relative to the document, never outside its folder.
import { readdir, realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { closestChoice } from '../config/closestChoice.js';

export type DataPath =
  | { ok: true; absolute: string }
  | { ok: false; reason: DataPathProblem; closest?: string };

/** Why a named file cannot be used: outside the folder, absent, a folder, or not a regular file (a pipe would block a read forever). */
export type DataPathProblem = 'outside' | 'missing' | 'directory' | 'not_a_file';

const inside = (folder: string, target: string): boolean => {
  const rel = relative(folder, target);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
};

/**
 * Resolves `file` against the document's folder, following symlinks before the containment check; only a regular
 * file is usable.
 *
 * @example
 *   await resolveDataPath('/flows/care/customers.lookup.json', 'customers.xlsx') // { ok: true, absolute: '/flows/care/customers.xlsx' }
 *   await resolveDataPath('/flows/care/customers.lookup.json', '../secrets.csv') // { ok: false, reason: 'outside' }
 */
export async function resolveDataPath(documentPath: string, file: string): Promise<DataPath> {
  const folder = dirname(resolve(documentPath));
  const target = resolve(folder, file);
  // "." (or "sub/..") names the document's own folder.
  if (target === folder) return { ok: false, reason: 'directory' };
  if (!inside(folder, target)) return { ok: false, reason: 'outside' };
  let real: string;
  try {
    real = await realpath(target);
  } catch {
    const closest = await closestFile(target, resolve(documentPath));
    return closest === undefined ? { ok: false, reason: 'missing' } : { ok: false, reason: 'missing', closest: file.slice(0, file.length - basename(file).length) + closest };
  }
  const realFolder = await realpath(folder);
  if (!inside(realFolder, real)) return { ok: false, reason: 'outside' };
  const kind = await stat(real);
  if (kind.isDirectory()) return { ok: false, reason: 'directory' };
  if (!kind.isFile()) return { ok: false, reason: 'not_a_file' };
  return { ok: true, absolute: real };
}

/**
 * The file beside a missing one that its name is most likely a slip of (`closestChoice`: `customers.csvv`, or
 * `Customers.csv` on a disk that tells case apart, for `customers.csv`), or undefined; never the document itself.
 */
async function closestFile(target: string, documentPath: string): Promise<string | undefined> {
  try {
    const entries = await readdir(dirname(target), { withFileTypes: true });
    const files = entries.filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && resolve(dirname(target), entry.name) !== documentPath).map((entry) => entry.name);
    return closestChoice(basename(target), files);
  } catch {
    return undefined;
  }
}
