import { timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header is exactly `Bearer {token}`. Compared in constant time so the
 * answer's timing does not reveal how much of a guessed token was right.
 */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
