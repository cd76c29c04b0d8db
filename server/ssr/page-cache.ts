import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { PurgeFence } from '../cache/purge-fence';
import type { CacheLookup } from '../cache/types';
import type { RequestScope } from '../http/request-scope';
import type { RequestTelemetry } from '../observability/request-telemetry';
import type { AnswerStore } from '../hot-path/answer-store';
import { type HeldAnswer, sendStored, type WireContext } from '../hot-path/send-stored';
import type { Compression, StoredAnswer } from '../hot-path/stored-answer';
import { storedAnswer } from '../hot-path/stored-answer';
import type { PageSource, RenderedPage } from './render-page';
import { sendRendered } from './render-page';

export interface PageCacheOptions {
  store: AnswerStore;
  keyPrefix: string;
  /** Seconds a stored page is fresh (0: no page cache), then seconds it is served stale while one render refreshes it. */
  freshSeconds: number;
  staleSeconds: number;
  /** The Cache-Control stored pages are sent with (the site's HTML policy). */
  cacheControl: string;
  /** The URL a request's page is kept and rendered under (the request's, without campaign tags and click ids). */
  pageUrl: (url: string) => string;
  /** The page-cookie state of a Cookie header (entry-server's htmlVariant): with the URL, what makes pages differ. */
  variant: (cookies: string | undefined) => string;
  render: (source: PageSource) => Promise<RenderedPage>;
  /** A scope of its own for a render several requests wait on (or none waits on: a background refresh), traced under the request that started it. */
  newScope: (telemetry?: RequestTelemetry) => RequestScope;
  log: FastifyBaseLogger;
  /** The security headers of documents (stored pages are sent as they are, with their own CSP). */
  securityHeaders: Readonly<Record<string, string>>;
  /** Whether shutdown has begun (connections close after their response). */
  closing: () => boolean;
  /** Counts what each lookup finds (metrics: layer `page`). */
  observe?: (lookup: CacheLookup) => void;
  /** Purges seen here: a render begun before one is not joined by requests that come after it. */
  fence?: PurgeFence;
  now?: () => number;
}

/** What one render gave every request that waited on it. */
interface SharedRender {
  page: RenderedPage;
  /** Why the page is degraded (empty: it is not). */
  degradedBy: string[];
  /** Whether the page is private to the visitor who asked (an editor's preview): never shared with another. */
  private: boolean;
  /** The page as stored, when it could be. */
  stored: StoredAnswer | null;
}

/** Paths whose pages are never shared: editors' previews of drafts. */
function isPreview(url: string): boolean {
  return url === '/preview' || url.startsWith('/preview?') || url.startsWith('/preview/');
}

/**
 * The HTML page cache. Anonymous pages (GET, no Authorization, not a preview) are kept per URL
 * (without campaign tags and click ids: `pageUrl`) and per page-cookie variant, compressed once,
 * in the answer store (this process, and Redis when the replicas share one): fresh for
 * `freshSeconds`, then served stale for `staleSeconds` while one render in the background
 * refreshes them. Concurrent misses of one key wait on one render. Only
 * `200` pages that are not degraded and not private are stored; anything else is sent as rendered.
 * A page is kept with the tags its render collected, which it also sends as `Surrogate-Key` and
 * `Cache-Tag` for caches in front (server/edge adds them to what is sent as rendered); a purge of
 * any of them removes it.
 */
