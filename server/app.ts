import compress from '@fastify/compress';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import type { Cached } from './cache/cached';
import { createCached, scopedCached } from './cache/cached';
import { createCache } from './cache';
import type { KeyValueCache } from './cache/types';
import type { GatewayConfig } from './config';
import { museumNow } from './domain/clock';
import { decodableUrl } from './edge/malformed-url';
import { registerEdge } from './edge';
import { VISITOR_FACING } from './edge/visitor-routes';
import { createApollo } from './graphql/apollo';
import type { GatewayContext } from './graphql/context';
import { createLoaders } from './graphql/loaders';
import { UpstreamHttp } from './http/client';
import { RequestScope } from './http/request-scope';
import { Lifecycle } from './lifecycle';
import { createNamedLimits } from './limits/named-limits';
import { Observability } from './observability';
import type { LogStream } from './observability/logging';
import { loggerOptions } from './observability/logging';
import { requestIdOf } from './observability/request-id';
import { registerAddToCalendar } from './routes/add-to-calendar';
import { registerCalendarFeed } from './routes/calendar-feed';
import { registerPreschinaUploads } from './routes/preschina-uploads';
import { registerHealthRoutes } from './routes/health';
import { Readiness } from './routes/readiness';
import { clientBuild } from './ssr/build';
import { registerSsr } from './ssr';
import { sendGraphiql, wantsHtml } from './ssr/graphiql';
import { registerSecurity } from './ssr/security';
import type { Upstreams } from './upstreams';
import { createUpstreams, scopedUpstreams } from './upstreams';

/** The gateway's long-lived parts, reachable from the app (shutdown, metrics, tests). */
export interface GatewayServices {
  config: GatewayConfig;
  upstreams: Upstreams;
  cache: KeyValueCache;
  cached: Cached;
  readiness: Readiness;
  lifecycle: Lifecycle;
  observability: Observability;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: GatewayServices;
  }
  interface FastifyRequest {
    /** This request's deadline, upstream budget and degraded flag (server/http/request-scope.ts). */
    scope: RequestScope;
  }
}

export interface BuildOptions {
  /** Where log lines go (default stdout); tests read them. */
  logStream?: LogStream;
}

/** Builds the gateway (GraphQL, health, SSR) from a config; the caller listens. */
export async function buildApp(config: GatewayConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: requestIdOf,
    trustProxy: config.edge.trustProxy,
    rewriteUrl: decodableUrl,
  });
  const observability = new Observability(config.observability);
  const upstreams = createUpstreams(config, new UpstreamHttp(config, null, observability.upstreams));
  const cache = await createCache(config.cache, (error) => app.log.warn({ err: error }, 'cache error'));
  const cached = createCached(cache, {
    config: config.cache,
    onError: (error, key, scope) => (scope?.telemetry?.log ?? app.log).warn({ err: error, key }, 'upstream refresh failed; serving the cached value'),
    observe: observability.cacheObserver('upstream'),
  });
  const lifecycle = new Lifecycle();
  const readiness = new Readiness(upstreams, config.readiness, lifecycle);
  app.decorate('gateway', { config, upstreams, cache, cached, readiness, lifecycle, observability });
  observability.register(app, { http: upstreams.http, cache });

  // The deadline starts when the request arrives.
  app.decorateRequest('scope', null as unknown as RequestScope);
  app.addHook('onRequest', async (request) => {
    request.scope = new RequestScope({ deadlineMs: config.resilience.requestDeadlineMs, maxUpstreamCalls: config.resilience.maxUpstreamCalls, telemetry: request.telemetry });
  });

  await registerSecurity(app, { imagesUrl: config.upstreams.images.url, ticketStoreUrl: config.upstreams.tickets.url });
  await registerEdge(app, config, lifecycle);
  await app.register(compress);
  registerHealthRoutes(app, readiness);
  registerPreschinaUploads(app, { upstreams, cached, ttlSeconds: config.cache.ttlSeconds.preschina });

  const limits = createNamedLimits(config);
  const createContext = (request: FastifyRequest): GatewayContext => {
    const scoped = scopedUpstreams(config, upstreams, request.scope);
    return {
      now: museumNow(config.museumNow),
      loaders: createLoaders({ upstreams: scoped, cached: scopedCached(cached, request.scope), scope: request.scope, config }),
      scope: request.scope,
      log: request.log,
      imagesUrl: config.upstreams.images.url ?? '',
      ticketStoreUrl: config.upstreams.tickets.url,
      clientIp: request.ip,
      limits,
      newsletter: scoped.newsletter,
      publicOrigin: config.publicOrigin,
      feedback: scoped.feedback,
      previewSecret: config.preview.secret,
    };
  };
  const apollo = await createApollo({ cache, keyPrefix: config.cache.keyPrefix, observeCache: observability.cacheObserver('response'), plugins: [observability.operations()] });
  const build = clientBuild(config.distDir);
  const graphql = fastifyApolloHandler(apollo, { context: async (request) => createContext(request) });
  app.post('/graphql', { config: VISITOR_FACING }, graphql);
  // Browsers asking for /graphql get GraphiQL (built by the client); tools get the GraphQL GET API.
  app.get<{ Reply: string }>('/graphql', { config: VISITOR_FACING }, async function (request, reply) {
    if (wantsHtml(request)) return sendGraphiql(reply, build);
    return graphql.call(this, request, reply);
  });
  registerAddToCalendar(app, createContext);
  registerCalendarFeed(app, createContext);
  await registerSsr(app, { build, apollo, createContext, publicOrigin: config.publicOrigin });

  // Runs once the server has closed and in-flight requests have finished (Fastify's close order).
  app.addHook('onClose', async () => {
    await apollo.stop();
    await Promise.all([upstreams.http.close(), cache.close()]);
  });
  return app;
}
