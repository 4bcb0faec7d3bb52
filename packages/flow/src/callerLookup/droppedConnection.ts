// Node 20's fetch loses a connection closed while it readies its HTTP parser (a process's first connection): its
// request then waits for the deadline. undici's `undici:client:connected` diagnostics channel shows the socket, and
// publishes it in the async context of the request that opened the connection: that tells one lookup's from another's.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { LookupRequests } from './lookupRequests.js';

const CONNECTED = 'undici:client:connected';

/** What undici publishes on `undici:client:connected` (only the field read here). */
interface ConnectedMessage {
  socket?: { destroyed?: unknown };
}

/** One lookup's watch over the connections its own requests open. */
export interface DroppedConnectionWatch {
  /** Stops watching. */
  stop(): void;
}

/**
 * Calls `onDropped` when a request sent through `requests` gets a connection that was already closed by the time fetch
 * was ready to use it, so no answer can ever come. Another lookup's connection to the same server, dropped at the
 * same moment, is not this lookup's.
 * @example const watch = watchDroppedConnection(requests, () => controller.abort()); await requests.send(() => fetch(url)); watch.stop();
 */
export function watchDroppedConnection(requests: LookupRequests, onDropped: () => void): DroppedConnectionWatch {
  const listener = (message: unknown): void => {
    const { socket } = (message ?? {}) as ConnectedMessage;
    if (socket?.destroyed === true && requests.own()) onDropped();
  };
  subscribe(CONNECTED, listener);
  return {
    stop: () => {
      unsubscribe(CONNECTED, listener);
    },
  };
}
