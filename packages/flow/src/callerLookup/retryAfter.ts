// A 429's or 503's Retry-After header (RFC 9110 §10.2.3) → when the server asks to be asked again, for the operator.

/** A delay in seconds, or an HTTP date (`Sun, 06 Dec 2026 11:00:00 GMT`; the obsolete forms Date.parse reads too). */
const DELAY_SECONDS = /^\s*(\d{1,10})\s*$/;
const HAS_YEAR = /\d{4}/;

/**
 * When the server asks to be asked again, in words; undefined when the header is absent or neither a delay nor a date.
 * @example retryAfterText('120') // '120 seconds'
 * @example retryAfterText('Sun, 06 Dec 2026 11:00:00 GMT') // 'Sun, 06 Dec 2026 11:00:00 GMT'
 */
export function retryAfterText(header: string | null | undefined): string | undefined {
  if (header === null || header === undefined) return undefined;
  const delay = DELAY_SECONDS.exec(header)?.[1];
  if (delay !== undefined) return Number(delay) === 1 ? '1 second' : `${Number(delay)} seconds`;
  const at = HAS_YEAR.test(header) ? Date.parse(header) : Number.NaN;
  return Number.isNaN(at) ? undefined : new Date(at).toUTCString();
}
