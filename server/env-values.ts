// Reading the gateway's environment: each reader names the variable it rejects, never a secret's value.

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export type Env = Readonly<Record<string, string | undefined>>;

/** Empty strings count as unset: Compose passes `${VAR:-}` through as "". */
export function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function httpUrl(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  const url = URL.parse(value);
  if (!url) throw new ConfigError(name, `is not a URL: ${value}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(name, `must be an http(s) URL: ${value}`);
  return value.replace(/\/+$/, '');
}

/** An http(s) origin: scheme, host and port, nothing after (a trailing slash is dropped). */
export function origin(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new ConfigError(name, `must be an http(s) origin such as https://www.example.org: ${value}`);
  if (url.pathname !== '/' || url.search || url.hash || url.username) throw new ConfigError(name, `must be an origin without a path, query or credentials: ${value}`);
  return url.origin;
}

export function redisUrl(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  if (!['redis:', 'rediss:'].includes(URL.parse(value)?.protocol ?? '')) throw new ConfigError(name, `is not a redis:// or rediss:// URL: ${value}`);
  return value;
}

export function port(env: Env, name: string, fallback: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed > 65535) throw new ConfigError(name, `is not a port number (0–65535): ${value}`);
  return parsed;
}

/** A whole number from `min` up (milliseconds, counts, bytes). */
export function whole(env: Env, name: string, fallback: number, min = 0): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < min) throw new ConfigError(name, `is not a whole number from ${min}: ${value}`);
  return parsed;
}

/** A ratio from 0 to 1 (`0.1`, `1`, `.25`). */
export function ratio(env: Env, name: string, fallback: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!/^(0|1|0?\.\d+|1\.0*)$/.test(value)) throw new ConfigError(name, `is not a ratio from 0 to 1: ${value}`);
  return Number(value);
}

/** At most `max` requests per client in any window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** `5/600`: five per 600 seconds. */
export function rateLimit(env: Env, name: string, fallback: RateLimit): RateLimit {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new ConfigError(name, `is not a limit like 5/600 (requests per seconds): ${value}`);
  return { max: Number(match[1]), windowSeconds: Number(match[2]) };
}

/** A secret (a signing key, a token) must be long enough not to be guessed (the value itself is never echoed). */
export function secret(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  if (value.length < 16) throw new ConfigError(name, 'must be at least 16 characters long');
  return value;
}
