import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createUpstreamApp } from '../server';

export interface NewsletterAppOptions {
  /** The bearer token sign-ups must carry. */
  token: string;
  logger?: boolean;
}

/**
 * Addresses at this domain make the sample provider answer 503, as a real one does during an
 * outage (test addresses, like a payment provider's test cards): `someone@unavailable.example`.
 */
export const OUTAGE_DOMAIN = 'unavailable.example';

interface Subscriber {
  email: string;
  source: string;
  subscribedAt: string;
}

/** What the sample provider takes for an address: something@something.tld, without spaces. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function bodyOf(request: FastifyRequest): { email: unknown; source: unknown } {
  const body = request.body;
  return typeof body === 'object' && body !== null ? { email: 'email' in body ? body.email : undefined, source: 'source' in body ? body.source : undefined } : { email: undefined, source: undefined };
}

/**
 * The sample email marketing provider: `POST /v1/subscribers` `{ email, source }` (bearer token)
 * answers 201 `subscribed`, 200 `already_subscribed`, 422 `invalid_email`, 401 without the token;
 * `GET /v1/subscribers` lists what it got (the tests ask it), `?email=` narrows to one address.
 * Subscribers live in memory for the life of the process.
 */
export async function buildNewsletterApp(options: NewsletterAppOptions): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  const subscribers = new Map<string, Subscriber>();

  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.headers.authorization === `Bearer ${options.token}`) return true;
    void reply.code(401).send({ error: 'unauthorized', message: 'A valid API token is required.' });
    return false;
  };

  app.post('/v1/subscribers', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { email, source } = bodyOf(request);
    if (typeof email !== 'string' || !ADDRESS.test(email)) return reply.code(422).send({ error: 'invalid_email', message: 'The email address is not valid.' });
    if (email.toLowerCase().endsWith(`@${OUTAGE_DOMAIN}`)) return reply.code(503).send({ error: 'service_unavailable', message: 'Please try again later.' });
    const key = email.toLowerCase();
    if (subscribers.has(key)) return reply.code(200).send({ status: 'already_subscribed', email });
    subscribers.set(key, { email, source: typeof source === 'string' ? source : 'unknown', subscribedAt: new Date().toISOString() });
    return reply.code(201).send({ status: 'subscribed', email });
  });

  app.get<{ Querystring: { email?: string } }>('/v1/subscribers', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const wanted = request.query.email?.toLowerCase();
    const list = [...subscribers.entries()].filter(([key]) => wanted === undefined || key === wanted).map(([, subscriber]) => subscriber);
    return { subscribers: list };
  });

  return app;
}
