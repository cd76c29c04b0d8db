import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the site embeds players from (video sections): they alone, besides the site, may go fullscreen or autoplay. */
const PLAYER_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const SELF_AND_PLAYERS = `(self ${PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`;

/**
 * Powerful browser features the site never uses are off for it and anything it embeds; fullscreen
 * (the object viewer, videos), autoplay, encrypted media and picture-in-picture only for the site
 * and its video players.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
  `autoplay=${SELF_AND_PLAYERS}`,
  `encrypted-media=${SELF_AND_PLAYERS}`,
  `fullscreen=${SELF_AND_PLAYERS}`,
  `picture-in-picture=${SELF_AND_PLAYERS}`,
].join(', ');

/** The CSP source of an inline script: its exact text hashed, so the page carries no per-request nonce and can be cached whole. */
export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** Adds sources to the response's CSP `script-src` (set by helmet for every response). */
export function allowScripts(reply: FastifyReply, sources: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || sources.length === 0) return;
  const directives = policy.split(';').map((directive) => directive.trim());
  reply.header(
    'content-security-policy',
    directives.map((directive) => (directive.startsWith('script-src ') ? `${directive} ${sources.join(' ')}` : directive)).join(';'),
  );
}

/** The other origins pages use: the image service and the ticket store (null: none). */
export interface SecurityOrigins {
  imagesUrl: string | null;
  ticketStoreUrl: string | null;
}

/**
 * Security headers. The CSP allows only this origin's scripts, plus the hash of a page's one inline
 * script (its state; `allowScripts`); images may come from (and be downloaded from) the image
 * service; the ticket dialog frames the ticket store; GraphiQL's editor runs workers from blob:
 * URLs. Permissions-Policy turns off what the site does not use.
 */
export async function registerSecurity(app: FastifyInstance, { imagesUrl, ticketStoreUrl }: SecurityOrigins): Promise<void> {
  const imageOrigin = imagesUrl ? new URL(imagesUrl).origin : null;
  const ticketOrigin = ticketStoreUrl ? new URL(ticketStoreUrl).origin : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(imageOrigin ? [imageOrigin] : [])],
        // The download helper fetches full-size images from the image service to save them under a name.
        connectSrc: ["'self'", ...(imageOrigin ? [imageOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: [...PLAYER_ORIGINS, ...(ticketOrigin ? [ticketOrigin] : [])],
        objectSrc: ["'none'"],
        // Plain-HTTP development and tests must keep loading same-origin and image-service resources.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
