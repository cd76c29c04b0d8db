import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import * as v from 'valibot';

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
  url: string;
  /** The channel, namespaced like the cache's keys (`museum:v1:purge`). */
  channel: string;
  /** A purge another replica made: drop this process's copies. */
  onPurge: (message: PurgeMessage) => void;
  /** The subscription came back after a break: purges may have been missed. */
  onResubscribed: () => void;
  onError: (error: unknown) => void;
}

/**
 * The replicas' purge channel (Redis pub/sub): each replica keeps answers in its own memory in
 * front of the shared cache, so a purge is published for every replica to drop its copies. A
 * subscriber connection is a connection of its own (Redis allows nothing else on it), and so is the
 * publisher's, which fails fast while Redis is away (the purge then fails and is asked again).
 */
export class PurgeBus {
  /** This replica, as its messages name it. */
  readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private subscribedOnce = false;

  constructor(private readonly options: PurgeBusOptions) {
    this.publisher = new Redis(options.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.subscriber = new Redis(options.url);
    for (const connection of [this.publisher, this.subscriber]) connection.on('error', options.onError);
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

  async close(): Promise<void> {
    // A connection still trying to reach Redis would hold a QUIT until it does: it is dropped instead.
    await Promise.all([this.publisher, this.subscriber].map((connection) => (connection.status === 'ready' ? connection.quit().catch(() => connection.disconnect()) : connection.disconnect())));
  }
}
