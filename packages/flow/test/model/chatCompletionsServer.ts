// A loopback server speaking the chat-completions protocol: answers from a queue and records every request.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { streamUntilClosed } from '../fixtures/streamUntilClosed.js';

export interface RecordedRequest { method: string; url: string; headers: IncomingHttpHeaders; body: unknown }
export interface CannedResponse { status: number; body: string; headers?: Record<string, string> }

export interface ChatCompletionsServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 that answers each request with the next canned response. */
export async function startChatCompletionsServer(responses: CannedResponse[]): Promise<ChatCompletionsServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: text === '' ? undefined : JSON.parse(text) });
      const next = responses.shift() ?? { status: 500, body: '{"error":{"message":"no canned response left"}}' };
      response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      response.end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A chat-completions response body holding one assistant message, finished for `finishReason` (`stop` unless said). */
export function completion(message: Record<string, unknown>, finishReason = 'stop'): CannedResponse {
  return { status: 200, body: JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason }] }) };
}

/**
 * How a misbehaving server treats each request: never answer, answer headers then stall, drop the connection mid-body
 * or once the request is read (before answering), or send a body (200, or 500) that never ends, as fast as the client reads it.
 */
export type Misbehaviour = 'never_answers' | 'stalls_mid_body' | 'drops_mid_body' | 'drops_before_answering' | 'endless_body' | 'endless_error_body';

/** A server on 127.0.0.1 that accepts requests and misbehaves; `close` also cuts the connections it left open. */
export async function startMisbehavingServer(misbehaviour: Misbehaviour): Promise<ChatCompletionsServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: undefined });
      if (misbehaviour === 'never_answers') return;
      if (misbehaviour === 'drops_before_answering') {
        request.socket.destroy();
        return;
      }
      if (misbehaviour === 'endless_body' || misbehaviour === 'endless_error_body') {
        response.writeHead(misbehaviour === 'endless_body' ? 200 : 500, { 'content-type': 'application/json' });
        response.write('{"choices":[{"message":{"content":"');
        streamUntilClosed(response, 'a'.repeat(64 * 1024));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('{"choices":[');
      if (misbehaviour === 'drops_mid_body') setTimeout(() => request.socket.destroy(), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
  };
}
