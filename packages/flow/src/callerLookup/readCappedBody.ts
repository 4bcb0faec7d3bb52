// Reads a response body up to a byte cap, stopping (and cancelling the stream) as soon as it is passed.

export type CappedBody = { ok: true; text: string } | { ok: false; reason: 'too_large'; start?: string };

export interface CapOptions {
  /**
   * Read up to the cap even when the declared length passes it, and keep what was read as `start` (an error page is
   * shown by its start); otherwise a declared length past the cap is refused without reading.
   */
  keepStart?: boolean;
}

/**
 * The body as text, decoded with the charset the server declares (UTF-8 otherwise), or `too_large`
 * as soon as more than `maxBytes` bytes arrive, without reading the rest (with `keepStart`, the first `maxBytes`). `untilAborted` wraps each
 * read so a deadline holds even when the stream ignores the abort signal.
 * @example await readCappedBody(new Response('hello'), 1024, (p) => p) // { ok: true, text: 'hello' }
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
  if (response.body === null) return { ok: true, text: '' };

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
      return { ok: false, reason: 'too_large', start: decoded(response, chunks, maxBytes) };
    }
    received += value.byteLength;
    chunks.push(value);
  }
  return { ok: true, text: decoded(response, chunks, received) };
}

function decoded(response: Response, chunks: readonly Uint8Array[], length: number): string {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decoderFor(response.headers.get('content-type') ?? '').decode(bytes);
}

function decoderFor(contentType: string): TextDecoder {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  if (charset !== undefined) {
    try {
      return new TextDecoder(charset);
    } catch {
      // An unknown charset label: UTF-8 is the best remaining guess.
    }
  }
  return new TextDecoder('utf-8');
}

/** Cancelling tells the server to stop sending; it is not awaited (a stuck stream must not hold the call) and its failure changes nothing. */
export function cancelQuietly(stream: { cancel(): Promise<void> } | null): void {
  try {
    stream?.cancel().catch(() => undefined);
  } catch {
    // The stream was already locked or closed.
  }
}
