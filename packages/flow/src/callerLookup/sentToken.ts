// The auth token as it travels in its header: what a lookup sends, what a server compares, what is redacted.

/**
 * The token read from the environment, without surrounding whitespace: a header value cannot start or end with it
 * (fetch strips spaces and tabs), and a secret file's trailing line break is no part of the token. Undefined stays so.
 * @example sentToken(' s3cret-token\n') // 's3cret-token'
 */
export function sentToken(value: string | undefined): string | undefined {
  return value?.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
}
