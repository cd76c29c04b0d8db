import type { Env, RateLimit } from '../../env-values';
import { ConfigError, rateLimit, ratio, read } from '../../env-values';

/** Errors browsers report to the gateway (docs/guides/browser-errors.md). */
export interface BrowserErrorsConfig {
  /** The share of accepted reports that are logged and forwarded (ERROR_REPORTING_SAMPLE_RATE; spec §9: errors 100 %). Every one is counted. */
  sampleRate: number;
  /** Reports one client may send per window (ERROR_REPORTING_RATE_LIMIT); more are refused with 429. */
  rateLimit: RateLimit;
  /** A Sentry-compatible DSN reports are forwarded to, as Sentry envelopes (ERROR_REPORTING_DSN); null: none are forwarded. */
  dsn: string | null;
  /** The environment forwarded reports are filed under (ERROR_REPORTING_ENVIRONMENT). */
  environment: string;
}

/**
 * `{scheme}://{public key}@{host}[:port][/path]/{project id}`: what Sentry and the services that
 * speak its protocol (GlitchTip, Bugsink…) give as a DSN. The message never repeats the value (its
 * key is a credential).
 */
function dsn(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  const url = URL.parse(value);
  const valid = url && (url.protocol === 'https:' || url.protocol === 'http:') && url.username !== '' && /\/\d+$/.test(url.pathname) && !url.search && !url.hash;
  if (!valid) throw new ConfigError(name, 'must be a DSN like https://<public key>@<host>/<project id>');
  return value;
}

export function browserErrorsConfig(env: Env): BrowserErrorsConfig {
  const environment = read(env, 'ERROR_REPORTING_ENVIRONMENT') ?? 'production';
  if (!/^[\w.-]{1,64}$/.test(environment)) throw new ConfigError('ERROR_REPORTING_ENVIRONMENT', `must be a name of letters, digits, dots, dashes or underscores: ${environment}`);
  return {
    sampleRate: ratio(env, 'ERROR_REPORTING_SAMPLE_RATE', 1),
    rateLimit: rateLimit(env, 'ERROR_REPORTING_RATE_LIMIT', { max: 10, windowSeconds: 60 }),
    dsn: dsn(env, 'ERROR_REPORTING_DSN'),
    environment,
  };
}
