// Everything piped to the command, as bytes: a file named `-` (`switchboard validate -`) is decoded as a file is.
import type { Readable } from 'node:stream';

/** The name standard input goes by in issues and results, as compilers name it. */
export const STDIN_NAME = '<stdin>';

/**
 * Reads standard input to its end.
 * @example await stdinBytes(io.stdin) // <Buffer 73 74 61 72 74 ...>
 */
export async function stdinBytes(stdin: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
