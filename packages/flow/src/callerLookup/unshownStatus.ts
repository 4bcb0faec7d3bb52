// Statuses fetch never shows: below 200 (a 1xx, or a number under 100 that is no HTTP status) fetch makes no Response,
// and a server that closes after one reads as "closed without answering". undici publishes each status it parses on
// the `undici:request:headers` diagnostics channel, with its request; `undici:request:create` tells this lookup's requests.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { LookupRequests } from './lookupRequests.js';

const CREATE = 'undici:request:create';
const HEADERS = 'undici:request:headers';

/** What undici publishes on those channels (only the fields read here). */
interface RequestMessage {
  request?: object;
  response?: { statusCode?: unknown; statusText?: unknown };
}

/** A status line fetch read and gave no Response for. */
export interface UnshownStatus {
  status: number;
  /** Its reason phrase as the server wrote it ('' when none). */
  text: string;
}

/** One lookup's watch over the statuses its own requests are answered with. */
export interface UnshownStatusWatch {
  /** Forgets what an earlier request of this lookup was answered, before the next is sent. */
  forget(): void;
  /** The last status below 200 that this lookup's current request was answered with, if any. */
  seen(): UnshownStatus | undefined;
  /** Stops watching. */
  stop(): void;
}

/**
 * Records the statuses below 200 that the requests sent through `requests` are answered with. Another lookup's requests,
 * at the same server at the same moment, are not this lookup's: undici's request object tells them apart.
 * @example const watch = watchUnshownStatus(requests); await requests.send(() => fetch(url)).catch(() => watch.seen()); watch.stop();
 */
export function watchUnshownStatus(requests: LookupRequests): UnshownStatusWatch {
  const sent = new WeakSet<object>();
  let last: UnshownStatus | undefined;
  const onCreate = (message: unknown): void => {
    const { request } = (message ?? {}) as RequestMessage;
    if (request !== undefined && requests.own()) sent.add(request);
  };
  const onHeaders = (message: unknown): void => {
    const { request, response } = (message ?? {}) as RequestMessage;
    if (request === undefined || !sent.has(request)) return;
    const status = response?.statusCode;
    if (typeof status !== 'number') return;
    last = status < 200 ? { status, text: typeof response?.statusText === 'string' ? response.statusText : '' } : undefined;
  };
  subscribe(CREATE, onCreate);
  subscribe(HEADERS, onHeaders);
  return {
    forget: () => {
      last = undefined;
    },
    seen: () => last,
    stop: () => {
      unsubscribe(CREATE, onCreate);
      unsubscribe(HEADERS, onHeaders);
    },
  };
}

/**
 * The 1xx behind a failure fetch says only in words: undici drops the connection on a `100 Continue` it did not ask for
 * ("bad response") and on a `101` switching to a protocol it did not ask for ("bad upgrade"), before publishing the
 * status. Undefined for any other failure.
 * @example refusedInterimStatus('bad upgrade') // { status: 101, text: 'Switching Protocols' }
 */
export function refusedInterimStatus(socketErrorMessage: unknown): UnshownStatus | undefined {
  if (socketErrorMessage === 'bad response') return { status: 100, text: 'Continue' };
  if (socketErrorMessage === 'bad upgrade') return { status: 101, text: 'Switching Protocols' };
  return undefined;
}
