// A path whose symbolic links lead back to themselves (ELOOP): there is no file behind it to read.
import { readlink, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** How many hops are followed to show a loop; the system gives up sooner (40 on Linux). */
const MAX_HOPS = 40;

/**
 * The links from `path` round to where they repeat (`[a.yaml, b.yaml, a.yaml]`) when following them loops, else
 * undefined. A loop in a folder on the way, not in the file's own link, is `[path]` alone.
 * @example await linkLoop('calls/loop.yaml') // ['calls/loop.yaml', 'calls/loop.yaml'] when loop.yaml -> loop.yaml
 */
export async function linkLoop(path: string): Promise<string[] | undefined> {
  try {
    await stat(path);
    return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOOP') return undefined;
  }
  const chain = [path];
  for (let current = path; chain.length <= MAX_HOPS; ) {
    let target: string;
    try {
      target = await readlink(current);
    } catch {
      return [path];
    }
    current = resolve(dirname(current), target);
    const seen = chain.includes(current);
    chain.push(current);
    if (seen) return chain;
  }
  return [path];
}
