// Every issue code, error code and message text of the caller lookup, kept together so tests can import them.
import type { UrlPart } from './urlPlaceholder.js';

/** Codes of problems found in a flow file's `caller_lookup` block (reported as issues, all at once). */
export const CALLER_LOOKUP_ISSUE = {
  notObject: 'caller_lookup_not_object',
  urlMissing: 'caller_lookup_url_missing',
  urlInvalid: 'caller_lookup_url_invalid',
  secretInUrl: 'caller_lookup_secret_in_url',
  secretInFlow: 'caller_lookup_secret_in_flow',
  authEnvInvalid: 'caller_lookup_auth_env_invalid',
  authHeaderInvalid: 'caller_lookup_auth_header_invalid',
  numberOutOfRange: 'caller_lookup_number_out_of_range',
  regionUnknown: 'caller_lookup_region_unknown',
  errorBodyUnknown: 'caller_lookup_error_body_unknown',
  unknownField: 'caller_lookup_unknown_field',
  urlPlaceholder: 'caller_lookup_url_placeholder',
} as const;

/** Stable codes of a lookup's `error` outcome; a flow may branch or log on them. */
export const CALLER_LOOKUP_ERROR = {
  callerNumberMissing: 'caller_number_missing',
  callerNumberInvalid: 'caller_number_invalid',
  regionUnknown: 'region_unknown',
  badUrl: 'bad_url',
  configInvalid: 'config_invalid',
  authEnvUnset: 'auth_env_unset',
  authTokenInvalid: 'auth_token_invalid',
  timeout: 'timeout',
  cancelled: 'cancelled',
  tooLarge: 'too_large',
  redirectRefused: 'redirect_refused',
  redirectCrossOrigin: 'redirect_cross_origin',
  tooManyRedirects: 'too_many_redirects',
  unauthorized: 'unauthorized',
  httpError: 'http_error',
  invalidJson: 'invalid_json',
  reportedError: 'reported_error',
  htmlPage: 'html_page',
  xmlAnswer: 'xml_answer',
  binaryAnswer: 'binary_answer',
  unfilteredList: 'unfiltered_list',
  networkError: 'network_error',
} as const;

export type CallerLookupErrorCode = (typeof CALLER_LOOKUP_ERROR)[keyof typeof CALLER_LOOKUP_ERROR];

/** What replaces the auth token wherever it would otherwise appear. */
export const REDACTED = '[redacted]';

export const issueMessages = {
  notObject: (got: string) =>
    `caller_lookup must be an object with at least a "url" (got ${got}); write e.g. caller_lookup: { url: "https://crm.example.com/clients" }.`,
  urlMissing: () => 'caller_lookup.url is missing: give the lookup endpoint, or an empty string to turn the lookup off.',
  urlNotString: (got: string) => `caller_lookup.url must be a string (got ${got}).`,
  urlInvalid: (url: string | null) => `caller_lookup.url${url === null ? '' : ` "${url}"`} is not an absolute http:// or https:// URL.`,
  urlPlaceholder: (placeholder: string, part: UrlPart) =>
    part === 'host'
      ? `caller_lookup.url holds the placeholder "${placeholder}" in its host, which nothing fills: every lookup would ask for a server of that name, and none exists. A flow file reads no environment variable or template in the url (only the token comes from the environment, through auth_env): write the lookup server's host name there.`
      : `caller_lookup.url holds the placeholder "${placeholder}" in its ${part}, which nothing fills: it would be sent as written, and every caller looked up at the same wrong address. The caller's number is always sent as ?phone=… (URL-encoded E.164): remove the placeholder and have the server read the phone query parameter.`,
  urlPortBlocked: (port: number) =>
    `caller_lookup.url uses port ${port}, which fetch refuses to connect to (the Fetch standard blocks it as another protocol's port), so every lookup would fail; serve the lookup on another port, e.g. 8080.`,
  secretInUrl: () =>
    'caller_lookup.url carries a user name or password: secrets never go in a flow file; put the token in an environment variable and name it in auth_env.',
  secretInFlow: (field: string) =>
    `caller_lookup.${field} looks like a secret written into the flow file; put the token in an environment variable and name that variable in auth_env.`,
  authEnvInvalid: (got: string) =>
    `caller_lookup.auth_env must be the name of an environment variable (letters, digits, underscores; got ${got}).`,
  authHeaderInvalid: (got: string) => `caller_lookup.auth_header must be an HTTP header name (got ${got}).`,
  authHeaderOwnedByFetch: (name: string) =>
    `caller_lookup.auth_header "${name}" is a header fetch sets itself or refuses to send (host, connection, content-length, transfer-encoding, upgrade, expect, keep-alive), so the token would never arrive; use e.g. "x-client-lookup-auth" or "authorization".`,
  numberOutOfRange: (field: string, min: number, max: number, got: string) =>
    `caller_lookup.${field} must be a whole number from ${min} to ${max} (got ${got}).`,
  regionUnknown: (got: string) =>
    `caller_lookup.default_region must be a two-letter region code such as "US" or "GB" (got ${got}).`,
  errorBodyUnknown: (got: string, choices: readonly string[]) =>
    `caller_lookup.error_body must be one of ${choices.map((choice) => `"${choice}"`).join(', ')} (got ${got}): "as_answered" hands the model a failing server's body as it came, "withheld" only the error's code and one plain sentence the server said.`,
  unknownField: (field: string, known: readonly string[]) =>
    `caller_lookup.${field} is not a known field; known fields: ${known.join(', ')}.`,
} as const;

