import { readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { SITE_CACHE_CONTROL } from '../edge';
import { VISITOR_FACING } from '../edge/visitor-routes';
import type { GatewayContext } from '../graphql/context';
import type { ClientBuild } from './build';
import { hasClientBuild } from './build';
import type { PurgeFence } from '../cache/purge-fence';
import type { CacheLookup } from '../cache/types';
import type { PerformanceConfig } from '../config';
import type { AnswerStore } from '../hot-path/answer-store';
import type { RequestScope } from '../http/request-scope';
import type { RequestTelemetry } from '../observability/request-telemetry';
import type { ServerEntry } from './entry';
import { deferredScripts, inlineTemplateStyles, pageAssets } from './page-assets';
import { takeEntryScripts } from './page-scripts';
import { PageCache } from './page-cache';
import type { PageSource } from './render-page';
import { pageRenderer } from './render-page';
import { compileTemplate } from './template';
import { withoutTrackingParameters } from './tracking-parameters';
import type { SecurityHeaders } from './security';

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FAVICON_CACHE_CONTROL = 'public, max-age=86400';

export interface SsrOptions {
  build: ClientBuild;
  /** The built server entry, or null when the client is not built. */
  entry: ServerEntry | null;
  apollo: ApolloServer<GatewayContext>;
  createContext: (source: PageSource) => GatewayContext;
  security: SecurityHeaders;
  /** Where rendered pages are kept, and for how long. */
  store: AnswerStore;
  keyPrefix: string;
  pageCache: PerformanceConfig['pageCache'];
  /** A scope for a render several requests share, traced under the request that started it. */
  newScope: (telemetry?: RequestTelemetry) => RequestScope;
  /** Whether shutdown has begun (connections close after their response). */
  closing: () => boolean;
  /** The origin visitors reach the site at: pages name themselves by absolute URLs on it. */
  publicOrigin: string;
  /** The share of page views whose browser reports its Core Web Vitals (RUM_SAMPLE_RATE). */
  rumSampleRate: number;
  /** Counts what the page cache's lookups find (metrics). */
  observe?: (lookup: CacheLookup) => void;
  /** Purges seen here (server/cache/purge-fence.ts). */
  fence?: PurgeFence;
}

/**
 * Server rendering: built assets from dist/client (sent pre-compressed where the build compressed
 * them), and every other GET rendered by the client's entry-server with an in-process GraphQL link,
 * through the page cache (server/ssr/page-cache.ts). The edge owns Cache-Control of what is rendered
 * (2xx HTML gets the site's short public policy, anything else no-store), except the hashed assets
 * and cached pages (stored with the site's policy); a page with a failed route query, a fallback
 * or a stale-if-error serve marks the request degraded, which sends it `no-store` (server/edge) and
 * keeps it out of every cache. Returns the page cache (null when the client is not built).
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<PageCache | null> {
  const { build, entry } = options;
  if (!entry || !hasClientBuild(build)) {
    app.get('/*', { config: VISITOR_FACING }, async (_request, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send('The client is not built yet: run `npm run build`, then restart the gateway.\n'),
    );
    return null;
  }

  await app.register(fastifyStatic, {
    root: build.clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (brotli 11, once): nothing is compressed per download.
    preCompressed: true,
    // The templates are rendered, never served raw.
    globIgnore: ['**/index.html', '**/*.br', '**/*.gz'],
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
      // Old clients ask for it by this name, which cannot change with its content: kept a day.
      else if (path.endsWith('/favicon.ico')) reply.header('cache-control', FAVICON_CACHE_CONTROL);
    },
  });

  const built = takeEntryScripts(inlineTemplateStyles(readFileSync(build.template, 'utf8'), build.clientDir));
  const render = pageRenderer({
    render: entry.render,
    template: compileTemplate(built.template),
    assets: pageAssets(build.manifest, build.clientDir),
    scripts: { entry: built.entry, preload: built.preload, prefetch: deferredScripts(build.manifest, entry.deferredModules) },
    apollo: options.apollo,
    createContext: options.createContext,
    security: options.security,
    publicOrigin: options.publicOrigin,
    rumSampleRate: options.rumSampleRate,
  });
  const pages = new PageCache({
    store: options.store,
    keyPrefix: options.keyPrefix,
    freshSeconds: options.pageCache.freshSeconds,
    staleSeconds: options.pageCache.staleSeconds,
    pageUrl: withoutTrackingParameters(options.pageCache.ignoredParameters),
    cacheControl: SITE_CACHE_CONTROL,
    variant: entry.htmlVariant,
    render,
    newScope: options.newScope,
    log: app.log,
    securityHeaders: options.security.document,
    closing: options.closing,
    observe: options.observe,
    fence: options.fence,
  });
  app.get('/*', { config: VISITOR_FACING }, async (request, reply) => {
    const sent = await pages.serve(request, reply);
    if (request.scope.degraded) request.log.debug({ degradedBy: request.scope.degradedBy }, 'degraded page: sent no-store');
    return sent;
  });
  return pages;
}
