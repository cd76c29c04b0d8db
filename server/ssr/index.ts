import { readFileSync } from 'node:fs';
import caching from '@fastify/caching';
import fastifyStatic from '@fastify/static';
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VISITOR_FACING } from '../edge/visitor-routes';
import type { GatewayContext } from '../graphql/context';
import type { ClientBuild } from './build';
import { hasClientBuild } from './build';
import type { Render } from './entry';
import { isRenderResult, loadRender } from './entry';
import { inProcessLink } from './link';
import { allowScripts, scriptHashSource } from './security';
import { fillTemplate } from './template';

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Rendered pages: short-lived, refreshed in the background by shared caches. */
const HTML_CACHE_CONTROL = { privacy: 'public', expiresIn: 60, staleWhileRevalidate: 300 } as const;

export interface SsrOptions {
  build: ClientBuild;
  apollo: ApolloServer<GatewayContext>;
  createContext: (request: FastifyRequest) => GatewayContext;
  /** The origin visitors reach the site at: pages name themselves by absolute URLs on it. */
  publicOrigin: string;
}

/**
 * Server rendering: built assets from dist/client, and every other GET rendered by the client's
 * entry-server with an in-process GraphQL link. @fastify/caching owns Cache-Control of these
 * routes (2xx HTML gets the short public policy, anything else no-store), except the hashed assets
 * and degraded pages: a page with a failed route query, a fallback or a stale-if-error serve marks
 * the request degraded, which sends it `no-store` (server/edge) and keeps it out of every cache.
 */
export async function registerSsr(app: FastifyInstance, { build, apollo, createContext, publicOrigin }: SsrOptions): Promise<void> {
  await app.register(caching, {
    // @fastify/caching writes `${privacy}, max-age=${expiresIn}`: the privacy slot carries the SWR directive.
    privacy: `${HTML_CACHE_CONTROL.privacy}, stale-while-revalidate=${HTML_CACHE_CONTROL.staleWhileRevalidate}`,
    expiresIn: HTML_CACHE_CONTROL.expiresIn,
  });

  if (!hasClientBuild(build)) {
    app.get('/*', { config: VISITOR_FACING }, async (_request, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send('The client is not built yet: run `npm run build`, then restart the gateway.\n'),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: build.clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The templates are rendered, never served raw.
    globIgnore: ['**/index.html'],
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
    },
  });

  const template = readFileSync(build.template, 'utf8');
  // Loaded at start-up, not by the first visitor: a replica starts taking traffic warm (compiling the
  // bundle then would stall its event loop long enough to shed the requests behind it).
  const render: Render = await loadRender(build.entryServer);

  app.get('/*', { config: VISITOR_FACING }, async (request, reply) => {
    const result: unknown = await render({ url: request.url, link: inProcessLink(apollo, createContext(request)), cookies: request.headers.cookie, publicOrigin });
    if (!isRenderResult(result)) throw new Error('entry-server render() returned an unexpected result');
    if (result.redirect) return reply.redirect(result.redirect, 302);
    for (const failed of Object.keys(result.failures)) request.scope.degrade(`route query ${failed.split(':')[0] ?? failed}`);
    if (request.scope.degraded) request.log.debug({ degradedBy: request.scope.degradedBy }, 'degraded page: sent no-store');
    const page = fillTemplate(template, { head: result.head, html: result.html, state: result.state, failures: result.failures, publicOrigin });
    allowScripts(reply, [scriptHashSource(page.stateScript)]);
    // The page cookies (consent, closed alerts) change the HTML: shared caches must keep pages apart by cookie.
    return reply.status(result.status).header('vary', 'Cookie').type('text/html; charset=utf-8').send(page.html);
  });
}
