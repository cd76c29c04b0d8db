import { timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header is exactly `expected`. Compared in constant time so the answer's
 * timing does not reveal how much of a guessed credential was right.
 */
function isAuthorization(header: string | undefined, expected: string): boolean {
  const wanted = Buffer.from(expected);
  const given = Buffer.from(header ?? '');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Whether an Authorization header is exactly `Bearer {token}`. */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  return isAuthorization(header, `Bearer ${token}`);
}

/** Whether an Authorization header is HTTP Basic with exactly `user:password` (WordPress's application passwords). */
export function hasBasicCredentials(header: string | undefined, credentials: string): boolean {
  return isAuthorization(header, `Basic ${Buffer.from(credentials).toString('base64')}`);
}
