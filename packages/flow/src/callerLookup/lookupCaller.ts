// The caller lookup's only I/O: one GET (plus allowed same-origin redirects) under one deadline and one body cap.
import { resolveCallerLookupConfig } from './CallerLookupConfig.js';
import type { CallerLookupConfig, ResolvedCallerLookupConfig } from './CallerLookupConfig.js';
import type { CallerLookupOutcome } from './CallerLookupOutcome.js';
import { blockedPort } from '../blockedPorts.js';
import { classifyResponse } from './classifyResponse.js';
import { encodingFetchLeaves } from './undecodedEncoding.js';
import { watchDroppedConnection } from './droppedConnection.js';
import { lookupRequests } from './lookupRequests.js';
import { refusedInterimStatus, watchUnshownStatus } from './unshownStatus.js';
import type { UnshownStatus } from './unshownStatus.js';
import { lookupUrl, whereOf } from './lookupUrl.js';
import { CALLER_LOOKUP_ERROR, errorMessages } from './messages.js';
import { cancelQuietly, readCappedBody } from './readCappedBody.js';
import { redactBody, redactToken, redactTokenInData } from './redactToken.js';
import { isSignInAddress } from './signInAddress.js';
import { sentToken } from './sentToken.js';
import { toE164 } from './toE164.js';
import { urlPlaceholder } from './urlPlaceholder.js';
import { authHeaderProblem, NUMBER_FIELDS, numberFieldProblem } from './validateCallerLookupConfig.js';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** CR, LF, NUL or anything past Latin-1 cannot travel in an HTTP header value. */
const UNSENDABLE_IN_HEADER = /[\r\n\0]|[^\u0000-\u00ff]/;

/**
 * Looks the caller up: normalises the number to E.164, sends `GET {url}?phone=…` with the auth header
 * when `auth_env` names a set variable, and classifies the answer. Never rejects: every failure is an
 * `error` outcome with a stable code. The token is redacted from every field of the outcome.
 * @example
 * const outcome = await lookupCaller({ url: 'https://crm.example.com/clients', auth_env: 'CRM_TOKEN' }, '+1 415 555 2671', process.env);
 * if (outcome.result === 'found') console.log(outcome.data);
 */
export async function lookupCaller(
  config: CallerLookupConfig,
  callerNumber: string,
  env: Record<string, string | undefined>,
  fetchImpl: typeof fetch = fetch,
  /** Aborted when the call ends: the request is dropped at once (`cancelled`), not left to run to its timeout. */
  cancel?: AbortSignal,
): Promise<CallerLookupOutcome> {
  const resolved = resolveCallerLookupConfig(config);
  const token = resolved.auth_env === undefined ? undefined : sentToken(env[resolved.auth_env]);
  // A flow file's block was checked when it loaded; a config built in code was not (a NaN cap would read without end).
  const problem = [...NUMBER_FIELDS.map((field) => numberFieldProblem(field, resolved[field])), authHeaderProblem(resolved.auth_header)].find((found) => found !== null);
  if (problem !== undefined && problem !== null) {
    return { result: 'error', code: CALLER_LOOKUP_ERROR.configInvalid, message: errorMessages.configInvalid(problem) };
  }
  let outcome: CallerLookupOutcome;
  try {
    outcome = await lookupOnce(resolved, callerNumber, token, fetchImpl, cancel);
  } catch (cause) {
    // Only a bug or a misbehaving fetchImpl gets here; the call still gets an outcome.
    outcome = { result: 'error', code: CALLER_LOOKUP_ERROR.networkError, message: errorMessages.networkError(safeWhere(resolved.url), causeText(cause)) };
  }
  return redactOutcome(outcome, token);
}

