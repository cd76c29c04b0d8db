import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Editors' preview links are signed and expire: `/preview?id&path&expires&signature`, where the
 * signature is HMAC-SHA256 (base64url) of `id`, `path` and `expires` (Unix seconds) joined by
 * newlines, keyed with the gateway's PREVIEW_SECRET. Whoever holds a link sees that one draft until it
 * expires; nobody can make a link without the secret, and nothing is stored on the server.
 */
export interface PreviewRequest {
  id: string;
  path: string;
  expires: string | null | undefined;
  signature: string | null | undefined;
}

export type PreviewCheck = 'valid' | 'expired' | 'invalid' | 'disabled';

export function previewSignature(secret: string, { id, path, expires }: { id: string; path: string; expires: string }): string {
  return createHmac('sha256', secret).update(`${id}\n${path}\n${expires}`).digest('base64url');
}

/**
 * The real time in Unix seconds. A link's expiry is security: it is never read from the museum clock,
 * which MUSEUM_NOW may pin for content (a pinned clock would keep an expired link valid, or end a
 * fresh one at once).
 */
export function realNowSeconds(): number {
  return Date.now() / 1000;
}

/** Whether a preview request may see drafts at `nowSeconds` (by default the real time). */
export function checkPreview(secret: string | null, request: PreviewRequest, nowSeconds: number = realNowSeconds()): PreviewCheck {
  if (!secret) return 'disabled';
  const { expires, signature } = request;
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(previewSignature(secret, { id: request.id, path: request.path, expires }));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(expires) >= nowSeconds ? 'valid' : 'expired';
}

/** A signed preview link (site-relative) for a document at a path, valid for `lifetimeSeconds`. */
export function previewLink(secret: string, { id, path }: { id: string; path: string }, nowSeconds: number, lifetimeSeconds: number): string {
  const expires = String(Math.floor(nowSeconds + lifetimeSeconds));
  const query = new URLSearchParams({ id, path, expires, signature: previewSignature(secret, { id, path, expires }) });
  return `/preview?${query.toString()}`;
}