export const errorMessages = {
  callerNumberMissing: () => 'The caller number is empty (withheld or anonymous caller), so no lookup was made.',
  callerNumberWithheld: (raw: string, word: string) =>
    `The caller number "${raw}" is Twilio's stand-in for a withheld number (${word} on a phone keypad), not a caller's number, so no lookup was made.`,
  callerNumberInvalid: (raw: string, region: string, nationalForm = false) =>
    nationalForm
      ? `The caller number "${raw}" is not a phone number, so no lookup was made: written without a country code, it was read as a number of ${region}; ` +
        `if the carrier sends national numbers of another country, set caller_lookup.default_region to that country (e.g. "AU", "GB").`
      : `The caller number "${raw}" is not a phone number (read with default region ${region}), so no lookup was made.`,
  regionUnknown: (region: string) =>
    `The default region "${region}" is not a region code libphonenumber knows; set caller_lookup.default_region to e.g. "US".`,
  configInvalid: (problem: string) => `The caller lookup config is invalid, so no lookup was made: ${problem}`,
  badUrl: (url: string | null) => `The caller lookup URL${url === null ? '' : ` "${url}"`} is not an absolute http:// or https:// URL; fix caller_lookup.url.`,
  portBlocked: (where: string, port: number) =>
    `The caller lookup URL ${where} uses port ${port}, which fetch refuses to connect to (the Fetch standard blocks it as another protocol's port), so no lookup was made; serve the lookup on another port, e.g. 8080, and fix caller_lookup.url.`,
  urlPlaceholder: (placeholder: string, part: UrlPart) =>
    part === 'host'
      ? `The caller lookup URL holds the placeholder "${placeholder}" in its host, which nothing fills, so no lookup was made (no server has that name); write the lookup server's host name in caller_lookup.url.`
      : `The caller lookup URL holds the placeholder "${placeholder}" in its ${part}, which nothing fills, so no lookup was made; the caller's number is always sent as ?phone=… (URL-encoded E.164): remove the placeholder from caller_lookup.url and have the server read the phone query parameter.`,
  credentialsInUrl: (where: string) =>
    `The caller lookup URL ${where} carries a user name or password, so no lookup was made: secrets never go in the URL; put the token in an environment variable and name it in caller_lookup.auth_env.`,
  authEnvUnset: (variable: string, blank = false) =>
    `The environment variable ${variable} named by caller_lookup.auth_env is ${blank ? 'set but empty or blank' : 'not set'}, so no lookup was made; set it to the token where the flow runs.`,
  authTokenInvalid: (variable: string) =>
    `The token in ${variable} (caller_lookup.auth_env) holds a line break inside it or a character an HTTP header cannot carry, so no lookup was made; store the bare token.`,
  timeout: (where: string, ms: number, answeredStatus?: number) =>
    answeredStatus === undefined
      ? `The caller lookup at ${where} did not finish within ${ms} ms; raise caller_lookup.timeout_ms or check the server.`
      : `The caller lookup at ${where} answered HTTP ${answeredStatus}, but its body had not all arrived within ${ms} ms: the server ` +
        'stalled in the middle of its answer (a handler that writes part of the record and then waits, a proxy holding the rest ' +
        'back); check the server, or raise caller_lookup.timeout_ms if it is only slow.',
  timeoutAfterInterim: (where: string, ms: number, interim: string) =>
    `The caller lookup at ${where} answered only ${interim}, an interim status that comes before an answer, and no answer within ${ms} ms; ` +
    'check the server, or raise caller_lookup.timeout_ms if it is only slow.',
  cancelled: (where: string) => `The caller lookup at ${where} was cancelled (the call ended) before it finished.`,
  tooLarge: (where: string, limit: number) =>
    `The caller lookup at ${where} answered with more than ${limit} bytes; reading stopped there. Raise caller_lookup.max_body_bytes or make the server answer with less.`,
  redirectRefused: (where: string, status: number, target: string | null) =>
    `The caller lookup at ${where} answered with a redirect (${status})${target === null ? '' : ` to ${target}`}; redirects are not followed unless caller_lookup.follow_redirects is set. ` +
    `Point caller_lookup.url at the final address${target === null ? '' : ` (${target}, keeping your own query)`}.`,
  redirectCrossOrigin: (where: string, target: string) =>
    `The caller lookup at ${where} redirected to another origin (${target}); only same-origin redirects are followed, so the token is never sent elsewhere. Point caller_lookup.url at the final address.`,
  redirectToSignIn: (where: string, status: number, target: string) =>
    `The caller lookup at ${where} redirected (${status}) to a sign-in page (${target}): a login or single sign-on proxy stands in front of the lookup endpoint, and pointing caller_lookup.url there would only fetch the login form. ` +
    `Make the lookup endpoint reachable from here without signing in; the token named by caller_lookup.auth_env is its credential.`,
  tooManyRedirects: (where: string, limit: number) =>
    `The caller lookup at ${where} redirected more than ${limit === 1 ? 'once' : `${limit} times`} (caller_lookup.follow_redirects); point caller_lookup.url at the final address, or raise follow_redirects.`,
  unauthorized: (where: string, status: number, header: string, variable: string | undefined) =>
    variable === undefined
      ? `The caller lookup at ${where} refused the request (${status}); no auth token is configured: name the environment variable holding it in caller_lookup.auth_env.`
      : `The caller lookup at ${where} refused the request (${status}); check the token in ${variable} and that the server expects it in the "${header}" header (caller_lookup.auth_header).`,
  httpError: (where: string, status: number, retryAfter?: string) =>
    `The caller lookup at ${where} answered with HTTP ${status}; ${httpErrorFix(status)}${retryAfter === undefined ? '' : `; it asked to be asked again after ${retryAfter} (Retry-After)`}.`,
  reportedError: (where: string, status: number, field: string) =>
    `The caller lookup at ${where} answered ${status} but its body reports a failure ("${field}" field) instead of a client record; check the server's logs.`,
  htmlPage: (where: string, status: number, title: string | undefined) =>
    `The caller lookup at ${where} answered ${status} with an HTML page${title === undefined ? '' : ` ("${title}")`} instead of a client record: ` +
    `a login page, captive portal or proxy answered in the lookup server's place, or caller_lookup.url names a web page. ` +
    `Point caller_lookup.url at the lookup endpoint itself (one that answers JSON or text), reachable from here without signing in.`,
  xmlAnswer: (where: string, status: number, contentType: string) =>
    `The caller lookup at ${where} answered ${status} with XML (${contentType.split(';')[0]?.trim() || 'undeclared'}), which a flow cannot read: ` +
    `a template would find none of its fields and say its markup. Have the server answer JSON (application/json) or plain text, as the request's Accept header asks.`,
  binaryAnswer: (where: string, status: number, contentType: string) =>
    `The caller lookup at ${where} answered ${status} with binary data (${contentType.split(';')[0]?.trim() || 'undeclared'}) instead of a client record: ` +
    'caller_lookup.url may name a file rather than the lookup endpoint; point it at the endpoint itself, which answers JSON or text.',
  unfilteredList: (where: string, status: number, clients: number) =>
    `The caller lookup at ${where} answered ${status} with a list of ${clients} clients, each with phone numbers of their own and none with the caller's: ` +
    'the server seems to ignore the phone query parameter and answer every client (or a page of them), not the caller. ' +
    'Have it filter by ?phone= (URL-encoded E.164, ?phone=%2B15551234567) and answer only the clients with that number, or 404 for nobody; ' +
    'a family sharing the number is read as one when its records show that number.',
  invalidJson: (where: string, contentType: string) =>
    `The caller lookup at ${where} declared ${contentType} but the body is not valid JSON; fix the JSON the server writes, or have it declare text/plain for a text answer.`,
  invalidJsonAfterPrefix: (where: string, contentType: string) =>
    `The caller lookup at ${where} answered (${contentType.split(';')[0]?.trim() || 'no content type'}) with the anti-hijacking prefix )]}' that JSON APIs put before their JSON, but what follows it is not valid JSON; ` +
    "fix the JSON the server writes, or drop the prefix from a text answer.",
  jsonCutAtLength: (where: string, contentType: string, length: number) =>
    `The caller lookup at ${where} declared ${contentType.split(';')[0]?.trim() || contentType} and a Content-Length of ${length} bytes, and its body ends there, in the middle of the JSON: ` +
    'the Content-Length the server sends looks shorter than its answer (a length counted in characters rather than UTF-8 bytes, or taken before the record was complete), ' +
    'and fetch reads no further; or the server cut its own answer there. Fix the Content-Length the server sends, or have it send the answer chunked.',
  jsonTooDeep: (where: string, contentType: string, limit: number) =>
    `The caller lookup at ${where} declared ${contentType} but the body nests deeper than ${limit} levels; answer with a flat record.`,
  connectionDropped: (where: string, status: number, cause: string) =>
    `The caller lookup at ${where} answered (${status}) but dropped the connection before its answer was complete: ${cause}; check the server's logs.`,
  bodyNotDecoded: (where: string, status: number, encoding: string, cause: string) =>
    `The caller lookup at ${where} answered (${status}) with a body that does not decode as its declared Content-Encoding (${encoding || 'none'}): ${cause}; the server compresses its answers wrongly: fix its compression settings, or have it answer uncompressed.`,
  encodingNotDecoded: (where: string, status: number, coding: string) =>
    `The caller lookup at ${where} answered (${status}) with a body compressed as ${coding} (Content-Encoding), which Node's fetch does not decode (it asks for gzip or deflate, and reads br too); ` +
    'have the server answer with one of those, or uncompressed, when the request does not ask for its encoding.',
  headersTooLarge: (where: string) =>
    `The caller lookup at ${where} answered with more header data than Node's fetch reads (16 KiB by default); have the server send fewer or smaller headers (large cookies), or start Switchboard with NODE_OPTIONS=--max-http-header-size=65536.`,
  closedWithoutAnswer: (where: string, cause: string, plainHttp: boolean) =>
    `The caller lookup at ${where} was reached but closed the connection without answering (${cause}); ` +
    `${plainHttp ? 'if the server serves https on this port, write https:// in caller_lookup.url; otherwise ' : ''}check the server's logs: it may fail on the request.`,
  interimOnly: (where: string, interim: string, cause: string) =>
    `The caller lookup at ${where} answered ${interim}, an interim status that only comes before an answer, and then closed the connection without one (${cause}); ` +
    "check the server's logs: it may fail on the request after that status, or a proxy in front of it may pass the status on and drop the rest.",
  unaskedContinue: (where: string) =>
    `The caller lookup at ${where} answered HTTP 100 (Continue) to a request that asked for none (it sends no Expect: 100-continue), and Node's fetch reads no answer after it; ` +
    'have the server, or a proxy in front of it, send no 100 Continue to a GET.',
  unaskedSwitch: (where: string, cause: string) =>
    `The caller lookup at ${where} answered HTTP 101 (Switching Protocols), a switch to another protocol (a WebSocket, HTTP/2) that the request never asked for, and no answer (${cause}); ` +
    'caller_lookup.url may name a WebSocket or streaming endpoint: point it at the lookup endpoint, which answers a plain GET with JSON or text.',
  notHttp: (where: string, cause: string) =>
    `The caller lookup at ${where} answered with something that is not HTTP (${cause}); caller_lookup.url may name the port of another service: point it at the lookup server's HTTP port.`,
  malformedHttp: (where: string, cause: string) =>
    `The caller lookup at ${where} answered HTTP that breaks the protocol (${cause}), so its answer cannot be read safely: the server, or a proxy or load balancer in front of it, ` +
    'writes its headers wrongly; fix it to send one Content-Length or Transfer-Encoding: chunked, each header once, on lines ending in CRLF.',
  statusLineInvalid: (where: string, cause: string) =>
    `The caller lookup at ${where} answered with a status line that holds no HTTP status (${cause}); HTTP's statuses are three digits, 100 to 599: ` +
    'the server, or a proxy in front of it, writes its status line wrongly; fix it to answer 200 with the record, or 404 for nobody.',
  networkError: (where: string, cause: string, fix = 'check that the server is running there and that caller_lookup.url names its host and port') =>
    `The caller lookup at ${where} could not be reached: ${cause}; ${fix}.`,
} as const;

