// Node 20's fetch loses a connection closed while it readies its HTTP parser (a process's first connection): its
// request then waits for the deadline. undici's `undici:client:connected` diagnostics channel shows the socket, and
// publishes it in the async context of the request that opened the connection: that tells one lookup's from another's.
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';

const CONNECTED = 'undici:client:connected';

/** The lookup whose request opens a connection, as undici's connect sees it. */
const sendingLookup = new AsyncLocalStorage<object>();

/** What undici publishes on `undici:client:connected` (only the field read here). */
interface ConnectedMessage {
  socket?: { destroyed?: unknown };
}

/** One lookup's watch over the connections its own requests open. */
export interface DroppedConnectionWatch {
  /** Runs `request` (a fetch) as this lookup's, so a connection it opens is watched. */
  send<T>(request: () => T): T;
  /** Stops watching. */
  stop(): void;
}

/**
 * Calls `onDropped` when a request sent through `send` gets a connection that was already closed by the time fetch
 * was ready to use it, so no answer can ever come. Another lookup's connection to the same server, dropped at the
 * same moment, is not this lookup's.
 * @example const watch = watchDroppedConnection(() => controller.abort()); await watch.send(() => fetch(url)); watch.stop();
 */
export function watchDroppedConnection(onDropped: () => void): DroppedConnectionWatch {
  const lookup = {};
  const listener = (message: unknown): void => {
    const { socket } = (message ?? {}) as ConnectedMessage;
    if (socket?.destroyed === true && sendingLookup.getStore() === lookup) onDropped();
  };
  subscribe(CONNECTED, listener);
  return {
    send: (request) => sendingLookup.run(lookup, request),
    stop: () => {
      unsubscribe(CONNECTED, listener);
    },
  };
}
