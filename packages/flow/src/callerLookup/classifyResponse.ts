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
const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;
// A page's start (after any comments): `<!doctype html`, `<html>`, `<html lang="en">`.
const HTML_START = /^<(!doctype\s+html|html)[\s>]/i;
const HTML_TITLE = /<title[^>]*>([\s\S]*?)<\/title>/i;
// "not found", "not_found", "Not-Found", "notfound" as a word ("notfoundation" is not it).
const NOT_FOUND_TEXT = /\bnot[\s_-]?found\b/i;
// Fields where a server says what went wrong, or whether anyone was found.
const MESSAGE_FIELD = /^(error|errors|error_?message|message|msg|detail|details|description|reason|status|result|code)$/i;
const STATUS_FIELD = /^(status|code|status_?code)$/i;
// An envelope's fields about the answer rather than the caller: flags, and the usual request bookkeeping.
const FLAG_FIELD = /^(success|ok|found|exists)$/i;
const ENVELOPE_FIELD = /^(meta|metadata|timestamp|time|request_?id|trace_?id|pagination|links|version)$/i;
// Where an envelope (`{"success": true, "data": …}`) carries the record.
const PAYLOAD_FIELD = /^(data|result|results|record|records|client|clients|caller|customer|patient|payload|item|items)$/i;
// What a "… not found" message may name and still be about the caller, rather than some other thing of a found record.
const CALLER_WORDS = new Set([
  'client', 'caller', 'customer', 'patient', 'record', 'user', 'contact', 'person', 'account', 'member', 'entry', 'match',
  'phone', 'number', 'data', 'resource', 'result', 'results', 'item',
]);
const FILLER_WORDS = new Set(['the', 'a', 'an', 'no', 'this', 'that', 'given', 'with', 'for', 'by', 'of', 'matching', 'requested', 'error', 'sorry']);

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
  // A login proxy's or captive portal's page answered for the server: no record, and nothing to read to a caller.
  if (isHtmlPage(trimmed, contentType)) {
    return { result: 'error', code: CALLER_LOOKUP_ERROR.htmlPage, message: errorMessages.htmlPage(context.where, status, pageTitle(trimmed)), status };
  }
  const declaredJson = JSON_TYPE.test(contentType);
  if (declaredJson || looksLikeJson(trimmed)) {
    const parsed = parseJson(trimmed);
    if (parsed.ok) {
      const { value } = parsed;
      if (saysNobody(value, true)) return { result: 'not_found', status, body };
      const failure = reportedFailure(value);
      if (failure !== undefined) {
        return { result: 'error', code: CALLER_LOOKUP_ERROR.reportedError, message: errorMessages.reportedError(context.where, status, failure), status, body };
      }
      return { result: 'found', status, body, data: value };
    }
    if (declaredJson) {
      const message = parsed.tooDeep ? errorMessages.jsonTooDeep(context.where, contentType, MAX_JSON_DEPTH) : errorMessages.invalidJson(context.where, contentType);
      return { result: 'error', code: CALLER_LOOKUP_ERROR.invalidJson, message, status, body };
    }
  }
  return NOT_FOUND_TEXT.test(trimmed) ? { result: 'not_found', status, body } : { result: 'found', status, body, data: body };
}

/**
 * Whether parsed JSON means "no such caller": `null`, `false`, `0`, blank or "not found" text, a list of such answers
 * (`[]`, `[{}]`, `[0]`), or an object for which, first rule that applies:
 * 1. `found` / `exists` is false, or a status of 404: nobody;
 * 2. a message field says the caller was not found ("Not found", "Client not found"): nobody;
 * 3. a whole answer that reports a failure (`{"success": false}`) is not nobody: `reportedFailure` makes it an error;
 * 4. it identifies someone (a field other than messages, flags and envelope bookkeeping holds data): found, whatever
 *    else a message says was not found (`{"name": "Ann", "message": "Next appointment not found"}`);
 * 5. its payload (`data`, `result`, `record`, `client`, …) says nobody (`{"success": true, "data": null}`): nobody;
 * 6. a message field says some other thing was not found, or every field says nobody (`{"client": null}`,
 *    `{"results": [], "total": 0}`: inside an object a zero is a count): nobody.
 * A whole answer of `0` is a count of none, as `[0]` and `{"total": 0}` are; another number, or `true`, stays found.
 */