/** What to do about an error status, by what the status says. */
function httpErrorFix(status: number): string {
  // HTTP's statuses are 100-599; a 600 is no failure of the server's own, and its logs would tell nothing.
  if (status < 100 || status > 599) return 'that is no HTTP status (they run from 100 to 599): the server, or a proxy in front of it, writes its status line wrongly; fix it to answer 200 with the record, or 404 for nobody';
  if (status === 502) return 'a proxy or load balancer in front of the lookup server got no valid answer from it: check that the lookup server behind it is running, and the proxy\'s logs';
  if (status === 503) return 'the server is unavailable (overloaded or down for maintenance): check that it is up, and its logs';
  if (status === 504) return 'a proxy or load balancer in front of the lookup server gave up waiting for it: the server is too slow for the proxy\'s own timeout (raising caller_lookup.timeout_ms will not help); check the lookup server\'s logs';
  if (status >= 500) return 'the server failed: check its logs (its answer is the outcome\'s body)';
  if (status === 429) return 'the server is limiting requests: raise its limit for this client, or ask less often';
  if (status === 405) return 'the server takes no GET at this address: point caller_lookup.url at its lookup endpoint';
  if (status === 400 || status === 422) return 'the server refused the request: it should take the number as a phone query parameter in E.164 (?phone=%2B15551234567)';
  if (status === 304) return 'a 304 (Not Modified) answers a conditional request (If-None-Match, If-Modified-Since), and the lookup sends none: a cache or proxy in front of the server, or the server, answers wrongly; have it answer the record with 200, or 404 for nobody';
  if (status >= 300 && status < 400) return 'a redirect without a Location to follow: point caller_lookup.url at the final address';
  return 'check caller_lookup.url and the server\'s logs';
}

/**
 * What the model hears when the lookup failed: the stable code, and the server's own words when they are one plain
 * sentence (`serverSaid`). The message is the operator's (the endpoint's address, what to fix in the flow file), and a
 * failing server's body may hold a stack trace or an internal host: both stay in the call's log, not the model's to
 * repeat to a caller.
 */
export const modelErrorText = (code: string, serverSaid?: string): string =>
  `Caller lookup failed (${code})${serverSaid === undefined ? '.' : `; the client database said: "${serverSaid}"${/[.!?]$/.test(serverSaid) ? '' : '.'}`} The caller's details are not available; continue without them.`;

/** What the model hears for a not-found answer with an empty body. */
export const modelNotFoundText = 'No client record was found for the caller.';
