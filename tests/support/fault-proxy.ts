import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * How the proxy answers: `pass` forwards; `down` refuses connections; `500` answers a server error;
 * `hang` accepts and never answers; `malformed` answers 200 with JSON of no upstream's shape; `slow`
 * forwards after `slowMs`; `truncated` forwards the headers and half the body, then cuts the connection;
 * `hold` keeps each call waiting until the mode changes, then answers it as the new mode says (a
 * test decides when an upstream answers).
 */
export type FaultMode = 'pass' | 'down' | '500' | 'hang' | 'malformed' | 'slow' | 'truncated' | 'hold';

export interface FaultProxy {
  /** Base URL (no trailing slash): point the gateway's upstream URL here. */
  readonly url: string;
  /** Requests that reached the proxy so far. */
  readonly requests: number;
  /** The headers of each request that reached the proxy, in order. */
  readonly received: readonly IncomingMessage['headers'][];
  /** The path and query string of each request that reached the proxy, in order. */
  readonly urls: readonly string[];
  set(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

interface Upstream {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

function fetchUpstream(target: URL, request: IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const outgoing = forward(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...request.headers, host: target.host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A fault-injecting HTTP proxy in front of one sample upstream, on a free loopback port. */
export async function startFaultProxy(targetUrl: string, options: { slowMs: number }): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let mode: FaultMode = 'pass';
  let requests = 0;
  let release: () => void = () => undefined;
  let released = Promise.resolve();
  const received: IncomingMessage['headers'][] = [];
  const urls: string[] = [];

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    received.push(request.headers);
    urls.push(request.url ?? '');
    const body = await readBody(request);
    if (mode === 'hold') await released;
    if (mode === 'hang') return;
    if (mode === '500') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
    if (mode === 'malformed') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"malformed":true}');
    if (mode === 'slow') await delay(options.slowMs);
    const upstream = await fetchUpstream(target, request, body);
    const headers = { 'content-type': upstream.headers['content-type'] ?? 'application/octet-stream', 'content-length': String(upstream.body.length) };
    if (mode === 'truncated') {
      response.writeHead(upstream.status, headers);
      response.write(upstream.body.subarray(0, Math.floor(upstream.body.length / 2)));
      return void request.socket.destroy();
    }
    response.writeHead(upstream.status, headers).end(upstream.body);
  };

  const server = createServer((request, response) => {
    answer(request, response).catch(() => request.socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen(0);
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the fault proxy is not listening');
  const port = address.port;

  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    received,
    urls,
    async set(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'hold') released = new Promise((resolve) => (release = resolve));
      if (previous === 'hold') release();
      if (next === 'down') return stopListening();
      if (previous === 'down') return listen(port);
      // Calls left hanging end with the fault.
      if (previous === 'hang') for (const socket of sockets) socket.destroy();
    },
    async close() {
      if (mode !== 'down') await stopListening();
    },
  };
}
