// Reads a response body up to a byte cap, stopping (and cancelling the stream) as soon as it is passed.

/** `bytes`: how many bytes the body was, as they came (before decoding to text). */
export type CappedBody = { ok: true; text: string; bytes: number } | { ok: false; reason: 'too_large'; start?: string };

export interface CapOptions {
  /**
   * Read up to the cap even when the declared length passes it, and keep what was read as `start` (an error page is
   * shown by its start); otherwise a declared length past the cap is refused without reading.
   */
  keepStart?: boolean;
}

/**
 * The body as text, decoded by its byte-order mark when it starts with one, else with the charset the server declares
 * (UTF-8 declared or none: UTF-8, or Windows-1252 when it is not UTF-8), or `too_large`
 * as soon as more than `maxBytes` bytes arrive, without reading the rest (with `keepStart`, the first `maxBytes`). `untilAborted` wraps each
 * read so a deadline holds even when the stream ignores the abort signal.
 * @example await readCappedBody(new Response('hello'), 1024, (p) => p) // { ok: true, text: 'hello', bytes: 5 }
 */
export async function readCappedBody(
  response: Response,
  maxBytes: number,
  untilAborted: <T>(pending: Promise<T>) => Promise<T>,
  options: CapOptions = {},
): Promise<CappedBody> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (!options.keepStart && Number.isFinite(declared) && declared > maxBytes) {
    cancelQuietly(response.body);
    return { ok: false, reason: 'too_large' };
  }
  if (response.body === null) return { ok: true, text: '', bytes: 0 };

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await untilAborted(reader.read());
    if (done) break;
    if (received + value.byteLength > maxBytes) {
      cancelQuietly(reader);
      if (!options.keepStart) return { ok: false, reason: 'too_large' };
      chunks.push(value.subarray(0, maxBytes - received));
      return { ok: false, reason: 'too_large', start: decoded(response, chunks, maxBytes, true) };
    }
    received += value.byteLength;
    chunks.push(value);
  }
  return { ok: true, text: decoded(response, chunks, received), bytes: received };
}

/** `cut`: the body was cut at the cap, so a character may be cut in two at its end (not a sign of another charset). */
function decoded(response: Response, chunks: readonly Uint8Array[], length: number, cut = false): string {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // A byte-order mark names the encoding whatever the header says, as browsers read it (the Encoding standard's decode):
  // a .NET server writing UTF-16 labels it application/json with no charset, or a wrong one.
  const marked = markedEncoding(bytes);
  if (marked !== undefined) return new TextDecoder(marked).decode(bytes, { stream: cut });
  const declared = declaredDecoder(response.headers.get('content-type') ?? '');
  // UTF-8 declared is read as none declared: a framework labelling every answer UTF-8 while its database hands it
  // Latin-1 is common, and reading the declaration would greet "Zo\uFFFD M\uFFFDller".
  if (declared !== undefined && declared.encoding !== 'utf-8') return declared.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: cut });
  } catch {
    // Not UTF-8, whatever was declared: an older server's Latin-1 ("Zoë" would read "Zo\uFFFD"), as browsers read it
    // when no charset is named.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The encoding a body's byte-order mark names (TextDecoder then drops the mark), or undefined without one. */
function markedEncoding(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** The decoder for the charset the server declares; undefined when it names none, or one TextDecoder does not know. */
function declaredDecoder(contentType: string): TextDecoder | undefined {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  if (charset === undefined) return undefined;
  try {
    return new TextDecoder(charset);
  } catch {
    // An unknown charset label: read as if none were named.
    return undefined;
  }
}

/** Cancelling tells the server to stop sending; it is not awaited (a stuck stream must not hold the call) and its failure changes nothing. */
export function cancelQuietly(stream: { cancel(): Promise<void> } | null): void {
  try {
    stream?.cancel().catch(() => undefined);
  } catch {
    // The stream was already locked or closed.
  }
}