async function lookupOnce(
  config: ResolvedCallerLookupConfig,
  callerNumber: string,
  token: string | undefined,
  fetchImpl: typeof fetch,
  cancel: AbortSignal | undefined,
): Promise<CallerLookupOutcome> {
  const number = toE164(callerNumber, config.default_region);
  if (!number.ok) return { result: 'error', code: number.code, message: number.message };

  const first = lookupUrl(config.url, number.e164);
  // Quoted only when it cannot hold a password (`ftp://bot:secret@host`, or `bot:secret@host` read as a "bot:" scheme).
  if (first === null) return { result: 'error', code: CALLER_LOOKUP_ERROR.badUrl, message: errorMessages.badUrl(config.url.includes('@') ? null : config.url) };
  // fetch would only say "bad port", and a config built in code was not checked when a flow loaded.
  const port = blockedPort(first);
  if (port !== undefined) return { result: 'error', code: CALLER_LOOKUP_ERROR.badUrl, message: errorMessages.portBlocked(whereOf(first), port) };
  // Sent as written, the placeholder would have every caller looked up at the same wrong address (a config built in code).
  const placeholder = urlPlaceholder(first);
  if (placeholder !== undefined) return { result: 'error', code: CALLER_LOOKUP_ERROR.badUrl, message: errorMessages.urlPlaceholder(placeholder.placeholder, placeholder.part) };
  // fetch refuses such a URL with a message quoting it whole, password and caller's number included.
  if (first.username !== '' || first.password !== '') return { result: 'error', code: CALLER_LOOKUP_ERROR.badUrl, message: errorMessages.credentialsInUrl(whereOf(first)) };

  const headers: Record<string, string> = { accept: 'application/json, text/plain;q=0.9, */*;q=0.5' };
  if (config.auth_env !== undefined) {
    if (token === undefined || token === '') {
      return { result: 'error', code: CALLER_LOOKUP_ERROR.authEnvUnset, message: errorMessages.authEnvUnset(config.auth_env, token !== undefined) };
    }
    if (UNSENDABLE_IN_HEADER.test(token)) {
      return { result: 'error', code: CALLER_LOOKUP_ERROR.authTokenInvalid, message: errorMessages.authTokenInvalid(config.auth_env) };
    }
    headers[config.auth_header] = token;
  }

  const deadline = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    deadline.abort();
  }, config.timeout_ms);
  const onCancel = (): void => deadline.abort();
  if (cancel?.aborted === true) deadline.abort();
  else cancel?.addEventListener('abort', onCancel, { once: true });
  const untilAborted = <T>(pending: Promise<T>): Promise<T> => raceAbort(pending, deadline.signal);

  let current = first;
  /** Set when fetch's connection was closed before fetch could use it: fetch would wait for the deadline. */
  let droppedOnConnect = false;
  const requests = lookupRequests();
  const dropWatch = watchDroppedConnection(requests, () => {
    droppedOnConnect = true;
    deadline.abort();
  });
  /** Statuses below 200 that fetch reads and makes no Response of: what the server said before it failed fetch. */
  const statusWatch = watchUnshownStatus(requests);
  let redirectsFollowed = 0;
  /** The status of the answer being read, once one arrived. */
  let answeredStatus: number | undefined;
  /** Its Content-Encoding, which fetch undoes while the body is read. */
  let answeredEncoding = '';
  try {
    for (;;) {
      answeredStatus = undefined;
      statusWatch.forget();
      const response = await untilAborted(
        requests.send(() => fetchImpl(current, { method: 'GET', headers, redirect: 'manual', signal: deadline.signal })),
      );
      answeredStatus = response.status;
      answeredEncoding = response.headers.get('content-encoding') ?? '';
      const where = whereOf(current);
      const location = response.headers.get('location');
      if (REDIRECT_STATUSES.has(response.status) && location !== null) {
        cancelQuietly(response.body);
        const status = response.status;
        const target = resolveLocation(location, current);
        // A login proxy's redirect: "point caller_lookup.url at the final address" would aim the lookup at a login form.
        const signIn = target !== null && isSignInAddress(target) ? errorMessages.redirectToSignIn(where, status, whereOf(target)) : undefined;
        if (config.follow_redirects === 0) {
          // Named by origin and path, as every request is: the final address to write, without the caller's number.
          const message = signIn ?? errorMessages.redirectRefused(where, status, target === null ? null : whereOf(target));
          return { result: 'error', code: CALLER_LOOKUP_ERROR.redirectRefused, message, status };
        }
        if (redirectsFollowed >= config.follow_redirects) {
          return { result: 'error', code: CALLER_LOOKUP_ERROR.tooManyRedirects, message: errorMessages.tooManyRedirects(where, config.follow_redirects), status };
        }
        if (target === null || target.origin !== first.origin) {
          const elsewhere = target === null ? 'an invalid address' : whereOf(target);
          return { result: 'error', code: CALLER_LOOKUP_ERROR.redirectCrossOrigin, message: signIn ?? errorMessages.redirectCrossOrigin(where, elsewhere), status };
        }
        redirectsFollowed += 1;
        // A redirect that forgets the query (a trailing-slash rewrite) would ask about nobody: a list endpoint then
        // answers every client, read as the caller's record. The caller's number goes along, as on the first request.
        current = target.searchParams.has('phone') ? target : lookupUrl(target.href, number.e164) ?? target;
        continue;
      }

      // An error status is the answer whatever its body: a 404 page or a 500's stack trace past the cap is read up to
      // the cap and classified by its status (not_found, unauthorized, http_error), not said to be too large.
      const failed = response.status < 200 || response.status > 299;
      // Still compressed, the body would be read as a record of garbled bytes (found as text, and said to the caller).
      const undecoded = failed ? undefined : encodingFetchLeaves(answeredEncoding);
      if (undecoded !== undefined) {
        cancelQuietly(response.body);
        return { result: 'error', code: CALLER_LOOKUP_ERROR.networkError, message: errorMessages.encodingNotDecoded(where, response.status, undecoded), status: response.status };
      }
      const body = await readCappedBody(response, config.max_body_bytes, untilAborted, { keepStart: failed });
      if (!body.ok && !failed) {
        return { result: 'error', code: CALLER_LOOKUP_ERROR.tooLarge, message: errorMessages.tooLarge(where, config.max_body_bytes), status: response.status };
      }
      const contentType = response.headers.get('content-type') ?? '';
      // fetch reads no further than Content-Length: a body that is exactly that long may have been cut by it.
      const declaredLength = Number(response.headers.get('content-length') ?? Number.NaN);
      const atDeclaredLength = body.ok && answeredEncoding === '' && body.bytes === declaredLength ? { atDeclaredLength: declaredLength } : {};
      return classifyResponse(
        { status: response.status, contentType, body: body.ok ? body.text : body.start ?? '', retryAfter: response.headers.get('retry-after') ?? undefined, ...atDeclaredLength },
        { where, authHeader: config.auth_header, authEnv: config.auth_env, asked: number.e164 },
      );
    }
  } catch (cause) {
    const where = whereOf(current);
    // A body that stalls after its headers still tells the status the server answered with (a flow reads `<into>_status`).
    if (timedOut) {
      // Only an interim 1xx came (a 102 Processing, a 103 Early Hints): no final status for `<into>_status`.
      const interim = answeredStatus === undefined ? statusWatch.seen() : undefined;
      // After a 101 the server speaks another protocol: no answer was ever coming, so it is no slowness to wait out.
      const message = interim?.status === 101 ? errorMessages.unaskedSwitch(where, `none within ${config.timeout_ms} ms`)
        : interim !== undefined && interim.status >= 100 ? errorMessages.timeoutAfterInterim(where, config.timeout_ms, interimName(interim))
        : errorMessages.timeout(where, config.timeout_ms, answeredStatus);
      return { result: 'error', code: CALLER_LOOKUP_ERROR.timeout, message, ...(answeredStatus === undefined ? {} : { status: answeredStatus }) };
    }
    if (cancel?.aborted === true) return { result: 'error', code: CALLER_LOOKUP_ERROR.cancelled, message: errorMessages.cancelled(where) };
    if (droppedOnConnect && answeredStatus === undefined) {
      return { result: 'error', code: CALLER_LOOKUP_ERROR.networkError, message: errorMessages.closedWithoutAnswer(where, 'closed as soon as it was made', current.protocol === 'http:') };
    }
    const unshown = answeredStatus === undefined ? statusWatch.seen() : undefined;
    if (unshown !== undefined && unshown.status < 100) {
      // fetch fails on it with an assertion of its own ("false == true"): said as a status over 599 is, no HTTP status.
      return { result: 'error', code: CALLER_LOOKUP_ERROR.httpError, message: errorMessages.httpError(where, unshown.status), status: unshown.status };
    }
    if (answeredStatus !== undefined && isDecodingFailure(cause)) {
      // The connection held: the body is not in the compression the server declared for it.
      const message = errorMessages.bodyNotDecoded(where, answeredStatus, answeredEncoding, causeText(cause, current));
      return { result: 'error', code: CALLER_LOOKUP_ERROR.networkError, message, status: answeredStatus };
    }
    if (errorField(errorField(cause, 'cause'), 'code') === 'UND_ERR_HEADERS_OVERFLOW') {
      // The server answered, with more header data than fetch reads: "could not be reached" would mislead.
      return { result: 'error', code: CALLER_LOOKUP_ERROR.networkError, message: errorMessages.headersTooLarge(where) };
    }
    if (answeredStatus !== undefined) {
      // The server was reached: "could not be reached" would send the operator after the wrong problem.
      const message = errorMessages.connectionDropped(where, answeredStatus, causeText(cause, current));
      return { result: 'error', code: CALLER_LOOKUP_ERROR.networkError, message, status: answeredStatus };
    }
    const socketCode = errorField(errorField(cause, 'cause'), 'code');
    if (socketCode === 'UND_ERR_SOCKET' || socketCode === 'ECONNRESET') {
      // A 1xx is no answer, only what comes before one: said as what it was, not as a connection closed without a word.
      const interim = unshown ?? refusedInterimStatus(errorField(errorField(cause, 'cause'), 'message'));
      if (interim !== undefined) return { result: 'error', code: CALLER_LOOKUP_ERROR.networkError, message: interimMessage(where, interim, causeText(cause, current)) };
      // Connected, then closed (or reset) before any answer: what a TLS-only server does with a plain-http request, or a crash.
      return { result: 'error', code: CALLER_LOOKUP_ERROR.networkError, message: errorMessages.closedWithoutAnswer(where, causeText(cause, current), current.protocol === 'http:') };
    }
    if (typeof socketCode === 'string' && socketCode.startsWith('HPE_')) {
      // Node's HTTP parser refused the answer: another protocol (SSH, SMTP, a database) listens on that port when it
      // did not even open as HTTP; an answer that did, then broke its framing, is an HTTP server's (or its proxy's).
      // A status line whose status is no number of three digits (`1000`, `-1`) is an HTTP server's too, miswritten.
      const otherProtocol = socketCode === 'HPE_INVALID_CONSTANT' || socketCode === 'HPE_INVALID_VERSION';
      const message = otherProtocol ? errorMessages.notHttp(where, causeText(cause, current))
        : socketCode === 'HPE_INVALID_STATUS' ? errorMessages.statusLineInvalid(where, causeText(cause, current))
        : errorMessages.malformedHttp(where, causeText(cause, current));
      return { result: 'error', code: CALLER_LOOKUP_ERROR.networkError, message };
    }
    const tls = tlsFix(cause);
    const message = tls === undefined ? errorMessages.networkError(where, causeText(cause, current)) : errorMessages.networkError(where, tls.problem, tls.fix);
    return { result: 'error', code: CALLER_LOOKUP_ERROR.networkError, message };
  } finally {
    dropWatch.stop();
    statusWatch.stop();
    clearTimeout(timer);
    cancel?.removeEventListener('abort', onCancel);
    deadline.abort();
  }
}

