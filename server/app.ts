import compress from '@fastify/compress';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import type { Cached } from './cache/cached';
import { createCached } from './cache/cached';
import { createCache } from './cache';
import type { KeyValueCache } from './cache/types';
import type { GatewayConfig } from './config';
import { museumNow } from './domain/clock';
import { createApollo } from './graphql/apollo';
import type { GatewayContext } from './graphql/context';
import { createLoaders } from './graphql/loaders';
import { registerAddToCalendar } from './routes/add-to-calendar';
import { createNamedLimits } from './limits/named-limits';
import { registerPreschinaUploads } from './routes/preschina-uploads';
import { registerHealthRoutes } from './routes/health';
import { clientBuild } from './ssr/build';
import { registerSsr } from './ssr';
import { sendGraphiql, wantsHtml } from './ssr/graphiql';
import { registerSecurity } from './ssr/security';
import type { Upstreams } from './upstreams';
import { createUpstreams } from './upstreams';

/** The gateway's long-lived parts, reachable from the app (metrics, tests). */
export interface GatewayServices {
  config: GatewayConfig;
  upstreams: Upstreams;
  cache: KeyValueCache;
  cached: Cached;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: GatewayServices;
  }
}

/** Builds the gateway (GraphQL, health, SSR) from a config; the caller listens. */
export async function buildApp(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: true });
  const upstreams = createUpstreams(config);
  const cache = await createCache(config.cache, (error) => app.log.warn({ err: error }, 'cache error'));
  const cached = createCached(cache, {
    config: config.cache,
    onError: (error, key) => app.log.warn({ err: error, key }, 'upstream refresh failed; serving the cached value'),
  });
  app.decorate('gateway', { config, upstreams, cache, cached });
  app.addHook('onClose', async () => {
    await Promise.all([upstreams.http.close(), cache.close()]);
  });

  await registerSecurity(app, { imagesUrl: config.upstreams.images.url, ticketStoreUrl: config.upstreams.tickets.url });
  await app.register(compress);
  registerHealthRoutes(app, upstreams);
  registerPreschinaUploads(app, { upstreams, cached, ttlSeconds: config.cache.ttlSeconds.preschina });

  const limits = createNamedLimits(config);
  const createContext = (request: FastifyRequest): GatewayContext => ({
    now: museumNow(config.museumNow),
    loaders: createLoaders({ upstreams, cached, config }),
    log: request.log,
    imagesUrl: config.upstreams.images.url ?? '',
    ticketStoreUrl: config.upstreams.tickets.url,
    clientIp: request.ip,
    limits,
    newsletter: upstreams.newsletter,
    publicUrl: config.publicUrl,
    previewSecret: config.preview.secret,
  });
  const apollo = await createApollo(app, { cache, keyPrefix: config.cache.keyPrefix });
  const build = clientBuild(config.distDir);
  const graphql = fastifyApolloHandler(apollo, { context: async (request) => createContext(request) });
  app.post('/graphql', graphql);
  // Browsers asking for /graphql get GraphiQL (built by the client); tools get the GraphQL GET API.
  app.get<{ Reply: string }>('/graphql', async function (request, reply) {
    if (wantsHtml(request)) return sendGraphiql(reply, build);
    return graphql.call(this, request, reply);
  });
  registerAddToCalendar(app, createContext);
  await registerSsr(app, { build, apollo, createContext });
  return app;
}
