import type { FastifyBaseLogger } from 'fastify';
import type { AnswerStore } from '../hot-path/answer-store';
import type { GatewayMetrics } from '../observability/metrics';
import type { PurgeBus, PurgeMessage } from './purge-bus';
import type { PurgeFence } from './purge-fence';
import { forwardPurge, type PurgeForwardConfig } from './purge-forward';
import type { KeyValueCache } from './types';

/**
 * A write to the shared cache that raced a purge's message to its replica (a page finished rendering
 * from data read just before the purge) would survive it: the shared cache is purged once more
 * after this long, which catches it and stays well within the two seconds a change may take.
 */
export const REPURGE_AFTER_MS = 500;

/** One purge: the tags to drop, what asked for it, and the ids and logger its log line names. */
export interface PurgeRequest {
  tags: readonly string[];
  /** `content-webhook`, `preschina-poll`. */
  source: string;
  /** The documents (or stories) that changed. */
  ids: readonly string[];
  /** When the change arrived (ms since the epoch). */
  arrivedAt: number;
  /** The request's logger (its lines carry the request id). */
  log: FastifyBaseLogger;
}

export interface PurgeOutcome {
  tags: readonly string[];
  /** Entries dropped from the shared cache, and from this replica's memory. */
  keys: { shared: number; local: number };
}

export interface PurgerOptions {
  /** The gateway's key-value cache: Redis (shared by the replicas) or this process's LRU. */
  cache: KeyValueCache;
  /** Persisted answers and pages, in this process's memory (and in the shared cache). */
  answers: AnswerStore;
  fence: PurgeFence;
  /** The replicas' channel when they share a Redis; null: this process is the only one. */
  bus: PurgeBus | null;
  metrics: GatewayMetrics;
  log: FastifyBaseLogger;
  /** The cache in front to tell (PURGE_FORWARD_URL), or null. */
  forward: PurgeForwardConfig | null;
  now?: () => number;
}

/**
 * Purges tags from every layer: the shared cache (upstream answers, whole responses, persisted
 * answers and pages, each kept under its tags), then this process's in-memory answers and pages,
 * then — when the replicas share a Redis — every other replica's, through the purge channel; and
 * the cache in front, when one is configured. What was begun before the purge is kept out of every
 * cache (`fence`). Each purge logs one line and counts in the metrics.
 */
export class Purger {
  private readonly now: () => number;
  private readonly repurges = new Set<NodeJS.Timeout>();

  constructor(private readonly options: PurgerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Purges `request.tags` everywhere; rejects (nothing said done) when the shared cache cannot be purged. */
  async purge(request: PurgeRequest): Promise<PurgeOutcome> {
    const { cache, answers, fence, bus, metrics } = this.options;
    const tags = [...new Set(request.tags)];
    fence.record(tags);
    let shared: number;
    let local: number;
    try {
      shared = await cache.purge(tags);
      local = answers.purgeLocal(tags);
      if (bus) await bus.publish({ tags, source: request.source, arrivedAt: request.arrivedAt });
    } catch (error) {
      metrics.purge(request.source, 'failed');
      request.log.error({ err: error, ids: request.ids, tags }, 'purge failed: the change is not live everywhere yet (the sender is asked to send it again)');
      throw error;
    }
    if (bus) this.repurgeLater(tags, request.log);
    const keys = { shared, local };
    metrics.purge(request.source, 'purged');
    metrics.purged(request.source, tags.length, keys, (this.now() - request.arrivedAt) / 1000);
    request.log.info({ source: request.source, ids: request.ids, tags, keys }, `purged ${request.ids.join(', ')}`);
    this.forward(tags, request.log);
    return { tags, keys };
  }

  /** Another replica's purge: drops this process's copies. */
  readonly receive = (message: PurgeMessage): void => {
    this.options.fence.record(message.tags);
    const local = this.options.answers.purgeLocal(message.tags);
    this.options.metrics.purged(message.source, 0, { local }, Math.max(0, this.now() - message.arrivedAt) / 1000);
    this.options.log.debug({ source: message.source, tags: message.tags, local }, 'purged by another replica');
  };

  /** Stops the purges still to come once more (shutdown). */
  close(): void {
    for (const timer of this.repurges) clearTimeout(timer);
    this.repurges.clear();
  }

  private repurgeLater(tags: string[], log: FastifyBaseLogger): void {
    const timer = setTimeout(() => {
      this.repurges.delete(timer);
      this.options.cache.purge(tags).catch((error: unknown) => log.warn({ err: error, tags }, 'the second purge of the shared cache failed'));
    }, REPURGE_AFTER_MS);
    timer.unref();
    this.repurges.add(timer);
  }

  private forward(tags: string[], log: FastifyBaseLogger): void {
    const forward = this.options.forward;
    if (!forward) return;
    forwardPurge(forward, tags).catch((error: unknown) => log.warn({ err: error, tags, url: forward.url }, 'forwarding the purge to the cache in front failed'));
  }
}
