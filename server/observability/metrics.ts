import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheLayer, CacheLookup } from '../cache/types';
import type { MemoryCache } from '../cache/memory';
import type { RedisConnection } from '../cache/redis-connection';
import { UPSTREAM_NAMES } from '../config';
import type { UpstreamHttp } from '../http/client';
import { BoundedLabel, ERROR_CODE, GRAPHQL_NAME } from './labels';
import { processRegistry } from './process-metrics';

/** Why a CSP report request was refused. */
export type CspReportRefusal = 'too-large' | 'rate-limited' | 'malformed' | 'unsupported-type';

/** Seconds: from a cached answer (a millisecond) to the request deadline and past it. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BREAKER_STATES = ['closed', 'open', 'half-open'] as const;

/** What the gateway watches, to read its state from when scraped. */
export interface MetricsSources {
  http: UpstreamHttp;
  /** This process's key-value memory: the cache without Redis, the fallback while Redis is away. */
  memory: MemoryCache;
  /** The connection to Redis, null without one. */
  redis: RedisConnection | null;
}

/**
 * The gateway's Prometheus metrics (docs/guides/operations.md, "Metrics"), in a registry of its own per
 * gateway: HTTP requests by route and status, GraphQL operations by name with latency and errors by
 * code, upstream calls by upstream and outcome with latency, cache lookups by layer and result,
 * upstream breakers and load, the in-memory cache's size, whether Redis answers; plus the process's
 * own (processRegistry).
 * Each is recorded in one place per layer (server/observability/*), never at call sites.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly operationNames = new BoundedLabel(200, GRAPHQL_NAME);
  private readonly errorCodes = new BoundedLabel(50, ERROR_CODE);
  private readonly httpDuration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'HTTP requests answered, by method, matched route and status code (499: the client went away first), and how long they took.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly operationDuration = new Histogram({
    name: 'gateway_graphql_operation_duration_seconds',
    help: 'GraphQL operations (over /graphql and in server rendering), by operation name and type, and how long they took.',
    labelNames: ['operation', 'type'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly operationErrors = new Counter({
    name: 'gateway_graphql_errors_total',
    help: 'Errors in GraphQL responses, by operation name and extensions.code.',
    labelNames: ['operation', 'code'] as const,
    registers: [this.registry],
  });
  private readonly upstreamDuration = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Calls to upstream services, by upstream and outcome (2xx–5xx: the status class it answered; else timeout, network, size, overload, circuit-open), and how long they took, queueing and the retry included.',
    labelNames: ['upstream', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly cspReports = new Counter({
    name: 'gateway_csp_reports_total',
    help: "Content-Security-Policy violations browsers reported (POST /csp-reports), by the directive that blocked: a policy that breaks something in visitors' browsers shows here.",
    labelNames: ['directive'] as const,
    registers: [this.registry],
  });
  private readonly cspReportsRefused = new Counter({
    name: 'gateway_csp_reports_refused_total',
    help: 'CSP report requests refused, by reason (too-large, rate-limited, malformed, unsupported-type).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly cacheLookups = new Counter({
    name: 'gateway_cache_lookups_total',
    help: 'Cache lookups by layer (upstream answers, whole GraphQL responses, pages) and result (hit; miss: the source was asked; stale: an old value served).',
    labelNames: ['layer', 'result'] as const,
    registers: [this.registry],
  });

  /** Reads state gauges from `sources` when scraped. */
  watch({ http, memory, redis }: MetricsSources): void {
    new Gauge({
      name: 'gateway_upstream_breaker_state',
      help: "Each upstream's circuit breaker: 1 for its current state (closed, open, half-open), 0 for the others.",
      labelNames: ['upstream', 'state'] as const,
      registers: [this.registry],
      collect() {
        for (const upstream of UPSTREAM_NAMES) {
          const current = http.breakerState(upstream);
          if (current === null) continue;
          for (const state of BREAKER_STATES) this.set({ upstream, state }, current === state ? 1 : 0);
        }
      },
    });
    new Gauge({
      name: 'gateway_upstream_calls_in_flight',
      help: 'Calls to each upstream running now (its <NAME>_CONCURRENCY, else UPSTREAM_CONCURRENCY, at most) and waiting for a slot (UPSTREAM_QUEUE at most).',
      labelNames: ['upstream', 'state'] as const,
      registers: [this.registry],
      collect() {
        for (const upstream of UPSTREAM_NAMES) {
          if (http.breakerState(upstream) === null) continue;
          const { active, waiting } = http.load(upstream);
          this.set({ upstream, state: 'active' }, active);
          this.set({ upstream, state: 'waiting' }, waiting);
        }
      },
    });
    new Gauge({
      name: 'gateway_cache_memory_bytes',
      help: "Bytes this process's key-value cache holds in memory (keys and values at two bytes a character), bounded by CACHE_MAX_MB: the cache itself without Redis; with Redis, what it keeps while Redis is away.",
      registers: [this.registry],
      collect() {
        this.set(memory.bytes);
      },
    });
    if (redis) this.watchRedis(redis);
  }

  private watchRedis(redis: RedisConnection): void {
    new Gauge({
      name: 'gateway_cache_backend_up',
      help: 'Whether the shared cache answers (1) or is away (0): while it is away each replica caches in its own memory. Not a readiness condition.',
      labelNames: ['backend'] as const,
      registers: [this.registry],
      collect() {
        const { backend, up } = redis.state();
        this.set({ backend }, up ? 1 : 0);
      },
    });
    let counted = 0;
    new Counter({
      name: 'gateway_cache_backend_errors_total',
      help: "Failed connection attempts and commands of the shared cache (the log says an outage's start and end, and at most one line per REDIS_OUTAGE_LOG_INTERVAL_MS between).",
      labelNames: ['backend'] as const,
      registers: [this.registry],
      collect() {
        this.inc({ backend: redis.state().backend }, redis.failures - counted);
        counted = redis.failures;
      },
    });
  }

  httpRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: statusCode }, seconds);
  }

  /** One GraphQL operation: `operation` is the name it was sent with (bounded), `codes` its errors' codes. */
  graphqlOperation(operation: string, type: string, seconds: number, codes: readonly string[]): void {
    const name = this.operationNames.value(operation);
    this.operationDuration.observe({ operation: name, type }, seconds);
    for (const code of codes) this.operationErrors.inc({ operation: name, code: this.errorCodes.value(code) });
  }

  upstreamCall(upstream: string, outcome: string, seconds: number): void {
    this.upstreamDuration.observe({ upstream, outcome }, seconds);
  }

  /** One CSP violation reported, by its directive (a bounded set: server/observability/csp-reports.ts). */
  cspReport(directive: string): void {
    this.cspReports.inc({ directive });
  }

  cspReportRefused(reason: CspReportRefusal): void {
    this.cspReportsRefused.inc({ reason });
  }

  cacheLookup(layer: CacheLayer, result: CacheLookup): void {
    this.cacheLookups.inc({ layer, result });
  }

  /** The Prometheus text exposition of the gateway's and the process's metrics. */
  async text(): Promise<string> {
    const [own, process] = await Promise.all([this.registry.metrics(), processRegistry().metrics()]);
    return `${own}\n${process}`;
  }
}

/** The content type of `text()`. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