/** `HTTP 101 (Switching Protocols)`, or `HTTP 199` without a reason phrase. */
function interimName({ status, text }: UnshownStatus): string {
  return `HTTP ${status}${text.trim() === '' ? '' : ` (${text.trim()})`}`;
}

/** What a server that answered only a 1xx did, by the status: a 100 fetch reads nothing after, a switch, or a bare 1xx. */
function interimMessage(where: string, interim: UnshownStatus, cause: string): string {
  if (interim.status === 100) return errorMessages.unaskedContinue(where);
  if (interim.status === 101) return errorMessages.unaskedSwitch(where, cause);
  return errorMessages.interimOnly(where, interimName(interim), cause);
}

/** Settles with `pending`, or rejects when the deadline passes, whichever comes first (a fetchImpl may ignore its signal). */
function raceAbort<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      pending.catch(() => undefined);
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** The configured URL for a message, without credentials or query when it parses. */
function safeWhere(url: string): string {
  try {
    return whereOf(new URL(url));
  } catch {
    return url;
  }
}

/** A redirect target relative to the URL that answered, or null when it is not an http(s) URL. */
function resolveLocation(location: string, base: URL): URL | null {
  try {
    const next = new URL(location, base);
    return next.protocol === 'http:' || next.protocol === 'https:' ? next : null;
  } catch {
    return null;
  }
}

