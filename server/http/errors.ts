import type { UpstreamName } from '../config';

/**
 * What went wrong talking to an upstream: `overload` (no free slot in time: the gateway's own limit)
 * and `circuit-open` (refused at once after recent failures) never reached the upstream.
 */
export type UpstreamErrorKind = 'timeout' | 'network' | 'http' | 'shape' | 'size' | 'overload' | 'circuit-open';

/** A failed upstream call: which service, how, and the HTTP status when there was one. */
export class UpstreamError extends Error {
  readonly upstream: UpstreamName;
  readonly kind: UpstreamErrorKind;
  readonly status: number | null;

  constructor(upstream: UpstreamName, kind: UpstreamErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(`${upstream}: ${message}`, { cause: options.cause });
    this.name = 'UpstreamError';
    this.upstream = upstream;
    this.kind = kind;
    this.status = options.status ?? null;
  }
}
