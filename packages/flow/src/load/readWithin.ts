// Reads a file or a stream whole, but never past a limit: `validate /dev/zero` or a log piped in stops at the limit
// with an error naming it, instead of filling memory.
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { readMessages } from '../messages.js';

/** The most bytes a flow, a call file, a saved call or another file read whole may hold: 64 MiB. */
export const MAX_READ_BYTES = 64 * 1024 * 1024;

/** What a too-large read is: `size` when the file said its size (a regular file), undefined for a stream cut at `limit`. */
export class FileTooLargeError extends Error {
  readonly code = 'FILE_TOO_LARGE';

  constructor(readonly size: number | undefined, readonly limit: number, what: string, of: 'whole' | 'line' = 'whole') {
    super(of === 'line' ? readMessages.lineTooLong(limit, what) : readMessages.tooLarge(size, limit, what));
    this.name = 'FileTooLargeError';
  }
}

// Read in steps of this much: a regular file's size is known first, so a small one takes one step.
const STEP_BYTES = 1024 * 1024;

/**
 * The bytes of the file at `path`, or a {@link FileTooLargeError} when there are more than `limit` (from its size
 * when it has one, else once `limit + 1` bytes have come: a device, a FIFO, `<(generate)`). Throws what `open` and
 * `read` throw otherwise (ENOENT, EISDIR, ELOOP). `what` names the file in the error (`'the flow file'`).
 *
 * @example await readFileWithin('flows/customer-care/flow.yaml', 'the flow file') // <Buffer 73 74 61 72 74 …>
 */
export async function readFileWithin(path: string, what: string, limit = MAX_READ_BYTES): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const stats = await handle.stat();
    if (stats.isFile() && stats.size > limit) throw new FileTooLargeError(stats.size, limit, what);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const want = Math.min(stats.isFile() ? Math.max(stats.size - total + 1, 1) : STEP_BYTES, STEP_BYTES * 16, limit + 1 - total);
      const { bytesRead, buffer } = await handle.read({ buffer: Buffer.allocUnsafe(want), position: null });
      if (bytesRead === 0) break;
      chunks.push(buffer.subarray(0, bytesRead));
      total += bytesRead;
      if (total > limit) throw new FileTooLargeError(undefined, limit, what);
    }
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}

/**
 * Everything `stream` gives until its end, or a {@link FileTooLargeError} as soon as it has given more than `limit`
 * bytes (the stream is then left unread).
 *
 * @example await readStreamWithin(process.stdin, 'standard input') // <Buffer 73 74 61 72 74 …>
 */
export async function readStreamWithin(stream: Readable, what: string, limit = MAX_READ_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk as Uint8Array);
    chunks.push(bytes);
    total += bytes.length;
    if (total > limit) throw new FileTooLargeError(undefined, limit, what);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The text of `chunks` as it comes, or a {@link FileTooLargeError} as soon as one line (up to a line feed or a carriage
 * return) holds more than `limit` characters: lines read one by one (a caller's, `lookup --input -`'s) need no limit
 * on the whole, but one endless line (`< /dev/zero`) would fill memory.
 *
 * @example createInterface({ input: Readable.from(linesWithin(callerText(process.stdin), 'the caller\'s lines')) })
 */
export async function* linesWithin(chunks: AsyncIterable<string>, what: string, limit = MAX_READ_BYTES): AsyncGenerator<string> {
  let lineLength = 0;
  for await (const chunk of chunks) {
    // Each line break of the chunk in turn (the next \n and the next \r each looked for once), measuring the line it ends.
    let start = 0;
    let feed = chunk.indexOf('\n');
    let carriage = chunk.indexOf('\r');
    while (feed >= 0 || carriage >= 0) {
      const end = feed < 0 ? carriage : carriage < 0 ? feed : Math.min(feed, carriage);
      if (lineLength + end - start > limit) throw new FileTooLargeError(undefined, limit, what, 'line');
      lineLength = 0;
      start = end + 1;
      if (feed === end) feed = chunk.indexOf('\n', start);
      if (carriage === end) carriage = chunk.indexOf('\r', start);
    }
    lineLength += chunk.length - start;
    if (lineLength > limit) throw new FileTooLargeError(undefined, limit, what, 'line');
    yield chunk;
  }
}
