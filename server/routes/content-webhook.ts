import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Purger } from '../cache/purger';
import { changedDocumentTags } from '../domain/cache-tags';
import type { RateLimiter } from '../limits/rate-limiter';
import type { GatewayMetrics } from '../observability/metrics';
import type { SharedState } from '../publish/shared-state';

/** Where the content service's webhook is received. */
export const CONTENT_WEBHOOK_PATH = '/hooks/content';
/** A document's projection is small; a webhook sending whole documents (no projection) may not fit, and is refused with 413. */
export const WEBHOOK_MAX_BYTES = 128 * 1024;
/** A signature older (or further ahead) than this is stale: a captured call cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
const SOURCE = 'content-webhook';

/** Sanity's idempotency header: the same on every attempt to deliver one change. */
const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The changed document as the webhook's projection sends it (docs/guides/publishing.md). */
const ChangedDocumentSchema = v.object({
  _id: v.pipe(v.string(), v.minLength(1)),
  _type: v.pipe(v.string(), v.minLength(1)),
  // `"slug": slug.current` in the projection; a whole document sends the slug object.
  slug: v.nullish(v.union([v.string(), v.pipe(v.object({ current: v.nullish(v.string()) }), v.transform((slug) => slug.current))])),
  path: v.nullish(v.string()),
  refs: v.nullish(v.array(v.nullable(v.string())), []),
});

export interface ContentWebhookDeps {
  secret: string;
  purger: Purger;
  /** Where deliveries already acted on are remembered (all replicas' when they share a Redis). */
  state: SharedState;
  /** Namespace of the remembered deliveries. */
  keyPrefix: string;
  limiter: RateLimiter;
  metrics: GatewayMetrics;
  now?: () => number;
}

function answer(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

function headerText(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * `POST /hooks/content`: the content service's webhook (Sanity's GROQ-powered webhooks), one call per
 * changed document. Signed with the shared secret in `sanity-webhook-signature` (checked with
 * `@sanity/webhook`); an unsigned, badly signed or stale call gets 401 and purges nothing, a body over
 * WEBHOOK_MAX_BYTES 413. A delivery seen before (its idempotency key or its signature) is answered
 * 200 and purges nothing again. Otherwise the document's tags are purged from every cache layer on
 * every replica (server/cache/purger.ts) before the answer: 200 once done, 503 when the shared cache
 * could not be purged (the content service sends it again). Rate-limited per client, never cached.
 */
export function registerContentWebhook(app: FastifyInstance, deps: ContentWebhookDeps): void {
  const now = deps.now ?? Date.now;
  const refuse = (reply: FastifyReply, request: FastifyRequest, reason: string): FastifyReply => {
    deps.metrics.purge(SOURCE, 'refused');
    request.log.warn({ reason }, `content webhook refused: ${reason}`);
    return answer(reply, 401, { error: 'Unauthorized', message: `The webhook call is refused: ${reason}.` });
  };

  app.register(async (hooks) => {
    // The signature is over the body's exact bytes: it is read as text, never re-encoded.
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_MAX_BYTES }, (_request, body, done) => done(null, body));
    hooks.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 413) {
        deps.metrics.purge(SOURCE, 'refused');
        return answer(reply, 413, { error: 'Payload Too Large', message: `The webhook body is over ${WEBHOOK_MAX_BYTES} bytes: project only what the gateway reads (docs/guides/publishing.md).` });
      }
      request.log.error({ err: error }, 'content webhook failed');
      return answer(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 500, { error: 'Error', message: 'The webhook call could not be read.' });
    });

    hooks.post(CONTENT_WEBHOOK_PATH, { bodyLimit: WEBHOOK_MAX_BYTES }, async (request, reply) => {
      const arrivedAt = now();
      const limit = deps.limiter.hit(request.ip);
      if (!limit.allowed) {
        return answer(reply.header('retry-after', String(limit.retryAfterSeconds)), 429, { error: 'Too Many Requests', message: 'Too many webhook calls; send it again later.' });
      }
      const body = typeof request.body === 'string' ? request.body : '';
      const signature = headerText(request, SIGNATURE_HEADER_NAME);
      if (signature === null) return refuse(reply, request, 'it is not signed');
      let signedAt: number;
      try {
        signedAt = decodeSignatureHeader(signature).timestamp;
      } catch {
        return refuse(reply, request, 'its signature is malformed');
      }
      if (Math.abs(arrivedAt - signedAt) > WEBHOOK_TOLERANCE_SECONDS * 1000) return refuse(reply, request, 'its signature is stale');
      if (!(await isValidSignature(body, signature, deps.secret))) return refuse(reply, request, 'its signature does not match');

      // Remembered past the tolerance (both ways): by then a replay is stale anyway.
      const rememberSeconds = 2 * WEBHOOK_TOLERANCE_SECONDS;
      const deliveries = [signature, headerText(request, IDEMPOTENCY_HEADER)].flatMap((id) => (id === null ? [] : [`${deps.keyPrefix}:webhook:${id}`]));
      const claimed: string[] = [];
      for (const delivery of deliveries) {
        // Without the shared state (Redis away) a delivery cannot be told from a replay: it goes on, and its purge says whether Redis is back.
        const fresh = await deps.state.claim(delivery, rememberSeconds).catch(() => true);
        if (!fresh) {
          await Promise.all(claimed.map((name) => deps.state.release(name)));
          deps.metrics.purge(SOURCE, 'replayed');
          request.log.info({ delivery: headerText(request, IDEMPOTENCY_HEADER) }, 'content webhook seen before: nothing purged again');
          return answer(reply, 200, { status: 'replayed', message: 'This delivery was received before; nothing was purged again.' });
        }
        claimed.push(delivery);
      }

      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      const changed = v.safeParse(ChangedDocumentSchema, parsed);
      if (!changed.success) {
        return answer(reply, 400, { error: 'Bad Request', message: 'The body must be the changed document: at least `_id` and `_type` (docs/guides/publishing.md).' });
      }
      const doc = changed.output;
      // Drafts and release versions are never cached: only published documents are.
      if (/^(drafts|versions)\./.test(doc._id)) return answer(reply, 200, { status: 'ignored', message: 'Drafts are not cached: nothing to purge.' });
      try {
        const outcome = await deps.purger.purge({
          tags: changedDocumentTags({ ...doc, refs: doc.refs.filter((ref): ref is string => ref !== null) }),
          source: SOURCE,
          ids: [doc._id],
          arrivedAt,
          log: request.log,
        });
        return answer(reply, 200, { status: 'purged', tags: outcome.tags, keys: outcome.keys });
      } catch {
        // Not remembered: the content service's next attempt purges.
        await Promise.all(claimed.map((name) => deps.state.release(name).catch(() => undefined)));
        return answer(reply, 503, { error: 'Service Unavailable', message: 'The caches could not be purged now; send it again later.' });
      }
    });
  });
}
