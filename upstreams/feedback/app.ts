import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hasBearerToken } from '../bearer';
import { createUpstreamApp } from '../server';

export interface FeedbackAppOptions {
  /** The bearer token callers must send. */
  token: string;
  logger?: boolean;
}

/** One submission as the service keeps it. */
export interface StoredFeedback {
  id: string;
  receivedAt: string;
  topic: string;
  message: string;
  name: string | null;
  email: string | null;
  pageUrl: string | null;
}

/** What the service keeps of each field at most: more is refused, not cut. */
const LIMITS = { topic: 100, message: 5000, name: 200, email: 254, pageUrl: 2000 } as const;
/** Submissions kept in memory, newest first; older ones are dropped (a sample service, not an archive). */
const KEPT = 500;

type Field = keyof typeof LIMITS;

function text(body: Record<string, unknown>, field: Field, required: boolean): string | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (required) throw new Error(`${field} is required`);
    return null;
  }
  if (typeof value !== 'string') throw new Error(`${field} must be a string`);
  if (value.length > LIMITS[field]) throw new Error(`${field} is longer than ${LIMITS[field]} characters`);
  return value;
}

/**
 * The sample feedback service, a stand-in for the museum's forms backend: `POST /v1/feedback` with
 * `{ topic, message, name?, email?, pageUrl? }` and a bearer token keeps the submission and answers
 * 201 `{ id, receivedAt }` (400 with a message for a malformed one, 401 without the token);
 * `GET /v1/feedback` lists what it kept, newest first, for staff (and tests).
 */
export async function buildFeedbackApp(options: FeedbackAppOptions): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  const kept: StoredFeedback[] = [];

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/v1/') && !hasBearerToken(request.headers.authorization, options.token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized', message: 'A valid bearer token is required.' });
    }
    return undefined;
  });

  app.post('/v1/feedback', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return reply.code(400).send({ error: 'Bad Request', message: 'the body must be a JSON object' });
    let submission: StoredFeedback;
    try {
      const fields = body as Record<string, unknown>;
      submission = {
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        topic: text(fields, 'topic', true) ?? '',
        message: text(fields, 'message', true) ?? '',
        name: text(fields, 'name', false),
        email: text(fields, 'email', false),
        pageUrl: text(fields, 'pageUrl', false),
      };
    } catch (error) {
      return reply.code(400).send({ error: 'Bad Request', message: error instanceof Error ? error.message : 'malformed submission' });
    }
    kept.unshift(submission);
    kept.splice(KEPT);
    return reply.code(201).send({ id: submission.id, receivedAt: submission.receivedAt });
  });

  app.get('/v1/feedback', async () => ({ data: kept }));
  return app;
}
