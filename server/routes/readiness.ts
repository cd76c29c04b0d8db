import { setTimeout as delay } from 'node:timers/promises';
import type { BackendState } from '../cache/outage';
import type { ReadinessConfig, UpstreamName } from '../config';
import { UpstreamError } from '../http/errors';
import type { Lifecycle } from '../lifecycle';
import type { Upstreams } from '../upstreams';

/** /readyz answers within 200 ms: this is all it waits, and only for the very first probe. */
const FIRST_PROBE_WAIT_MS = 150;

/** Why an upstream counts as not ready: an error kind, never a message (those name internal addresses). */
type ProbeResult = { ok: true } | { ok: false; reason: string };

/** The verdict, and (with Redis) the shared cache's state as information: a replica without it still serves pages. */
export type ReadinessReport = ({ status: 'ready' } | { status: 'draining' } | { status: 'unavailable'; failed: Partial<Record<UpstreamName, string>> }) & { cache?: BackendState };

function reasonOf(error: unknown): string {
  if (!(error instanceof UpstreamError)) return 'error';
  return error.kind === 'http' && error.status !== null ? `http ${error.status}` : error.kind;
}

/**
 * Readiness from what the gateway already knows, answered at once: the upstreams' breakers and the
 * last probe of each upstream pages depend on (probed in the background at most once per interval,
 * never on the request path). Not ready while draining for shutdown, while a breaker is open, or
 * while the last probe failed or has not answered yet. The shared cache's state is reported beside
 * the verdict, never in it: without Redis each replica caches in its own memory and serves as before.
 */
export class Readiness {
  private readonly results = new Map<UpstreamName, ProbeResult>();
  private probedAt = Number.NEGATIVE_INFINITY;
  private probing: Promise<void> | null = null;

  constructor(
    private readonly upstreams: Upstreams,
    private readonly config: ReadinessConfig,
    private readonly lifecycle: Lifecycle,
    /** The shared cache's state, when there is one. */
    private readonly cacheState: (() => BackendState) | null = null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Probes every upstream pages depend on (one run at a time); resolves when all have answered or failed. */
  probe(): Promise<void> {
    this.probing ??= (async () => {
      this.probedAt = this.now();
      await Promise.all(
        this.config.upstreams.map(async (name) => {
          try {
            await this.upstreams[name].ping();
            this.results.set(name, { ok: true });
          } catch (error) {
            this.results.set(name, { ok: false, reason: reasonOf(error) });
          }
        }),
      );
    })().finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  /**
   * The verdict now, from breakers and the last probes; starts a background probe when they are
   * older than the interval. Only before the first probe has answered does it wait, and briefly.
   */
  async report(): Promise<ReadinessReport> {
    const verdict = await this.verdict();
    return this.cacheState ? { ...verdict, cache: this.cacheState() } : verdict;
  }

  private async verdict(): Promise<ReadinessReport> {
    if (this.lifecycle.draining) return { status: 'draining' };
    if (this.now() - this.probedAt >= this.config.probeIntervalMs) this.probe().catch(() => undefined);
    if (this.results.size < this.config.upstreams.length && this.probing) await Promise.race([this.probing, delay(FIRST_PROBE_WAIT_MS)]);
    const failed: Partial<Record<UpstreamName, string>> = {};
    for (const name of this.config.upstreams) {
      const result = this.results.get(name);
      if (this.upstreams.http.breakerState(name) === 'open') failed[name] = 'circuit-open';
      else if (!result) failed[name] = 'not probed yet';
      else if (!result.ok) failed[name] = result.reason;
    }
    return Object.keys(failed).length === 0 ? { status: 'ready' } : { status: 'unavailable', failed };
  }
}
