import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../routes/csp-reports';

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

/** The other origins pages use: the image service and the ticket store (null: none); and whether visitors reach the site over HTTPS. */
export interface SecurityOrigins {
  imagesUrl: string | null;
  ticketStoreUrl: string | null;
  /** Whether pages are served to visitors over HTTPS (PUBLIC_ORIGIN's scheme): only then is `report-to` of use. */
  https: boolean;
}

/** The headers a helmet middleware sets, read once from a stand-in response (no per-request nonce, so they never change). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** What every response that is not a document still needs: no content sniffing, no cross-origin reads, HTTPS only. */
const NON_DOCUMENT_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/**
 * Security headers, built once by helmet at start-up. Documents (HTML: pages, GraphiQL, refusals)
 * get them all: a CSP that allows only this origin's scripts, plus the hash of a page's one inline
 * script (its state; `cspWith`); images from (and downloads of) the image service; the ticket
 * dialog framing the ticket store; GraphiQL's editor running workers from blob: URLs; violations
 * reported to the gateway; and a Permissions-Policy that turns off what the site does not use.
 * Reports go to `report-uri`, and — when the site is served over HTTPS — to `report-to` through
 * `Reporting-Endpoints`. Over plain HTTP, Chromium (156) ignores `Reporting-Endpoints` yet still
 * obeys `report-to`'s precedence over `report-uri`, so its reports would be queued and never sent.
 * Other responses (JSON, assets, feeds) get only the headers that mean something for them.
 */
export class SecurityHeaders {
  /** Headers of an HTML response, but its Content-Security-Policy. */
  readonly document: Readonly<Record<string, string>>;
  /** Headers of any other response. */
  readonly other: Readonly<Record<string, string>>;
  /** The CSP with no inline script allowed. */
  readonly csp: string;

  constructor({ imagesUrl, ticketStoreUrl, https }: SecurityOrigins) {
    const imageOrigin = imagesUrl ? new URL(imagesUrl).origin : null;
    const ticketOrigin = ticketStoreUrl ? new URL(ticketStoreUrl).origin : null;
    const { 'content-security-policy': csp = '', ...document } = helmetHeaders({
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
          // Browsers with the Reporting API use report-to and ignore report-uri; older ones use report-uri.
          reportTo: https ? [CSP_REPORT_GROUP] : null,
          reportUri: [CSP_REPORT_PATH],
        },
      },
    });
    this.csp = csp;
    const reporting: Record<string, string> = https ? { 'reporting-endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` } : {};
    this.document = { ...document, 'permissions-policy': PERMISSIONS_POLICY, ...reporting };
    this.other = Object.fromEntries(NON_DOCUMENT_HEADERS.flatMap((name) => (document[name] ? [[name, document[name]]] : [])));
  }

  /** The CSP with these inline-script sources (hashes) added to `script-src`. */
  cspWith(sources: readonly string[]): string {
    if (sources.length === 0) return this.csp;
    return this.csp.replace(/(^|;)script-src ([^;]*)/, (_directive, start: string, list: string) => `${start}script-src ${list} ${sources.join(' ')}`);
  }
}

function isDocument(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

/**
 * Sets the security headers on every response as it is sent: all of them on HTML (keeping a CSP the
 * route set, which carries its inline script's hash), the few that matter on the rest.
 */
export function registerSecurity(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isDocument(reply.getHeader('content-type'))) {
      reply.headers(headers.document);
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', headers.csp);
    } else {
      reply.headers(headers.other);
    }
    done(null, payload);
  });
}
