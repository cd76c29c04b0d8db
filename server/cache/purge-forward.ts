import { ConfigError, httpUrl, read, type Env } from '../env-values';

/**
 * How a purge is told to a cache in front (PURGE_FORWARD_FORMAT): `list` POSTs the tags as a JSON
 * list (for a relay of your own); `fastly` POSTs Fastly's batch purge body, `cloudflare`
 * Cloudflare's purge-by-tag body, each to that API's URL; `xkey` sends Varnish a `PURGE` with the
 * tags in an `xkey` header (vmod_xkey's recipe). docs/guides/publishing.md wires each.
 */
export type PurgeForwardFormat = 'list' | 'fastly' | 'cloudflare' | 'xkey';
export const PURGE_FORWARD_FORMATS: readonly PurgeForwardFormat[] = ['list', 'fastly', 'cloudflare', 'xkey'];

export interface PurgeForwardConfig {
  url: string;
  format: PurgeForwardFormat;
  /** One extra header, `[name, value]` (an API token: `Fastly-Key`, `Authorization`), or null. */
  header: readonly [string, string] | null;
}

/** The cache in front purges are forwarded to: a URL, how it takes them, and one header (its API token). */
export function readPurgeForward(env: Env): PurgeForwardConfig | null {
  const url = httpUrl(env, 'PURGE_FORWARD_URL');
  const format = read(env, 'PURGE_FORWARD_FORMAT') ?? 'list';
  if (!PURGE_FORWARD_FORMATS.includes(format as PurgeForwardFormat)) throw new ConfigError('PURGE_FORWARD_FORMAT', `must be one of ${PURGE_FORWARD_FORMATS.join(', ')}: ${format}`);
  const headerText = read(env, 'PURGE_FORWARD_HEADER');
  const header = headerText === undefined ? null : /^([A-Za-z0-9-]+):\s*(\S.*)$/.exec(headerText);
  // The value holds a token: the message names the form, never the value.
  if (header === null && headerText !== undefined) throw new ConfigError('PURGE_FORWARD_HEADER', 'must be one header as `Name: value`');
  if (url === null) return null;
  return { url, format: format as PurgeForwardFormat, header: header ? [header[1] ?? '', header[2] ?? ''] : null };
}

/** Tags one request may carry: Fastly's batch purge takes 256 keys, Cloudflare's 100 operations. */
const BATCH: Readonly<Record<PurgeForwardFormat, number>> = { list: 1000, fastly: 256, cloudflare: 100, xkey: 100 };
const TIMEOUT_MS = 5000;

function request(format: PurgeForwardFormat, tags: readonly string[]): { method: string; body?: string; headers: Record<string, string> } {
  switch (format) {
    case 'list':
      return { method: 'POST', body: JSON.stringify(tags), headers: { 'content-type': 'application/json' } };
    case 'fastly':
      return { method: 'POST', body: JSON.stringify({ surrogate_keys: tags }), headers: { 'content-type': 'application/json' } };
    case 'cloudflare':
      return { method: 'POST', body: JSON.stringify({ tags }), headers: { 'content-type': 'application/json' } };
    case 'xkey':
      return { method: 'PURGE', headers: { xkey: tags.join(' ') } };
  }
}

/** Sends each purge's tags on to the cache in front, in batches its API takes; resolves once each batch answered 2xx, rejects otherwise. */
export async function forwardPurge(config: PurgeForwardConfig, tags: readonly string[]): Promise<void> {
  const size = BATCH[config.format];
  for (let start = 0; start < tags.length; start += size) {
    const { method, body, headers } = request(config.format, tags.slice(start, start + size));
    if (config.header) headers[config.header[0]] = config.header[1];
    const response = await fetch(config.url, { method, body, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the purge forward URL answered HTTP ${response.status}`);
  }
}
