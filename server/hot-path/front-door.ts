import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheLookup } from '../cache/types';
import type { ProxyTrust } from '../edge/client-address';
import { clientAddress } from '../edge/client-address';
import type { EdgeChecks } from '../edge';
import type { GatewayMetrics } from '../observability/metrics';
import { REQUEST_ID_HEADER, requestIdOf } from '../observability/request-id';
import type { HeldAnswer, PersistedQueries } from './persisted-queries';
import { writeStored } from './send-stored';

/** Fastify's own request listener: everything the front door does not answer goes on to it. */
export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface FrontDoorOptions {
  /** Where held answers are looked up (the route's PersistedQueries). */
  persisted: Pick<PersistedQueries, 'heldAnswer'>;
  edge: EdgeChecks;
  trust: ProxyTrust;
  metrics: GatewayMetrics;
  log: FastifyBaseLogger;
  /** A request slower than this is logged at `warn`, as the route's are. */
  slowRequestMs: number;
  /** Counts the hits (metrics: the whole-response layer). */
  observe: (lookup: CacheLookup) => void;
  /** Spans are made (tracing is configured). */
  tracing: boolean;
}

/** Where the site's persisted queries are asked, and the route whose label the metrics count them under. */
const GRAPHQL_ROUTE = '/graphql';
const GRAPHQL_QUERY_PREFIX = `${GRAPHQL_ROUTE}?`;
/** Log levels at which every request has its line (`server/http/request-log.ts` logs each at `debug`). */
const EACH_REQUEST_LOGGED = new Set(['trace', 'debug']);

/**
 * The front door: a fresh stored answer to one of the site's persisted queries (`GET /graphql?…`
 * by hash), sent from the HTTP server's own request listener, before Fastify routes the request.
 * Fastify's routing, its query-string parse, its request and reply objects and its hook chain cost
 * a stored answer a third of its time; here it costs a lookup and a socket write, answered as the
 * route's own hit would be: the same bytes and headers (`writeStored`), the request id, the
 * per-client rate limit counted in the same budget (through the same trusted proxies), the hit and
 * the request counted in the metrics (the request under the route `/graphql`), a slow request
 * logged at `warn`.
 *
 * Anything else goes on to Fastify untouched, which answers as before: a URL the route has not read
 * yet (it remembers what each persisted GET asks), an answer not held fresh in this process, load
 * shedding on, shutdown begun, a client over its budget (the route counts it again and refuses it).
 * The door stays shut — every request to Fastify — when each request must leave more behind: a
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
    const { persisted, edge } = this.options;
    if (request.method !== 'GET' || url === undefined || !url.startsWith(GRAPHQL_QUERY_PREFIX) || edge.underPressure()) return route(request, response);
    const startedAt = performance.now();
    const held = persisted.heldAnswer(url.slice(GRAPHQL_QUERY_PREFIX.length));
    // Once shutdown has begun, the route answers: it closes each connection after its response.
    if (held === null || held.wire.closing) return route(request, response);
    const limit = edge.rateLimit;
    if (limit === null) return this.send(request, response, held, startedAt, route);
    limit.count(clientAddress(request, this.options.trust), (retryAfterSeconds) => {
      if (retryAfterSeconds === null) this.send(request, response, held, startedAt, route);
      else route(request, response);
    });
  };

  private send(request: IncomingMessage, response: ServerResponse, held: HeldAnswer, startedAt: number, route: RequestListener): void {
    const { metrics, observe, log, slowRequestMs } = this.options;
    let status: 200 | 304;
    try {
      status = writeStored(response, request.headers, held.answer, held.wire, [REQUEST_ID_HEADER, requestIdOf(request)]);
    } catch (error) {
      // Nothing here may throw out of the server's listener (the process would go down with it).
      log.error({ err: error, url: request.url }, 'the front door could not send a stored answer');
      if (response.headersSent) response.destroy();
      else route(request, response);
      return;
    }
    this.answered += 1;
    observe('hit');
    const milliseconds = performance.now() - startedAt;
    metrics.httpRequest('GET', GRAPHQL_ROUTE, status, milliseconds / 1000);
    if (milliseconds > slowRequestMs) log.warn({ method: 'GET', url: request.url, statusCode: status, responseTime: milliseconds }, 'slow request');
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
