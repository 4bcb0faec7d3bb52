// The `caller_lookup` block of a flow file or conversation node, and the defaults that fill its gaps.

/**
 * Where and how to look the caller up. Field names are the flow file's, snake_case.
 * The auth token itself is never in the flow file: `auth_env` names the environment variable holding it.
 */
export interface CallerLookupConfig {
  /** Endpoint; `?phone={E.164}` is appended (existing query parameters are kept). Empty turns the lookup off. */
  url: string;
  /** Name of the environment variable holding the auth token; no auth header is sent when absent. */
  auth_env?: string;
  /** Header carrying the token; defaults to the spec's `loquent_x_check`. */
  auth_header?: string;
  /** Deadline for the whole lookup (every redirect hop and the body), in milliseconds. */
  timeout_ms?: number;
  /** Reading stops past this many body bytes and the lookup is an `error` (`too_large`). */
  max_body_bytes?: number;
  /** How many same-origin redirects to follow; 0 (the default) refuses any redirect. */
  follow_redirects?: number;
  /** Region used to read caller numbers written without a country code (ISO 3166 alpha-2). */
  default_region?: string;
  /**
   * What a conversation node's model reads when the server answers with an error: its body as answered (the spec's
   * "raw response returned to model as-is", the default), or `withheld`: the error's code, with the server's words
   * only when they are one plain sentence (`serverSaid`).
   */
  error_body?: ErrorBody;
}

/** The values of `error_body`. */
export const ERROR_BODIES = ['as_answered', 'withheld'] as const;
export type ErrorBody = (typeof ERROR_BODIES)[number];

/** A config with every optional field filled in. */
export type ResolvedCallerLookupConfig = Required<Omit<CallerLookupConfig, 'auth_env'>> & Pick<CallerLookupConfig, 'auth_env'>;

/** The spec's header name, kept as the default so existing lookup servers work unchanged. */
export const DEFAULT_AUTH_HEADER = 'loquent_x_check';
export const DEFAULT_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
export const DEFAULT_FOLLOW_REDIRECTS = 0;
export const DEFAULT_REGION = 'US';
export const DEFAULT_ERROR_BODY: ErrorBody = 'as_answered';

/** Bounds accepted by validation; they keep a typo (a timeout in minutes, a body in gigabytes) from passing. */
export const LIMITS = {
  timeout_ms: { min: 1, max: 120_000 },
  max_body_bytes: { min: 1, max: 16 * 1024 * 1024 },
  follow_redirects: { min: 0, max: 10 },
} as const;

/**
 * Fills the optional fields with their defaults.
 * @example resolveCallerLookupConfig({ url: 'https://crm.example.com/clients' }).timeout_ms // 5000
 */
export function resolveCallerLookupConfig(config: CallerLookupConfig): ResolvedCallerLookupConfig {
  return {
    url: config.url,
    ...(config.auth_env === undefined ? {} : { auth_env: config.auth_env }),
    auth_header: config.auth_header ?? DEFAULT_AUTH_HEADER,
    timeout_ms: config.timeout_ms ?? DEFAULT_TIMEOUT_MS,
    max_body_bytes: config.max_body_bytes ?? DEFAULT_MAX_BODY_BYTES,
    follow_redirects: config.follow_redirects ?? DEFAULT_FOLLOW_REDIRECTS,
    default_region: config.default_region ?? DEFAULT_REGION,
    error_body: config.error_body ?? DEFAULT_ERROR_BODY,
  };
}
