// Reads a response body up to a byte cap, stopping (and cancelling the stream) as soon as it is passed.

export type CappedBody = { ok: true; text: string } | { ok: false; reason: 'too_large' };

/**
 * The body as text, decoded with the charset the server declares (UTF-8 otherwise), or `too_large`
 * as soon as more than `maxBytes` bytes arrive, without reading the rest. `untilAborted` wraps each
 * read so a deadline holds even when the stream ignores the abort signal.
 * @example await readCappedBody(new Response('hello'), 1024, (p) => p) // { ok: true, text: 'hello' }
 */
export async function readCappedBody(
  response: Response,
  maxBytes: number,
  untilAborted: <T>(pending: Promise<T>) => Promise<T>,
): Promise<CappedBody> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
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
    received += value.byteLength;
    if (received > maxBytes) {
      cancelQuietly(reader);
      return { ok: false, reason: 'too_large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, text: decoderFor(response.headers.get('content-type') ?? '').decode(bytes) };
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