/** Whether fetch failed undoing the body's Content-Encoding: zlib (`Z_DATA_ERROR`, …) or brotli (`ERR__ERROR_…`) refused it. */
function isDecodingFailure(cause: unknown): boolean {
  const code = errorField(errorField(cause, 'cause'), 'code');
  return typeof code === 'string' && /^(Z_|ERR__ERROR_)/.test(code);
}

/** A field of an error-like value. Read by name, not through `instanceof Error`: fetch's errors may come from another realm (a VM context). */
function errorField(value: unknown, field: 'cause' | 'code' | 'message' | 'host' | 'cert' | 'subjectaltname'): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
}

/**
 * What went wrong in a TLS handshake that has a known fix, by the code Node gives it; undefined for any other failure.
 * (OpenSSL's own text for a plain-http server, "…:SSL routines:ssl3_get_record:wrong version number:…", names no fix.)
 */
function tlsFix(cause: unknown): { problem: string; fix: string } | undefined {
  const inner = errorField(cause, 'cause');
  const code = errorField(inner, 'code');
  const message = errorField(inner, 'message');
  const said = typeof message === 'string' ? message.trim() : '';
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER') {
    return { problem: 'the server does not answer TLS (https) on this port', fix: 'if it serves plain http, write http:// in caller_lookup.url, or point the URL at its https port' };
  }
  // A trusted certificate that is wrong otherwise: the server is running, and its certificate (or a clock) is what to fix.
  if (code === 'CERT_HAS_EXPIRED') {
    return { problem: `its certificate has expired (${said || code})`, fix: 'renew the server\'s certificate, or if it is current, check this machine\'s clock' };
  }
  if (code === 'CERT_NOT_YET_VALID') {
    return { problem: `its certificate is not valid yet (${said || code})`, fix: 'check this machine\'s clock and the server\'s, or the certificate\'s start date' };
  }
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    const host = errorField(inner, 'host');
    const names = errorField(errorField(inner, 'cert'), 'subjectaltname');
    const asked = typeof host === 'string' && host !== '' ? host : 'the host in the url';
    const problem = typeof names === 'string' && names !== '' ? `its certificate is for ${names}, not ${asked}` : `its certificate is not for ${asked} (${said || code})`;
    return { problem, fix: `write a host name the certificate names in caller_lookup.url, or give the server a certificate for ${asked}` };
  }
  if (typeof code === 'string' && UNTRUSTED_CERTIFICATE.has(code)) {
    return { problem: `its certificate is not trusted (${said || code})`, fix: 'start Switchboard with NODE_EXTRA_CA_CERTS naming the file of the CA certificate that signed it, or give the server a publicly trusted certificate' };
  }
  return undefined;
}

