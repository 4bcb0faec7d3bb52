// The number a SIP or tel URI carries (RFC 3261 §19.1 user part, RFC 3966 telephone-subscriber), or null for no URI.

/** `sip:`, `sips:` or `tel:`, alone or inside a From header's `"Name" <…>`. */
const URI = /(?:^|[\s<"])(sips?|tel):([^\s<>"]+)/i;
/** The same in angle brackets: a From header's own address, ahead of a display name (the caller's to write) that may hold one too. */
const BRACKETED_URI = /<\s*(sips?|tel):([^\s<>"]+)\s*>/i;

/**
 * The number in a caller ID written as a URI: a SIP URI's user part, a tel URI's number, without their parameters.
 * A tel URI's local number takes its global `phone-context` (`tel:5550123;phone-context=+1415` is +1 415 555 0123).
 * Read as a whole, a URI's host and port would add their digits to the number (`sip:anonymous@172.16.254.100`
 * reads as +1 721 625 4100); null when the text holds no URI, '' when the URI holds no user part.
 * @example numberInUri('sip:+14155550123@10.0.0.1:5060;user=phone') // '+14155550123'
 * @example numberInUri('sip:anonymous@anonymous.invalid') // 'anonymous'
 * @example numberInUri('+1 415 555 0123') // null
 */
export function numberInUri(raw: string): string | null {
  const match = BRACKETED_URI.exec(raw) ?? URI.exec(raw);
  if (match === null) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  const rest = match[2] ?? '';
  if (scheme === 'tel') {
    const [written = '', ...parameters] = rest.split(';');
    // A URI may carry its `+` percent-encoded (`tel:%2B1415…`), as a SIP user part may.
    const number = decodedOrAsWritten(written);
    const context = parameters.map((parameter) => /^phone-context=(\+[\d\-.()]+)$/i.exec(parameter)?.[1]).find((found) => found !== undefined);
    return context !== undefined && !number.startsWith('+') ? `${context}${number}` : number;
  }
  // A SIP URI without `@` names a host only (`sip:carrier.example`): it carries no number.
  const at = rest.indexOf('@');
  if (at < 0) return '';
  const user = rest.slice(0, at).split(';', 1)[0] ?? '';
  // The user part may carry its password (`user:password@host`) and be percent-encoded (`%2B1415…`).
  const withoutPassword = user.split(':', 1)[0] ?? '';
  return decodedOrAsWritten(withoutPassword);
}

/** Percent-decoded, or as written when it does not decode (a `%` not followed by two hex digits). */
function decodedOrAsWritten(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
