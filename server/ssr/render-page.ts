import type { ApolloServer } from '@apollo/server';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { GatewayContext } from '../graphql/context';
import type { RequestScope } from '../http/request-scope';
import type { Render } from './entry';
import { isRenderResult } from './entry';
import { inProcessExecute } from './execute';
import type { PageAssets } from './page-assets';
import { type PageScripts, SCRIPT_LOADER } from './page-scripts';
import type { SecurityHeaders } from './security';
import { scriptHashSource } from './security';
import { type CompiledTemplate, fillTemplate } from './template';

/** What a page is rendered from: its URL and cookies, and the scope (deadline, budget, degraded flag) its queries run in. */
export interface PageSource {
  url: string;
  cookies: string | undefined;
  scope: RequestScope;
  log: FastifyBaseLogger;
  ip: string;
}

/** A rendered page, ready to send or to store. */
export interface RenderedPage {
  status: number;
  /** Where a redirect route sends the visitor (status 302, or 301 for an address that moved for good). */
  redirect?: string;
  html: string;
  /** The page's own headers: its type, `Vary: Cookie`, and its CSP allowing its two inline scripts (state and script loader) by hash. */
  headers: Record<string, string>;
}

export interface PageRendererOptions {
  render: Render;
  template: CompiledTemplate;
  /** The styles and chunks of the lazy pages a render used (page-assets.ts). */
  assets: (modules: readonly string[]) => PageAssets;
  /** The scripts every page loads: the entry, its imports and the deferred code to prefetch. */
  scripts: PageScripts;
  apollo: ApolloServer<GatewayContext>;
  createContext: (source: PageSource) => GatewayContext;
  security: SecurityHeaders;
  /** The origin visitors reach the site at: pages name themselves by absolute URLs on it. */
  publicOrigin: string;
  /** The share of page views whose browser reports its Core Web Vitals, handed to the browser in the page's state. */
  rumSampleRate: number;
}

/**
 * Renders one page: the entry's single pass (route queries in-process, then one render), filled
 * into the built template. A route query that failed marks the scope degraded, so the page is
 * sent `no-store` and no cache keeps it. The inline state script is allowed by its hash, never by
 * a nonce, so the same bytes can be served to every visitor.
 */
export function pageRenderer({ render, template, assets, scripts, apollo, createContext, security, publicOrigin, rumSampleRate }: PageRendererOptions): (source: PageSource) => Promise<RenderedPage> {
  const loaderHash = scriptHashSource(SCRIPT_LOADER);
  return async (source): Promise<RenderedPage> => {
    // Each route query runs in a context of its own (its own loaders and tags), within the render's scope.
    const execute = inProcessExecute(apollo, () => createContext({ ...source, scope: source.scope.operation() }));
    const result: unknown = await render({ url: source.url, execute, cookies: source.cookies, publicOrigin });
    if (!isRenderResult(result)) throw new Error('entry-server render() returned an unexpected result');
    if (result.redirect) return { status: result.status === 301 ? 301 : 302, redirect: result.redirect, html: '', headers: {} };
    for (const failed of Object.keys(result.failures)) source.scope.degrade(`route query ${failed.split(':')[0] ?? failed}`);
    const own = assets(result.modules);
    const pageScripts = { ...scripts, preload: [...scripts.preload, ...own.scripts] };
    const page = fillTemplate(template, { head: `${result.head}\n${own.styles}`, html: result.html, answers: result.answers, failures: result.failures, publicOrigin, rumSampleRate, modules: result.modules, scripts: pageScripts });
    return {
      status: result.status,
      html: page.html,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // The page cookies (consent, closed alerts) change the HTML: shared caches must keep pages apart by cookie.
        vary: 'Cookie',
        'content-security-policy': security.cspWith([scriptHashSource(page.stateScript), loaderHash]),
      },
    };
  };
}

/** Sends a page as rendered (compressed on the way out, if large enough); Cache-Control is left to the route's policy. */
export function sendRendered(reply: FastifyReply, page: RenderedPage): FastifyReply {
  if (page.redirect) return reply.redirect(page.redirect, page.status);
  return reply.status(page.status).headers(page.headers).send(page.html);
}
