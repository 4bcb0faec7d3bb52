// Node 20's fetch loses a connection closed while it readies its HTTP parser (a process's first connection): its
// request then waits for the deadline. undici's `undici:client:connected` diagnostics channel shows the socket.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';

const CONNECTED = 'undici:client:connected';
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** What undici publishes on `undici:client:connected` (only the fields read here). */
interface ConnectedMessage {
  connectParams?: { protocol?: unknown; hostname?: unknown; port?: unknown };
  socket?: { destroyed?: unknown };
}

/**
 * Calls `onDropped` when fetch reports a connection to the origin of `target()` that was already closed by the time
 * fetch was ready to use it, so no answer can ever come; returns the function that stops watching.
 * @example const stop = watchDroppedConnection(() => url, () => controller.abort()); … stop();
 */
export function watchDroppedConnection(target: () => URL, onDropped: () => void): () => void {
  const listener = (message: unknown): void => {
    const { connectParams, socket } = (message ?? {}) as ConnectedMessage;
    if (socket?.destroyed === true && connectParams !== undefined && sameOrigin(connectParams, target())) onDropped();
  };
  subscribe(CONNECTED, listener);
  return () => {
    unsubscribe(CONNECTED, listener);
  };
}

function sameOrigin(params: NonNullable<ConnectedMessage['connectParams']>, url: URL): boolean {
  const port = params.port === undefined || params.port === null || params.port === '' ? DEFAULT_PORTS[url.protocol] : String(params.port);
  return params.protocol === url.protocol && params.hostname === url.hostname && port === (url.port || DEFAULT_PORTS[url.protocol]);
}
