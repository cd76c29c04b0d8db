import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheLookup } from '../cache/types';
import type { ProxyTrust } from '../edge/client-address';
import { clientAddress } from '../edge/client-address';
import type { EdgeChecks } from '../edge';
import type { GatewayMetrics } from '../observability/metrics';
import { REQUEST_ID_HEADER, requestIdOf } from '../observability/request-id';
import type { PageCache } from '../ssr/page-cache';
import type { PersistedQueries } from './persisted-queries';
import { type HeldAnswer, writeStored } from './send-stored';

/** Fastify's own request listener: everything the front door does not answer goes on to it. */
export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface FrontDoorOptions {
  /** Where held answers are looked up (the route's PersistedQueries). */
  persisted: Pick<PersistedQueries, 'heldAnswer'>;
  /** Where held pages are looked up (the page cache; null when the client is not built). */
  pages: Pick<PageCache, 'heldPage'> | null;
  /** Whether shutdown has begun: the routes answer then, closing each connection after its response. */
  closing: () => boolean;
  edge: EdgeChecks;
  trust: ProxyTrust;
  metrics: GatewayMetrics;
  log: FastifyBaseLogger;
  /** A request slower than this is logged at `warn`, as the route's are. */
  slowRequestMs: number;
  /** Counts the hits of persisted answers (metrics: the whole-response layer) and of pages (the page layer). */
  observe: { response: (lookup: CacheLookup) => void; page: (lookup: CacheLookup) => void };
  /** Spans are made (tracing is configured). */
  tracing: boolean;
}

/** Where the site's persisted queries are asked, and the route whose label the metrics count them under. */
const GRAPHQL_ROUTE = '/graphql';
const GRAPHQL_QUERY_PREFIX = `${GRAPHQL_ROUTE}?`;
/** The page route's label in the metrics (Fastify's registered wildcard). */
const PAGE_ROUTE = '/*';
/** Liveness (server/routes/health.ts), answered here with the route's own bytes and headers. */
const HEALTH_ROUTE = '/healthz';
const HEALTH_BODY = Buffer.from(JSON.stringify({ status: 'ok' }));
const HEALTH_HEADERS = ['content-type', 'application/json; charset=utf-8', 'cache-control', 'no-store', 'content-length', String(HEALTH_BODY.length)];
/** Log levels at which every request has its line (`server/http/request-log.ts` logs each at `debug`). */
const EACH_REQUEST_LOGGED = new Set(['trace', 'debug']);

/**
 * The front door: what can be answered from memory, sent from the HTTP server's own request
 * listener before Fastify routes the request — a fresh stored answer to one of the site's persisted
 * queries (`GET /graphql?…` by hash), a fresh page from the page cache (an anonymous `GET` of a URL
 * the page route rendered), and liveness (`GET /healthz`). Fastify's routing, its query-string
 * parse, its request and reply objects and its hook chain cost such an answer most of its time
 * (docs/guides/performance.md); here it costs a lookup and a socket write, answered as the route's
 * own would be: the same bytes and headers (`writeStored`), the request id, the per-client rate
 * limit counted in the same budget (through the same trusted proxies; never for /healthz), the hit
 * and the request counted in the metrics under the route's label, a slow request logged at `warn`.
 *
 * Anything else goes on to Fastify untouched, which answers as before: a URL the route has not read
 * yet (it remembers what each persisted GET asks), an answer or page not held fresh in this process,
 * load shedding on, shutdown begun, a client over its budget (the route counts it again and refuses
 * it). The door stays shut — every request to Fastify — when each request must leave more behind: a
 * span (tracing on) or a log line (`debug` logs).
 */
export class FrontDoor {
  /** Whether it answers at all (see above). */
  readonly opens: boolean;
  /** Persisted answers it has sent (tests count them). */
  answered = 0;

  constructor(private readonly options: FrontDoorOptions) {
    this.opens = !options.tracing && !EACH_REQUEST_LOGGED.has(options.log.level);
  }

  /** The server's request listener: answers what it can, hands the rest to Fastify's (`route`). */
  readonly receive = (request: IncomingMessage, response: ServerResponse, route: RequestListener): void => {
    const url = request.url;
    const { persisted, pages, edge } = this.options;
    if (request.method !== 'GET' || url === undefined || this.options.closing()) return route(request, response);
    const startedAt = performance.now();
    // Health checks are never shed nor rate-limited.
    if (url === HEALTH_ROUTE) return this.sendHealth(request, response, startedAt);
    if (edge.underPressure()) return route(request, response);
    const graphql = url.startsWith(GRAPHQL_QUERY_PREFIX);
    const held = graphql ? persisted.heldAnswer(url.slice(GRAPHQL_QUERY_PREFIX.length)) : (pages?.heldPage(url, request.headers) ?? null);
    if (held === null) return route(request, response);
    const label = graphql ? GRAPHQL_ROUTE : PAGE_ROUTE;
    const limit = edge.rateLimit;
    if (limit === null) return this.send(request, response, held, label, startedAt, route);
    limit.count(clientAddress(request, this.options.trust), (retryAfterSeconds) => {
      if (retryAfterSeconds === null) this.send(request, response, held, label, startedAt, route);
      else route(request, response);
    });
  };

  private sendHealth(request: IncomingMessage, response: ServerResponse, startedAt: number): void {
    response.writeHead(200, [...HEALTH_HEADERS, REQUEST_ID_HEADER, requestIdOf(request)]).end(HEALTH_BODY);
    this.answered += 1;
    this.counted('GET', HEALTH_ROUTE, 200, startedAt, request.url);
  }

  private send(request: IncomingMessage, response: ServerResponse, held: HeldAnswer, label: string, startedAt: number, route: RequestListener): void {
    let status: 200 | 304;
    try {
      status = writeStored(response, request.headers, held.answer, held.wire, [REQUEST_ID_HEADER, requestIdOf(request)]);
    } catch (error) {
      // Nothing here may throw out of the server's listener (the process would go down with it).
      this.options.log.error({ err: error, url: request.url }, 'the front door could not send a stored answer');
      if (response.headersSent) response.destroy();
      else route(request, response);
      return;
    }
    this.answered += 1;
    (label === PAGE_ROUTE ? this.options.observe.page : this.options.observe.response)('hit');
    this.counted('GET', label, status, startedAt, request.url);
  }

  /** The request in the HTTP metrics under the route's label, and in the log when slow. */
  private counted(method: string, label: string, status: number, startedAt: number, url: string | undefined): void {
    const milliseconds = performance.now() - startedAt;
    this.options.metrics.httpRequest(method, label, status, milliseconds / 1000);
    if (milliseconds > this.options.slowRequestMs) this.options.log.warn({ method, url, statusCode: status, responseTime: milliseconds }, 'slow request');
  }
}

/** Puts an open front door before Fastify's request listener, on Fastify's own server (its timeouts and keep-alive settings kept). */
export function openFrontDoor(server: Server, door: FrontDoor): void {
  if (!door.opens) return;
  const [route, ...others] = server.listeners('request') as RequestListener[];
  if (route === undefined || others.length > 0) throw new Error("the front door expects Fastify's request listener, alone");
  server.removeListener('request', route);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => door.receive(request, response, route));
}
