import { PROTOCOL_MAX_BYTES, PROTOCOL_MAX_URLS } from '../domain/sitemap/parts';
import type { Env } from '../env-values';
import { ConfigError, whole } from '../env-values';

/** The sitemaps (docs/guides/search-engines.md): how large one file may grow, and how long one is kept. */
export interface SitemapConfig {
  /** URLs in one sitemap file before the next numbered part (the protocol's 50,000 at most). */
  partUrls: number;
  /** Uncompressed bytes one sitemap file may take (the protocol's 50 MB at most). */
  partBytes: number;
  /** Seconds a built sitemap is kept fresh in the gateway's cache. */
  cacheSeconds: number;
}

/** A whole number within the protocol's bound: more is refused, naming the bound. */
function atMost(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = whole(env, name, fallback, min);
  if (value > max) throw new ConfigError(name, `must be at most ${max}: ${value}`);
  return value;
}


export function sitemapConfig(env: Env): SitemapConfig {
  return {
    partUrls: atMost(env, 'SITEMAP_PART_URLS', PROTOCOL_MAX_URLS, 1, PROTOCOL_MAX_URLS),
    partBytes: atMost(env, 'SITEMAP_PART_BYTES', PROTOCOL_MAX_BYTES, 1024, PROTOCOL_MAX_BYTES),
    cacheSeconds: whole(env, 'SITEMAP_CACHE_SECONDS', 3600, 1),
  };
}
