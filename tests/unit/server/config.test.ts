import { describe, expect, it } from 'vitest';
import { loadConfig, missingUpstreams, withUpstreamUrls } from '../../../server/config';
import { DEFAULT_TRACKING_PARAMETERS } from '../../../server/ssr/tracking-parameters';
import { configError } from '../../support/config-error';

describe('loadConfig', () => {
  it('has embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 3000,
      museumNow: null,
      content: { dataset: 'production', apiVersion: 'v2025-02-19', previewToken: 'sample-preview-token' },
      collection: { token: 'sample-collection-token' },
      cache: { redisUrl: null, keyPrefix: 'museum:v1' },
      preschina: { publicUrl: null },
      newsletter: { token: 'sample-newsletter-token', rateLimit: { max: 5, windowSeconds: 600 } },
    });
    expect(missingUpstreams(config)).toEqual(['content', 'search', 'collection', 'preschina', 'images', 'newsletter', 'tickets', 'feedback']);
    expect(Object.isFrozen(config.upstreams.content)).toBe(true);
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      CONTENT_URL: 'https://content.example.org/',
      SEARCH_URL: '',
      MUSEUM_NOW: '2026-11-22T10:00:00-05:00',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.port).toBe(8080);
    expect(config.upstreams.content.url).toBe('https://content.example.org');
    expect(config.upstreams.search.url).toBeNull();
    expect(config.museumNow?.toISODate()).toBe('2026-11-22');
    expect(config.cache.redisUrl).toBe('redis://cache:6379');
  });

  it('reads the newsletter limit, the provider token and WordPress public address', () => {
    const config = loadConfig({ NEWSLETTER_RATE_LIMIT: '3/60', NEWSLETTER_TOKEN: 'secret', PRESCHINA_PUBLIC_URL: 'https://preschina.example.org/' });
    expect(config.newsletter).toEqual({ token: 'secret', rateLimit: { max: 3, windowSeconds: 60 } });
    expect(config.preschina.publicUrl).toBe('https://preschina.example.org');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['CONTENT_URL', 'not a url'],
    ['SEARCH_URL', 'ftp://search.example.org'],
    ['MUSEUM_NOW', 'tomorrow'],
    ['REDIS_URL', 'http://cache:6379'],
    ['REDIS_URL', 'not a url'],
    ['CONTENT_API_VERSION', 'latest'],
    ['REQUEST_DEADLINE_MS', '0'],
    ['UPSTREAM_TIMEOUT_MS', '2s'],
    ['UPSTREAM_QUEUE', '-1'],
    ['CACHE_MAX_MB', 'lots'],
    ['READY_UPSTREAMS', 'content,cms'],
    ['RATE_LIMIT_MAX', '1.5'],
    ['NEWSLETTER_RATE_LIMIT', 'five'],
    ['NEWSLETTER_RATE_LIMIT', '0/60'],
    ['PRESCHINA_PUBLIC_URL', 'javascript:alert(1)'],
  ])('names %s when its value %j is malformed', (variable, value) => {
    const error = configError({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message).toContain(value);
  });

  it('turns previews off without PREVIEW_SECRET, and refuses a short one without echoing it', () => {
    expect(loadConfig({}).preview.secret).toBeNull();
    expect(loadConfig({ PREVIEW_SECRET: 'a-long-enough-preview-secret' }).preview.secret).toBe('a-long-enough-preview-secret');
    const error = configError({ PREVIEW_SECRET: 'short' });
    expect(error.variable).toBe('PREVIEW_SECRET');
    expect(error.message).not.toContain('short');
  });

  it('reads the public origin the site is served from, by default the gateway on localhost (issue 10, defect 16)', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.museum.example.org/' }).publicOrigin).toBe('https://www.museum.example.org');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:3204' }).publicOrigin).toBe('http://127.0.0.1:3204');
    for (const value of ['www.museum.example.org', 'ftp://museum.example.org', 'https://museum.example.org/site', 'https://museum.example.org/?a=1']) {
      const error = configError({ PUBLIC_ORIGIN: value });
      expect(error.variable, value).toBe('PUBLIC_ORIGIN');
      expect(error.message).toContain(value);
    }
  });

  it('reads the address of the museum’s exhibition history, by default its library guide back to 1876 (issue 30, item 6)', () => {
    expect(loadConfig({}).exhibitionHistoryUrl).toBe('https://philamuseum.libguides.com/pma-exhibitions');
    expect(loadConfig({ EXHIBITION_HISTORY_URL: 'https://archives.example.org/exhibitions' }).exhibitionHistoryUrl).toBe('https://archives.example.org/exhibitions');
    expect(configError({ EXHIBITION_HISTORY_URL: 'not a url' }).variable).toBe('EXHIBITION_HISTORY_URL');
  });

  it('reads the resilience, readiness, shutdown and edge settings, with defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.resilience).toEqual({ requestDeadlineMs: 5000, maxUpstreamCalls: 64, upstreamQueue: 64, breakerFailures: 5, breakerCooldownMs: 10_000 });
    expect(defaults.readiness.upstreams).toEqual(['content', 'search', 'collection', 'preschina']);
    expect(defaults.shutdown).toEqual({ delayMs: 1000, graceMs: 8000 });
    expect(defaults.edge).toMatchObject({ trustProxy: 'loopback,linklocal,uniquelocal', rateLimitMax: 600, rateLimitWindowMs: 60_000, maxEventLoopDelayMs: 1000 });
    expect(defaults.cache.lruMaxBytes).toBe(64 * 1024 * 1024);
    expect(defaults.upstreams.preschina.timeoutMs).toBeGreaterThan(defaults.upstreams.content.timeoutMs);

    const config = loadConfig({ UPSTREAM_TIMEOUT_MS: '1500', READY_UPSTREAMS: 'search, content', SHUTDOWN_DELAY_MS: '9000', SHUTDOWN_GRACE_MS: '2000', RATE_LIMIT_MAX: '0', CACHE_MAX_MB: '8' });
    expect(config.upstreams.content.timeoutMs).toBe(1500);
    expect(config.upstreams.preschina.timeoutMs).toBe(1500);
    expect(config.readiness.upstreams).toEqual(['content', 'search']);
    expect(config.shutdown).toEqual({ delayMs: 9000, graceMs: 9000 });
    expect(config.edge.rateLimitMax).toBe(0);
    expect(config.cache.lruMaxBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ READY_UPSTREAMS: 'none' }).readiness.upstreams).toEqual([]);
  });

  it('reads RATE_LIMIT_ALLOWANCES as address-or-range=max pairs, and names the variable when one is malformed', () => {
    expect(loadConfig({}).edge.rateLimitAllowances).toEqual([]);
    expect(loadConfig({ RATE_LIMIT_ALLOWANCES: '127.0.0.1=1000000, 10.0.4.0/24=6000,2001:db8::/48=700' }).edge.rateLimitAllowances).toEqual([
      { range: '127.0.0.1', max: 1_000_000 },
      { range: '10.0.4.0/24', max: 6000 },
      { range: '2001:db8::/48', max: 700 },
    ]);
    for (const malformed of ['127.0.0.1', 'not-an-address=5', '10.0.0.0/99=5', '127.0.0.1=0', '127.0.0.1=many', '127.0.0.1=5,']) {
      expect(configError({ RATE_LIMIT_ALLOWANCES: malformed }).variable, malformed).toBe('RATE_LIMIT_ALLOWANCES');
    }
  });

  it('sizes each upstream pool: UPSTREAM_CONCURRENCY for all, <NAME>_CONCURRENCY for one', () => {
    const defaults = loadConfig({});
    for (const upstream of Object.values(defaults.upstreams)) expect(upstream.concurrency).toBe(32);
    const config = loadConfig({ UPSTREAM_CONCURRENCY: '16', PRESCHINA_CONCURRENCY: '4', FEEDBACK_CONCURRENCY: '2' });
    expect(config.upstreams.preschina.concurrency).toBe(4);
    expect(config.upstreams.feedback.concurrency).toBe(2);
    expect(config.upstreams.collection.concurrency).toBe(16);
    expect(config.upstreams.content.concurrency).toBe(16);
    expect(configError({ COLLECTION_CONCURRENCY: '0' }).variable).toBe('COLLECTION_CONCURRENCY');
    expect(configError({ SEARCH_CONCURRENCY: 'many' }).variable).toBe('SEARCH_CONCURRENCY');
  });

  it('reads the performance settings: production safelists persisted queries, the rest has defaults', () => {
    expect(loadConfig({}).performance).toEqual({
      slowRequestMs: 1000,
      compressThresholdBytes: 1024,
      persistedQueries: 'register',
      pageCache: { freshSeconds: 60, staleSeconds: 300, ignoredParameters: DEFAULT_TRACKING_PARAMETERS },
      hotCacheMaxBytes: 32 * 1024 * 1024,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).performance.persistedQueries).toBe('safelist');
    expect(loadConfig({ NODE_ENV: 'production', PERSISTED_QUERIES: 'register' }).performance.persistedQueries).toBe('register');
    const set = loadConfig({ SLOW_REQUEST_MS: '250', COMPRESS_THRESHOLD_BYTES: '2048', PAGE_CACHE_SECONDS: '0', PAGE_CACHE_STALE_SECONDS: '30', HOT_CACHE_MAX_MB: '8' }).performance;
    expect(set).toMatchObject({ slowRequestMs: 250, compressThresholdBytes: 2048, pageCache: { freshSeconds: 0, staleSeconds: 30 }, hotCacheMaxBytes: 8 * 1024 * 1024 });
    expect(configError({ PERSISTED_QUERIES: 'open' }).variable).toBe('PERSISTED_QUERIES');
    expect(loadConfig({ PAGE_CACHE_IGNORED_PARAMS: 'utm_*, fbclid, mkt_tok' }).performance.pageCache.ignoredParameters).toEqual(['utm_*', 'fbclid', 'mkt_tok']);
    expect(loadConfig({ PAGE_CACHE_IGNORED_PARAMS: 'none' }).performance.pageCache.ignoredParameters).toEqual([]);
    const malformed = configError({ PAGE_CACHE_IGNORED_PARAMS: 'utm_*, a=b, *' });
    expect(malformed.variable).toBe('PAGE_CACHE_IGNORED_PARAMS');
    expect(malformed.message).toContain('a=b, *');
    expect(configError({ SLOW_REQUEST_MS: '0' }).variable).toBe('SLOW_REQUEST_MS');
  });

  it('fills in started upstream URLs without touching the original', () => {
    const config = loadConfig({});
    const filled = withUpstreamUrls(config, { content: 'http://127.0.0.1:4001' });
    expect(filled.upstreams.content.url).toBe('http://127.0.0.1:4001');
    expect(config.upstreams.content.url).toBeNull();
    expect(missingUpstreams(filled)).not.toContain('content');
  });
});
