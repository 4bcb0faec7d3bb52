// Checks a flow file's `caller_lookup` block and reports every problem at once, as data.
import type { CountryCode } from 'libphonenumber-js';
import { blockedPort } from '../blockedPorts.js';
import { ERROR_BODIES, LIMITS } from './CallerLookupConfig.js';
import type { CallerLookupConfig } from './CallerLookupConfig.js';
import { CALLER_LOOKUP_ISSUE, issueMessages } from './messages.js';
import { phoneNumbers } from './phoneNumbers.js';
import { urlPlaceholder } from './urlPlaceholder.js';

export interface CallerLookupIssue { code: string; path: string; message: string }

const KNOWN_FIELDS = ['url', 'auth_env', 'auth_header', 'timeout_ms', 'max_body_bytes', 'follow_redirects', 'default_region', 'error_body'] as const;
/** Fields an author might reach for to paste a token in; each gets a pointed issue rather than "unknown field". */
const SECRET_FIELDS = new Set(['auth', 'token', 'auth_token', 'client_lookup_auth', 'secret', 'api_key', 'apikey', 'password']);
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** RFC 9110 `token`: what an HTTP field name may be made of. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Validates a `caller_lookup` block. `config` is null when the block is absent, has problems, or has an empty `url`
 * (the lookup is off, as in the spec) and no `default_region` (with one, `config` keeps it and its empty `url`: no
 * request is made, and numbers are read in that region); `issues` lists every problem found.
 * @example
 * validateCallerLookupConfig({ url: 'https://crm.example.com/clients', auth_env: 'CRM_TOKEN' }, 'caller_lookup')
 * // { config: { url: 'https://crm.example.com/clients', auth_env: 'CRM_TOKEN' }, issues: [] }
 */
export function validateCallerLookupConfig(
  raw: unknown,
  path: string,
): { config: CallerLookupConfig | null; issues: CallerLookupIssue[] } {
  if (raw === undefined || raw === null) return { config: null, issues: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return { config: null, issues: [{ code: CALLER_LOOKUP_ISSUE.notObject, path, message: issueMessages.notObject(describe(raw)) }] };
  }
  const block = raw as Record<string, unknown>;
  const issues: CallerLookupIssue[] = [];
  const at = (field: string): string => `${path}.${field}`;
  const config: CallerLookupConfig = { url: '' };

  const url = block['url'];
  if (url === undefined) {
    issues.push({ code: CALLER_LOOKUP_ISSUE.urlMissing, path: at('url'), message: issueMessages.urlMissing() });
  } else if (typeof url !== 'string') {
    issues.push({ code: CALLER_LOOKUP_ISSUE.urlInvalid, path: at('url'), message: issueMessages.urlNotString(describe(url)) });
  } else {
    config.url = url.trim();
    if (config.url !== '') checkUrl(config.url, at('url'), issues);
  }

  const authEnv = block['auth_env'];
  if (authEnv !== undefined) {
    if (typeof authEnv === 'string' && ENV_NAME.test(authEnv)) config.auth_env = authEnv;
    else issues.push({ code: CALLER_LOOKUP_ISSUE.authEnvInvalid, path: at('auth_env'), message: issueMessages.authEnvInvalid(describe(authEnv)) });
  }

  const authHeader = block['auth_header'];
  if (authHeader !== undefined) {
    const problem = authHeaderProblem(authHeader);
    if (problem === null) config.auth_header = authHeader as string;
    else issues.push({ code: CALLER_LOOKUP_ISSUE.authHeaderInvalid, path: at('auth_header'), message: problem });
  }

  for (const field of NUMBER_FIELDS) {
    const value = block[field];
    if (value === undefined) continue;
    const problem = numberFieldProblem(field, value);
    if (problem === null) config[field] = value as number;
    else issues.push({ code: CALLER_LOOKUP_ISSUE.numberOutOfRange, path: at(field), message: problem });
  }

  const region = block['default_region'];
  if (region !== undefined) {
    const upper = typeof region === 'string' ? region.trim().toUpperCase() : '';
    if (upper !== '' && phoneNumbers().isSupportedCountry(upper as CountryCode)) config.default_region = upper;
    else issues.push({ code: CALLER_LOOKUP_ISSUE.regionUnknown, path: at('default_region'), message: issueMessages.regionUnknown(describe(region)) });
  }

  const errorBody = block['error_body'];
  if (errorBody !== undefined) {
    if ((ERROR_BODIES as readonly unknown[]).includes(errorBody)) config.error_body = errorBody as CallerLookupConfig['error_body'];
    else issues.push({ code: CALLER_LOOKUP_ISSUE.errorBodyUnknown, path: at('error_body'), message: issueMessages.errorBodyUnknown(describe(errorBody), ERROR_BODIES) });
  }

  for (const field of Object.keys(block)) {
    if ((KNOWN_FIELDS as readonly string[]).includes(field)) continue;
    if (SECRET_FIELDS.has(field.toLowerCase())) {
      issues.push({ code: CALLER_LOOKUP_ISSUE.secretInFlow, path: at(field), message: issueMessages.secretInFlow(field) });
    } else {
      issues.push({ code: CALLER_LOOKUP_ISSUE.unknownField, path: at(field), message: issueMessages.unknownField(field, KNOWN_FIELDS) });
    }
  }

  if (issues.length > 0) return { config: null, issues };
  // An empty url turns the lookup off; a `default_region` beside it still says how `{{call.caller}}` and the
  // document lookups bound to it read a number written without its country (a flow of local documents only).
  if (config.url === '' && config.default_region === undefined) return { config: null, issues };
  return { config, issues };
}