export class PageCache {
  /** Pages rendered by this process (tests count them; metrics may too). */
  renders = 0;
  private readonly inflight = new Map<string, { render: Promise<SharedRender>; startedAt: number }>();
  private readonly now: () => number;
  /** The page-cookie variant of a request without cookies (most requests): worked out once. */
  private readonly noCookies: string;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.noCookies = options.variant(undefined);
  }

  /** Where the page of `url` (kept under `pageUrl`) is stored for these cookies. */
  private keyOf(pageUrl: string, cookies: string | undefined): string {
    return `${this.options.keyPrefix}:page:${cookies ? this.options.variant(cookies) : this.noCookies}:${pageUrl}`;
  }

  /**
   * A fresh page this process holds for an anonymous GET of `url`, for the front door
   * (server/hot-path/front-door.ts) to send before Fastify; null for anything the route must see:
   * no page held fresh here, a request with credentials, a preview, or a URL with percent-escapes
   * (Fastify's rewriteUrl may read it otherwise). A page is only ever stored under a URL this
   * cache's route rendered, so a URL that finds one is the route's.
   */
  heldPage(url: string, headers: IncomingHttpHeaders): HeldAnswer | null {
    if (this.options.freshSeconds === 0 || headers.authorization !== undefined || url.includes('%') || isPreview(url)) return null;
    const stored = this.options.store.peek(this.keyOf(this.options.pageUrl(url), headers.cookie));
    const now = this.now();
    return stored && now < stored.freshUntil ? { answer: stored, wire: this.wire(now) } : null;
  }

  private wire(now: number): WireContext {
    return { headers: this.options.securityHeaders, closing: this.options.closing(), now };
  }

  /** Whether this request's page may come from (and go to) the cache. */
  cacheable(request: FastifyRequest): boolean {
    return this.options.freshSeconds > 0 && (request.method === 'GET' || request.method === 'HEAD') && !request.headers.authorization && !isPreview(request.url);
  }

  async serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!this.cacheable(request)) {
      this.renders += 1;
      return sendRendered(reply, await this.options.render({ url: request.url, cookies: request.headers.cookie, scope: request.scope, log: request.log, ip: request.ip }));
    }
    // Rendered for the URL it is kept under, so the page is right for every URL that shares it.
    const url = this.options.pageUrl(request.url);
    const key = this.keyOf(url, request.headers.cookie);
    const stored = this.options.store.peek(key) ?? (await this.options.store.get(key));
    const now = this.now();
    if (stored) {
      const stale = now >= stored.freshUntil;
      this.options.observe?.(stale ? 'stale' : 'hit');
      if (stale) this.refresh(key, url, request);
      return sendStored(request, reply, stored, this.wire(now));
    }
    this.options.observe?.('miss');
    const shared = await this.renderOnce(key, url, request, 'first');
    for (const reason of shared.degradedBy) request.scope.degrade(reason);
    if (shared.private) request.scope.keepPrivate();
    if (shared.stored) return sendStored(request, reply, shared.stored, this.wire(this.now()));
    return sendRendered(reply, shared.page);
  }

  /**
   * One render per key at a time: later requests for the key wait on the one running (unless a purge
   * came since it began). A page's first render is compressed lightly (`first`), a refresh of a page
   * asked for again as it is kept.
   */
  private renderOnce(key: string, url: string, request: FastifyRequest, compression: Compression): Promise<SharedRender> {
    const running = this.inflight.get(key);
    if (running && (this.options.fence?.joinable(running.startedAt) ?? true)) return running.render;
    const startedAt = this.now();
    const render = this.renderAndStore(key, url, request, compression).finally(() => {
      if (this.inflight.get(key)?.render === render) this.inflight.delete(key);
    });
    this.inflight.set(key, { render, startedAt });
    return render;
  }

  private async renderAndStore(key: string, url: string, request: FastifyRequest, compression: Compression): Promise<SharedRender> {
    // The render belongs to no single request: its own deadline, budget and degraded flag.
    const scope = this.options.newScope(request.telemetry);
    this.renders += 1;
    const page = await this.options.render({ url, cookies: request.headers.cookie, scope, log: request.log, ip: request.ip });
    if (page.status !== 200 || page.redirect || !scope.storable) return { page, degradedBy: scope.degradedBy, private: scope.isPrivate, stored: null };
    const storedAt = this.now();
    const freshUntil = storedAt + this.options.freshSeconds * 1000;
    const stored = await storedAnswer(
      page.html,
      { ...page.headers, 'cache-control': this.options.cacheControl, vary: 'Cookie, Accept-Encoding' },
      { storedAt, freshUntil, staleUntil: freshUntil + this.options.staleSeconds * 1000 },
      scope.tags.list(),
      compression,
    );
    // Kept here at once (unless a purge of one of its tags came while it rendered); the replicas' copy is written after the response (nothing waits for it).
    this.options.store.set(key, stored, scope.startedAt).catch((error: unknown) => request.log.warn({ err: error, url }, 'storing a page in the shared cache failed'));
    return { page, degradedBy: [], private: false, stored };
  }

  /** Stale-while-revalidate: one background render replaces a stale page (a degraded one is not kept; the stale page stays until it expires). */
  private refresh(key: string, url: string, request: FastifyRequest): void {
    if (this.inflight.has(key)) return;
    this.renderOnce(key, url, request, 'stored').catch((error: unknown) => this.options.log.warn({ err: error, url }, 'page refresh failed; serving the stale page'));
  }
}
