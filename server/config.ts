import { getHeapStatistics } from 'node:v8';
import type { DateTime } from 'luxon';
import { parseMuseumNow } from './domain/clock';
import type { HostPrefixToken } from './upstreams/collection-credential';
import { readHostPrefixTokens } from './upstreams/collection-credential';
import type { Env, RateLimit } from './env-values';
import { ConfigError, httpUrl, origin, port, rateLimit, ratio, read, redisUrl, secret, whole } from './env-values';
import type { BrowserErrorsConfig } from './observability/browser-errors/config';
import { browserErrorsConfig } from './observability/browser-errors/config';
import { publishingConfig, type PublishingConfig } from './publish/config';
import { sitemapConfig, type SitemapConfig } from './sitemap/config';
import type { Allowance } from './edge/rate-limit-allowances';
import { readAllowances } from './edge/rate-limit-allowances';
import type { TracingConfig } from './observability/tracing-config';
import { tracingConfig } from './observability/tracing-config';
import { DEFAULT_TRACKING_PARAMETERS, TRACKING_PARAMETER_PATTERN } from './ssr/tracking-parameters';

export { ConfigError } from './env-values';

/**
 * The upstream services: five the pages read, the newsletter provider sign-ups are forwarded to,
 * the ticket store the ticket dialog shows (browsers load it, like images), and the forms backend
 * feedback is sent to.
 */
export const UPSTREAM_NAMES = ['content', 'search', 'collection', 'preschina', 'images', 'newsletter', 'tickets', 'feedback'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];
/** The upstreams whose answers the gateway caches. */
export type CachedUpstream = Exclude<UpstreamName, 'newsletter' | 'tickets' | 'feedback'>;
/**
 * The upstreams pages read, which readiness follows by default: not the image service or the ticket
 * store (browsers load those), nor the newsletter provider or the feedback service (a sign-up or a
 * feedback message fails alone).
 */
export const PAGE_UPSTREAMS: readonly CachedUpstream[] = ['content', 'search', 'collection', 'preschina'];

/** Where the sample upstreams listen when the gateway starts them itself. */
export const SAMPLE_PORTS: Readonly<Record<UpstreamName, number>> = {
  content: 4001,
  search: 4002,
  collection: 4003,
  preschina: 4004,
  images: 4005,
  newsletter: 4006,
  tickets: 4007,
  feedback: 4008,
};

export interface UpstreamConfig {
  /** Base URL without a trailing slash, or null: start the sample upstream. */
  url: string | null;
  /** Longest one call may take (connect, headers and body), in milliseconds. */
  timeoutMs: number;
  /** Calls in flight to this upstream at once: also the size of its keep-alive connection pool. */
  concurrency: number;
}

export interface CacheConfig {
  /** Shared cache; null keeps an in-memory LRU per process. */
  redisUrl: string | null;
  /** Key prefix, so deployments (and tests) sharing a Redis keep apart: `museum:v1`. */
  keyPrefix: string;
  /** Entries of the in-memory LRU. */
  lruMaxEntries: number;
  /** Memory the in-memory LRU may hold (keys and values), in bytes. */
  lruMaxBytes: number;
  /** Fresh lifetime of upstream responses per upstream, in seconds. */
  ttlSeconds: Readonly<Record<CachedUpstream, number>>;
  /** After the fresh TTL: serve stale while refreshing in the background. */
  staleWhileRevalidateSeconds: number;
  /** After that: refresh before answering, but serve stale when the upstream fails. */
  staleIfErrorSeconds: number;
  /** While Redis stays away, at most one log line per this many milliseconds. */
  outageLogIntervalMs: number;
}

/** How the gateway protects itself and its upstreams (docs/guides/resilience.md). */
export interface ResilienceConfig {
  /** One deadline per request, shared by all its upstream calls and queue waits. */
  requestDeadlineMs: number;
  /** Distinct upstream loads one request may make (cached or not); more is refused. */
  maxUpstreamCalls: number;
  /** Calls waiting for a free slot of one upstream; more are refused at once. */
  upstreamQueue: number;
  /** Consecutive failures (timeouts, connection errors, 5xx) that open an upstream's breaker. */
  breakerFailures: number;
  /** How long an open breaker refuses calls before one probe call may try again. */
  breakerCooldownMs: number;
}

export interface ReadinessConfig {
  /** The upstreams pages depend on: /readyz fails while one of them does. */
  upstreams: readonly CachedUpstream[];
  /** How long probe results are reused before /readyz probes again (in the background). */
  probeIntervalMs: number;
}

