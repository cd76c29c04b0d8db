import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import type { GatewayConfig, UpstreamName } from '../config';
import { UPSTREAM_NAMES } from '../config';
import { UpstreamError } from './errors';

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

type Reader<T> = (response: Dispatcher.ResponseData) => Promise<T>;

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

interface Target {
  pool: Pool;
  basePath: string;
}

/**
 * The one HTTP layer to the upstreams: a keep-alive pool per upstream origin with its timeouts, a
 * response-size limit, one retry of GETs on connection errors, JSON parsing, typed UpstreamErrors.
 */
export class UpstreamHttp {
  private readonly targets = new Map<UpstreamName, Target>();
  private readonly counts = new Map<UpstreamName, number>();

  constructor(config: GatewayConfig) {
    for (const name of UPSTREAM_NAMES) {
      const { url, timeoutMs } = config.upstreams[name];
      if (url === null) continue;
      const base = new URL(url);
      const pool = new Pool(base.origin, {
        connections: 64,
        keepAliveTimeout: 10_000,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        connect: { timeout: timeoutMs },
        maxResponseSize: config.maxResponseBytes,
      });
      this.targets.set(name, { pool, basePath: base.pathname.replace(/\/+$/, '') });
    }
  }

  /** Requests sent to an upstream so far (including retries): for metrics and cache tests. */
  requestCount(upstream: UpstreamName): number {
    return this.counts.get(upstream) ?? 0;
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

  /** Sends a request and returns the status with the body, whatever the status. */
  async send(upstream: UpstreamName, request: UpstreamRequest): Promise<UpstreamResponse> {
    return this.exchange(upstream, request, readText);
  }

  /** Sends a request and returns the body as bytes with its content type, whatever the status. */
  async bytes(upstream: UpstreamName, request: UpstreamRequest): Promise<UpstreamBytes> {
    return this.exchange(upstream, request, readBytes);
  }

  private async exchange<T>(upstream: UpstreamName, request: UpstreamRequest, read: Reader<T>): Promise<T> {
    const target = this.targets.get(upstream);
    if (!target) throw new UpstreamError(upstream, 'network', 'no base URL configured');
    const method = request.method ?? 'GET';
    const options: Dispatcher.RequestOptions = {
      method,
      path: this.pathOf(target, request),
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    };
    try {
      return await this.attempt(upstream, target, options, read);
    } catch (error) {
      if (method !== 'GET' || !RETRYABLE_CODES.has(errorCode(error) ?? '')) throw this.typed(upstream, error);
      try {
        return await this.attempt(upstream, target, options, read);
      } catch (retryError) {
        throw this.typed(upstream, retryError);
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.targets.values()].map((target) => target.pool.close()));
  }

  private pathOf(target: Target, request: UpstreamRequest): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query ?? {})) search.set(key, String(value));
    const query = search.toString();
    return `${target.basePath}${request.path}${query ? `?${query}` : ''}`;
  }

  private async attempt<T>(upstream: UpstreamName, target: Target, options: Dispatcher.RequestOptions, read: Reader<T>): Promise<T> {
    this.counts.set(upstream, this.requestCount(upstream) + 1);
    return read(await target.pool.request(options));
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
