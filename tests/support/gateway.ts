import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { buildApp } from '../../server/app';
import type { LogStream } from '../../server/observability/logging';
import type { CacheConfig, GatewayConfig } from '../../server/config';
import { loadConfig } from '../../server/config';
import type { RunningUpstreams, UpstreamName } from '../../upstreams/start';
import { startUpstreams } from '../../upstreams/start';

/** The museum clock every API test runs at: Sunday 22 November 2026, 10:00 in Philadelphia. */
export const TEST_NOW = '2026-11-22T10:00:00-05:00';

export interface GatewayOverrides {
  /** Museum clock for the upstreams and the gateway (default TEST_NOW). */
  now?: string;
  /** Extra gateway environment (e.g. REDIS_URL); upstream URLs point at the started samples. */
  env?: Record<string, string>;
  /** Cache settings; the key prefix defaults to a fresh one, so runs sharing a Redis never meet. */
  cache?: Partial<CacheConfig>;
  /** Reuse running upstreams (their owner closes them) instead of starting new ones. */
  upstreams?: RunningUpstreams;
  /** Where the gateway's log lines go (with `env.LOG_LEVEL`; by default tests log nothing). */
  logStream?: LogStream;
}

export interface TestGateway {
  app: FastifyInstance;
  upstreams: RunningUpstreams;
  config: GatewayConfig;
  /** supertest bound to the app's server. */
  http: () => supertest.Agent;
  /** Sends one GraphQL POST and returns the supertest response. */
  graphql: (query: string, variables?: Record<string, unknown>) => supertest.Test;
  /** Requests the gateway has sent to one upstream so far. */
  upstreamRequests: (name: UpstreamName) => number;
  close: () => Promise<void>;
}

/** Starts the sample upstreams on free ports and builds the gateway against them (not listening: supertest drives it). */
export async function startGateway(overrides: GatewayOverrides = {}): Promise<TestGateway> {
  const now = overrides.now ?? TEST_NOW;
  const upstreams = overrides.upstreams ?? (await startUpstreams({ now }));
  const base = loadConfig({
    MUSEUM_NOW: now,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CONTENT_URL: upstreams.urls.content,
    SEARCH_URL: upstreams.urls.search,
    COLLECTION_URL: upstreams.urls.collection,
    PRESCHINA_URL: upstreams.urls.preschina,
    IMAGES_URL: upstreams.urls.images,
    NEWSLETTER_URL: upstreams.urls.newsletter,
    TICKETS_URL: upstreams.urls.tickets,
    FEEDBACK_URL: upstreams.urls.feedback,
    // The sample upstreams share this process and build their indexes synchronously (seconds on a
    // busy machine): that would read as event-loop lag and shed requests. Tests of shedding set it.
    SHED_EVENT_LOOP_DELAY_MS: '600000',
    // For the same reason the production deadlines (3 s an upstream call, 5 s a request) would turn a
    // busy machine's slowness into degraded answers; tests of timeouts and deadlines set their own.
    UPSTREAM_TIMEOUT_MS: '20000',
    REQUEST_DEADLINE_MS: '30000',
    ...overrides.env,
  });
  const config: GatewayConfig = { ...base, cache: { ...base.cache, keyPrefix: `museum:test:${randomUUID()}`, ...overrides.cache } };
  const app = await buildApp(config, { logStream: overrides.logStream });
  await app.ready();
  const http = () => supertest.agent(app.server);
  return {
    app,
    upstreams,
    config,
    http,
    graphql: (query, variables) => http().post('/graphql').set('content-type', 'application/json').send({ query, variables }),
    upstreamRequests: (name) => app.gateway.upstreams.http.requestCount(name),
    close: async () => {
      await app.close();
      if (!overrides.upstreams) await upstreams.close();
    },
  };
}
