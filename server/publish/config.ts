import { readPurgeForward, type PurgeForwardConfig } from '../cache/purge-forward';
import type { Env, RateLimit } from '../env-values';
import { rateLimit, secret, whole } from '../env-values';

/** Publish to live (docs/guides/publishing.md): what tells the gateway a change is published, and who else it tells. */
export interface PublishingConfig {
  /** The content service's webhook secret (CONTENT_WEBHOOK_SECRET); null: no webhook route (404). */
  webhookSecret: string | null;
  /** Webhook calls per client address (CONTENT_WEBHOOK_RATE_LIMIT). */
  webhookRateLimit: RateLimit;
  /** The cache in front told of each purge (PURGE_FORWARD_URL, _FORMAT, _HEADER), or null. */
  purgeForward: PurgeForwardConfig | null;
  /** Seconds between polls of WordPress for changed stories (PRESCHINA_POLL_SECONDS); 0: no polling. */
  preschinaPollSeconds: number;
}


export function publishingConfig(env: Env): PublishingConfig {
  return {
    webhookSecret: secret(env, 'CONTENT_WEBHOOK_SECRET'),
    // Sanity sends one call per document: a bulk publish of hundreds arrives at once (a refused call is sent again later).
    webhookRateLimit: rateLimit(env, 'CONTENT_WEBHOOK_RATE_LIMIT', { max: 600, windowSeconds: 60 }),
    purgeForward: readPurgeForward(env),
    preschinaPollSeconds: whole(env, 'PRESCHINA_POLL_SECONDS', 60),
  };
}
