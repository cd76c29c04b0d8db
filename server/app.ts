import compress from '@fastify/compress';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import type { Cached } from './cache/cached';
import { createCached, scopedCached } from './cache/cached';
import { createCaches } from './cache';
import { PurgeFence } from './cache/purge-fence';
import type { RedisConnection } from './cache/redis-connection';
import type { KeyValueCache } from './cache/types';
import type { GatewayConfig } from './config';
import { museumNow } from './domain/clock';
import { proxyTrust } from './edge/client-address';
import { decodableUrl } from './edge/malformed-url';
import { registerClosingConnections, registerEdge } from './edge';
import { VISITOR_FACING } from './edge/visitor-routes';
import { createApollo } from './graphql/apollo';
import type { GatewayContext } from './graphql/context';
import { createLoaders } from './graphql/loaders';
import { AnswerStore } from './hot-path/answer-store';
import { executeOperation } from './hot-path/execute';
import { FrontDoor, openFrontDoor } from './hot-path/front-door';
import { PersistedDocuments } from './hot-path/persisted-documents';
import { PersistedQueries } from './hot-path/persisted-queries';
import { UpstreamHttp } from './http/client';
import { RequestLog } from './http/request-log';
import { RequestScope } from './http/request-scope';
import { Lifecycle } from './lifecycle';
import { createNamedLimits } from './limits/named-limits';
import { registerPublishing, type Publishing } from './publish';
import { Observability } from './observability';
import type { LogStream } from './observability/logging';
import { loggerOptions } from './observability/logging';
import { requestIdOf } from './observability/request-id';
import { requestLoggerFactory } from './observability/request-logger';
import type { RequestTelemetry } from './observability/request-telemetry';
import { registerAddToCalendar } from './routes/add-to-calendar';
import { registerBrowserErrors } from './routes/browser-errors';
import { sentryForwarder } from './observability/browser-errors/sentry';
import { registerCalendarFeed } from './routes/calendar-feed';
import { registerCspReports } from './routes/csp-reports';
import { registerPreschinaUploads } from './routes/preschina-uploads';
import { registerSitemaps } from './routes/sitemaps';
import { registerHealthRoutes } from './routes/health';
import { registerRum } from './routes/rum';
import { Readiness } from './routes/readiness';
import { clientBuild, hasClientBuild } from './ssr/build';
import { registerSsr } from './ssr';
import { loadEntry } from './ssr/entry';
import { sendGraphiql, wantsHtml } from './ssr/graphiql';
import type { PageCache } from './ssr/page-cache';
import { Sitemaps } from './sitemap/sitemaps';
import { registerSecurity, SecurityHeaders } from './ssr/security';
import type { Upstreams } from './upstreams';
import { createUpstreams, scopedUpstreams } from './upstreams';

