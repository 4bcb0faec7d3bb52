// A flow file's caller_lookup block: accepted as written, or every problem reported at once.
import { describe, expect, test } from '@jest/globals';
import { CALLER_LOOKUP_ISSUE as I, validateCallerLookupConfig } from '../../src/callerLookup/index.js';

const URL_OK = 'https://crm.example.com/clients';

describe('validateCallerLookupConfig', () => {
  test.each([
    ['a URL alone is a config', { url: URL_OK }, { url: URL_OK }],
    ['every field is kept', { url: URL_OK, auth_env: 'CRM_TOKEN', auth_header: 'x-client-lookup-auth', timeout_ms: 2000, max_body_bytes: 4096, follow_redirects: 2, default_region: 'GB' },
      { url: URL_OK, auth_env: 'CRM_TOKEN', auth_header: 'x-client-lookup-auth', timeout_ms: 2000, max_body_bytes: 4096, follow_redirects: 2, default_region: 'GB' }],
    ['the spec header name with underscores is a valid header', { url: URL_OK, auth_header: 'loquent_x_check' }, { url: URL_OK, auth_header: 'loquent_x_check' }],
    ['a lower-case region is upper-cased', { url: URL_OK, default_region: 'gb' }, { url: URL_OK, default_region: 'GB' }],
    ['surrounding spaces in the URL are trimmed', { url: `  ${URL_OK} ` }, { url: URL_OK }],
    ['a URL with its own query is accepted', { url: `${URL_OK}?org=7` }, { url: `${URL_OK}?org=7` }],
    ['follow_redirects 0 is accepted', { url: URL_OK, follow_redirects: 0 }, { url: URL_OK, follow_redirects: 0 }],
    ['error_body withheld is kept', { url: URL_OK, error_body: 'withheld' }, { url: URL_OK, error_body: 'withheld' }],
    ['a phone parameter holding a placeholder is accepted (it is replaced by the number)', { url: `${URL_OK}?phone={{call.caller}}` }, { url: `${URL_OK}?phone={{call.caller}}` }],
    ['JSON in the query is no placeholder', { url: `${URL_OK}?where={"active":true}` }, { url: `${URL_OK}?where={"active":true}` }],
    ['an empty URL with a default_region: the lookup is off, the region kept for reading numbers', { url: '', default_region: 'gb' }, { url: '', default_region: 'GB' }],
    ['a custom method after a colon is no placeholder', { url: 'https://crm.example.com/v1/clients:search' }, { url: 'https://crm.example.com/v1/clients:search' }],
  ])('%s', (_name, raw, config) => {
    expect(validateCallerLookupConfig(raw, 'caller_lookup')).toEqual({ config, issues: [] });
  });

  test.each([
    ['no block means no lookup', undefined],
    ['an empty block value (YAML `caller_lookup:`) means no lookup', null],
    ['an empty URL turns the lookup off, as in the spec', { url: '' }],
    ['a blank URL turns the lookup off', { url: '   ', auth_env: 'CRM_TOKEN' }],
  ])('%s', (_name, raw) => {
    expect(validateCallerLookupConfig(raw, 'caller_lookup')).toEqual({ config: null, issues: [] });
  });

  test.each([
    ['a string instead of a block', 'https://crm.example.com', [[I.notObject, 'flow.caller_lookup']]],
    ['a list instead of a block', [URL_OK], [[I.notObject, 'flow.caller_lookup']]],
    ['a missing URL', { auth_env: 'CRM_TOKEN' }, [[I.urlMissing, 'flow.caller_lookup.url']]],
    ['a URL that is a number', { url: 42 }, [[I.urlInvalid, 'flow.caller_lookup.url']]],
    ['a relative URL', { url: '/clients' }, [[I.urlInvalid, 'flow.caller_lookup.url']]],
    ['an ftp URL', { url: 'ftp://crm.example.com/clients' }, [[I.urlInvalid, 'flow.caller_lookup.url']]],
    // Nothing fills these: every caller would be looked up at /clients/%7Bphone%7D, most likely a 404 (not_found) for all.
    ['a {phone} placeholder in the path', { url: `${URL_OK}/{phone}` }, [[I.urlPlaceholder, 'flow.caller_lookup.url']]],
    ['a {{call.caller}} placeholder in the path', { url: `${URL_OK}/{{call.caller}}` }, [[I.urlPlaceholder, 'flow.caller_lookup.url']]],
    ['a :phone route segment in the path', { url: `${URL_OK}/:phone/history` }, [[I.urlPlaceholder, 'flow.caller_lookup.url']]],
    ['a ${PHONE} placeholder in another query parameter', { url: `${URL_OK}?number=\${PHONE}` }, [[I.urlPlaceholder, 'flow.caller_lookup.url']]],
    // URL takes braces and $ in a host: the flow loaded, and every call asked DNS for "{{crm_host}}" (network_error).
    ['a {{crm_host}} placeholder in the host', { url: 'https://{{crm_host}}/clients' }, [[I.urlPlaceholder, 'flow.caller_lookup.url']]],
    ['a ${CRM_HOST} environment variable in the host', { url: 'http://${CRM_HOST}:8080/clients' }, [[I.urlPlaceholder, 'flow.caller_lookup.url']]],
    ['a {env} placeholder inside a host name', { url: 'https://crm-{env}.example.com/clients' }, [[I.urlPlaceholder, 'flow.caller_lookup.url']]],
    ['a URL on a port fetch refuses (X11, 6000)', { url: 'http://crm.internal:6000/clients' }, [[I.urlInvalid, 'flow.caller_lookup.url']]],
    ['a URL on the SIP port fetch refuses (5060)', { url: 'https://10.0.0.5:5060/clients' }, [[I.urlInvalid, 'flow.caller_lookup.url']]],
    ['credentials in the URL', { url: 'https://bot:hunter2@crm.example.com/clients' }, [[I.secretInUrl, 'flow.caller_lookup.url']]],
    ['credentials in a URL without a scheme (read as a "bot:" scheme)', { url: 'bot:hunter2@crm.example.com/clients' }, [[I.urlInvalid, 'flow.caller_lookup.url'], [I.secretInUrl, 'flow.caller_lookup.url']]],
    ['credentials in a URL that does not parse', { url: 'http://bot:hunter2@[crm/clients' }, [[I.urlInvalid, 'flow.caller_lookup.url'], [I.secretInUrl, 'flow.caller_lookup.url']]],
    ['credentials in an ftp URL', { url: 'ftp://bot:hunter2@crm.example.com/clients' }, [[I.urlInvalid, 'flow.caller_lookup.url'], [I.secretInUrl, 'flow.caller_lookup.url']]],
    ['a token written into the flow', { url: URL_OK, auth: 'hunter2' }, [[I.secretInFlow, 'flow.caller_lookup.auth']]],
    ['the spec field name client_lookup_auth written into the flow', { url: URL_OK, client_lookup_auth: 'hunter2' }, [[I.secretInFlow, 'flow.caller_lookup.client_lookup_auth']]],
    ['an auth_env that is not a variable name', { url: URL_OK, auth_env: '$CRM TOKEN' }, [[I.authEnvInvalid, 'flow.caller_lookup.auth_env']]],
    ['an auth_header with a space', { url: URL_OK, auth_header: 'x auth' }, [[I.authHeaderInvalid, 'flow.caller_lookup.auth_header']]],
    ['an auth_header fetch sets itself (host: the token would be dropped)', { url: URL_OK, auth_header: 'Host' }, [[I.authHeaderInvalid, 'flow.caller_lookup.auth_header']]],
    ['an auth_header fetch refuses to send (connection)', { url: URL_OK, auth_header: 'connection' }, [[I.authHeaderInvalid, 'flow.caller_lookup.auth_header']]],
    ['a timeout of zero', { url: URL_OK, timeout_ms: 0 }, [[I.numberOutOfRange, 'flow.caller_lookup.timeout_ms']]],
    ['a timeout as text', { url: URL_OK, timeout_ms: '5s' }, [[I.numberOutOfRange, 'flow.caller_lookup.timeout_ms']]],
    ['a fractional body cap', { url: URL_OK, max_body_bytes: 1.5 }, [[I.numberOutOfRange, 'flow.caller_lookup.max_body_bytes']]],
    ['too many redirects allowed', { url: URL_OK, follow_redirects: 50 }, [[I.numberOutOfRange, 'flow.caller_lookup.follow_redirects']]],
    ['an unknown region', { url: URL_OK, default_region: 'Narnia' }, [[I.regionUnknown, 'flow.caller_lookup.default_region']]],
    ['an error_body that is neither choice', { url: URL_OK, error_body: 'hidden' }, [[I.errorBodyUnknown, 'flow.caller_lookup.error_body']]],
    ['a misspelt field', { url: URL_OK, timeout: 5000 }, [[I.unknownField, 'flow.caller_lookup.timeout']]],
    ['every problem at once', { url: '/clients', auth_env: 'bad name', timeout_ms: -1, token: 'x', colour: 'red' }, [
      [I.urlInvalid, 'flow.caller_lookup.url'],
      [I.authEnvInvalid, 'flow.caller_lookup.auth_env'],
      [I.numberOutOfRange, 'flow.caller_lookup.timeout_ms'],
      [I.secretInFlow, 'flow.caller_lookup.token'],
      [I.unknownField, 'flow.caller_lookup.colour'],
    ]],
  ])('%s is reported', (_name, raw, expected) => {
    const { config, issues } = validateCallerLookupConfig(raw, 'flow.caller_lookup');
    expect(config).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.path])).toEqual(expected);
    for (const issue of issues) expect(issue.message).not.toBe('');
    // The password a URL carries is never quoted back (validate, run and replay print these messages).
    for (const issue of issues) expect(issue.message).not.toContain('hunter2');
  });

  test.each([
    ['a token written into the flow', { url: URL_OK, auth_token: 'hunter2' }],
    ['credentials in an ftp URL', { url: 'ftp://bot:hunter2@crm.example.com/clients' }],
  ])('the secret in %s is not repeated in the issue message', (_name, raw) => {
    const { issues } = validateCallerLookupConfig(raw, 'caller_lookup');
    expect(issues).not.toHaveLength(0);
    expect(JSON.stringify(issues)).not.toContain('hunter2');
  });
});
