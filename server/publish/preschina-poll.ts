import type { FastifyBaseLogger } from 'fastify';
import type { Purger } from '../cache/purger';
import { STORY_LIST_TAG, storyTag } from '../domain/cache-tags';
import { CHANGED_PAGE, type PreschinaClient } from '../upstreams/preschina';
import type { SharedState } from './shared-state';

/** Each poll asks again from a little before the last one began: WordPress's clock and ours may differ by seconds. */
const OVERLAP_MS = 10_000;
const SOURCE = 'preschina-poll';
/** When the last poll began is kept a week (written again at every poll): a longer pause starts afresh. */
const REMEMBER_SECONDS = 7 * 24 * 60 * 60;

export interface PreschinaPollDeps {
  preschina: Pick<PreschinaClient, 'changedSince'>;
  purger: Purger;
  /** Where the replicas take turns and remember the last poll (their Redis, else this process). */
  state: SharedState;
  keyPrefix: string;
  intervalSeconds: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** What one poll did. */
export type PollOutcome = { status: 'skipped' } | { status: 'started' } | { status: 'unchanged' } | { status: 'purged'; slugs: string[] } | { status: 'failed' };

/**
 * The presidential china microsite sends no webhooks: every `intervalSeconds` one replica (the one
 * that takes the turn in the shared state) asks WordPress for the stories modified since the last
 * poll and purges them, and the grid, the same way a content webhook purges a document. Polling
 * begins from when the first replica started (nothing was cached before that).
 */
export class PreschinaPoll {
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;
  private readonly turn: string;
  private readonly lastPoll: string;

  constructor(private readonly deps: PreschinaPollDeps) {
    this.now = deps.now ?? Date.now;
    this.turn = `${deps.keyPrefix}:preschina-poll:turn`;
    this.lastPoll = `${deps.keyPrefix}:preschina-poll:since`;
  }

  /** Notes when polling began (unless a replica did already), then polls every interval. */
  async start(): Promise<void> {
    try {
      if ((await this.deps.state.read(this.lastPoll)) === null) await this.deps.state.write(this.lastPoll, new Date(this.now()).toISOString(), REMEMBER_SECONDS);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'could not note when polling the presidential china site began; the first poll does');
    }
    this.timer = setInterval(() => void this.pollOnce(), this.deps.intervalSeconds * 1000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One poll, if this replica gets the turn (held for most of an interval, so one replica polls each time). */
  async pollOnce(): Promise<PollOutcome> {
    const { state, log } = this.deps;
    try {
      if (!(await state.claim(this.turn, Math.max(1, this.deps.intervalSeconds * 0.9)))) return { status: 'skipped' };
      const startedAt = this.now();
      const since = await state.read(this.lastPoll);
      if (since === null) {
        await state.write(this.lastPoll, new Date(startedAt).toISOString(), REMEMBER_SECONDS);
        return { status: 'started' };
      }
      const changed = await this.deps.preschina.changedSince(new Date(Date.parse(since) - OVERLAP_MS));
      const slugs = [...new Set(changed.map((post) => post.slug))];
      if (slugs.length > 0) {
        await this.deps.purger.purge({ tags: [STORY_LIST_TAG, ...slugs.map(storyTag)], source: SOURCE, ids: slugs, arrivedAt: this.now(), log });
      }
      // A full page may not be all: the next poll goes on from its last change (oldest first).
      const last = changed.at(-1);
      const next = changed.length >= CHANGED_PAGE && last ? new Date(`${last.modified_gmt}Z`).toISOString() : new Date(startedAt).toISOString();
      await state.write(this.lastPoll, next, REMEMBER_SECONDS);
      return slugs.length > 0 ? { status: 'purged', slugs } : { status: 'unchanged' };
    } catch (error) {
      log.warn({ err: error }, 'polling the presidential china site for changes failed; the next poll asks again');
      return { status: 'failed' };
    }
  }
}
