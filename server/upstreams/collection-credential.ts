import type { Env } from '../env-values';
import { ConfigError, read } from '../env-values';

/** A bearer token for collection API hosts whose name starts with `prefix` (for example `beta.`). */
export interface HostPrefixToken {
  prefix: string;
  token: string;
}

/**
 * Parses `COLLECTION_TOKENS`: comma-separated `prefix=token` pairs (`beta.=abc,alpha.=def`). Null
 * when a pair is malformed (no `=`, an empty prefix or token, or a prefix given twice).
 */
export function parseHostPrefixTokens(text: string): HostPrefixToken[] | null {
  const pairs: HostPrefixToken[] = [];
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    const prefix = part.slice(0, Math.max(at, 0)).trim().toLowerCase();
    const token = part.slice(at + 1).trim();
    if (at < 0 || prefix === '' || token === '' || pairs.some((pair) => pair.prefix === prefix)) return null;
    pairs.push({ prefix, token });
  }
  return pairs;
}

/**
 * The collection API's bearer credential is chosen by host prefix (content spec §7): the token of
 * the longest prefix the API's host name starts with, else the default token. One gateway image
 * can so be pointed at the dev, alpha, beta or production host by its URL alone.
 */
export function bearerTokenForHost(host: string, tokens: readonly HostPrefixToken[], fallback: string): string {
  const name = host.toLowerCase();
  let best: HostPrefixToken | undefined;
  for (const candidate of tokens) {
    if (name.startsWith(candidate.prefix) && (!best || candidate.prefix.length > best.prefix.length)) best = candidate;
  }
  return best?.token ?? fallback;
}

/** COLLECTION_TOKENS: `prefix=token` pairs, comma-separated (none by default). */
export function readHostPrefixTokens(env: Env, name: string): HostPrefixToken[] {
  const value = read(env, name);
  if (value === undefined) return [];
  const tokens = parseHostPrefixTokens(value);
  // The value holds secrets: the message names the variable and the expected form, never the value.
  if (tokens === null) throw new ConfigError(name, 'must be comma-separated host-prefix=token pairs, each prefix once');
  return tokens;
}
