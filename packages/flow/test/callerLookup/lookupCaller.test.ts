// lookupCaller against a real HTTP server on 127.0.0.1: every outcome, and the token never leaking.
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { bodyForModel, CALLER_LOOKUP_ERROR as E, lookupCaller, REDACTED } from '../../src/callerLookup/index.js';
import type { CallerLookupConfig } from '../../src/callerLookup/index.js';
import type { ExpectedOutcome } from './expectedOutcome.js';
import { startLookupServer } from './fixtures/lookupServer.js';
import type { LookupServer } from './fixtures/lookupServer.js';

const TOKEN = 'tok-7f3a9c-S3cr3t/+=';
const ENV = { CRM_TOKEN: TOKEN };

let server: LookupServer;
/** A port nothing listens on: a server was started there and closed. */
let deadPort: number;

beforeAll(async () => {
  server = await startLookupServer(TOKEN);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  deadPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});
afterAll(async () => {
  await server.close();
});

interface Case {
  name: string;
  /** Path on the test server, or a full URL built from it. */
  url: string | ((server: LookupServer) => string);
  config?: Omit<Partial<CallerLookupConfig>, 'url'>;
  /** Replaces the default `auth_env: 'CRM_TOKEN'`; null sends no token at all. */
  authEnv?: string | null;
  caller?: string;
  env?: Record<string, string | undefined>;
  expected: ExpectedOutcome;
  /** Requests the server receives for this lookup. */
  requests: number;
  /** The `phone` query parameter the server saw on the last request. */
  phoneSent?: string;
  /** The whole query string the server saw on the last request. */
  querySent?: string;
}

const KNOWN = '+1 415 555 2671';
const caitlin = { found: true, name: 'Caitlin Myers', account: 'A1001', next_appointment: '2026-12-14' };

