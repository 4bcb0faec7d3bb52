// Builds `GET {url}?phone={E.164}`: the configured query is kept byte for byte, only `phone` is set.

/**
 * The request URL for one caller, or null when `url` is not an absolute http(s) URL.
 * An existing `phone` parameter is replaced (the number always comes from the call); the fragment is dropped.
 * @example lookupUrl('https://crm.example.com/clients?org=7', '+15551234567')
 * // 'https://crm.example.com/clients?org=7&phone=%2B15551234567'
 */
export function lookupUrl(url: string, e164: string): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const kept = parsed.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && decodeName(pair) !== 'phone');
  kept.push(`phone=${encodeURIComponent(e164)}`);
  parsed.search = `?${kept.join('&')}`;
  parsed.hash = '';
  return parsed;
}

/**
 * Where a request went, for messages: origin and path only. The query holds the caller's number
 * and the URL may hold credentials; neither belongs in a log line.
 * @example whereOf(new URL('https://u:p@crm.example.com/clients?phone=%2B1555')) // 'https://crm.example.com/clients'
 */
export function whereOf(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

function decodeName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
