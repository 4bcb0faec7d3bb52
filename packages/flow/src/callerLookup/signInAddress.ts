// Whether a redirect leads to a sign-in page (a single sign-on proxy's answer to a request without a session).

/** A sign-in word as a whole part of a host or path: `login.example.com`, `/oauth2/authorize`, `/saml/sso`, `/sign-in`. */
const SIGN_IN = /(?:^|[/._-])(?:log-?in|sign-?in|sso|oauth2?|authorize|saml2?|openid(?:-connect)?|adfs|cas|idp)(?=[/._-]|$)/i;

/**
 * Whether `url` is a sign-in page: pointing caller_lookup.url there (the usual advice for a redirect) would only
 * fetch the login form, so messages say to make the endpoint reachable without signing in instead.
 * @example isSignInAddress(new URL('https://crm.example.com/login?next=%2Fapi%2Fclients')) // true
 * @example isSignInAddress(new URL('https://crm.example.com/api/v2/clients')) // false
 */
export function isSignInAddress(url: URL): boolean {
  return SIGN_IN.test(url.hostname) || SIGN_IN.test(url.pathname);
}
