// The first bytes of a file as text: enough to tell what an existing file is before writing over it.
import { open } from 'node:fs/promises';

/**
 * The file's first `bytes` bytes read as UTF-8, or undefined when it cannot be opened or read.
 *
 * @example
 *   await fileHead('report.xml', 64) // '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites …'
 */
export async function fileHead(path: string, bytes: number): Promise<string | undefined> {
  const handle = await open(path, 'r').catch(() => undefined);
  if (handle === undefined) return undefined;
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(bytes), position: 0 });
    return buffer.subarray(0, bytesRead).toString('utf8');
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}
