import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import * as v from 'valibot';
import type { RedisConnection } from './redis-connection';

/** A purge as the replicas tell each other of it. */
const PurgeMessageSchema = v.object({
  /** The replica that purged (it does not act on its own message). */
  origin: v.string(),
  tags: v.array(v.string()),
  /** Why: `content-webhook`, `preschina-poll`. */
  source: v.string(),
  /** When what caused it arrived (ms since the epoch), for the time-to-purge metric. */
  arrivedAt: v.number(),
});
export type PurgeMessage = v.InferOutput<typeof PurgeMessageSchema>;

export interface PurgeBusOptions {
  /** The replica's one connection to Redis: purges are published on it; the subscription is a duplicate of it. */
  connection: RedisConnection;
  /** The channel, namespaced like the cache's keys (`museum:v1:purge`). */
  channel: string;
  /** A purge another replica made: drop this process's copies. */
  onPurge: (message: PurgeMessage) => void;
  /** The subscription came back after a break: purges may have been missed. */
  onResubscribed: () => void;
  /** An unreadable message on the channel. */
  onError: (error: unknown) => void;
}

/**
 * The replicas' purge channel (Redis pub/sub): each replica keeps answers in its own memory in
 * front of the shared cache, so a purge is published for every replica to drop its copies. It is
 * published on the replica's one connection, which fails fast while Redis is away (the purge then
 * fails and is asked again); a subscriber needs a connection of its own (Redis allows nothing else
 * on it), a duplicate that waits for Redis rather than failing. Its errors are the connection's
 * outage (logged once, server/cache/outage.ts), not a line each.
 */
export class PurgeBus {
  /** This replica, as its messages name it. */
  readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private subscribedOnce = false;

  constructor(private readonly options: PurgeBusOptions) {
    this.publisher = options.connection.client;
    this.subscriber = options.connection.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', (error: unknown) => options.connection.failed(error));
    this.subscriber.on('message', (_channel: string, text: string) => this.receive(text));
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost.
    this.subscriber.on('ready', () => {
      if (this.subscribedOnce) options.onResubscribed();
    });
  }

  /** Subscribes, waiting at most `waitMs` (then the subscription comes when Redis does). */
  async start(waitMs: number): Promise<void> {
    const subscribed = this.subscriber.subscribe(this.options.channel).then(() => {
      this.subscribedOnce = true;
    });
    subscribed.catch(this.options.onError);
    await Promise.race([subscribed.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  }

  async publish(message: Omit<PurgeMessage, 'origin'>): Promise<void> {
    await this.publisher.publish(this.options.channel, JSON.stringify({ ...message, origin: this.origin }));
  }

  private receive(text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      this.options.onError(error);
      return;
    }
    const message = v.safeParse(PurgeMessageSchema, parsed);
    if (!message.success) return this.options.onError(new Error('an unreadable purge message'));
    if (message.output.origin !== this.origin) this.options.onPurge(message.output);
  }

  /** Ends the subscription (the publishing connection is its owner's to close). */
  async close(): Promise<void> {
    // A connection still trying to reach Redis would hold a QUIT until it does: it is dropped instead.
    const subscriber = this.subscriber;
    await (subscriber.status === 'ready' ? subscriber.quit().catch(() => subscriber.disconnect()) : subscriber.disconnect());
  }
}