function saysNobody(value: unknown, whole: boolean): boolean {
  if (value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '' || NOT_FOUND_TEXT.test(value);
  if (typeof value === 'number') return value === 0;
  if (Array.isArray(value)) return value.every((item) => saysNobody(item, false));
  if (typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (record['found'] === false || record['exists'] === false) return true;
  const entries = Object.entries(record);
  if (entries.some(([key, field]) => STATUS_FIELD.test(key) && (field === 404 || field === '404'))) return true;
  const notFoundMessages = entries.flatMap(([key, field]) => (MESSAGE_FIELD.test(key) && typeof field === 'string' && NOT_FOUND_TEXT.test(field) ? [field] : []));
  if (notFoundMessages.some(isAboutTheCaller)) return true;
  if (whole && reportedFailure(record) !== undefined) return false;
  if (entries.some(([key, field]) => identifies(key, field))) return false;
  if (entries.some(([key, field]) => PAYLOAD_FIELD.test(key) && saysNobody(field, false))) return true;
  return notFoundMessages.length > 0 || entries.every(([, field]) => saysNobody(field, false));
}

/** Whether a field tells who the caller is: data in a field other than a message, a flag or envelope bookkeeping. */
function identifies(key: string, field: unknown): boolean {
  if (saysNobody(field, false) || typeof field === 'boolean') return false;
  // `result` is a message field and a payload: holding a record, it is the payload.
  if (PAYLOAD_FIELD.test(key) && typeof field === 'object') return true;
  return !MESSAGE_FIELD.test(key) && !FLAG_FIELD.test(key) && !ENVELOPE_FIELD.test(key);
}

/**
 * Whether a "… not found" message is about the caller: it names nothing before "not found", or only the caller's
 * record ("Client with this phone number not found"), not some other thing ("Next appointment not found").
 */
function isAboutTheCaller(message: string): boolean {
  const before = message.slice(0, NOT_FOUND_TEXT.exec(message)?.index ?? 0);
  const words = before.toLowerCase().split(/[^a-z]+/).filter((word) => word !== '' && !FILLER_WORDS.has(word));
  return words.every((word) => CALLER_WORDS.has(word) || CALLER_WORDS.has(word.replace(/s$/, '')));
}

/**
 * The field by which a 2xx JSON object reports a failure instead of a record: a non-empty `error` (or `errors`
 * list), or `success` / `ok` false; undefined when there is none. A server that answers "200, something went wrong"
 * must not be read as having found the caller.
 */
function reportedFailure(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const error = record['error'];
  if (error !== undefined && error !== false && !saysNobody(error, false)) return 'error';
  const errors = record['errors'];
  if (Array.isArray(errors) && errors.length > 0) return 'errors';
  if (record['success'] === false) return 'success';
  if (record['ok'] === false) return 'ok';
  return undefined;
}

/**
 * Whether a 2xx body is an HTML page: it starts as one (`<!doctype html`, `<html`), or is markup declared `text/html`.
 * JSON or text served as `text/html` (a PHP script's default) is not a page.
 */
function isHtmlPage(trimmed: string, contentType: string): boolean {
  return HTML_START.test(withoutLeadingComments(trimmed)) || (HTML_TYPE.test(contentType) && trimmed.startsWith('<'));
}

/** The text after the `<!-- … -->` comments it starts with (a scan, not a regex: no backtracking over a large body). */
function withoutLeadingComments(text: string): string {
  let rest = text;
  while (rest.startsWith('<!--')) {
    const end = rest.indexOf('-->', 4);
    if (end < 0) return rest;
    rest = rest.slice(end + 3).trimStart();
  }
  return rest;
}

/** The page's `<title>`, on one line and at most 80 characters, to tell the operator whose page it is. */
function pageTitle(page: string): string | undefined {
  // Looked for in the page's head only: an unclosed <title> repeated through a large body would cost a scan each.
  const title = HTML_TITLE.exec(page.slice(0, 8192))?.[1]?.replace(/\s+/g, ' ').trim();
  return title === undefined || title === '' ? undefined : title.slice(0, 80);
}

/** Text served without a JSON content type is still parsed when it plainly is JSON, or is a bare `0` (a count of none). */
function looksLikeJson(trimmed: string): boolean {
  return /^[{["]/.test(trimmed) || trimmed === 'null' || trimmed === 'false' || trimmed === '0';
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; tooDeep: boolean } {
  if (nestingDepth(text) > MAX_JSON_DEPTH) return { ok: false, tooDeep: true };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, tooDeep: false };
  }
}
