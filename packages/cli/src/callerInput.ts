// Caller lines piped into `switchboard run` as text: UTF-8, or UTF-16 with a byte-order mark (what PowerShell's
// `Get-Content … | switchboard run` and Notepad's "Unicode" write), told apart by the mark as flow files are.
import type { Readable } from 'node:stream';

/** The byte-order marks, longest first within each encoding; what the first bytes of the input may start with. */
const MARKS: readonly { bytes: readonly number[]; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/**
 * The input's text, chunk by chunk as it arrives (a terminal's line is decoded as soon as it is typed): its
 * byte-order mark picks the encoding and is dropped; without one the bytes are UTF-8.
 *
 * @example
 * createInterface({ input: Readable.from(callerText(process.stdin)) }); // lines of a UTF-16 file piped in
 */
export async function* callerText(input: Readable | AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let head: Uint8Array = new Uint8Array(0);
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    if (typeof chunk === 'string') {
      // Already text (a stream with an encoding set): only a leading mark is left to drop.
      yield decoder === undefined && head.length === 0 ? chunk.replace(/^\uFEFF/, '') : chunk;
      decoder ??= new TextDecoder('utf-8');
      continue;
    }
    if (decoder !== undefined) {
      const text = decoder.decode(chunk, { stream: true });
      if (text !== '') yield text;
      continue;
    }
    head = concat(head, chunk);
    // Too few bytes yet to tell a mark from text: wait for the next chunk.
    if (MARKS.some((mark) => head.length < mark.bytes.length && head.every((byte, i) => byte === mark.bytes[i]))) continue;
    decoder = new TextDecoder(encodingOf(head));
    const text = decoder.decode(head, { stream: true });
    if (text !== '') yield text;
  }
  // The input ended before its first bytes were told apart (one or two bytes): decode them as they are.
  const rest = decoder === undefined ? new TextDecoder(encodingOf(head)).decode(head) : decoder.decode();
  if (rest !== '') yield rest;
}

/** The encoding a byte-order mark at the start of `bytes` names; UTF-8 without one. TextDecoder drops the mark itself. */
function encodingOf(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  return MARKS.find((mark) => mark.bytes.every((byte, i) => bytes[i] === byte))?.encoding ?? 'utf-8';
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}
