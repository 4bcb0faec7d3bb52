// Where a data file named by a document lives: relative to the document, never outside its folder.
import { realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { closestFileBeside } from './closestFile.js';

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
    // A document written on Windows (data\customers.csv): a backslash is part of a file name here, not a folder's end.
    const slashed = file.replace(/\\/g, '/');
    if (sep === '/' && slashed !== file && inside(folder, resolve(folder, slashed)) && (await stat(resolve(folder, slashed)).then((found) => found.isFile(), () => false))) return { ok: false, reason: 'missing', closest: slashed };
    const closest = await closestFileBeside(target, file, documentPath);
    return closest === undefined ? { ok: false, reason: 'missing' } : { ok: false, reason: 'missing', closest };
  }
  const realFolder = await realpath(folder);
  if (!inside(realFolder, real)) return { ok: false, reason: 'outside' };
  const kind = await stat(real);
  if (kind.isDirectory()) return { ok: false, reason: 'directory' };
  if (!kind.isFile()) return { ok: false, reason: 'not_a_file' };
  return { ok: true, absolute: real };
}
