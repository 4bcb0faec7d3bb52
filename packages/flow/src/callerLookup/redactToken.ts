// Removes the auth token from anything a lookup returns: messages, bodies, parsed data.
import { MAX_JSON_DEPTH, nestingDepth } from './jsonDepth.js';
import { REDACTED } from './messages.js';

/**
 * From this length on a token is redacted wherever it appears: a real token that long is no part of ordinary words,
 * and a server may echo it glued to other characters. A shorter one is redacted only where it stands alone.
 */
export const ALWAYS_REDACTED_LENGTH = 16;

/** A letter, digit or `_`: a character that would make a short token part of a longer word. */
const WORD_CHARACTER = '[\\p{L}\\p{N}_]';

/**
 * Replaces the `token` (raw, URL-encoded, or escaped inside a JSON string) in `text` with `[redacted]`. A server that
 * echoes the token back must not get it to the model, a log or a snapshot. A token shorter than 16 characters is
 * replaced only where it stands as the token, with no letter, digit or `_` right before or after it (`t=tok&`, `"tok"`),
 * so that ordinary words holding it are left whole ("token" with a token `tok`).
 * @example redactToken('bad token s3cret', 's3cret') // 'bad token [redacted]'
 * @example redactToken('token=tok', 'tok') // 'token=[redacted]'
 */
export function redactToken(text: string, token: string | undefined): string {
  if (token === undefined || token === '') return text;
  let redacted = text;
  for (const form of writtenForms(token)) {
    redacted = token.length >= ALWAYS_REDACTED_LENGTH
      ? redacted.split(form).join(REDACTED)
      : redacted.replace(new RegExp(`(?<!${WORD_CHARACTER})${escapeRegExp(form)}(?!${WORD_CHARACTER})`, 'gu'), REDACTED);
  }
  return redacted;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The token as written raw, URL-encoded, and inside a JSON string (quotes and backslashes escaped; PHP also escapes "/"). */
function writtenForms(token: string): string[] {
  const inJson = JSON.stringify(token).slice(1, -1);
  return [...new Set([token, encodeURIComponent(token), inJson, inJson.replaceAll('/', '\\/')])];
}

/**
 * A response body with the token redacted. A JSON body can hold the token in a form no text search
 * finds (`\u002f` for "/"): when its parsed value still holds the token, the body becomes that value redacted.
 * @example redactBody('{"you_sent":"s3cr\\u0065t"}', 's3cret') // '{"you_sent":"[redacted]"}'
 */
export function redactBody(body: string, token: string | undefined): string {
  if (token === undefined || token === '') return body;
  const redacted = redactToken(body, token);
  if (nestingDepth(redacted) > MAX_JSON_DEPTH) return redacted;
  let parsed: unknown;
  try {
    parsed = JSON.parse(redacted) as unknown;
  } catch {
    return redacted;
  }
  const cleaned = redactTokenInData(parsed, token);
  return JSON.stringify(cleaned) === JSON.stringify(parsed) ? redacted : JSON.stringify(cleaned);
}

/**
 * The same for parsed JSON: every string, and every key, with the token replaced.
 * @example redactTokenInData({ echo: 's3cret' }, 's3cret') // { echo: '[redacted]' }
 */
export function redactTokenInData(data: unknown, token: string | undefined): unknown {
  if (token === undefined || token === '') return data;
  if (typeof data === 'string') return redactToken(data, token);
  // A numeric token could come back as a JSON number.
  if (typeof data === 'number' && redactToken(String(data), token) !== String(data)) return REDACTED;
  if (Array.isArray(data)) return data.map((item) => redactTokenInData(item, token));
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [redactToken(key, token), redactTokenInData(value, token)]),
    );
  }
  return data;
}
