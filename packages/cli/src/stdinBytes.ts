// Everything piped to the command, as bytes: a file named `-` (`switchboard validate -`) is decoded as a file is.
import type { Readable } from 'node:stream';
import { readStreamWithin } from '@switchboard/flow';

/** The name standard input goes by in issues and results, as compilers name it. */
export const STDIN_NAME = '<stdin>';

/**
 * Reads standard input to its end, or throws `FileTooLargeError` past `@switchboard/flow`'s `MAX_READ_BYTES`
 * (`validate - < /dev/zero`), `what` naming what it was to be.
 * @example await stdinBytes(io.stdin, 'the flow file') // <Buffer 73 74 61 72 74 ...>
 */
export async function stdinBytes(stdin: Readable, what: string): Promise<Buffer> {
  return readStreamWithin(stdin, what);
}
