import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const nonces = new WeakMap<IncomingMessage, string>();

/** The request's CSP nonce, for the inline state script (created on first use). */
export function scriptNonce(request: FastifyRequest | IncomingMessage): string {
  const raw = 'raw' in request ? request.raw : request;
  let nonce = nonces.get(raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(raw, nonce);
  }
  return nonce;
}

/** The other origins pages use: the image service and the ticket store (null: none). */
export interface SecurityOrigins {
  imagesUrl: string | null;
  ticketStoreUrl: string | null;
}

/**
 * Security headers with a CSP that allows only this origin: scripts need the per-request nonce (our
 * own nonce, not helmet's, which would also pin styles and forbid React's style attributes);
 * images may come from (and be downloaded from) the image service; the ticket dialog frames the
 * ticket store; GraphiQL's editor runs workers from blob: URLs.
 */
export async function registerSecurity(app: FastifyInstance, { imagesUrl, ticketStoreUrl }: SecurityOrigins): Promise<void> {
  const imageOrigin = imagesUrl ? new URL(imagesUrl).origin : null;
  const ticketOrigin = ticketStoreUrl ? new URL(ticketStoreUrl).origin : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => `'nonce-${scriptNonce(req)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(imageOrigin ? [imageOrigin] : [])],
        // The download helper fetches full-size images from the image service to save them under a name.
        connectSrc: ["'self'", ...(imageOrigin ? [imageOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...(ticketOrigin ? [ticketOrigin] : [])],
        objectSrc: ["'none'"],
        // Plain-HTTP development and tests must keep loading same-origin and image-service resources.
        upgradeInsecureRequests: null,
      },
    },
  });
}
