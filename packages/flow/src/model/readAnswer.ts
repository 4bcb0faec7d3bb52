// Reads a model's answer up to a byte cap: a chat completion is small, a runaway body must not fill memory.

export interface Answer {
  /** The body as UTF-8 text, or its first `maxBytes` bytes when it was longer. */
  text: string;
  /** False when the body passed `maxBytes` and reading stopped there. */
  complete: boolean;
}

/**
 * The body of `response`, read until it ends or passes `maxBytes` (the rest is not read: the stream is cancelled).
 * @example await readAnswer(new Response('{"choices":[]}'), 1024) // { text: '{"choices":[]}', complete: true }
 */
export async function readAnswer(response: Response, maxBytes: number): Promise<Answer> {
  if (response.body === null) return { text: '', complete: true };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let complete = true;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - received;
    if (value.byteLength > room) {
      chunks.push(value.subarray(0, room));
      received += room;
      complete = false;
      // Not awaited: a server that keeps sending must not hold the call.
      reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
    received += value.byteLength;
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { text: new TextDecoder('utf-8').decode(bytes), complete };
}