/** The fields held to {@link LIMITS}. */
export const NUMBER_FIELDS = ['timeout_ms', 'max_body_bytes', 'follow_redirects'] as const;

/**
 * Why `value` cannot be `field` (a whole number within its {@link LIMITS}), or null when it can.
 * @example numberFieldProblem('timeout_ms', 0) // 'caller_lookup.timeout_ms must be a whole number from 1 to 120000 (got 0).'
 */
export function numberFieldProblem(field: (typeof NUMBER_FIELDS)[number], value: unknown): string | null {
  const { min, max } = LIMITS[field];
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return null;
  return issueMessages.numberOutOfRange(field, min, max, describe(value));
}

/** Headers fetch sets itself (`host`: the token would be dropped) or refuses to send (the others: every lookup would fail). */
const HEADERS_FETCH_OWNS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'upgrade', 'expect', 'keep-alive']);

/**
 * Why `value` cannot be the auth header's name, or null when it can.
 * @example authHeaderProblem('host') // 'caller_lookup.auth_header "host" is a header fetch …'
 */
export function authHeaderProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !HEADER_NAME.test(value)) return issueMessages.authHeaderInvalid(describe(value));
  if (HEADERS_FETCH_OWNS.has(value.toLowerCase())) return issueMessages.authHeaderOwnedByFetch(value);
  return null;
}

function checkUrl(url: string, path: string, issues: CallerLookupIssue[]): void {
  // A user name or password before the host, however the rest is written (`bot:secret@crm.example.com/clients` reads
  // as a "bot:" scheme, and `http://bot:secret@[bad` does not parse): never quoted, and reported as a secret.
  const holdsSecret = /@/.test(url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#]/, 1)[0] ?? '');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    issues.push({ code: CALLER_LOOKUP_ISSUE.urlInvalid, path, message: issueMessages.urlInvalid(holdsSecret ? null : url) });
    if (holdsSecret) issues.push({ code: CALLER_LOOKUP_ISSUE.secretInUrl, path, message: issueMessages.secretInUrl() });
    return;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    // Shown without any user name or password the URL may carry.
    const shown = `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
    issues.push({ code: CALLER_LOOKUP_ISSUE.urlInvalid, path, message: issueMessages.urlInvalid(holdsSecret ? null : shown) });
  }
  const port = blockedPort(parsed);
  if (port !== undefined) issues.push({ code: CALLER_LOOKUP_ISSUE.urlInvalid, path, message: issueMessages.urlPortBlocked(port) });
  const placeholder = urlPlaceholder(parsed);
  if (placeholder !== undefined) {
    issues.push({ code: CALLER_LOOKUP_ISSUE.urlPlaceholder, path, message: issueMessages.urlPlaceholder(placeholder.placeholder, placeholder.part) });
  }
  if (parsed.username !== '' || parsed.password !== '' || holdsSecret) {
    issues.push({ code: CALLER_LOOKUP_ISSUE.secretInUrl, path, message: issueMessages.secretInUrl() });
  }
}

/** A short, secret-free description of a bad value for an issue message: its type, and its text when short. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return value.length <= 40 ? JSON.stringify(value) : `a string of ${value.length} characters`;
  return String(value);
}
