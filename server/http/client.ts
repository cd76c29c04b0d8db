import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import type { GatewayConfig, UpstreamName } from '../config';
import { UPSTREAM_NAMES } from '../config';
import type { BreakerState } from './breaker';
import { CircuitBreaker } from './breaker';
import { Bulkhead, BulkheadRefused } from './bulkhead';
import { UpstreamError } from './errors';
import type { UpstreamObserver } from './observer';
import { UNOBSERVED } from './observer';
import type { CallScope } from './request-scope';

export interface UpstreamRequest {
  method?: 'GET' | 'POST';
  /** Path below the upstream's base URL, starting with `/`. */
  path: string;
  query?: Readonly<Record<string, string | number>>;
  headers?: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  body?: unknown;
}

export interface UpstreamResponse {
  status: number;
  /** The body as text (bounded by the response-size limit). */
  text: string;
}

/** A binary answer (an image file), bounded by the response-size limit. */
export interface UpstreamBytes {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Reads an answer's body; every reading keeps the status (the breaker judges by it). */
type Reader<T extends { status: number }> = (response: Dispatcher.ResponseData) => Promise<T>;

const readText: Reader<UpstreamResponse> = async (response) => ({ status: response.statusCode, text: await response.body.text() });
const readBytes: Reader<UpstreamBytes> = async (response) => {
  const type = response.headers['content-type'];
  return { status: response.statusCode, contentType: (Array.isArray(type) ? type[0] : type) ?? '', body: Buffer.from(await response.body.arrayBuffer()) };
};

/** Connection failures worth one retry on an idempotent request (the pooled socket may have gone stale). */
const RETRYABLE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']);

function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** One upstream's connection pool and the guards in front of it, shared by every request. */
interface Lane {
  pool: Pool;
  basePath: string;
  timeoutMs: number;
  bulkhead: Bulkhead;
  breaker: CircuitBreaker;
}

function createLanes(config: GatewayConfig): Map<UpstreamName, Lane> {
  const lanes = new Map<UpstreamName, Lane>();
  const { upstreamQueue, breakerFailures, breakerCooldownMs } = config.resilience;
  for (const name of UPSTREAM_NAMES) {
    const { url, timeoutMs, concurrency } = config.upstreams[name];
    if (url === null) continue;
    const base = new URL(url);
    const pool = new Pool(base.origin, {
      connections: concurrency,
      keepAliveTimeout: 10_000,
      // Backstops: every call is also cut at its own budget (below).
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connect: { timeout: timeoutMs },
      maxResponseSize: config.maxResponseBytes,
    });
    lanes.set(name, {
      pool,
      basePath: base.pathname.replace(/\/+$/, ''),
      timeoutMs,
      bulkhead: new Bulkhead(concurrency, upstreamQueue),
      breaker: new CircuitBreaker({ failures: breakerFailures, cooldownMs: breakerCooldownMs }),
    });
  }
  return lanes;
}

/** A failure that says the upstream is unwell (as opposed to a bad answer it gave quickly, or our own limits). */
function isUpstreamFault(error: UpstreamError): boolean {
  return error.kind === 'timeout' || error.kind === 'network' || error.kind === 'size' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/**
 * The one HTTP layer to the upstreams: per upstream a keep-alive pool, a concurrency limit with a
 * bounded queue, and a circuit breaker; every call cut at the upstream's timeout or the request's
 * deadline, whichever comes first; a response-size limit, one retry of GETs on connection errors,
 * JSON parsing, typed UpstreamErrors. `withScope` gives the view one request calls through: the same
 * pools and guards, bounded by that request's deadline. The observer sees every call, whatever its
 * end (metrics, spans, the request id and trace context sent along).
 */
export class UpstreamHttp {
  private readonly lanes: Map<UpstreamName, Lane>;
  private readonly counts: Map<UpstreamName, number>;
  private readonly observer: UpstreamObserver;

  constructor(
    source: GatewayConfig | UpstreamHttp,
    private readonly scope: CallScope | null = null,
    observer: UpstreamObserver = UNOBSERVED,
  ) {
    this.lanes = source instanceof UpstreamHttp ? source.lanes : createLanes(source);
    this.counts = source instanceof UpstreamHttp ? source.counts : new Map();
    this.observer = source instanceof UpstreamHttp ? source.observer : observer;
  }

  /** This HTTP layer bounded by one request's deadline. */
  withScope(scope: CallScope): UpstreamHttp {
    return new UpstreamHttp(this, scope);
  }

  /** Requests sent to an upstream so far (including retries): for metrics and cache tests. */
  requestCount(upstream: UpstreamName): number {
    return this.counts.get(upstream) ?? 0;
  }

  /** The upstream's breaker state (readiness). */
  breakerState(upstream: UpstreamName): BreakerState | null {
    return this.lanes.get(upstream)?.breaker.state ?? null;
  }

  /** Calls running and waiting for one upstream now. */
  load(upstream: UpstreamName): { active: number; waiting: number } {
    return this.lanes.get(upstream)?.bulkhead.load ?? { active: 0, waiting: 0 };
  }

  /** Sends a request and parses the JSON answer; non-2xx answers raise UpstreamError kind `http`. */
  async json(upstream: UpstreamName, request: UpstreamRequest): Promise<unknown> {
    const { text } = await this.ok(upstream, request);
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new UpstreamError(upstream, 'shape', `invalid JSON from ${request.path}`, { cause: error });
    }
  }

  /** Sends a request; a non-2xx answer raises UpstreamError kind `http`. */
  async ok(upstream: UpstreamName, request: UpstreamRequest): Promise<UpstreamResponse> {
    const response = await this.send(upstream, request);
    if (response.status < 200 || response.status >= 300) {
      throw new UpstreamError(upstream, 'http', `HTTP ${response.status} from ${request.path}`, { status: response.status });
    }
    return response;
  }

  /** Sends a request through the upstream's breaker and concurrency limit; returns the status with the body, whatever the status. */
  async send(upstream: UpstreamName, request: UpstreamRequest): Promise<UpstreamResponse> {
    return this.exchange(upstream, request, readText);
  }

  /** Sends a request and returns the body as bytes with its content type, whatever the status. */
  async bytes(upstream: UpstreamName, request: UpstreamRequest): Promise<UpstreamBytes> {
    return this.exchange(upstream, request, readBytes);
  }

  private async exchange<T extends { status: number }>(upstream: UpstreamName, request: UpstreamRequest, read: Reader<T>): Promise<T> {
    const call = this.observer.start(upstream, request.method ?? 'GET', request.path, this.scope);
    try {
      const response = await this.guarded(upstream, { ...request, headers: { ...call.headers, ...request.headers } }, read);
      call.end(response);
      return response;
    } catch (error) {
      call.end({ error });
      throw error;
    }
  }

  private async guarded<T extends { status: number }>(upstream: UpstreamName, request: UpstreamRequest, read: Reader<T>): Promise<T> {
    const lane = this.lanes.get(upstream);
    if (!lane) throw new UpstreamError(upstream, 'network', 'no base URL configured');
    const startedAt = Date.now();
    const budgetMs = Math.min(lane.timeoutMs, this.scope?.remainingMs() ?? Infinity);
    if (budgetMs <= 0) throw new UpstreamError(upstream, 'timeout', 'the request deadline has passed');
    if (!lane.breaker.tryAcquire()) throw new UpstreamError(upstream, 'circuit-open', 'refused while the circuit is open after recent failures');

    let release: () => void;
    try {
      release = await lane.bulkhead.acquire(budgetMs);
    } catch (error) {
      lane.breaker.release();
      if (error instanceof BulkheadRefused) throw new UpstreamError(upstream, 'overload', error.message, { cause: error });
      throw error;
    }
    const leftMs = budgetMs - (Date.now() - startedAt);
    // Cut by the upstream's own timeout: evidence against the upstream. Cut by what the request had left: not.
    const fullBudget = budgetMs === lane.timeoutMs;
    try {
      const cut = fullBudget ? `no answer within ${lane.timeoutMs} ms` : "no answer before the request's deadline";
      const response = await this.sendWithRetry(upstream, lane, request, leftMs, cut, read);
      if (response.status >= 500) lane.breaker.failure();
      else lane.breaker.success();
      return response;
    } catch (error) {
      const typed = this.typed(upstream, error);
      if (isUpstreamFault(typed) && (typed.kind !== 'timeout' || fullBudget)) lane.breaker.failure();
      else lane.breaker.release();
      throw typed;
    } finally {
      release();
    }
  }

  /** Ends every connection; calls still out (background refreshes, probes) fail, as nothing waits for them any more. */
  async close(): Promise<void> {
    await Promise.all([...this.lanes.values()].map((lane) => lane.pool.destroy()));
  }

  private async sendWithRetry<T extends { status: number }>(upstream: UpstreamName, lane: Lane, request: UpstreamRequest, budgetMs: number, cut: string, read: Reader<T>): Promise<T> {
    const method = request.method ?? 'GET';
    const options: Dispatcher.RequestOptions = {
      method,
      path: this.pathOf(lane, request),
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    };
    const deadline = Date.now() + budgetMs;
    try {
      return await this.attempt(upstream, lane, options, { deadline, cut, read });
    } catch (error) {
      if (method !== 'GET' || !RETRYABLE_CODES.has(errorCode(error) ?? '') || Date.now() >= deadline) throw error;
      return await this.attempt(upstream, lane, options, { deadline, cut, read });
    }
  }

  private pathOf(lane: Lane, request: UpstreamRequest): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query ?? {})) search.set(key, String(value));
    const query = search.toString();
    return `${lane.basePath}${request.path}${query ? `?${query}` : ''}`;
  }

  /** One try, aborted (headers or body) when `deadline` passes. */
  private async attempt<T extends { status: number }>(
    upstream: UpstreamName,
    lane: Lane,
    options: Dispatcher.RequestOptions,
    { deadline, cut, read }: { deadline: number; cut: string; read: Reader<T> },
  ): Promise<T> {
    this.counts.set(upstream, this.requestCount(upstream) + 1);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new UpstreamError(upstream, 'timeout', cut)), Math.max(0, deadline - Date.now()));
    try {
      return await read(await lane.pool.request({ ...options, signal: controller.signal }));
    } catch (error) {
      if (controller.signal.aborted && controller.signal.reason instanceof UpstreamError) throw controller.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private typed(upstream: UpstreamName, error: unknown): UpstreamError {
    if (error instanceof UpstreamError) return error;
    const code = errorCode(error) ?? 'unknown';
    const message = error instanceof Error ? error.message : String(error);
    if (TIMEOUT_CODES.has(code)) return new UpstreamError(upstream, 'timeout', `timed out (${code})`, { cause: error });
    if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') return new UpstreamError(upstream, 'size', 'response too large', { cause: error });
    return new UpstreamError(upstream, 'network', `${code}: ${message}`, { cause: error });
  }
}
