import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header presents `token` as a bearer token (RFC 6750), compared in
 * constant time: both sides are hashed first, so neither the comparison's time nor a length check
 * tells a caller how much of a guess was right.
 */
export function presentsBearerToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}
