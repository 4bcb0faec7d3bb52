// Pure classification of a lookup server's answer into found / not_found / error.
import type { CallerLookupOutcome } from './CallerLookupOutcome.js';
import { MAX_JSON_DEPTH, nestingDepth } from './jsonDepth.js';
import { CALLER_LOOKUP_ERROR, errorMessages } from './messages.js';

/** The parts of an HTTP answer classification looks at. */
export interface LookupResponse {
  status: number;
  /** The `content-type` header, or '' when absent. */
  contentType: string;
  body: string;
}

/** Names used in error messages: where the request went, and how auth was configured. */
export interface ClassifyContext {
  where: string;
  authHeader: string;
  authEnv: string | undefined;
}

const JSON_TYPE = /^[^;]*[/+]json\s*(;|$)/i;
const NOT_FOUND_TEXT = /\bnot found\b/i;

/**
 * Classifies a final (non-redirect) answer.
 * @example classifyResponse({ status: 200, contentType: 'application/json', body: '{"name":"Ann"}' }, context)
 * // { result: 'found', status: 200, body: '{"name":"Ann"}', data: { name: 'Ann' } }
 * @example classifyResponse({ status: 200, contentType: 'text/plain', body: 'Client not found' }, context)
 * // { result: 'not_found', status: 200, body: 'Client not found' }
 */
export function classifyResponse(response: LookupResponse, context: ClassifyContext): CallerLookupOutcome {
  const { status, contentType, body } = response;
  if (status === 404) return { result: 'not_found', status, body };
  if (status < 200 || status > 299) {
    const withBody = body === '' ? {} : { body };
    if (status === 401 || status === 403) {
      const message = errorMessages.unauthorized(context.where, status, context.authHeader, context.authEnv);
      return { result: 'error', code: CALLER_LOOKUP_ERROR.unauthorized, message, status, ...withBody };
    }
    return { result: 'error', code: CALLER_LOOKUP_ERROR.httpError, message: errorMessages.httpError(context.where, status), status, ...withBody };
  }

  const trimmed = body.trim();
  if (trimmed === '') return { result: 'not_found', status, body };
  const declaredJson = JSON_TYPE.test(contentType);
  if (declaredJson || looksLikeJson(trimmed)) {
    const parsed = parseJson(trimmed);
    if (parsed.ok) {
      return saysNobody(parsed.value) ? { result: 'not_found', status, body } : { result: 'found', status, body, data: parsed.value };
    }
    if (declaredJson) {
      const message = parsed.tooDeep ? errorMessages.jsonTooDeep(context.where, contentType, MAX_JSON_DEPTH) : errorMessages.invalidJson(context.where, contentType);
      return { result: 'error', code: CALLER_LOOKUP_ERROR.invalidJson, message, status, body };
    }
  }
  return NOT_FOUND_TEXT.test(trimmed) ? { result: 'not_found', status, body } : { result: 'found', status, body, data: body };
}

/** Whether parsed JSON means "no such caller". */
function saysNobody(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value === 'string') return value.trim() === '' || NOT_FOUND_TEXT.test(value);
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 || (value as Record<string, unknown>)['found'] === false;
  }
  return false;
}

/** Text served without a JSON content type is still parsed when it plainly is JSON. */
function looksLikeJson(trimmed: string): boolean {
  return /^[{["]/.test(trimmed) || trimmed === 'null';
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; tooDeep: boolean } {
  if (nestingDepth(text) > MAX_JSON_DEPTH) return { ok: false, tooDeep: true };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, tooDeep: false };
  }
}
