// A template placeholder left in the lookup URL (`/clients/{phone}`, `https://${CRM_HOST}/…`): nothing fills it, so it would be sent as written.

/**
 * `{phone}`, `{{call.caller}}`, `${PHONE}` (a name in braces: JSON in a query, `{"active":true}`, is no placeholder),
 * and a whole path segment `:phone` (a route pattern copied from API docs).
 */
const PLACEHOLDER = /\$?\{\{? *[A-Za-z_][\w.-]* *\}?\}|(?<=^|\/):[A-Za-z_]\w*(?=\/|$)/;

/** Where in the URL a placeholder stands. */
export type UrlPart = 'host' | 'path' | 'query';

/**
 * The first placeholder in the URL's host (read in lower case, as URL writes it), path or query, and where it is, or undefined when there is none. The `phone`
 * parameter is not searched: it is replaced by the caller's number (`?phone={{call.caller}}` works as meant).
 * @example urlPlaceholder(new URL('https://crm.example.com/clients/{phone}')) // { placeholder: '{phone}', part: 'path' }
 * @example urlPlaceholder(new URL('https://crm.example.com/clients?phone={phone}')) // undefined
 */
export function urlPlaceholder(url: URL): { placeholder: string; part: UrlPart } | undefined {
  // URL takes braces and `$` in a host name: `https://${CRM_HOST}/clients` parses, and every lookup would ask DNS for it.
  const inHost = PLACEHOLDER.exec(url.hostname);
  if (inHost !== null) return { placeholder: inHost[0], part: 'host' };
  const inPath = PLACEHOLDER.exec(decoded(url.pathname));
  if (inPath !== null) return { placeholder: inPath[0], part: 'path' };
  for (const [name, value] of url.searchParams) {
    if (name === 'phone') continue;
    const inQuery = PLACEHOLDER.exec(`${name}=${value}`);
    if (inQuery !== null) return { placeholder: inQuery[0], part: 'query' };
  }
  return undefined;
}

/** The path as written in the flow file: `new URL` encodes `{` and `}`. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