/** The gateway's long-lived parts, reachable from the app (shutdown, metrics, tests). */
export interface GatewayServices {
  config: GatewayConfig;
  upstreams: Upstreams;
  cache: KeyValueCache;
  /** The connection to Redis, null without one. */
  redis: RedisConnection | null;
  cached: Cached;
  readiness: Readiness;
  lifecycle: Lifecycle;
  observability: Observability;
  /** The cached-answer paths: persisted queries by hash (and their front door), and the HTML page cache (null when the client is not built). */
  hotPath: { persistedQueries: PersistedQueries; frontDoor: FrontDoor | null; pageCache: PageCache | null };
  /** Publish to live: the purger and the WordPress poll (docs/guides/publishing.md). */
  publishing: Publishing;
  /** Persisted answers and pages, in this process's memory and the shared cache. */
  answers: AnswerStore;
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

/** What a GraphQL context is made for: a request, or a page render several requests share. */
type ContextSource = Pick<FastifyRequest, 'scope' | 'log' | 'ip'>;

export interface BuildOptions {
  /** Where log lines go (default stdout); tests read them. */
  logStream?: LogStream;
}

/**
 * Builds the gateway (GraphQL, health, SSR) from a config; the caller listens. Health checks sit
 * at the root, outside the visitor-facing context where the edge (shedding, rate limit), security
 * headers, compression and caching policy apply: each request pays only for what its route needs.
 */
export async function buildApp(config: GatewayConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Compiled once: Fastify reads `request.ip` with it, the front door a client's address.
  const trust = proxyTrust(config.edge.trustProxy);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new RequestLog(config.performance.slowRequestMs),
    childLoggerFactory: requestLoggerFactory,
    genReqId: requestIdOf,
    trustProxy: trust,
    rewriteUrl: decodableUrl,
  });
  const observability = new Observability(config.observability);
  const upstreams = createUpstreams(config, new UpstreamHttp(config, null, observability.upstreams));
  const { cache, shared, redis, memory } = await createCaches(config.cache, app.log);
  // What each cache layer stores after a purge of its tags began is kept out (server/cache/purge-fence.ts).
  const fence = new PurgeFence();
  const cached = createCached(cache, {
    config: config.cache,
    fence,
    onError: (error, key, scope) => (scope?.telemetry?.log ?? app.log).warn({ err: error, key }, 'upstream refresh failed; serving the cached value'),
    observe: observability.cacheObserver('upstream'),
  });
  const lifecycle = new Lifecycle();
  const readiness = new Readiness(upstreams, config.readiness, lifecycle, redis && (() => redis.state()));
  // A render several requests share (the page cache) has a scope of its own, traced under the request that started it.
  const newScope = (telemetry?: RequestTelemetry) =>
    new RequestScope({ deadlineMs: config.resilience.requestDeadlineMs, maxUpstreamCalls: config.resilience.maxUpstreamCalls, telemetry });
  app.decorateRequest('scope', null as unknown as RequestScope);
  registerClosingConnections(app, lifecycle);
  registerHealthRoutes(app, readiness);

  const limits = createNamedLimits(config);
  const createContext = (source: ContextSource): GatewayContext => {
    const scoped = scopedUpstreams(config, upstreams, source.scope);
    return {
      now: museumNow(config.museumNow),
      loaders: createLoaders({ upstreams: scoped, cached: scopedCached(cached, source.scope), scope: source.scope, config }),
      scope: source.scope,
      log: source.log,
      imagesUrl: config.upstreams.images.url ?? '',
      ticketStoreUrl: config.upstreams.tickets.url,
      clientIp: source.ip,
      limits,
      newsletter: scoped.newsletter,
      publicOrigin: config.publicOrigin,
      feedback: scoped.feedback,
      previewSecret: config.preview.secret,
      exhibitionHistoryUrl: config.exhibitionHistoryUrl,
    };
  };
  const { keyPrefix } = config.cache;
  const apollo = await createApollo({
    cache,
    keyPrefix,
    observeCache: observability.cacheObserver('response'),
    fence,
    plugins: [observability.operations()],
    automaticPersistedQueries: config.performance.persistedQueries === 'register',
  });
  const build = clientBuild(config.distDir);
  const entry = hasClientBuild(build) ? await loadEntry(build.entryServer) : null;
  // Cached answers live in this process and, when the replicas share a Redis, there too.
  const answers = new AnswerStore(shared, config.performance.hotCacheMaxBytes, Date.now, fence);
  const security = new SecurityHeaders({ imagesUrl: config.upstreams.images.url, ticketStoreUrl: config.upstreams.tickets.url, https: config.publicOrigin.startsWith('https:') });
  const persisted = new PersistedQueries({
    documents: new PersistedDocuments(entry?.persistedDocuments ?? {}),
    store: answers,
    mode: config.performance.persistedQueries,
    keyPrefix,
    execute: (request, operation) => executeOperation(apollo, createContext(request), operation),
    securityHeaders: security.other,
    closing: () => lifecycle.closingConnections,
    observe: observability.cacheObserver('response'),
  });
  const hotPath: GatewayServices['hotPath'] = { persistedQueries: persisted, frontDoor: null, pageCache: null };
  // Before any other onRequest hook: every request gets its id, span and metrics first.
  observability.register(app, { http: upstreams.http, memory, redis, tagIndexes: { answers: answers.tags, memory: memory.tags } });
  const publishing = await registerPublishing(app, { config, cache, redis, answers, fence, upstreams, metrics: observability.metrics });
  app.decorate('gateway', { config, upstreams, cache, redis, cached, readiness, lifecycle, observability, hotPath, publishing, answers });

  await app.register(async (site) => {
    // The deadline starts when the request arrives (health checks have none: they ask no upstream).
    site.addHook('onRequest', (request, _reply, done) => {
      request.scope = newScope(request.telemetry);
      done();
    });
    registerSecurity(site, security);
    const edge = await registerEdge(site, config, redis);
    await site.register(compress, { threshold: config.performance.compressThresholdBytes });
    registerPreschinaUploads(site, { upstreams, cached, ttlSeconds: config.cache.ttlSeconds.preschina });
    await registerCspReports(site, { config: config.cspReports, limit: limits.cspReports, metrics: observability.metrics });

    const graphql = fastifyApolloHandler(apollo, { context: async (request) => createContext(request) });
    site.post('/graphql', { config: VISITOR_FACING, preHandler: persisted.expandPost }, graphql);
    // Browsers asking for /graphql get GraphiQL (built by the client); the site's persisted queries
    // are answered by the hot path; other tools get the GraphQL GET API.
    site.get<{ Reply: string }>('/graphql', { config: VISITOR_FACING, onRequest: persisted.answerGet }, async function (request, reply) {
      if (wantsHtml(request)) return sendGraphiql(reply, build);
      return graphql.call(this, request, reply);
    });
    const { browserErrors } = config.observability;
    registerBrowserErrors(site, {
      config: browserErrors,
      metrics: observability.metrics,
      forwarder: browserErrors.dsn
        ? await sentryForwarder({ dsn: browserErrors.dsn, environment: browserErrors.environment, log: app.log, onOutcome: (outcome) => observability.metrics.browserErrorForward(outcome) })
        : null,
    });
    registerRum(site, { templates: entry?.routeTemplates ?? [], metrics: observability.rum, limit: limits.rumBeacon });
    registerAddToCalendar(site, createContext);
    registerCalendarFeed(site, createContext);
    const sitemaps = new Sitemaps({ config, upstreams, cached, onDropped: (url) => app.log.warn({ url }, 'URL left out of the sitemap: longer than the protocol allows') });
    registerSitemaps(site, sitemaps, { publicOrigin: config.publicOrigin, maxAgeSeconds: config.sitemap.cacheSeconds });
    hotPath.pageCache = await registerSsr(site, {
      build,
      entry,
      apollo,
      createContext,
      security,
      store: answers,
      keyPrefix,
      pageCache: config.performance.pageCache,
      newScope,
      closing: () => lifecycle.closingConnections,
      publicOrigin: config.publicOrigin,
      rumSampleRate: config.rum.sampleRate,
      observe: observability.cacheObserver('page'),
      fence,
    });
    hotPath.frontDoor = new FrontDoor({
      persisted,
      pages: hotPath.pageCache,
      closing: () => lifecycle.closingConnections,
      edge,
      trust,
      metrics: observability.metrics,
      observe: { response: observability.cacheObserver('response'), page: observability.cacheObserver('page') },
      log: app.log,
      slowRequestMs: config.performance.slowRequestMs,
      tracing: observability.tracing !== null,
    });
    openFrontDoor(app.server, hotPath.frontDoor);
  });

  // Runs once the server has closed and in-flight requests have finished (Fastify's close order).
  app.addHook('onClose', async () => {
    await apollo.stop();
    await Promise.all([upstreams.http.close(), cache.close(), redis?.close()]);
  });
  return app;
}
