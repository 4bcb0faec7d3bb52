// Pure classification of a lookup server's answer into found / not_found / error.
import type { CallerLookupOutcome } from './CallerLookupOutcome.js';
import { isBinaryAnswer } from './binaryAnswer.js';
import { isCutJson } from './cutJson.js';
import { MAX_JSON_DEPTH, nestingDepth } from './jsonDepth.js';
import { CALLER_LOOKUP_ERROR, errorMessages } from './messages.js';
import { NOT_FOUND_TEXT, saysNobodyInWords } from './nobodyInWords.js';
import { isAskedNumber } from './askedNumber.js';
import { readJsonAnswer } from './readJsonAnswer.js';
import { foundData } from './foundData.js';
import { hasHijackingPrefix, withoutHijackingPrefix } from './jsonHijackingPrefix.js';
import { unfilteredListSize } from './unfilteredList.js';
import { numbersAsWritten } from './numbersAsWritten.js';
import { retryAfterText } from './retryAfter.js';

/** The parts of an HTTP answer classification looks at. */
export interface LookupResponse {
  status: number;
  /** The `content-type` header, or '' when absent. */
  contentType: string;
  body: string;
  /** The `retry-after` header, when present: a 429's or 503's "ask again after". */
  retryAfter?: string;
  /** The `content-length` header, when the body read is exactly that many bytes and not compressed: JSON cut there was cut by it. */
  atDeclaredLength?: number;
}

/** Names used in error messages: where the request went, and how auth was configured. */
export interface ClassifyContext {
  where: string;
  authHeader: string;
  authEnv: string | undefined;
  /**
   * The number asked about (E.164): an answer that is only this number, echoed, identifies nobody; another phone number
   * in a field named for one (`phone`, `mobile`…) is then the contact's. Unknown, any phone number there is the echo.
   */
  asked?: string;
}

const JSON_TYPE = /^[^;]*[/+]json\s*(;|$)/i;
const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;
// A page's start (after any comments): `<!doctype html`, `<html>`, `<html lang="en">`.
const HTML_START = /^<(!doctype\s+html|html)[\s>]/i;
const HTML_TITLE = /<title[^>]*>([\s\S]*?)<\/title>/i;
// XML by its type (`application/xml`, `text/xml`, `application/soap+xml`), or by its declaration whatever the type.
const XML_TYPE = /^[^;]*[/+]xml\s*(;|$)/i;
const XML_DECLARATION = /^<\?xml[\s?]/i;
// Markup a server sent with no content type: it opens with a tag, closes one (`</…>` or `/>`) and ends with a `>`.
const OPENING_TAG = /^<([a-z][\w:.-]*)[\s>/]/i;
// The first tags of a page or a fragment of one (a proxy's `<h1>502 Bad Gateway</h1>`), rather than of an XML record.
const HTML_TAGS = new Set([
  'html', 'head', 'body', 'title', 'meta', 'link', 'script', 'style', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div',
  'span', 'pre', 'center', 'br', 'hr', 'table', 'b', 'i', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'font', 'section',
  'main', 'header', 'footer', 'form', 'img', 'noscript',
]);

