import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheLayer, CacheLookup } from '../cache/types';
import type { MemoryCache } from '../cache/memory';
import type { RedisConnection } from '../cache/redis-connection';
import type { TagIndex } from '../cache/tag-index';
import { UPSTREAM_NAMES } from '../config';
import type { UpstreamHttp } from '../http/client';
import { BoundedLabel, ERROR_CODE, GRAPHQL_NAME } from './labels';
import { processRegistry } from './process-metrics';

/** Why a CSP report request was refused. */
export type CspReportRefusal = 'too-large' | 'rate-limited' | 'malformed' | 'unsupported-type';

/** Seconds: from a cached answer (a millisecond) to the request deadline and past it. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds from a change's arrival to its purge: a millisecond on the replica it reached, pub/sub's hop on the others; 2 s is the promise. */
const PURGE_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];
const BREAKER_STATES = ['closed', 'open', 'half-open'] as const;

/** What the gateway watches, to read its state from when scraped. */
export interface MetricsSources {
  http: UpstreamHttp;
  /** This process's key-value memory: the cache without Redis, the fallback while Redis is away. */
  memory: MemoryCache;
  /** The connection to Redis, null without one. */
  redis: RedisConnection | null;
  /** The tag indexes of this process's in-memory stores, by store. */
  tagIndexes?: Readonly<Record<string, TagIndex>>;
}

/** What became of a purge: done, asked again (a replayed delivery: nothing done), refused (unsigned, forged, stale), or failed (asked again later). */
export type PurgeResult = 'purged' | 'replayed' | 'refused' | 'failed';

/**
 * The gateway's Prometheus metrics (docs/guides/operations.md, "Metrics"), in a registry of its own per
 * gateway: HTTP requests by route and status, GraphQL operations by name with latency and errors by
 * code, upstream calls by upstream and outcome with latency, cache lookups by layer and result,
 * upstream breakers and load, the in-memory cache's size, whether Redis answers, browsers' error
 * reports and their forwarding, purges; plus the process's own (processRegistry).
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

  private readonly browserErrors = new Counter({
    name: 'gateway_browser_errors_total',
    help: 'Errors browsers reported at POST /errors and the gateway accepted, by kind (error: uncaught; rejection: an unhandled promise rejection; boundary: caught by an error boundary). Refused reports (malformed, too large, over the rate limit) are not counted.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly browserErrorForwards = new Counter({
    name: 'gateway_browser_error_forwards_total',
    help: 'Sampled browser error reports forwarded to ERROR_REPORTING_DSN, by outcome (sent; failed: refused or unreachable; dropped: too many already on their way).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly purges = new Counter({
    name: 'gateway_purges_total',
    help: 'Purges by source (content-webhook, preschina-poll) and result (purged; replayed: a delivery seen before, nothing done; refused: unsigned, forged or stale; failed: the shared cache could not be purged, asked again later).',
    labelNames: ['source', 'result'] as const,
    registers: [this.registry],
  });
  private readonly purgedTags = new Counter({
    name: 'gateway_purged_tags_total',
    help: 'Tags purged, by source.',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });
  private readonly purgedKeys = new Counter({
    name: 'gateway_purged_keys_total',
    help: "Cached entries purged, by store: shared (the replicas' Redis, or the in-memory cache without one; counted by the replica that purged) and local (this replica's in-memory answers and pages).",
    labelNames: ['store'] as const,
    registers: [this.registry],
  });
  private readonly purgeDuration = new Histogram({
    name: 'gateway_purge_duration_seconds',
    help: "From a change's arrival (a webhook received, a poll's answer) to its purge being done on this replica, by source.",
    labelNames: ['source'] as const,
    buckets: PURGE_BUCKETS,
    registers: [this.registry],
  });

  /** Reads state gauges from `sources` when scraped. */
  watch({ http, memory, redis, tagIndexes = {} }: MetricsSources): void {
    new Gauge({
      name: 'gateway_cache_tag_index_links',
      help: "Tag-to-key links held by each in-memory store's tag index (bounded with the store: its entries times their tags).",
      labelNames: ['store'] as const,
      registers: [this.registry],
      collect() {
        for (const [store, index] of Object.entries(tagIndexes)) this.set({ store }, index.size.links);
      },
    });
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

  /** One error report a browser sent and the gateway accepted (its kind is one of three). */
  browserError(kind: string): void {
    this.browserErrors.inc({ kind });
  }

  browserErrorForward(outcome: string): void {
    this.browserErrorForwards.inc({ outcome });
  }

  purge(source: string, result: PurgeResult): void {
    this.purges.inc({ source, result });
  }

  /** A purge done on this replica: its tags (counted where it began), the entries each store dropped, and the seconds since its cause arrived. */
  purged(source: string, tags: number, keys: { shared?: number; local: number }, seconds: number): void {
    if (tags > 0) this.purgedTags.inc({ source }, tags);
    if (keys.shared !== undefined) this.purgedKeys.inc({ store: 'shared' }, keys.shared);
    this.purgedKeys.inc({ store: 'local' }, keys.local);
    this.purgeDuration.observe({ source }, seconds);
  }

  /** The Prometheus text exposition of the gateway's and the process's metrics. */
  async text(): Promise<string> {
    const [own, process] = await Promise.all([this.registry.metrics(), processRegistry().metrics()]);
    return `${own}\n${process}`;
  }
}

/** The content type of `text()`. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
