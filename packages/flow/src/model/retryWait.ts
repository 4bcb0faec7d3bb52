// Whether a model server's failed answer is worth asking once more, and how long to wait first (Retry-After, RFC 9110 §10.2.3).

/** Statuses a server gives for a passing trouble: overloaded, rate limited, a gateway or the server itself failing. */
const PASSING_FAILURES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);
/** The pause before asking again when the server names none: short, since a caller is waiting on the line. */
export const MODEL_RETRY_PAUSE_MS = 250;
const DELAY_SECONDS = /^\s*(\d{1,10})\s*$/;

export type ModelRetry =
  | { retry: true; waitMs: number }
  /** `asksSeconds`: set when the server asked to wait longer than the request has left. */
  | { retry: false; asksSeconds?: number };

/**
 * Ask again after `waitMs` when the status is a passing failure and the wait leaves at least as long again for the
 * answer within `remainingMs`; a Retry-After (seconds or an HTTP date) sets the wait.
 *
 * @example
 * modelRetry(503, null, 30_000); // { retry: true, waitMs: 250 }
 * modelRetry(429, '120', 30_000); // { retry: false, asksSeconds: 120 }
 * modelRetry(400, null, 30_000); // { retry: false }
 */
export function modelRetry(status: number, retryAfter: string | null, remainingMs: number, now: number = Date.now()): ModelRetry {
  if (!PASSING_FAILURES.has(status)) return { retry: false };
  const asked = askedWaitMs(retryAfter, now);
  const waitMs = asked ?? MODEL_RETRY_PAUSE_MS;
  if (waitMs * 2 <= remainingMs) return { retry: true, waitMs };
  return asked === undefined ? { retry: false } : { retry: false, asksSeconds: Math.ceil(asked / 1000) };
}

function askedWaitMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const seconds = DELAY_SECONDS.exec(header)?.[1];
  if (seconds !== undefined) return Number(seconds) * 1000;
  const at = /\d{4}/.test(header) ? Date.parse(header) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