/**
 * Classifies a final (non-redirect) answer; what a 2xx JSON answer says is read by `readJsonAnswer`.
 * @example classifyResponse({ status: 200, contentType: 'application/json', body: '{"name":"Ann"}' }, context)
 * // { result: 'found', status: 200, body: '{"name":"Ann"}', data: { name: 'Ann' } }
 * @example classifyResponse({ status: 200, contentType: 'text/plain', body: 'Client not found' }, context)
 * // { result: 'not_found', status: 200, body: 'Client not found' }
 * @example classifyResponse({ status: 200, contentType: 'text/plain', body: 'No record found for this number' }, context)
 * // { result: 'not_found', status: 200, body: 'No record found for this number' }
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
    const message = errorMessages.httpError(context.where, status, retryAfterText(response.retryAfter));
    return { result: 'error', code: CALLER_LOOKUP_ERROR.httpError, message, status, ...withBody };
  }

  const trimmed = body.trim();
  if (trimmed === '') return { result: 'not_found', status, body };
  // A file's bytes (the url names an image or a download): found as text, the flow would greet the caller by them.
  if (isBinaryAnswer(body, contentType)) {
    return { result: 'error', code: CALLER_LOOKUP_ERROR.binaryAnswer, message: errorMessages.binaryAnswer(context.where, status, contentType), status };
  }
  // A login proxy's or captive portal's page answered for the server: no record, and nothing to read to a caller.
  if (isHtmlPage(trimmed, contentType)) {
    return { result: 'error', code: CALLER_LOOKUP_ERROR.htmlPage, message: errorMessages.htmlPage(context.where, status, pageTitle(trimmed)), status };
  }
  // The flow could read no field of it, and would say its markup: the server ignored the request's Accept.
  if (isXml(trimmed, contentType)) {
    return { result: 'error', code: CALLER_LOOKUP_ERROR.xmlAnswer, message: errorMessages.xmlAnswer(context.where, status, contentType), status, body };
  }
  const declaredJson = JSON_TYPE.test(contentType);
  // Google's `)]}'` before JSON guards it against cross-site inclusion; JSON clients strip it, and so does this one.
  const unprefixed = withoutHijackingPrefix(trimmed);
  const prefixed = hasHijackingPrefix(trimmed);
  if (declaredJson || prefixed || looksLikeJson(trimmed)) {
    const parsed = parseJson(unprefixed ?? trimmed);
    if (parsed.ok) {
      // The JSON as its clients read it: the model reads it without the prefix too.
      const answered = unprefixed ?? body;
      const reading = readJsonAnswer(parsed.value, context.asked);
      if (reading.says === 'nobody') return { result: 'not_found', status, body: answered };
      if (reading.says === 'failure') {
        return { result: 'error', code: CALLER_LOOKUP_ERROR.reportedError, message: errorMessages.reportedError(context.where, status, reading.field), status, body: answered };
      }
      const data = foundData(parsed.value, context.asked);
      // Every client, none with the caller's number: the endpoint ignored ?phone=, and the flow would greet strangers.
      const strangers = context.asked === undefined ? undefined : unfilteredListSize(data, context.asked);
      if (strangers !== undefined) {
        return { result: 'error', code: CALLER_LOOKUP_ERROR.unfilteredList, message: errorMessages.unfilteredList(context.where, status, strangers), status, body: answered };
      }
      return { result: 'found', status, body: answered, data };
    }
    // JSON that stops short exactly at the length the server declared: that length, not the JSON, is likely what is
    // wrong. Served as text too: the cut record would otherwise be found, and the flow greet the caller by '{"nam'.
    const cutByLength = !parsed.tooDeep && response.atDeclaredLength !== undefined && isCutJson(unprefixed ?? trimmed);
    // Only a JSON API writes the prefix: a rest that does not parse is its broken JSON, whatever the content type, and
    // found as text the flow would greet the caller by `)]}'`.
    if (declaredJson || cutByLength || prefixed) {
      const message = parsed.tooDeep ? errorMessages.jsonTooDeep(context.where, contentType, MAX_JSON_DEPTH)
        : cutByLength ? errorMessages.jsonCutAtLength(context.where, contentType, response.atDeclaredLength ?? 0)
        : prefixed ? errorMessages.invalidJsonAfterPrefix(context.where, contentType)
        : errorMessages.invalidJson(context.where, contentType);
      return { result: 'error', code: CALLER_LOOKUP_ERROR.invalidJson, message, status, body };
    }
  }
  const saysNobody = NOT_FOUND_TEXT.test(trimmed) || saysNobodyInWords(trimmed) || (context.asked !== undefined && isAskedNumber(trimmed, context.asked));
  return saysNobody ? { result: 'not_found', status, body } : { result: 'found', status, body, data: body };
}

/**
 * Whether a 2xx body is an HTML page: it starts as one (`<!doctype html`, `<html`), or is markup declared `text/html`.
 * JSON or text served as `text/html` (a PHP script's default) is not a page.
 */
function isHtmlPage(trimmed: string, contentType: string): boolean {
  return HTML_START.test(withoutLeadingComments(trimmed)) || (HTML_TYPE.test(contentType) && trimmed.startsWith('<')) ||
    HTML_TAGS.has(undeclaredMarkupTag(trimmed, contentType) ?? '');
}

/** Whether a 2xx body is XML: markup declared an XML type, or a document opening with its `<?xml …?>` declaration. */
function isXml(trimmed: string, contentType: string): boolean {
  return XML_DECLARATION.test(trimmed) || (XML_TYPE.test(contentType) && trimmed.startsWith('<')) || undeclaredMarkupTag(trimmed, contentType) !== undefined;
}

/**
 * The first tag's name (lower case) of a body sent with no content type that is markup: it opens with a tag, closes
 * one and ends with `>` (`<h1>Bad Gateway</h1>`, `<client><name>Ann</name></client>`); undefined otherwise, and for
 * any declared type (text/plain markup is the server's text). "<VIP> Ann Lee" is no markup.
 */
function undeclaredMarkupTag(trimmed: string, contentType: string): string | undefined {
  if (contentType.trim() !== '' || !trimmed.endsWith('>') || !(trimmed.includes('</') || trimmed.includes('/>'))) return undefined;
  return OPENING_TAG.exec(trimmed)?.[1]?.toLowerCase();
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
    // Numbers are read as written: an account id past 15 digits or a balance's cents must not change on the way to a template.
    return { ok: true, value: JSON.parse(numbersAsWritten(text)) as unknown };
  } catch {
    return { ok: false, tooDeep: false };
  }
}
