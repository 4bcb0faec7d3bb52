// "Did you mean" for a path that names no file: the file beside it that its name is most likely a slip of, by the one
// rule of every suggestion (`closestChoice`), for a lookup document's data files and a flow's lookup documents alike.
import { readdir } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { closestChoice } from '../config/closestChoice.js';

/**
 * `written` (the path as its author wrote it) with its file name replaced by the file beside `absolute` that the name
 * is most likely a slip of (`customers.csvv`, `Customers.csv` on a disk that tells case apart, for `customers.csv`),
 * or undefined; `exclude` (the file naming the path) is never offered.
 *
 * @example
 *   await closestFileBeside('/flows/care/data/ordrs.csv', 'data/ordrs.csv') // "data/orders.csv", when data/ holds orders.csv
 */
export async function closestFileBeside(absolute: string, written: string, exclude?: string): Promise<string | undefined> {
  const folder = dirname(absolute);
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    const files = entries
      .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && (exclude === undefined || resolve(folder, entry.name) !== resolve(exclude)))
      .map((entry) => entry.name);
    const closest = closestChoice(basename(absolute), files);
    return closest === undefined ? undefined : written.slice(0, written.length - basename(written).length) + closest;
  } catch {
    return undefined;
  }
}
