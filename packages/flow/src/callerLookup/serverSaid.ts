// A failing server's own words, when they are one plain sentence a model may repeat to a caller.
import { keyWords } from '../template/readVariable.js';

// Letters, digits, spaces and a sentence's light punctuation: no `:` `/` `\` `.` `@` `[` `_` inside, so no stack frame,
// path, URL, host name, IP address, exception class, SQL state or redacted token gets through.
const PLAIN_SENTENCE = /^[\p{L}\p{N}][\p{L}\p{N} ,'’!?()-]*[.!]?$/u;
const MAX_LENGTH = 120;
// Where a JSON error body says what went wrong: `{"error": "…"}`, `{"message": "…"}`, `{"error": {"message": "…"}}`.
const MESSAGE_KEYS = ['error', 'message', 'errormessage', 'detail', 'title', 'reason', 'description', 'msg'];

/**
 * The failure as the server put it, for the model: a text body, or the message of a JSON error body, kept only when it
 * is one short plain sentence (at most 120 characters); anything else (a stack trace, an internal host, a page) is
 * undefined, and stays in the call's log only.
 *
 * @example serverSaid('{"error": "Database unavailable, please try again later."}') // 'Database unavailable, please try again later.'
 * @example serverSaid('Error: connect ECONNREFUSED 10.2.3.4:5432\n    at …') // undefined
 */
export function serverSaid(body: string): string | undefined {
  const trimmed = body.trim();
  const said = trimmed.startsWith('{') || trimmed.startsWith('"') ? messageOfJson(trimmed) : trimmed;
  return said !== undefined && said.length <= MAX_LENGTH && PLAIN_SENTENCE.test(said) ? said : undefined;
}

function messageOfJson(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return messageOf(value, 2);
}

/** A string, or the first message field's string (one object deep: `{"error": {"message": …}}`). */
function messageOf(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (depth === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const fields = Object.entries(value).map(([key, inner]) => ({ word: keyWords(key), inner }));
  for (const key of MESSAGE_KEYS) {
    const field = fields.find(({ word }) => word === key);
    const said = field === undefined ? undefined : messageOf(field.inner, depth - 1);
    if (said !== undefined && said !== '') return said;
  }
  return undefined;
}
