import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { CacheLayer, CacheLookup } from '../cache/types';
import type { ObservabilityConfig } from '../config';
import type { GatewayContext } from '../graphql/context';
import type { UpstreamObserver } from '../http/observer';
import { operationObserver } from './graphql-plugin';
import { registerRequestObservability } from './http-hooks';
import type { MetricsSources } from './metrics';
import { GatewayMetrics, METRICS_CONTENT_TYPE } from './metrics';
import { presentsBearerToken } from './metrics-auth';
import { processRegistry } from './process-metrics';
import { RumMetrics } from './rum-metrics';
import { Tracing } from './tracing';
import { upstreamObserver } from './upstream-observer';

/**
 * The gateway's metrics, traces and request ids, handed to each layer's one seam: the HTTP hooks,
 * an Apollo plugin, the upstream HTTP layer's observer and the caches' lookup counters. Metrics
 * are always counted (it is cheap); they are served on their own listener when METRICS_PORT is set.
 * Spans are made only when an OTLP endpoint is configured.
 */
export class Observability {
  readonly metrics = new GatewayMetrics();
  /** The Core Web Vitals visitors' browsers report (POST /rum), in the same registry. */
  readonly rum = new RumMetrics(this.metrics.registry);
  readonly tracing: Tracing | null;
  readonly upstreams: UpstreamObserver;
  private server: Server | null = null;

  constructor(private readonly config: ObservabilityConfig) {
    this.tracing = config.tracing ? new Tracing(config.tracing) : null;
    this.upstreams = upstreamObserver(this.metrics);
  }

  /** Counts what one cache layer's lookups find. */
  cacheObserver(layer: CacheLayer): (lookup: CacheLookup) => void {
    return (lookup) => this.metrics.cacheLookup(layer, lookup);
  }

  /** The Apollo plugin of GraphQL operation metrics, spans and error logs. */
  operations(): ApolloServerPlugin<GatewayContext> {
    return operationObserver(this.metrics);
  }

  /** Hooks every request (ids, spans, metrics) and flushes spans when the app closes; call before any other hook. */
  register(app: FastifyInstance, sources: MetricsSources): void {
    this.metrics.watch(sources);
    registerRequestObservability(app, this.metrics, this.tracing);
    app.addHook('onClose', async () => {
      await Promise.all([this.closeMetrics(), this.tracing?.shutdown()]);
    });
  }

  /**
   * Serves `GET /metrics` (Prometheus text format) on the metrics listener, if METRICS_PORT is set:
   * never on the public port; with METRICS_TOKEN set, only to a scrape that presents it as a bearer
   * token. Resolves with its address, or null when metrics are not served.
   */
  async serveMetrics(): Promise<AddressInfo | null> {
    const where = this.config.metrics;
    if (where === null) return null;
    processRegistry();
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at GET /metrics.\n');
        return;
      }
      if (where.token !== null && !presentsBearerToken(request.headers.authorization, where.token)) {
        response
          .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' })
          .end('Unauthorized: the metrics need the METRICS_TOKEN bearer token (Authorization: Bearer …).\n');
        return;
      }
      this.metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${String(error)}\n`),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(where.port, where.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    return server.address() as AddressInfo;
  }

  private async closeMetrics(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server === null) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