export interface ShutdownConfig {
  /** After SIGTERM: not ready, still serving (each response closing its connection), so load balancers move away. */
  delayMs: number;
  /** From SIGTERM to a forced exit: the delay, then draining in-flight requests. */
  graceMs: number;
}

export interface EdgeConfig {
  /** Proxies whose X-Forwarded-For is believed (Fastify trustProxy): addresses, CIDRs, loopback/linklocal/uniquelocal. */
  trustProxy: string;
  /** Requests per client address and window on /graphql and pages; 0 turns the limit off. */
  rateLimitMax: number;
  /** Address ranges whose every address has a budget of its own per window instead (a load generator, a monitoring probe). */
  rateLimitAllowances: readonly Allowance[];
  rateLimitWindowMs: number;
  /** Load shedding: new page and /graphql requests get 503 while the event loop lags more than this. */
  maxEventLoopDelayMs: number;
  /** … or while the heap holds more than this many bytes. */
  maxHeapUsedBytes: number;
  /** Seconds a shed or rate-limited client is told to wait. */
  retryAfterSeconds: number;
}

/** How much work each request costs (docs/guides/performance.md). */
export interface PerformanceConfig {
  /** Requests slower than this (milliseconds) are logged at warn; others at debug. */
  slowRequestMs: number;
  /** Responses compressed on the fly only from this many bytes (smaller ones cost more to compress than to send). */
  compressThresholdBytes: number;
  /**
   * Operations sent by hash: `safelist` answers only the hashes the client build persisted (the
   * production default: an unknown hash is refused); `register` also lets clients register new ones
   * (automatic persisted queries, for development).
   */
  persistedQueries: 'safelist' | 'register';
  /**
   * Anonymous pages' HTML kept in the shared cache: fresh seconds (0: off), then served stale while
   * one render refreshes it; kept and rendered without the query parameters `ignoredParameters`
   * names (campaign tags and click ids: server/ssr/tracking-parameters.ts).
   */
  pageCache: { freshSeconds: number; staleSeconds: number; ignoredParameters: readonly string[] };
  /** Bytes of cached answers (persisted queries, pages) each process keeps decoded in memory in front of the shared cache. */
  hotCacheMaxBytes: number;
}

export interface ObservabilityConfig {
  /**
   * The Prometheus scrape endpoint's own listener (never the public port), or null: not served.
   * `token`: the bearer token a scrape must present (METRICS_TOKEN), or null: the listener's network decides who reads.
   */
  metrics: { host: string; port: number; token: string | null } | null;
  /** Trace export, or null: no spans are made (OTEL_EXPORTER_OTLP_ENDPOINT unset). */
  tracing: TracingConfig | null;
  /** Errors browsers report at POST /errors (ERROR_REPORTING_*). */
  browserErrors: BrowserErrorsConfig;
}

export interface GatewayConfig {
  host: string;
  port: number;
  logLevel: string;
  /** Pinned museum clock (MUSEUM_NOW), or null for the real time. */
  museumNow: DateTime | null;
  /** The ISO text MUSEUM_NOW was given as (handed on to the sample upstreams). */
  museumNowText: string | null;
  upstreams: Readonly<Record<UpstreamName, UpstreamConfig>>;
  content: { dataset: string; apiVersion: string; previewToken: string };
  /** The collection API's bearer credential: per host prefix (COLLECTION_TOKENS), else `token`. */
  collection: { token: string; tokensByHostPrefix: readonly HostPrefixToken[] };
  /** The address WordPress prints in its own absolute links, when it is not PRESCHINA_URL (PRESCHINA_PUBLIC_URL). */
  preschina: { publicUrl: string | null };
  /** The newsletter provider's bearer credential and the sign-up rate limit per client. */
  newsletter: { token: string; rateLimit: RateLimit };
  /** The feedback service's bearer credential (FEEDBACK_TOKEN) and the sends per client (FEEDBACK_RATE_LIMIT). */
  feedback: { token: string; rateLimit: RateLimit };
  cache: CacheConfig;
  resilience: ResilienceConfig;
  readiness: ReadinessConfig;
  shutdown: ShutdownConfig;
  edge: EdgeConfig;
  performance: PerformanceConfig;
  observability: ObservabilityConfig;
  /** Upstream response bodies larger than this are refused. */
  maxResponseBytes: number;
  /** Where the built client lives (`dist/`). */
  distDir: string;
  /**
   * The origin visitors reach the site at (PUBLIC_ORIGIN), without a trailing slash: canonical links,
   * JSON-LD, share tags and shared links are absolute URLs on it.
   */
  publicOrigin: string;
  /** Editors' previews: the secret preview links are signed with (PREVIEW_SECRET); null turns previews off. */
  preview: { secret: string | null; linkLifetimeSeconds: number };
  /** The museum's exhibition history back to 1876, outside this site (EXHIBITION_HISTORY_URL): past exhibitions link to it. */
  exhibitionHistoryUrl: string;
  /** The sitemaps: their part sizes and how long a built one is kept. */
  sitemap: SitemapConfig;
  /** Publish to live: the content webhook, purges forwarded to a CDN, the microsite's poll. */
  publishing: PublishingConfig;
  /** Browsers' CSP violation reports: largest body accepted, reports per client, and one logged in every `logEvery` per directive. */
  cspReports: { maxBytes: number; rateLimit: RateLimit; logEvery: number };
  /**
   * Real-user monitoring (docs/guides/operations.md, "Real-user monitoring"): the share of page views
   * whose browser reports its Core Web Vitals (RUM_SAMPLE_RATE; 0: none), and the beacons one client
   * address may send (RUM_RATE_LIMIT).
   */
  rum: { sampleRate: number; rateLimit: RateLimit };
}

