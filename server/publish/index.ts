import type { FastifyInstance } from 'fastify';
import { PurgeBus } from '../cache/purge-bus';
import type { PurgeFence } from '../cache/purge-fence';
import { Purger } from '../cache/purger';
import type { RedisConnection } from '../cache/redis-connection';
import type { KeyValueCache } from '../cache/types';
import type { GatewayConfig } from '../config';
import type { AnswerStore } from '../hot-path/answer-store';
import { RateLimiter } from '../limits/rate-limiter';
import type { GatewayMetrics } from '../observability/metrics';
import { registerContentWebhook } from '../routes/content-webhook';
import type { Upstreams } from '../upstreams';
import { PreschinaPoll } from './preschina-poll';
import { LocalState, RedisState, type SharedState } from './shared-state';

/** Publish to live: the purger every change goes through, and the WordPress poll (null when off). */
export interface Publishing {
  purger: Purger;
  preschinaPoll: PreschinaPoll | null;
}

export interface PublishingDeps {
  config: GatewayConfig;
  cache: KeyValueCache;
  /** The replica's connection to Redis, null without one: claims, and the purge channel. */
  redis: RedisConnection | null;
  answers: AnswerStore;
  fence: PurgeFence;
  upstreams: Upstreams;
  metrics: GatewayMetrics;
}

/**
 * Sets up publish to live (docs/guides/publishing.md): the purger (with the replicas' purge
 * channel when they share a Redis), the content webhook's route when a secret is configured (none:
 * the route does not exist, 404), and the WordPress poll when it is on. Everything closes with the app.
 */
export async function registerPublishing(app: FastifyInstance, deps: PublishingDeps): Promise<Publishing> {
  const { config, cache, redis, answers, fence, metrics } = deps;
  const { keyPrefix } = config.cache;
  const state: SharedState = redis ? new RedisState(redis) : new LocalState();
  let purger: Purger | null = null;
  const bus = redis
    ? new PurgeBus({
        connection: redis,
        channel: `${keyPrefix}:purge`,
        onPurge: (message) => purger?.receive(message),
        // Purges published while this replica was cut off never reached it.
        onResubscribed: () => {
          app.log.warn('the purge channel is back: dropping the answers and pages this replica holds, which may have missed purges');
          answers.clearLocal();
        },
        onError: (error) => app.log.warn({ err: error }, 'publishing: an unreadable purge message'),
      })
    : null;
  await bus?.start(2000);
  purger = new Purger({ cache, answers, fence, bus, metrics, log: app.log, forward: config.publishing.purgeForward });

  const secret = config.publishing.webhookSecret;
  if (secret !== null) {
    registerContentWebhook(app, { secret, purger, state, keyPrefix, limiter: new RateLimiter(config.publishing.webhookRateLimit), metrics });
  }
  const pollSeconds = config.publishing.preschinaPollSeconds;
  const preschinaPoll =
    pollSeconds > 0 && config.upstreams.preschina.url !== null
      ? new PreschinaPoll({ preschina: deps.upstreams.preschina, purger, state, keyPrefix, intervalSeconds: pollSeconds, log: app.log })
      : null;
  await preschinaPoll?.start();

  const running = purger;
  app.addHook('onClose', async () => {
    preschinaPoll?.stop();
    running.close();
    await Promise.all([bus?.close(), state.close()]);
  });
  return { purger: running, preschinaPoll };
}
