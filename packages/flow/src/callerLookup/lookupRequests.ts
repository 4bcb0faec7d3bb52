// Which caller lookup a request belongs to, as undici's diagnostics channels see it: a lookup sends its requests inside
// an async context of its own, and a channel message published in that context is its own, not another lookup's at the
// same server at the same moment.
import { AsyncLocalStorage } from 'node:async_hooks';

const sendingLookup = new AsyncLocalStorage<object>();

/** One lookup's requests. */
export interface LookupRequests {
  /** Runs `request` (a fetch) as this lookup's. */
  send<T>(request: () => T): T;
  /** Whether the code running now runs for one of this lookup's requests (a diagnostics channel's subscriber asks). */
  own(): boolean;
}

/**
 * A new lookup's request context, for the watches over undici's channels (`watchDroppedConnection`, `watchUnshownStatus`).
 * @example const requests = lookupRequests(); const watch = watchUnshownStatus(requests); await requests.send(() => fetch(url));
 */
export function lookupRequests(): LookupRequests {
  const lookup = {};
  return {
    send: (request) => sendingLookup.run(lookup, request),
    own: () => sendingLookup.getStore() === lookup,
  };
}