/** The museum's list of its exhibitions since 1876 (the Library & Archives' guide), which the spec's past-exhibitions intro links to. */
export const DEFAULT_EXHIBITION_HISTORY_URL = 'https://philamuseum.libguides.com/pma-exhibitions';

export type { RateLimit } from './env-values';

const DEFAULT_TIMEOUTS: Readonly<Record<UpstreamName, number>> = {
  content: 3000,
  search: 3000,
  collection: 3000,
  preschina: 5000,
  images: 3000,
  newsletter: 3000,
  tickets: 3000,
  feedback: 3000,
};

/** The upstreams readiness can probe: those pages read data from, and the image service. */
const PROBED_UPSTREAMS: readonly CachedUpstream[] = ['content', 'search', 'collection', 'preschina', 'images'];

function upstreamList(env: Env, name: string, fallback: readonly CachedUpstream[]): CachedUpstream[] {
  const value = read(env, name);
  if (value === undefined) return [...fallback];
  if (value === 'none') return [];
  const names = value.split(',').map((part) => part.trim());
  const unknown = names.filter((part) => !(PROBED_UPSTREAMS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new ConfigError(name, `must list upstreams (${PROBED_UPSTREAMS.join(', ')}) or be none: ${value}`);
  return PROBED_UPSTREAMS.filter((upstream) => names.includes(upstream));
}

/** Query parameter names, or prefixes ending in `*`, comma-separated; `none`: no parameter. */
function parameterPatterns(env: Env, name: string, fallback: readonly string[]): readonly string[] {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (value === 'none') return [];
  const patterns = value.split(',').map((part) => part.trim());
  const malformed = patterns.filter((pattern) => !TRACKING_PARAMETER_PATTERN.test(pattern));
  if (malformed.length > 0) throw new ConfigError(name, `must list query parameter names or prefixes ending in * (or be none): ${malformed.join(', ')}`);
  return patterns;
}

/** `safelist` or `register`; by default `safelist` in production (NODE_ENV=production), else `register`. */
function persistedQueries(env: Env, name: string): PerformanceConfig['persistedQueries'] {
  const value = read(env, name) ?? (read(env, 'NODE_ENV') === 'production' ? 'safelist' : 'register');
  if (value !== 'safelist' && value !== 'register') throw new ConfigError(name, `must be safelist or register: ${value}`);
  return value;
}

/** Reads the gateway's environment into a frozen config; throws ConfigError naming a malformed variable. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const museumNowText = read(env, 'MUSEUM_NOW') ?? null;
  const museumNow = museumNowText === null ? null : parseMuseumNow(museumNowText);
  if (museumNowText !== null && museumNow === null) throw new ConfigError('MUSEUM_NOW', `is not an ISO date-time: ${museumNowText}`);
  const apiVersion = read(env, 'CONTENT_API_VERSION') ?? 'v2025-02-19';
  if (!/^v?\d{4}-\d{2}-\d{2}$|^v?1$/.test(apiVersion)) throw new ConfigError('CONTENT_API_VERSION', `is not an API version like v2025-02-19: ${apiVersion}`);
  const dataset = read(env, 'CONTENT_DATASET') ?? 'production';
  if (!/^[a-z0-9_-]+$/i.test(dataset)) throw new ConfigError('CONTENT_DATASET', `is not a dataset name: ${dataset}`);

  const gatewayPort = port(env, 'PORT', 3000);
  const timeoutOverride = read(env, 'UPSTREAM_TIMEOUT_MS') === undefined ? null : whole(env, 'UPSTREAM_TIMEOUT_MS', 0, 1);
  // One size for every upstream's pool, unless an upstream has its own (what it can take differs: a WordPress host, a search cluster).
  const concurrency = whole(env, 'UPSTREAM_CONCURRENCY', 32, 1);
  const upstream = (name: UpstreamName): UpstreamConfig => ({
    url: httpUrl(env, `${name.toUpperCase()}_URL`),
    timeoutMs: timeoutOverride ?? DEFAULT_TIMEOUTS[name],
    concurrency: whole(env, `${name.toUpperCase()}_CONCURRENCY`, concurrency, 1),
  });
  const shutdownDelayMs = whole(env, 'SHUTDOWN_DELAY_MS', 1000);
  const host = read(env, 'HOST') ?? '0.0.0.0';
  const config: GatewayConfig = {
    host,
    port: gatewayPort,
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    museumNow,
    museumNowText,
    upstreams: {
      content: upstream('content'),
      search: upstream('search'),
      collection: upstream('collection'),
      preschina: upstream('preschina'),
      images: upstream('images'),
      newsletter: upstream('newsletter'),
      tickets: upstream('tickets'),
      feedback: upstream('feedback'),
    },
    content: {
      dataset,
      apiVersion: apiVersion.startsWith('v') ? apiVersion : `v${apiVersion}`,
      previewToken: read(env, 'CONTENT_TOKEN') ?? 'sample-preview-token',
    },
    collection: { token: read(env, 'COLLECTION_TOKEN') ?? 'sample-collection-token', tokensByHostPrefix: readHostPrefixTokens(env, 'COLLECTION_TOKENS') },
    preschina: { publicUrl: httpUrl(env, 'PRESCHINA_PUBLIC_URL') },
    newsletter: {
      token: read(env, 'NEWSLETTER_TOKEN') ?? 'sample-newsletter-token',
      rateLimit: rateLimit(env, 'NEWSLETTER_RATE_LIMIT', { max: 5, windowSeconds: 600 }),
    },
    feedback: { token: read(env, 'FEEDBACK_TOKEN') ?? 'sample-feedback-token', rateLimit: rateLimit(env, 'FEEDBACK_RATE_LIMIT', { max: 5, windowSeconds: 600 }) },
    cache: {
      redisUrl: redisUrl(env, 'REDIS_URL'),
      keyPrefix: 'museum:v1',
      lruMaxEntries: whole(env, 'CACHE_MAX_ENTRIES', 5000, 1),
      lruMaxBytes: whole(env, 'CACHE_MAX_MB', 64, 1) * 1024 * 1024,
      // The microsite's stories change once in years: kept a day, then served stale while WordPress is down.
      ttlSeconds: { content: 60, search: 60, collection: 3600, preschina: 86_400, images: 3600 },
      staleWhileRevalidateSeconds: 300,
      staleIfErrorSeconds: 86_400,
      outageLogIntervalMs: whole(env, 'REDIS_OUTAGE_LOG_INTERVAL_MS', 60_000, 1),
    },
    resilience: {
      requestDeadlineMs: whole(env, 'REQUEST_DEADLINE_MS', 5000, 1),
      maxUpstreamCalls: whole(env, 'MAX_UPSTREAM_CALLS', 64, 1),
      upstreamQueue: whole(env, 'UPSTREAM_QUEUE', 64),
      breakerFailures: whole(env, 'BREAKER_FAILURES', 5, 1),
      breakerCooldownMs: whole(env, 'BREAKER_COOLDOWN_MS', 10_000, 1),
    },
    readiness: {
      upstreams: upstreamList(env, 'READY_UPSTREAMS', PAGE_UPSTREAMS),
      probeIntervalMs: whole(env, 'READY_PROBE_INTERVAL_MS', 5000, 1),
    },
    shutdown: { delayMs: shutdownDelayMs, graceMs: Math.max(whole(env, 'SHUTDOWN_GRACE_MS', 8000), shutdownDelayMs) },
    edge: {
      trustProxy: read(env, 'TRUST_PROXY') ?? 'loopback,linklocal,uniquelocal',
      rateLimitMax: whole(env, 'RATE_LIMIT_MAX', 600),
      rateLimitAllowances: readAllowances(env, 'RATE_LIMIT_ALLOWANCES'),
      rateLimitWindowMs: whole(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
      maxEventLoopDelayMs: whole(env, 'SHED_EVENT_LOOP_DELAY_MS', 1000, 1),
      maxHeapUsedBytes: whole(env, 'SHED_HEAP_USED_MB', defaultHeapLimitMb(), 1) * 1024 * 1024,
      retryAfterSeconds: 5,
    },
    performance: {
      slowRequestMs: whole(env, 'SLOW_REQUEST_MS', 1000, 1),
      compressThresholdBytes: whole(env, 'COMPRESS_THRESHOLD_BYTES', 1024),
      persistedQueries: persistedQueries(env, 'PERSISTED_QUERIES'),
      pageCache: {
        freshSeconds: whole(env, 'PAGE_CACHE_SECONDS', 60),
        staleSeconds: whole(env, 'PAGE_CACHE_STALE_SECONDS', 300),
        ignoredParameters: parameterPatterns(env, 'PAGE_CACHE_IGNORED_PARAMS', DEFAULT_TRACKING_PARAMETERS),
      },
      hotCacheMaxBytes: whole(env, 'HOT_CACHE_MAX_MB', 32, 1) * 1024 * 1024,
    },
    observability: {
      metrics: read(env, 'METRICS_PORT') === undefined ? null : { host: read(env, 'METRICS_HOST') ?? host, port: port(env, 'METRICS_PORT', 0), token: secret(env, 'METRICS_TOKEN') },
      tracing: tracingConfig(env),
      browserErrors: browserErrorsConfig(env),
    },
    maxResponseBytes: 10 * 1024 * 1024,
    distDir: 'dist',
    publicOrigin: origin(env, 'PUBLIC_ORIGIN') ?? `http://localhost:${gatewayPort}`,
    preview: { secret: secret(env, 'PREVIEW_SECRET'), linkLifetimeSeconds: 24 * 60 * 60 },
    exhibitionHistoryUrl: httpUrl(env, 'EXHIBITION_HISTORY_URL') ?? DEFAULT_EXHIBITION_HISTORY_URL,
    sitemap: sitemapConfig(env),
    publishing: publishingConfig(env),
    cspReports: {
      maxBytes: whole(env, 'CSP_REPORT_MAX_BYTES', 16 * 1024, 1024),
      rateLimit: rateLimit(env, 'CSP_REPORT_RATE_LIMIT', { max: 20, windowSeconds: 60 }),
      logEvery: whole(env, 'CSP_REPORT_LOG_EVERY', 100, 1),
    },
    rum: { sampleRate: ratio(env, 'RUM_SAMPLE_RATE', 0.1), rateLimit: rateLimit(env, 'RUM_RATE_LIMIT', { max: 30, windowSeconds: 60 }) },
  };
  return deepFreeze(config);
}

/** Shed load before the heap nears V8's limit (90 % of it), when garbage collection would stall every request. */
function defaultHeapLimitMb(): number {
  return Math.floor((getHeapStatistics().heap_size_limit * 0.9) / (1024 * 1024));
}

/** The upstreams with no configured URL: main.ts starts the sample ones for them. */
export function missingUpstreams(config: GatewayConfig): UpstreamName[] {
  return UPSTREAM_NAMES.filter((name) => config.upstreams[name].url === null);
}

/** A copy of the config with the given upstream base URLs filled in. */
export function withUpstreamUrls(config: GatewayConfig, urls: Partial<Record<UpstreamName, string>>): GatewayConfig {
  const upstreams = Object.fromEntries(
    UPSTREAM_NAMES.map((name) => [name, { ...config.upstreams[name], url: urls[name] ?? config.upstreams[name].url }]),
  ) as Record<UpstreamName, UpstreamConfig>;
  return deepFreeze({ ...config, upstreams });
}

/** Freezes plain objects and arrays (not class instances such as luxon's, which cache lazily). */
function deepFreeze<T>(value: T): T {
  const plain = Array.isArray(value) || (value !== null && Object.getPrototypeOf(value) === Object.prototype);
  if (plain && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) deepFreeze(inner);
  }
  return value;
}