const cases: Case[] = [
  // found
  { name: 'a known caller is found, with the JSON record as data', url: '/clients', expected: { result: 'found', status: 200, data: caitlin }, requests: 1, phoneSent: '+14155552671' },
  { name: 'a caller number with spaces and dashes is sent as E.164', url: '/clients', caller: ' 415-555 2671 ', expected: { result: 'found', data: caitlin }, requests: 1, phoneSent: '+14155552671' },
  { name: 'a caller number with brackets and a plus is sent as E.164', url: '/clients', caller: '+1 (415) 555-2671', expected: { result: 'found', data: caitlin }, requests: 1, phoneSent: '+14155552671' },
  { name: 'a national number is read in the configured region (GB)', url: '/clients', caller: '020 7946 0958', config: { default_region: 'GB' }, expected: { result: 'found', data: { name: 'Sean Riley' } }, requests: 1, phoneSent: '+442079460958' },
  { name: 'the query of the configured URL is kept and its phone parameter replaced', url: '/clients?org=7&note=a%20b&phone=ignored', expected: { result: 'found' }, requests: 1, querySent: 'org=7&note=a%20b&phone=%2B14155552671' },
  { name: 'a plain-text answer is found and kept as text', url: '/text', expected: { result: 'found', data: 'Caller +14155552671 is Ann Lee, a client since 2019, last visit 3 November.' }, requests: 1 },
  { name: 'a list in an envelope is stored with its clients only, over HTTP', url: `/says-json?say=${encodeURIComponent('{"success": true, "data": [{}, {"name": "Ann Lee"}, {"found": false}]}')}`,
    expected: { result: 'found', data: { success: true, data: [{ name: 'Ann Lee' }] } }, requests: 1 },
  { name: 'JSON served as text/plain is still parsed', url: '/json-untyped', expected: { result: 'found', data: { name: 'Ann Lee' } }, requests: 1 },
  { name: 'a Latin-1 answer without a charset is read as Latin-1, not as replacement characters', url: '/latin1-undeclared', expected: { result: 'found', data: 'Client: Zoë Brontë, Müller account, balance 40 EUR' }, requests: 1 },
  { name: 'Latin-1 JSON without a charset is read as Latin-1 too', url: '/latin1-json-undeclared', expected: { result: 'found', data: { name: 'Zoë Müller' } }, requests: 1 },
  { name: 'a Latin-1 answer labelled UTF-8 is read as Latin-1, not as replacement characters', url: '/latin1-declared-utf8', expected: { result: 'found', data: 'Client: Zoë Brontë, Müller account, balance 40 EUR' }, requests: 1 },
  { name: 'Latin-1 JSON labelled UTF-8 is read as Latin-1 too', url: '/latin1-json-declared-utf8', expected: { result: 'found', data: { name: 'Zoë Müller' } }, requests: 1 },
  { name: 'a Latin-1 answer is decoded with its declared charset', url: '/latin1', expected: { result: 'found', data: 'Client: Zoë Brontë, Müller account, balance 40 EUR' }, requests: 1 },
  { name: 'the token travels in a configured header when the server expects another', url: '/custom/clients', config: { auth_header: 'x-client-lookup-auth' }, expected: { result: 'found', data: caitlin }, requests: 1 },
  { name: 'an answer under the body cap is read whole', url: '/clients', config: { max_body_bytes: 200 }, expected: { result: 'found', data: caitlin }, requests: 1 },
  { name: 'a same-origin redirect is followed when follow_redirects allows it', url: '/redirect', config: { follow_redirects: 1 }, expected: { result: 'found', data: caitlin }, requests: 2, phoneSent: '+14155552671' },
  { name: 'a followed redirect that drops the query still asks about the caller, never for every client', url: '/redirect-drops-query', config: { follow_redirects: 1 }, expected: { result: 'found', data: caitlin }, requests: 2, phoneSent: '+14155552671' },
  { name: 'two same-origin redirects are followed when follow_redirects is 2', url: '/redirect-twice', config: { follow_redirects: 2 }, expected: { result: 'found', data: caitlin }, requests: 3 },
  // not found
  { name: 'an unknown caller is not found (404 with a body)', url: '/clients', caller: '+1 212 555 0100', expected: { result: 'not_found', status: 404, body: 'Client not found' }, requests: 1, phoneSent: '+12125550100' },
  { name: 'a 200 whose text says "not found" is not found', url: '/not-found-text', expected: { result: 'not_found', status: 200 }, requests: 1 },
  { name: 'an empty 200 is not found', url: '/empty', expected: { result: 'not_found', status: 200, body: '' }, requests: 1 },
  { name: 'a JSON null is not found', url: '/json-null', expected: { result: 'not_found', body: 'null' }, requests: 1 },
  { name: 'an empty JSON object is not found', url: '/json-empty-object', expected: { result: 'not_found', body: '{}' }, requests: 1 },
  { name: 'an empty JSON list is not found', url: '/json-empty-list', expected: { result: 'not_found', body: '[]' }, requests: 1 },
  // A bare 0 is a count of none, as [0] and {"total": 0} are; other bare numbers and true are a yes with no details.
  { name: 'a bare JSON false is not found', url: '/json-false', expected: { result: 'not_found', status: 200, body: 'false' }, requests: 1 },
  { name: 'a bare JSON 0 is not found', url: '/json-zero', expected: { result: 'not_found', status: 200, body: '0' }, requests: 1 },
  { name: 'a bare 0 served as text/plain is not found', url: '/text-zero', expected: { result: 'not_found', status: 200, body: '0\n' }, requests: 1 },
  { name: 'a bare JSON number other than 0 is found, as data', url: '/json-number', expected: { result: 'found', status: 200, data: 42 }, requests: 1 },
  { name: 'a bare JSON true is found, as data', url: '/json-true', expected: { result: 'found', status: 200, data: true }, requests: 1 },
  { name: '{"found": false} is not found', url: '/json-found-false', expected: { result: 'not_found' }, requests: 1 },
  { name: 'a 200 with {"error": "Client not found"} is not found', url: '/json-error-not-found', expected: { result: 'not_found', status: 200 }, requests: 1 },
  // errors from the server
  { name: 'a 500 is an error carrying the status and the server body', url: '/server-error', expected: { result: 'error', code: E.httpError, status: 500, body: 'database unavailable' }, requests: 1 },
  // Each error status says what to do about it, beside the endpoint.
  ...([
    ['/server-error', 500, 'the server failed: check its logs'],
    // A gateway's status: the lookup server's own logs hold nothing about it (502, 504), or it says it is down (503).
    ['/bad-gateway', 502, 'a proxy or load balancer in front of the lookup server got no valid answer from it: check that the lookup server behind it is running, and the proxy\'s logs'],
    ['/unavailable', 503, 'the server is unavailable (overloaded or down for maintenance): check that it is up, and its logs'],
    ['/gateway-timeout', 504, 'a proxy or load balancer in front of the lookup server gave up waiting for it: the server is too slow for the proxy\'s own timeout (raising caller_lookup.timeout_ms will not help); check the lookup server\'s logs'],
    ['/rate-limited', 429, 'the server is limiting requests: raise its limit for this client, or ask less often'],
    ['/post-only', 405, 'the server takes no GET at this address: point caller_lookup.url at its lookup endpoint'],
    ['/bad-request', 400, 'the server refused the request: it should take the number as a phone query parameter in E.164 (?phone=%2B15551234567)'],
    ['/gone', 410, 'check caller_lookup.url and the server\'s logs'],
    // A 304 answers a conditional request, and the lookup sends none: no redirect, and no address to point the url at.
    ['/not-modified', 304, 'a 304 (Not Modified) answers a conditional request (If-None-Match, If-Modified-Since), and the lookup sends none: a cache or proxy in front of the server, or the server, answers wrongly; have it answer the record with 200, or 404 for nobody'],
    ['/redirect-without-location', 302, 'a redirect without a Location to follow: point caller_lookup.url at the final address'],
    // No HTTP status: "the server failed: check its logs" would send the operator after a failure that never happened.
    ['/status-600', 600, 'that is no HTTP status (they run from 100 to 599): the server, or a proxy in front of it, writes its status line wrongly; fix it to answer 200 with the record, or 404 for nobody'],
    ['/status-999', 999, 'that is no HTTP status (they run from 100 to 599): the server, or a proxy in front of it, writes its status line wrongly; fix it to answer 200 with the record, or 404 for nobody'],
  ] as const).map(([path, status, fix]): Case => ({
    name: `an HTTP ${status} names the endpoint and the fix`, url: path,
    expected: { result: 'error', code: E.httpError, status, message: expect.stringMatching(new RegExp(`^The caller lookup at http://127\\.0\\.0\\.1:\\d+${path} answered with HTTP ${status}; ${fix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)) },
    requests: 1,
  })),
  // A 429's or 503's Retry-After tells the operator when the server will take requests again.
  { name: 'a 429 with Retry-After in seconds says when to ask again', url: '/rate-limited-retry-after',
    expected: { result: 'error', code: E.httpError, status: 429, message: expect.stringMatching(/answered with HTTP 429; the server is limiting requests: .*; it asked to be asked again after 120 seconds \(Retry-After\)\.$/) }, requests: 1 },
  { name: 'a 503 with Retry-After as a date says when to ask again', url: '/maintenance-retry-after',
    expected: { result: 'error', code: E.httpError, status: 503, message: expect.stringMatching(/answered with HTTP 503; the server is unavailable .*; it asked to be asked again after Sun, 06 Dec 2026 11:00:00 GMT \(Retry-After\)\.$/) }, requests: 1 },
  { name: 'a Retry-After that is neither seconds nor a date is left out', url: '/unavailable-retry-after-garbled',
    expected: { result: 'error', code: E.httpError, status: 503, message: expect.stringMatching(/check that it is up, and its logs\.$/) }, requests: 1 },
  { name: 'a login proxy\'s page in a 200 is html_page naming the endpoint and the page, not a found client', url: '/login-page',
    expected: { result: 'error', code: E.htmlPage, status: 200, message: expect.stringMatching(/^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/login-page answered 200 with an HTML page \("Sign in \| Acme SSO"\) instead of a client record: .*Point caller_lookup\.url at the lookup endpoint itself/) }, requests: 1 },
  { name: 'an XML record (application/xml) is xml_answer naming the endpoint and the fix, not a found text the flow would say as markup', url: '/xml',
    expected: { result: 'error', code: E.xmlAnswer, status: 200, body: expect.stringMatching(/^<\?xml/), message: expect.stringMatching(/^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/xml answered 200 with XML \(application\/xml\), which a flow cannot read: .*answer JSON \(application\/json\) or plain text/) }, requests: 1 },
  { name: 'an XML record served as text/xml is xml_answer', url: '/xml-text-type', expected: { result: 'error', code: E.xmlAnswer, status: 200 }, requests: 1 },
  { name: 'an XML document served as text/plain (it opens with <?xml) is xml_answer', url: '/xml-undeclared', expected: { result: 'error', code: E.xmlAnswer, status: 200 }, requests: 1 },
  { name: 'an XML 404 is still not found', url: '/xml-not-found', expected: { result: 'not_found', status: 404 }, requests: 1 },
  { name: 'JSON a server labels application/xml is still found', url: '/json-as-xml', expected: { result: 'found', data: { name: 'Ann Lee' } }, requests: 1 },
  { name: 'JSON a server labels text/html is still found', url: '/json-as-html', expected: { result: 'found', data: { name: 'Ann Lee' } }, requests: 1 },
  { name: 'a 200 whose JSON reports an error is reported_error with the body', url: '/json-error', expected: { result: 'error', code: E.reportedError, status: 200, body: '{"error":"database unavailable"}' }, requests: 1 },
  { name: 'an empty 503 is an error without a body', url: '/server-error-empty', expected: { result: 'error', code: E.httpError, status: 503 }, requests: 1 },
  { name: 'a missing auth header is refused by the server (401)', url: '/clients', authEnv: null, expected: { result: 'error', code: E.unauthorized, status: 401 }, requests: 1 },
  { name: 'a wrong token is refused by the server (401)', url: '/clients', env: { CRM_TOKEN: 'not-the-token' }, expected: { result: 'error', code: E.unauthorized, status: 401 }, requests: 1 },
  { name: 'the token in the default header is refused where another header is expected', url: '/custom/clients', expected: { result: 'error', code: E.unauthorized, status: 401 }, requests: 1 },
  { name: 'a 403 is an auth error', url: '/forbidden', expected: { result: 'error', code: E.unauthorized, status: 403 }, requests: 1 },
  { name: 'JSON behind Google\'s anti-hijacking prefix )]}\' is found, the model reading it without the prefix', url: '/json-hijacking-prefix', expected: { result: 'found', status: 200, data: { name: 'Ann Lee' }, body: '{"name":"Ann Lee"}' }, requests: 1 },
  { name: 'JSON saying nobody behind AngularJS\'s prefix )]}\', is not found', url: '/json-hijacking-prefix-nobody', expected: { result: 'not_found', status: 200 }, requests: 1 },
  { name: 'JSON behind the prefix served as text/plain is parsed too', url: '/json-hijacking-prefix-untyped', expected: { result: 'found', status: 200, data: { name: 'Ann Lee' } }, requests: 1 },
  { name: 'a body behind the prefix that does not parse is still invalid_json', url: '/json-hijacking-prefix-bad-json', expected: { result: 'error', code: E.invalidJson, status: 200, body: ")]}'\n{\"name\": \"Ann" }, requests: 1 },
  // Only a JSON API writes the prefix: text after it is its broken JSON, not a record to greet the caller with as ")]}'".
  ...([
    ['text after it, served as text/plain', '/json-hijacking-prefix-then-text', ")]}'\nAnn Lee"],
    ['nothing after it', '/json-hijacking-prefix-then-nothing', ")]}',\n"],
  ] as const).map(([what, path, body]): Case => ({
    name: `the anti-hijacking prefix with ${what} is invalid_json naming the prefix and the fix, not a found text`, url: path,
    expected: { result: 'error', code: E.invalidJson, status: 200, body, message: expect.stringMatching(new RegExp(`^The caller lookup at http://127\\.0\\.0\\.1:\\d+${path} answered \\(text/plain\\) with the anti-hijacking prefix \\)\\]\\}' that JSON APIs put before their JSON, but what follows it is not valid JSON; fix the JSON the server writes, or drop the prefix from a text answer\\.$`)) },
    requests: 1,
  })),
  { name: 'JSON right after the prefix, with no line break between, is found', url: '/json-hijacking-prefix-no-line-break', expected: { result: 'found', status: 200, data: { name: 'Ann Lee' }, body: '{"name":"Ann Lee"}' }, requests: 1 },
  // Found as text, the flow greeted the caller by the file's bytes ("\u0089PNG\r\n…") and the model read them.
  { name: 'an image (image/png) is binary_answer naming the endpoint and the type, not a record of its bytes', url: '/image',
    expected: { result: 'error', code: E.binaryAnswer, status: 200, message: expect.stringMatching(/^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/image answered 200 with binary data \(image\/png\) instead of a client record: caller_lookup\.url may name a file rather than the lookup endpoint; point it at the endpoint itself, which answers JSON or text\.$/) }, requests: 1 },
  { name: 'binary bytes sent with no content type are binary_answer', url: '/binary-untyped', expected: { result: 'error', code: E.binaryAnswer, status: 200, message: expect.stringContaining('with binary data (undeclared)') }, requests: 1 },
  { name: 'JSON served as application/octet-stream (a stored file) is still found', url: '/json-octet-stream', expected: { result: 'found', status: 200, data: { name: 'Ann Lee' } }, requests: 1 },
  { name: 'a body declared as JSON that does not parse is an error', url: '/bad-json', expected: { result: 'error', code: E.invalidJson, status: 200, message: expect.stringMatching(/\/bad-json declared application\/json.* but the body is not valid JSON; fix the JSON the server writes, or have it declare text\/plain/) }, requests: 1 },
  { name: 'a JSON answer nested 20,000 levels deep is invalid_json, not a crash', url: '/deep-json', expected: { result: 'error', code: E.invalidJson, status: 200, message: expect.stringContaining('nests deeper than 100 levels') }, requests: 1 },
  { name: 'an untyped answer nested 10,000 levels deep is kept as text', url: '/deep-json-untyped', expected: { result: 'found', status: 200, data: expect.stringMatching(/^\{"a":\{"a":/) }, requests: 1 },
  // errors from the transport (the timeouts, which wait for real, are in 'a server too slow for timeout_ms' below)
  { name: 'an endless body stops at max_body_bytes', url: '/endless', config: { max_body_bytes: 4096 }, expected: { result: 'error', code: E.tooLarge, status: 200 }, requests: 1 },
  { name: 'a body declared larger than the default cap is not read', url: '/huge-declared', expected: { result: 'error', code: E.tooLarge, status: 200 }, requests: 1 },
  // An error status is the answer whatever the size of its body: read up to the cap, classified by its status.
  { name: 'a 404 page larger than max_body_bytes is still not found, its start kept as the body', url: '/not-found-page-huge', expected: { result: 'not_found', status: 404, body: expect.stringMatching(/^<html><title>Not Found<\/title>/) }, requests: 1 },
  { name: 'an endless 404 is not found, read no further than max_body_bytes', url: '/not-found-endless', config: { max_body_bytes: 4096 }, expected: { result: 'not_found', status: 404, body: expect.stringMatching(/^.{4096}$/s) }, requests: 1 },
  { name: 'a 500 with a stack trace larger than max_body_bytes is http_error with its start, not too_large', url: '/server-error-huge', expected: { result: 'error', code: E.httpError, status: 500, message: expect.stringContaining('answered with HTTP 500; the server failed: check its logs'), body: expect.stringMatching(/^java\.lang\.IllegalStateException: database pool exhausted\n/) }, requests: 1 },
  { name: 'a 403 declaring a body larger than max_body_bytes is unauthorized, not too_large', url: '/forbidden-huge-declared', config: { max_body_bytes: 1024 }, expected: { result: 'error', code: E.unauthorized, status: 403 }, requests: 1 },
  { name: 'a redirect is refused by default', url: '/redirect', expected: { result: 'error', code: E.redirectRefused, status: 302 }, requests: 1 },
  { name: 'a refused redirect names where it leads, without the caller\'s number, as the address to write', url: '/redirect', expected: { result: 'error', code: E.redirectRefused, status: 302,
    message: expect.stringMatching(/^The caller lookup at (http:\/\/127\.0\.0\.1:\d+)\/redirect answered with a redirect \(302\) to \1\/clients; redirects are not followed unless caller_lookup\.follow_redirects is set\. Point caller_lookup\.url at the final address \(\1\/clients, keeping your own query\)\.$/) }, requests: 1 },
  { name: 'more redirects than follow_redirects is an error', url: '/redirect-twice', config: { follow_redirects: 1 }, expected: { result: 'error', code: E.tooManyRedirects, status: 302, message: expect.stringContaining('redirected more than once (caller_lookup.follow_redirects); point caller_lookup.url at the final address, or raise follow_redirects.') }, requests: 2 },
  { name: 'a redirect to a sign-in page is said as such, not as the final address to write in the url', url: '/redirect-to-login', expected: { result: 'error', code: E.redirectRefused, status: 302,
    message: expect.stringMatching(/^The caller lookup at (http:\/\/127\.0\.0\.1:\d+)\/redirect-to-login redirected \(302\) to a sign-in page \(\1\/login\): .* Make the lookup endpoint reachable from here without signing in; the token named by caller_lookup\.auth_env is its credential\.$/) }, requests: 1 },
  { name: 'a redirect to another origin\'s sign-in page is said as such', url: '/redirect-to-idp', config: { follow_redirects: 2 }, expected: { result: 'error', code: E.redirectCrossOrigin, status: 302,
    message: expect.stringContaining('redirected (302) to a sign-in page (http://localhost:') }, requests: 1 },
  { name: 'a same-origin sign-in redirect that follow_redirects allows ends at the login form, an HTML page', url: '/redirect-to-login', config: { follow_redirects: 1 }, expected: { result: 'error', code: E.htmlPage }, requests: 2 },
  { name: 'a redirect to another origin is refused and the token is not sent there', url: '/redirect-away', config: { follow_redirects: 3 }, expected: { result: 'error', code: E.redirectCrossOrigin, status: 302 }, requests: 1 },
  { name: 'a server that drops the connection halfway through its answer is a network error saying so', url: '/drops-mid-body', expected: { result: 'error', code: E.networkError, status: 200, message: expect.stringContaining('dropped the connection before its answer was complete') }, requests: 1 },
  { name: 'a gzip-compressed answer is decoded and found', url: '/gzip', expected: { result: 'found', status: 200, data: { name: 'Ann Lee' } }, requests: 1 },
  { name: 'a deflate-compressed answer is decoded and found', url: '/deflate', expected: { result: 'found', status: 200, data: { name: 'Zoë Müller' } }, requests: 1 },
  { name: 'a brotli-compressed answer is decoded and found', url: '/br', expected: { result: 'found', status: 200, data: { name: 'Zoë Müller' } }, requests: 1 },
  // fetch hands such a body over still compressed: found as text, the flow would greet the caller by its bytes.
  { name: 'a text answer compressed as zstd, which fetch does not decode, is a network error naming the encoding, not a garbled record', url: '/zstd-text',
    expected: { result: 'error', code: E.networkError, status: 200, message: expect.stringMatching(/^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/zstd-text answered \(200\) with a body compressed as zstd \(Content-Encoding\), which Node's fetch does not decode \(it asks for gzip or deflate, and reads br too\); have the server answer with one of those, or uncompressed, when the request does not ask for its encoding\.$/) }, requests: 1 },
  { name: 'JSON compressed as gzip then zstd is a network error naming zstd, not invalid JSON to fix', url: '/gzip-then-zstd', expected: { result: 'error', code: E.networkError, status: 200, message: expect.stringContaining('with a body compressed as zstd (Content-Encoding)') }, requests: 1 },
  { name: 'a body declared gzip but not compressed is a network error saying so, not a dropped connection', url: '/gzip-declared-plain-sent', expected: { result: 'error', code: E.networkError, status: 200, message: expect.stringMatching(/answered \(200\) with a body that does not decode as its declared Content-Encoding \(gzip\): incorrect header check; the server compresses its answers wrongly/) }, requests: 1 },
  { name: 'a body declared brotli but not compressed is a network error saying so', url: '/br-declared-plain-sent', expected: { result: 'error', code: E.networkError, status: 200, message: expect.stringContaining('does not decode as its declared Content-Encoding (br)') }, requests: 1 },
  { name: 'an answer with more header data than fetch reads is a network error saying so and how to raise the limit', url: '/huge-headers', expected: { result: 'error', code: E.networkError, message: expect.stringMatching(/answered with more header data than Node's fetch reads \(16 KiB by default\);.*--max-http-header-size/) }, requests: 1 },
  { name: 'an unreachable server is a network error naming the endpoint and what to check', url: () => `http://127.0.0.1:${deadPort}/clients`, expected: { result: 'error', code: E.networkError, message: expect.stringMatching(/^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/clients could not be reached: connect ECONNREFUSED 127\.0\.0\.1:\d+; check that the server is running there and that caller_lookup\.url names its host and port\.$/) }, requests: 0 },
  // errors before any request
  { name: 'an anonymous caller makes no request', url: '/clients', caller: 'anonymous', expected: { result: 'error', code: E.callerNumberInvalid }, requests: 0 },
  { name: 'another country\'s national mobile read in region US makes no request for an impossible +1 number', url: '/clients', caller: '04 1234 5678', expected: { result: 'error', code: E.callerNumberInvalid, message: expect.stringContaining('set caller_lookup.default_region') }, requests: 0 },
  { name: 'a number too short to dial makes no request', url: '/clients', caller: '12', expected: { result: 'error', code: E.callerNumberInvalid }, requests: 0 },
  { name: 'an empty caller number makes no request', url: '/clients', caller: '  ', expected: { result: 'error', code: E.callerNumberMissing }, requests: 0 },
  { name: 'an unknown default region makes no request', url: '/clients', config: { default_region: 'XX' }, expected: { result: 'error', code: E.regionUnknown }, requests: 0 },
  { name: 'an auth variable that is not set makes no request', url: '/clients', env: {}, expected: { result: 'error', code: E.authEnvUnset, message: expect.stringContaining('CRM_TOKEN named by caller_lookup.auth_env is not set') }, requests: 0 },
  // fetch strips a header value's spaces: a blank token went out as an empty header, and the server's 401 blamed the token.
  { name: 'an auth variable holding only spaces and a line break makes no request, and is said to be blank', url: '/clients', env: { CRM_TOKEN: '  \n' }, expected: { result: 'error', code: E.authEnvUnset, message: expect.stringContaining('CRM_TOKEN named by caller_lookup.auth_env is set but empty or blank') }, requests: 0 },
  { name: 'a token with a line break inside makes no request', url: '/clients', env: { CRM_TOKEN: `${TOKEN.slice(0, 4)}\n${TOKEN.slice(4)}` }, expected: { result: 'error', code: E.authTokenInvalid }, requests: 0 },
  { name: 'a token read from a secret file, its trailing line break included, is sent without it', url: '/clients', env: { CRM_TOKEN: `${TOKEN}\r\n` }, expected: { result: 'found', data: caitlin }, requests: 1 },
  // Caller IDs as SIP trunks and carriers hand them over: the number is the URI's user part, not its host's digits.
  { name: 'a SIP URI from a trunk at an IP address and port is looked up by its user part', url: '/clients', caller: 'sip:+14155552671@10.0.0.1:5060;user=phone', expected: { result: 'found', data: caitlin }, requests: 1, phoneSent: '+14155552671' },
  { name: 'a From header with a display name and a percent-encoded SIP user part is looked up', url: '/clients', caller: '"Caitlin" <sip:%2B14155552671@carrier.example;user=phone>', expected: { result: 'found', data: caitlin }, requests: 1, phoneSent: '+14155552671' },
  { name: 'an anonymous SIP caller at a private address makes no request (its host is not a number)', url: '/clients', caller: 'sip:anonymous@172.16.254.100', expected: { result: 'error', code: E.callerNumberInvalid, message: expect.stringContaining('sip:anonymous@172.16.254.100') }, requests: 0 },
  // A caller ID handed on still URL-encoded (a webhook's From=%2B1415… read from the raw query) was caller_number_invalid: no lookup.
  { name: 'a caller ID still URL-encoded (%2B14155552671) is looked up as +14155552671', url: '/clients', caller: '%2B14155552671', expected: { result: 'found', data: caitlin }, requests: 1, phoneSent: '+14155552671' },
  { name: 'a URL-encoded caller ID with encoded spaces (%2B1%20415%20555%202671) is looked up', url: '/clients', caller: '%2B1%20415%20555%202671', expected: { result: 'found', data: caitlin }, requests: 1, phoneSent: '+14155552671' },
  { name: 'a tel URI with its + URL-encoded (tel:%2B14155552671) is looked up', url: '/clients', caller: 'tel:%2B14155552671', expected: { result: 'found', data: caitlin }, requests: 1, phoneSent: '+14155552671' },
  { name: 'a number written with the 00 international prefix is read in a US region', url: '/clients', caller: '001 415 555 2671', expected: { result: 'found', data: caitlin }, requests: 1, phoneSent: '+14155552671' },
  { name: 'a URL that is not http(s) makes no request', url: () => 'ftp://127.0.0.1/clients', expected: { result: 'error', code: E.badUrl }, requests: 0 },
  { name: 'a URL with a placeholder in its path makes no request, rather than asking about every caller at the same address', url: '/clients/{phone}', expected: { result: 'error', code: E.badUrl, message: expect.stringContaining('"{phone}" in its path') }, requests: 0 },
  // It asked DNS for "${crm_host}", and said the server could not be reached.
  { name: 'a URL with an environment-variable placeholder as its host makes no request and says to write the host name', url: (server) => server.base.replace('127.0.0.1', '${CRM_HOST}') + '/clients',
    expected: { result: 'error', code: E.badUrl, message: 'The caller lookup URL holds the placeholder "${crm_host}" in its host, which nothing fills, so no lookup was made (no server has that name); write the lookup server\'s host name in caller_lookup.url.' }, requests: 0 },
  // a config passed to lookupCaller directly (a flow file's is checked when it loads)
  ...[0, -1, Number.NaN, 2 ** 31, Number.POSITIVE_INFINITY, '3000'].map((timeout): Case => ({
    name: `a timeout_ms of ${String(timeout)} (${typeof timeout}) makes no request instead of timing out at once`,
    url: '/slow-headers', config: { timeout_ms: timeout as number }, expected: { result: 'error', code: E.configInvalid, message: expect.stringContaining('caller_lookup.timeout_ms must be a whole number from 1 to 120000') }, requests: 0,
  })),
  // An auth header fetch sets itself loses the token (the server answered 401); one it refuses failed every call as
  // "could not be reached"; a name that is no header name too.
  ...(['host', 'connection', 'x auth'] as const).map((header): Case => ({
    name: `an auth_header of "${header}" makes no request and says to use another header`,
    url: '/clients', config: { auth_header: header },
    expected: { result: 'error', code: E.configInvalid, message: expect.stringContaining(`caller_lookup.auth_header ${header === 'x auth' ? 'must be an HTTP header name' : `"${header}" is a header fetch sets itself or refuses to send`}`) },
    requests: 0,
  })),
  { name: 'a max_body_bytes that is not a number makes no request instead of reading without a cap', url: '/endless', config: { max_body_bytes: Number.NaN, timeout_ms: 300 }, expected: { result: 'error', code: E.configInvalid }, requests: 0 },
  { name: 'a follow_redirects that is not a number makes no request instead of following without a limit', url: '/redirect', config: { follow_redirects: Number.NaN }, expected: { result: 'error', code: E.configInvalid }, requests: 0 },
];

describe('lookupCaller against a real server', () => {
  test.each(cases)('$name', async (testCase) => {
    const url = typeof testCase.url === 'function' ? testCase.url(server) : `${server.base}${testCase.url}`;
    const authEnv = testCase.authEnv === undefined ? 'CRM_TOKEN' : testCase.authEnv;
    const config: CallerLookupConfig = { url, ...(authEnv === null ? {} : { auth_env: authEnv }), ...testCase.config };
    const before = server.requests.length;

    const outcome = await lookupCaller(config, testCase.caller ?? KNOWN, testCase.env ?? ENV);

    expect(outcome).toMatchObject(testCase.expected);
    // Outcomes go into snapshots and replays as they are: plain JSON, nothing lost in a round trip.
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    const seen = server.requests.slice(before);
    expect(seen).toHaveLength(testCase.requests);
    const last = seen.at(-1);
    if (testCase.phoneSent !== undefined) expect(last?.phone).toBe(testCase.phoneSent);
    if (testCase.querySent !== undefined) expect(last?.rawQuery).toBe(testCase.querySent);
    // Whatever happened, the token is nowhere in what a log, a snapshot or the model could see.
    expect(JSON.stringify(outcome)).not.toContain(TOKEN);
    expect(bodyForModel(outcome)).not.toContain(TOKEN);
    if (outcome.result === 'error') expect(outcome.message).not.toBe('');
  });
});

/**
 * What a 200 says about the caller, as real servers phrase it: sentences saying nobody in words, the number asked about
 * echoed back alone, and list or error envelopes of common APIs that say nobody; beside each, the record that stays found.
 */
const answers: { name: string; as: 'text' | 'json'; say: string; expected: 'found' | 'not_found' | 'reported_error' }[] = [
  // Text (or a JSON string) that says nobody in words, without the words "not found".
  { name: 'a text "No record found for this number" is not found', as: 'text', say: 'No record found for this number', expected: 'not_found' },
  { name: 'a text "No customer matches this number" is not found', as: 'text', say: 'No customer matches this number', expected: 'not_found' },
  { name: 'a text "No results" is not found', as: 'text', say: 'No results', expected: 'not_found' },
  { name: 'a text "Unknown caller" is not found', as: 'text', say: 'Unknown caller', expected: 'not_found' },
  { name: 'a text "0 records found" is not found', as: 'text', say: '0 records found', expected: 'not_found' },
  { name: 'a text saying no client matches the number, the number echoed, is not found', as: 'text', say: 'Sorry, no client matches +1 (555) 010-0123.', expected: 'not_found' },
  { name: 'a text saying we could not find a customer, written couldn\'t, is not found', as: 'text', say: "We couldn't find a customer with that phone number.", expected: 'not_found' },
  { name: 'a JSON string "No results" is not found', as: 'json', say: '"No results"', expected: 'not_found' },
  { name: 'a JSON message "No customer matches this number" in an error field is not found, not reported_error', as: 'json', say: '{"error":"No customer matches this number","code":1001}', expected: 'not_found' },
  { name: 'a text naming Noel Record is found', as: 'text', say: 'Noel Record', expected: 'found' },
  { name: 'a text of data opening with "No" is found', as: 'text', say: 'No balance due. Ann Lee, client since 2019.', expected: 'found' },
  { name: 'a text saying one record was found is found', as: 'text', say: '1 record found: Ann Lee', expected: 'found' },
  { name: 'a JSON string naming a client is found', as: 'json', say: '"Unknown Pleasures fan club member Ann Lee"', expected: 'found' },
  // The number asked about (+1 415 555 2671), echoed back however it is written, identifies nobody; beside a name or
  // an id it is a record.
  { name: 'an object that only echoes the phone is not found', as: 'json', say: '{"phone":"+14155552671"}', expected: 'not_found' },
  { name: 'an object echoing the caller_id and number is not found', as: 'json', say: '{"caller_id":"+14155552671","number":"+1 415-555-2671"}', expected: 'not_found' },
  { name: 'an echoed phone with bookkeeping is not found', as: 'json', say: '{"PhoneNumber":"14155552671","request_id":"r-81","timestamp":"2026-12-05T10:00:00Z"}', expected: 'not_found' },
  { name: 'an envelope holding only the echoed phone is not found', as: 'json', say: '{"success":true,"data":{"phone":"tel:+14155552671"}}', expected: 'not_found' },
  { name: 'an echoed phone written nationally with brackets is not found', as: 'json', say: '{"phone":"(415) 555-2671"}', expected: 'not_found' },
  { name: 'an echoed phone written with spaces after +1 is not found', as: 'json', say: '{"phone":"+1 415 555 2671"}', expected: 'not_found' },
  { name: 'an echoed phone dialled from abroad (00 1…) is not found', as: 'json', say: '{"phone":"00 1 415 555 2671"}', expected: 'not_found' },
  { name: 'an echoed list of phones, each the number asked about, is not found', as: 'json', say: '{"phones":["+14155552671","(415) 555-2671"]}', expected: 'not_found' },
  { name: 'an echoed phone with a name is found', as: 'json', say: '{"phone":"+14155552671","name":"Noel Record"}', expected: 'found' },
  { name: 'an echoed phone with an id is found', as: 'json', say: '{"phone":"+14155552671","id":"A1001"}', expected: 'found' },
  // Another phone number is the matched contact's, not the question: someone.
  { name: 'an object holding only another phone (the contact\'s other number) is found', as: 'json', say: '{"phone":"+15550100123"}', expected: 'found' },
  { name: 'a mobile beside the echoed number is found', as: 'json', say: '{"caller_id":"+14155552671","mobile":"(555) 010-0123"}', expected: 'found' },
  { name: 'a list of phones holding another number is found', as: 'json', say: '{"phones":["+14155552671","+15550100123"]}', expected: 'found' },
  { name: 'an envelope holding only another phone is found', as: 'json', say: '{"success":true,"data":{"phone":"tel:+15550100123"}}', expected: 'found' },
  { name: 'an account number in a field called number is found', as: 'json', say: '{"number":"A1001"}', expected: 'found' },
  // A whole answer that is only the number asked about, as text or as JSON, echoes it; another number is an answer.
  { name: 'a text that is only the number asked about is not found', as: 'text', say: '+1 (415) 555-2671', expected: 'not_found' },
  { name: 'a text that is the number asked about without its country code is not found', as: 'text', say: '415-555-2671', expected: 'not_found' },
  { name: 'a JSON string that is only the number asked about is not found', as: 'json', say: '"+14155552671"', expected: 'not_found' },
  { name: 'a JSON number that is the number asked about is not found', as: 'json', say: '14155552671', expected: 'not_found' },
  { name: 'a text that is another phone number is found', as: 'text', say: '+1 (415) 555-2672', expected: 'found' },
  { name: 'a text that is another number (an account id) is found', as: 'text', say: '1234567', expected: 'found' },
  // Envelopes of common APIs.
  { name: 'a GraphQL error with the code NOT_FOUND is not found, not reported_error', as: 'json', say: '{"errors":[{"message":"No customer with this phone number","path":["customer"],"extensions":{"code":"NOT_FOUND"}}],"data":{"customer":null}}', expected: 'not_found' },
  { name: 'a Google-style error object with code 404 is not found, not reported_error', as: 'json', say: '{"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND"}}', expected: 'not_found' },
  { name: 'a GraphQL error of another kind is still reported_error', as: 'json', say: '{"errors":[{"message":"Customer not found"},{"message":"Database unavailable","extensions":{"code":"INTERNAL_SERVER_ERROR"}}],"data":null}', expected: 'reported_error' },
  { name: 'a Google-style error object with code 503 is still reported_error', as: 'json', say: '{"error":{"code":503,"message":"The service is currently unavailable.","status":"UNAVAILABLE"}}', expected: 'reported_error' },
  { name: 'a GraphQL customer is found', as: 'json', say: '{"data":{"customer":{"name":"Ann Lee","phone":"+15550100123"}}}', expected: 'found' },
  { name: 'a GraphQL null customer is not found', as: 'json', say: '{"data":{"customer":null}}', expected: 'not_found' },
  { name: 'an empty Stripe list is not found', as: 'json', say: '{"object":"list","data":[],"has_more":false,"url":"/v1/customers"}', expected: 'not_found' },
  { name: 'a Stripe list holding a customer is found', as: 'json', say: '{"object":"list","data":[{"id":"cus_81","object":"customer","name":"Ann Lee"}],"has_more":false,"url":"/v1/customers"}', expected: 'found' },
  { name: 'an empty OData collection is not found', as: 'json', say: '{"@odata.context":"https://crm.example.com/api/data/v9.2/$metadata#contacts","@odata.count":0,"value":[]}', expected: 'not_found' },
  { name: 'an OData collection holding a contact is found', as: 'json', say: '{"@odata.context":"https://crm.example.com/api/data/v9.2/$metadata#contacts","value":[{"contactid":"c-81","fullname":"Ann Lee"}]}', expected: 'found' },
  { name: 'an empty HAL collection is not found', as: 'json', say: '{"_embedded":{"customers":[]},"_links":{"self":{"href":"/customers/search/findByPhone"}},"page":{"size":20,"totalElements":0,"totalPages":0,"number":0}}', expected: 'not_found' },
  { name: 'an empty FHIR search Bundle is not found (its id is the bundle\'s)', as: 'json', say: '{"resourceType":"Bundle","id":"b-81","meta":{"lastUpdated":"2026-12-05T10:00:00Z"},"type":"searchset","total":0,"link":[{"relation":"self","url":"https://fhir.example.com/Patient?phone=%2B14155552671"}]}', expected: 'not_found' },
  { name: 'a FHIR search Bundle holding only the server\'s outcome note is not found', as: 'json', say: '{"resourceType":"Bundle","type":"searchset","total":0,"entry":[{"resource":{"resourceType":"OperationOutcome","issue":[{"severity":"information","code":"informational","diagnostics":"No matches"}]},"search":{"mode":"outcome"}}]}', expected: 'not_found' },
  { name: 'a message that no error happened and a record was found, beside the record, is found', as: 'json', say: '{"message":"No error, record found","customer":{"name":"Ann Lee","id":7}}', expected: 'found' },
  { name: 'a text that no error happened and a record was found is found', as: 'text', say: 'No error, record found', expected: 'found' },
  { name: 'a FHIR search Bundle holding a patient is found', as: 'json', say: '{"resourceType":"Bundle","id":"b-82","type":"searchset","total":1,"entry":[{"fullUrl":"https://fhir.example.com/Patient/p-1","resource":{"resourceType":"Patient","id":"p-1","name":[{"family":"Lee","given":["Ann"]}]}}]}', expected: 'found' },
  { name: 'an empty Hydra collection (JSON-LD, API Platform) is not found', as: 'json', say: '{"@context":"/api/contexts/Customer","@id":"/api/customers","@type":"hydra:Collection","hydra:totalItems":0,"hydra:member":[]}', expected: 'not_found' },
  { name: 'an empty Hydra collection without the hydra: prefix (API Platform 3) is not found', as: 'json', say: '{"@context":"/api/contexts/Customer","@id":"/api/customers","@type":"Collection","totalItems":0,"member":[]}', expected: 'not_found' },
  { name: 'an empty Hydra collection with its page view and phone search template is not found', as: 'json', say: '{"@context":"/api/contexts/Customer","@id":"/api/customers","@type":"hydra:Collection","hydra:totalItems":0,"hydra:member":[],"hydra:view":{"@id":"/api/customers?phone=%2B14155552671&page=1","@type":"hydra:PartialCollectionView","hydra:first":"/api/customers?phone=%2B14155552671&page=1","hydra:last":"/api/customers?phone=%2B14155552671&page=1"},"hydra:search":{"@type":"hydra:IriTemplate","hydra:template":"/api/customers{?phone}","hydra:variableRepresentation":"BasicRepresentation","hydra:mapping":[{"@type":"IriTemplateMapping","variable":"phone","property":"phone","required":false}]}}', expected: 'not_found' },
  { name: 'an empty Hydra collection with its page view and search template, unprefixed, is not found', as: 'json', say: '{"@context":"/api/contexts/Customer","@id":"/api/customers","@type":"Collection","totalItems":0,"member":[],"view":{"@id":"/api/customers?phone=%2B14155552671&page=1","@type":"PartialCollectionView","first":"/api/customers?phone=%2B14155552671&page=1","last":"/api/customers?phone=%2B14155552671&page=1"},"search":{"@type":"IriTemplate","template":"/api/customers{?phone}","variableRepresentation":"BasicRepresentation","mapping":[{"@type":"IriTemplateMapping","variable":"phone","property":"phone","required":false}]}}', expected: 'not_found' },
  { name: 'an empty Hydra collection with only its page view (hydra:first, hydra:last) is not found', as: 'json', say: '{"@context":"/api/contexts/Customer","@id":"/api/customers","@type":"hydra:Collection","hydra:totalItems":0,"hydra:member":[],"hydra:view":{"@id":"/api/customers?page=1","@type":"hydra:PartialCollectionView","hydra:first":"/api/customers?page=1","hydra:last":"/api/customers?page=1"}}', expected: 'not_found' },
  { name: 'an empty Hydra collection with only its search template, unprefixed, is not found', as: 'json', say: '{"@context":"/api/contexts/Customer","@id":"/api/customers","@type":"Collection","totalItems":0,"member":[],"search":{"@type":"IriTemplate","template":"/api/customers{?phone}","variableRepresentation":"BasicRepresentation","mapping":[{"@type":"IriTemplateMapping","variable":"phone","property":"phone","required":false}]}}', expected: 'not_found' },
  { name: 'a Hydra collection holding a customer is found', as: 'json', say: '{"@context":"/api/contexts/Customer","@id":"/api/customers","@type":"hydra:Collection","hydra:totalItems":1,"hydra:member":[{"@id":"/api/customers/81","@type":"Customer","name":"Ann Lee","phone":"+14155552671"}]}', expected: 'found' },
  { name: 'a Hydra collection holding a customer, unprefixed, with its view and search template, is found', as: 'json', say: '{"@context":"/api/contexts/Customer","@id":"/api/customers","@type":"Collection","totalItems":1,"member":[{"@id":"/api/customers/81","@type":"Customer","name":"Ann Lee","phone":"+14155552671"}],"view":{"@id":"/api/customers?phone=%2B14155552671","@type":"PartialCollectionView"},"search":{"@type":"IriTemplate","template":"/api/customers{?phone}","variableRepresentation":"BasicRepresentation","mapping":[{"@type":"IriTemplateMapping","variable":"phone","property":"phone","required":false}]}}', expected: 'found' },
  { name: 'an empty Django REST page is not found', as: 'json', say: '{"count":0,"next":null,"previous":null,"results":[]}', expected: 'not_found' },
];

describe('what a 200 says about the caller, over HTTP', () => {
  test.each(answers)('$name', async ({ as, say, expected }) => {
    const config: CallerLookupConfig = { url: `${server.base}/says-${as}?say=${encodeURIComponent(say)}`, auth_env: 'CRM_TOKEN' };

    const outcome = await lookupCaller(config, KNOWN, ENV);

    if (expected === 'reported_error') expect(outcome).toMatchObject({ result: 'error', code: E.reportedError, status: 200, body: say });
    else expect(outcome).toMatchObject({ result: expected, status: 200, body: say });
  });
});

describe('the auth token', () => {
  test('is sent in the default loquent_x_check header when auth_env is set', async () => {
    const before = server.requests.length;
    await lookupCaller({ url: `${server.base}/clients`, auth_env: 'CRM_TOKEN' }, KNOWN, ENV);
    const [request] = server.requests.slice(before);
    expect(request?.headers['loquent_x_check']).toBe(TOKEN);
  });

  test('is not sent at all when auth_env is absent', async () => {
    const before = server.requests.length;
    await lookupCaller({ url: `${server.base}/clients` }, KNOWN, ENV);
    const [request] = server.requests.slice(before);
    expect(request).toBeDefined();
    expect(request?.headers['loquent_x_check']).toBeUndefined();
  });

  test('echoed back by the server is redacted from the body, the data and its keys', async () => {
    const outcome = await lookupCaller({ url: `${server.base}/echo-token`, auth_env: 'CRM_TOKEN' }, KNOWN, ENV);
    expect(outcome).toMatchObject({ result: 'found', data: { name: 'Ann Lee', you_sent: REDACTED, [REDACTED]: 'key echo' } });
    expect(JSON.stringify(outcome)).not.toContain(TOKEN);
    expect(bodyForModel(outcome)).toContain(REDACTED);
  });

  test.each([
    { name: 'with spaces around it', value: ` ${TOKEN} ` },
    { name: 'with a tab before it', value: `\t${TOKEN}` },
  ])('stored $name is sent bare, and redacted in that form when echoed', async ({ value }) => {
    // fetch strips a header value's surrounding whitespace: what the server sees, and may echo, is the bare token.
    const outcome = await lookupCaller({ url: `${server.base}/echo-token`, auth_env: 'CRM_TOKEN' }, KNOWN, { CRM_TOKEN: value });
    expect(outcome).toMatchObject({ result: 'found', data: { name: 'Ann Lee', you_sent: REDACTED } });
    expect(JSON.stringify(outcome)).not.toContain(TOKEN);
    expect(bodyForModel(outcome)).not.toContain(TOKEN);
  });

  test.each([
    { name: 'escaped as JSON writers may (PHP writes "/" as "\\/")', path: '/echo-token-escaped', result: 'found' },
    { name: 'written with \\u escapes in an error body', path: '/echo-token-unicode', result: 'error' },
  ])('echoed back $name is redacted from what is kept and what the model reads', async ({ path, result }) => {
    const outcome = await lookupCaller({ url: `${server.base}${path}`, auth_env: 'CRM_TOKEN' }, KNOWN, ENV);
    expect(outcome.result).toBe(result);
    // The body kept (in the log, and read by the model when found) has it redacted; a failure's body never reaches the model.
    const kept = outcome.result === 'error' ? outcome.body ?? '' : bodyForModel(outcome);
    expect(JSON.stringify(JSON.parse(kept))).not.toContain(TOKEN);
    expect(kept).toContain(REDACTED);
    expect(bodyForModel(outcome)).not.toContain(TOKEN);
  });
});

describe('a short token', () => {
  let shortTokenServer: LookupServer;
  beforeAll(async () => {
    shortTokenServer = await startLookupServer('tok');
  });
  afterAll(async () => {
    await shortTokenServer.close();
  });

  test('is redacted where it stands as the token, and ordinary words holding it are left whole', async () => {
    const outcome = await lookupCaller({ url: `${shortTokenServer.base}/echo-token-in-words`, auth_env: 'CRM_TOKEN' }, KNOWN, { CRM_TOKEN: 'tok' });
    expect(outcome).toMatchObject({
      result: 'found',
      data: { name: 'Ann Lee', note: 'your token was accepted; stock low', you_sent: REDACTED, link: `/clients?token=${REDACTED}&page=1` },
    });
    expect(bodyForModel(outcome)).toContain('your token was accepted; stock low');
  });
});

describe('a fetch that ignores its abort signal', () => {
  test('still ends in a timeout outcome', async () => {
    const neverAnswers: typeof fetch = () => new Promise<Response>(() => undefined);
    const outcome = await lookupCaller({ url: 'http://127.0.0.1/clients', timeout_ms: 50 }, KNOWN, {}, neverAnswers);
    expect(outcome).toMatchObject({ result: 'error', code: E.timeout });
  });
});

describe('a fetch that fails with the token in its error', () => {
  test('ends in a network_error outcome with the token redacted', async () => {
    const throwsString: typeof fetch = () => Promise.reject(new Error('boom', { cause: new Error(`socket said ${TOKEN}`) }));
    const outcome = await lookupCaller({ url: 'http://127.0.0.1/clients', auth_env: 'CRM_TOKEN' }, KNOWN, ENV, throwsString);
    expect(outcome).toMatchObject({ result: 'error', code: E.networkError });
    expect(JSON.stringify(outcome)).not.toContain(TOKEN);
    expect(JSON.stringify(outcome)).toContain(REDACTED);
  });
});

describe('the request URL in an error', () => {
  // fetch refuses a URL with credentials by quoting it whole: the password and the caller's number were in the message.
  test('a URL carrying a user name and password (a config built in code) is bad_url, makes no request, and quotes neither', async () => {
    const before = server.requests.length;
    const url = `${server.base.replace('http://', 'http://bot:hunter2@')}/clients?org=7`;
    const outcome = await lookupCaller({ url, auth_env: 'CRM_TOKEN' }, KNOWN, ENV);
    expect(outcome).toEqual({
      result: 'error', code: E.badUrl,
      message: `The caller lookup URL ${server.base}/clients carries a user name or password, so no lookup was made: secrets never go in the URL; put the token in an environment variable and name it in caller_lookup.auth_env.`,
    });
    expect(server.requests.length).toBe(before);
    expect(bodyForModel(outcome)).not.toMatch(/hunter2|14155552671/);
  });

  test.each(['ftp://bot:hunter2@127.0.0.1/clients', 'bot:hunter2@crm.example.com/clients'])('a URL that is not http(s) and may hold a password (%s) is bad_url without quoting it', async (url) => {
    const outcome = await lookupCaller({ url }, KNOWN, {});
    expect(outcome).toEqual({ result: 'error', code: E.badUrl, message: 'The caller lookup URL is not an absolute http:// or https:// URL; fix caller_lookup.url.' });
  });

  test('a failure quoting the request URL names it by origin and path, without the caller\'s number', async () => {
    const quotesUrl: typeof fetch = (input) => Promise.reject(new TypeError('fetch failed', { cause: new Error(`cannot open ${String(input)}`) }));
    const outcome = await lookupCaller({ url: 'http://127.0.0.1/clients?org=7' }, KNOWN, {}, quotesUrl);
    expect(outcome).toMatchObject({ result: 'error', code: E.networkError, message: expect.stringContaining('could not be reached: cannot open http://127.0.0.1/clients;') });
    expect(JSON.stringify(outcome)).not.toContain('14155552671');
  });
});

// Raw TCP servers on 127.0.0.1: each takes the request, then closes, answers in another protocol, or writes HTTP wrongly.
async function rawServer(onRequest: (socket: Socket) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const raw = createNetServer((socket) => socket.once('data', () => onRequest(socket)));
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  const { port } = raw.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/clients`, close: () => new Promise<void>((resolve) => raw.close(() => resolve())) };
}

describe('a port that does not answer as an HTTP server', () => {

  test.each([
    ['closing the connection without answering', (socket: Socket) => socket.end(),
      /^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/clients was reached but closed the connection without answering \(other side closed\); if the server serves https on this port, write https:\/\/ in caller_lookup\.url; otherwise check the server's logs: it may fail on the request\.$/],
    ['answering in another protocol (an SSH server)', (socket: Socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'),
      /^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/clients answered with something that is not HTTP \(.+\); caller_lookup\.url may name the port of another service: point it at the lookup server's HTTP port\.$/],
    // An HTTP server (or a proxy before it) whose answer breaks HTTP's framing is no other service on the port.
    ['answering HTTP with both Content-Length and Transfer-Encoding', (socket: Socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 18\r\nTransfer-Encoding: chunked\r\n\r\n12\r\n{"name":"Ann Lee"}\r\n0\r\n\r\n'),
      /^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/clients answered HTTP that breaks the protocol \(Response does not match the HTTP\/1\.1 protocol \(Content-Length can't be present with Transfer-Encoding\)\), so its answer cannot be read safely: the server, or a proxy or load balancer in front of it, writes its headers wrongly; fix it to send one Content-Length or Transfer-Encoding: chunked, each header once, on lines ending in CRLF\.$/],
    ['answering HTTP with Content-Length twice', (socket: Socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd'),
      /^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/clients answered HTTP that breaks the protocol \(.*Duplicate Content-Length.*\)/],
  ])('%s is a network_error saying it was reached and what to check, not "could not be reached"', async (_name, onRequest, message) => {
    const raw = await rawServer(onRequest);
    try {
      const outcome = await lookupCaller({ url: raw.url, timeout_ms: 5000 }, KNOWN, {});
      expect(outcome).toEqual({ result: 'error', code: E.networkError, message: expect.stringMatching(message) });
    } finally {
      await raw.close();
    }
  });
});

// fetch reads no further than Content-Length: a length shorter than the record cuts the JSON, the server's fault.
describe('a JSON answer cut at its declared Content-Length', () => {
  const answer = (length: number, body: Buffer | string, contentType = 'application/json') => (socket: Socket) => {
    socket.write(`HTTP/1.1 200 OK\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`);
    socket.end(body);
  };
  const record = '{"name":"Zoë Brontë","account":"A1001"}';
  const cutAt = (length: number, type = 'application/json') => new RegExp(`^The caller lookup at http://127\\.0\\.0\\.1:\\d+/clients declared ${type.replace('/', '\\/')} and a Content-Length of ${length} bytes, and its body ends there, in the middle of the JSON: the Content-Length the server sends looks shorter than its answer \\(a length counted in characters rather than UTF-8 bytes, or taken before the record was complete\\), and fetch reads no further; or the server cut its own answer there\\. Fix the Content-Length the server sends, or have it send the answer chunked\\.$`);
  test.each([
    { name: 'Content-Length: 5 before a whole record', onRequest: answer(5, '{"name":"Ann Lee","account":"A1"}'), message: cutAt(5) },
    { name: 'a Content-Length counted in characters before a record with accents', onRequest: answer(record.length, Buffer.from(record, 'utf8')), message: cutAt(record.length) },
    // Served as text, the cut record was found, and the flow greeted the caller by '{"nam'.
    { name: 'Content-Length: 5 before a whole record served as text/plain', onRequest: answer(5, '{"name":"Ann Lee"}', 'text/plain'), message: cutAt(5, 'text/plain') },
  ])('$name is invalid_json saying the length looks wrong', async ({ onRequest, message }) => {
    const raw = await rawServer(onRequest);
    try {
      const outcome = await lookupCaller({ url: raw.url, timeout_ms: 5000 }, KNOWN, {});
      expect(outcome).toMatchObject({ result: 'error', code: E.invalidJson, status: 200, message: expect.stringMatching(message) });
    } finally {
      await raw.close();
    }
  });

  // JSON broken in its middle, or whole JSON with rubbish after it, is no cut: the length is not what is wrong.
  test.each([
    { name: 'JSON broken before its end', body: '{"name":"Ann Lee",,"account":"A1"}' },
    { name: 'a whole record followed by more text', body: '{"name":"Ann Lee"} trailing' },
  ])('$name at its declared length keeps the invalid JSON message', async ({ body }) => {
    const raw = await rawServer(answer(Buffer.byteLength(body), body));
    try {
      const outcome = await lookupCaller({ url: raw.url, timeout_ms: 5000 }, KNOWN, {});
      expect(outcome).toMatchObject({ result: 'error', code: E.invalidJson, message: expect.stringContaining('but the body is not valid JSON; fix the JSON the server writes') });
    } finally {
      await raw.close();
    }
  });
});

test('text that merely starts like JSON, served as text/plain at its declared length, is still found as text', async () => {
  const raw = await rawServer((socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 13\r\nConnection: close\r\n\r\n[VIP] Ann Lee'));
  try {
    expect(await lookupCaller({ url: raw.url, timeout_ms: 5000 }, KNOWN, {})).toMatchObject({ result: 'found', data: '[VIP] Ann Lee' });
  } finally {
    await raw.close();
  }
});

// A status line whose status is no HTTP status: fetch makes no Response of a number under 100 (it failed on an assertion
// of its own, "false == true") and its parser refuses one that is no three-digit number.
describe('a status line holding no HTTP status', () => {
  const noHttpStatus = 'that is no HTTP status (they run from 100 to 599): the server, or a proxy in front of it, writes its status line wrongly; fix it to answer 200 with the record, or 404 for nobody.';
  test.each([
    { name: 'HTTP/1.1 042 Odd', statusLine: 'HTTP/1.1 042 Odd', status: 42 },
    { name: 'HTTP/1.1 099 with no body', statusLine: 'HTTP/1.1 099 Odd', status: 99, body: '' },
    { name: 'HTTP/1.1 000', statusLine: 'HTTP/1.1 000 Zero', status: 0 },
  ])('$name is http_error naming the status, the endpoint and the fix', async ({ statusLine, status, body }) => {
    const answer = body ?? 'hi';
    const raw = await rawServer((socket) => socket.end(`${statusLine}\r\nContent-Length: ${answer.length}\r\nConnection: close\r\n\r\n${answer}`));
    try {
      const outcome = await lookupCaller({ url: raw.url, timeout_ms: 5000 }, KNOWN, {});
      expect(outcome).toEqual({ result: 'error', code: E.httpError, status, message: expect.stringMatching(new RegExp(`^The caller lookup at http://127\\.0\\.0\\.1:\\d+/clients answered with HTTP ${status}; ${noHttpStatus.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)) });
    } finally {
      await raw.close();
    }
  });

  test.each([
    { name: 'a four-digit status (HTTP/1.1 1000)', statusLine: 'HTTP/1.1 1000 Odd' },
    { name: 'a negative status (HTTP/1.1 -1)', statusLine: 'HTTP/1.1 -1 Odd' },
  ])('$name is a network_error saying the status line holds no HTTP status, not that the headers are framed wrongly', async ({ statusLine }) => {
    const raw = await rawServer((socket) => socket.end(`${statusLine}\r\nContent-Length: 2\r\n\r\nhi`));
    try {
      const outcome = await lookupCaller({ url: raw.url, timeout_ms: 5000 }, KNOWN, {});
      expect(outcome).toEqual({ result: 'error', code: E.networkError, message: expect.stringMatching(/^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/clients answered with a status line that holds no HTTP status \(.+\); HTTP's statuses are three digits, 100 to 599: the server, or a proxy in front of it, writes its status line wrongly; fix it to answer 200 with the record, or 404 for nobody\.$/) });
    } finally {
      await raw.close();
    }
  });
});

// A 1xx is no answer, only what comes before one; fetch makes no Response of it, so a server that stops after one
// read as "closed the connection without answering" (or, holding the connection, as a plain timeout).
describe('a server answering only an interim 1xx status', () => {
  const at = 'The caller lookup at http:\\/\\/127\\.0\\.0\\.1:\\d+\\/clients answered';
  test.each([
    { name: 'HTTP/1.1 101 with no upgrade, then closing', answer: 'HTTP/1.1 101 Switching Protocols\r\n\r\n',
      message: new RegExp(`^${at} HTTP 101 \\(Switching Protocols\\), a switch to another protocol \\(a WebSocket, HTTP/2\\) that the request never asked for, and no answer \\(other side closed\\); caller_lookup\\.url may name a WebSocket or streaming endpoint: point it at the lookup endpoint, which answers a plain GET with JSON or text\\.$`) },
    { name: 'HTTP/1.1 101 switching to a WebSocket the request never asked for', answer: 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      message: new RegExp(`^${at} HTTP 101 \\(Switching Protocols\\), a switch to another protocol .* \\(bad upgrade\\); caller_lookup\\.url may name a WebSocket or streaming endpoint`) },
    { name: 'HTTP/1.1 199, then closing', answer: 'HTTP/1.1 199 Odd\r\n\r\n',
      message: new RegExp(`^${at} HTTP 199 \\(Odd\\), an interim status that only comes before an answer, and then closed the connection without one \\(other side closed\\); check the server's logs: it may fail on the request after that status, or a proxy in front of it may pass the status on and drop the rest\\.$`) },
    { name: 'HTTP/1.1 103 Early Hints, then closing', answer: 'HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n',
      message: new RegExp(`^${at} HTTP 103 \\(Early Hints\\), an interim status that only comes before an answer, and then closed the connection without one`) },
    // Node's fetch drops the connection on a 100 it did not ask for, even when the answer follows.
    { name: 'HTTP/1.1 100 Continue before a 200', answer: 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 18\r\n\r\n{"name":"Ann Lee"}',
      message: new RegExp(`^${at} HTTP 100 \\(Continue\\) to a request that asked for none \\(it sends no Expect: 100-continue\\), and Node's fetch reads no answer after it; have the server, or a proxy in front of it, send no 100 Continue to a GET\\.$`) },
  ])('$name is a network_error saying which status came and no answer after it', async ({ answer, message }) => {
    const raw = await rawServer((socket) => socket.end(answer));
    try {
      const outcome = await lookupCaller({ url: raw.url, timeout_ms: 5000 }, KNOWN, {});
      expect(outcome).toEqual({ result: 'error', code: E.networkError, message: expect.stringMatching(message) });
    } finally {
      await raw.close();
    }
  });

  test('HTTP/1.1 103 Early Hints before a 200 is still the 200\'s record', async () => {
    const raw = await rawServer((socket) => socket.end('HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 18\r\nConnection: close\r\n\r\n{"name":"Ann Lee"}'));
    try {
      expect(await lookupCaller({ url: raw.url, timeout_ms: 5000 }, KNOWN, {})).toMatchObject({ result: 'found', status: 200, data: { name: 'Ann Lee' } });
    } finally {
      await raw.close();
    }
  });
});

// Each of these waits for its timeout for real, so they run side by side, in the time of one (6 s one after another).
// 1500 ms, not less: the request must reach the server, and its headers or interim status come back, within it; at
// 150 ms a busy run once gave up before the server saw a request.
describe('a server too slow for timeout_ms', () => {
  const TIMEOUT_MS = 1500;
  const at = 'The caller lookup at http:\\/\\/127\\.0\\.0\\.1:\\d+\\/clients';
  /** A route of the shared lookup server, its requests counted by path (no other test here asks for it). */
  const onLookupServer = (path: string) => async () => ({
    url: `${server.base}${path}`, requests: () => server.requests.filter((seen) => seen.path === path).length, close: async () => undefined,
  });
  /** A raw server writing `answer` to the request and holding the connection open. */
  const onRawServer = (answer: string) => async () => {
    let requests = 0;
    const raw = await rawServer((socket) => { requests += 1; socket.write(answer); });
    return { url: raw.url, requests: () => requests, close: raw.close };
  };
  test.concurrent.each([
    { name: 'a server that does not answer within timeout_ms times out', serve: onLookupServer('/slow-headers'),
      expected: { result: 'error', code: E.timeout, message: expect.stringMatching(/^The caller lookup at http:\/\/127\.0\.0\.1:\d+\/slow-headers did not finish within 1500 ms/) } },
    { name: 'a body that stalls past timeout_ms times out, with the status its headers gave', serve: onLookupServer('/slow-body'),
      expected: { result: 'error', code: E.timeout, status: 200, message: expect.stringContaining('answered HTTP 200, but its body had not all arrived within 1500 ms: the server stalled in the middle of its answer') } },
    { name: 'HTTP/1.1 102 Processing and then nothing times out saying only an interim status came, with no status for the flow', serve: onRawServer('HTTP/1.1 102 Processing\r\n\r\n'),
      expected: { result: 'error', code: E.timeout, message: expect.stringMatching(new RegExp(`^${at} answered only HTTP 102 \\(Processing\\), an interim status that comes before an answer, and no answer within 1500 ms; check the server, or raise caller_lookup\\.timeout_ms if it is only slow\\.$`)) } },
    // After a 101 the server speaks another protocol: no HTTP answer is coming, however long the lookup waits.
    { name: 'HTTP/1.1 101 with no upgrade, the connection held, times out saying it is a switch the request never asked for', serve: onRawServer('HTTP/1.1 101 Switching Protocols\r\n\r\n'),
      expected: { result: 'error', code: E.timeout, message: expect.stringMatching(new RegExp(`^${at} answered HTTP 101 \\(Switching Protocols\\), a switch to another protocol \\(a WebSocket, HTTP/2\\) that the request never asked for, and no answer \\(none within 1500 ms\\); caller_lookup\\.url may name a WebSocket or streaming endpoint`)) } },
  ])('$name', async ({ serve, expected }) => {
    const slow = await serve();
    try {
      const outcome = await lookupCaller({ url: slow.url, auth_env: 'CRM_TOKEN', timeout_ms: TIMEOUT_MS }, KNOWN, ENV);
      expect(outcome).toEqual(expected);
      expect(slow.requests()).toBe(1);
      expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
      expect(JSON.stringify(outcome)).not.toContain(TOKEN);
      expect(bodyForModel(outcome)).not.toContain(TOKEN);
    } finally {
      await slow.close();
    }
  });
});