/** Node's codes for a certificate no CA it trusts vouches for (self-signed, or signed by a private CA). */
const UNTRUSTED_CERTIFICATE = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY']);

/** The most specific description of a failure: fetch wraps socket errors (ECONNREFUSED, …) in `cause`. */
function causeText(cause: unknown, request?: URL): string {
  const inner = errorField(errorField(cause, 'cause'), 'message');
  const outer = errorField(cause, 'message');
  const text = typeof inner === 'string' && inner !== '' ? inner : typeof outer === 'string' && outer !== '' ? outer : String(cause);
  // A message quoting the request's URL would carry the caller's number (and any credentials): name it as messages do.
  return request === undefined ? text : text.split(request.href).join(whereOf(request));
}

function redactOutcome(outcome: CallerLookupOutcome, token: string | undefined): CallerLookupOutcome {
  switch (outcome.result) {
    case 'found':
      return { ...outcome, body: redactBody(outcome.body, token), data: redactTokenInData(outcome.data, token) };
    case 'not_found':
      return { ...outcome, body: redactBody(outcome.body, token) };
    case 'error':
      return {
        ...outcome,
        message: redactToken(outcome.message, token),
        ...(outcome.body === undefined ? {} : { body: redactBody(outcome.body, token) }),
      };
  }
}
