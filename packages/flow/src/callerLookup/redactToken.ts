// Removes the auth token from anything a lookup returns: messages, bodies, parsed data.
import { REDACTED } from './messages.js';

/**
 * Replaces every occurrence of `token` (raw and URL-encoded) in `text` with `[redacted]`.
 * A server that echoes the token back must not get it to the model, a log or a snapshot.
 * @example redactToken('bad token s3cret', 's3cret') // 'bad token [redacted]'
 */
export function redactToken(text: string, token: string | undefined): string {
  if (token === undefined || token === '') return text;
  let redacted = text.split(token).join(REDACTED);
  const encoded = encodeURIComponent(token);
  if (encoded !== token) redacted = redacted.split(encoded).join(REDACTED);
  return redacted;
}

/**
 * The same for parsed JSON: every string, and every key, with the token replaced.
 * @example redactTokenInData({ echo: 's3cret' }, 's3cret') // { echo: '[redacted]' }
 */
export function redactTokenInData(data: unknown, token: string | undefined): unknown {
  if (token === undefined || token === '') return data;
  if (typeof data === 'string') return redactToken(data, token);
  // A numeric token could come back as a JSON number.
  if (typeof data === 'number' && String(data).includes(token)) return REDACTED;
  if (Array.isArray(data)) return data.map((item) => redactTokenInData(item, token));
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [redactToken(key, token), redactTokenInData(value, token)]),
    );
  }
  return data;
}
