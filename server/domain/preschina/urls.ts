import { PRESCHINA_PATH, storyPath, storySlug } from './grid';

/** Where the site serves the microsite's upload files (the browser never reaches WordPress itself). */
export const PRESCHINA_UPLOADS_PATH = `${PRESCHINA_PATH}/uploads`;

/** The origins WordPress is reached at and prints in its own absolute links (internal and public). */
export type MicrositeOrigins = ReadonlySet<string>;

export type RewrittenLink =
  | { kind: 'internal'; url: string }
  | { kind: 'file'; url: string }
  | { kind: 'external'; url: string; newWindow: boolean }
  | { kind: 'drop' };

const UPLOAD = /^\/wp-content\/uploads\/(\d{4})\/(\d{2})\/([A-Za-z0-9._-]+\.(?:jpe?g|png|gif|webp))$/i;
const STORY = /^\/president\/([^/]+)\/?$/;

/** `//host/path` (backslashes read as slashes, as browsers read them): a URL that takes the page's scheme. */
const SCHEME_RELATIVE = /^\s*[\\/]{2}/;

/**
 * A URL as a browser would read it on the WordPress page at `base`; null when it does not parse. A
 * scheme-relative URL to another site is read as https: the page this site serves is https,
 * whatever scheme the gateway reached WordPress with.
 */
function resolve(href: string, base: string, origins: MicrositeOrigins): URL | null {
  const url = URL.parse(href, base);
  if (!url) return null;
  if (SCHEME_RELATIVE.test(href) && url.protocol === 'http:' && !origins.has(url.origin)) url.protocol = 'https:';
  return url;
}

/** A frame's source as the story page would load it (scheme-relative players, as WordPress embeds them, are https); null when it does not parse. */
export function frameSource(src: string, base: string, origins: MicrositeOrigins): string | null {
  return resolve(src, base, origins)?.href ?? null;
}

/** A percent-encoded path segment as text; a malformed encoding reads as no segment. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** A link to the page itself (an in-page anchor, whatever its spelling). */
function isSamePage(url: URL, base: string): boolean {
  const page = URL.parse(base);
  return page !== null && url.origin === page.origin && url.pathname.replace(/\/+$/, '') === page.pathname.replace(/\/+$/, '') && url.search === page.search;
}

/** `/wp-content/uploads/2019/01/x.jpg` → `/preschina/uploads/2019/01/x.jpg`; null for any other path. */
export function uploadPathOf(pathname: string): string | null {
  const match = UPLOAD.exec(pathname);
  return match ? `${PRESCHINA_UPLOADS_PATH}/${match[1]}/${match[2]}/${match[3]}` : null;
}

/** The WordPress path of one of our upload paths (the inverse of `uploadPathOf`), or null. */
export function wordpressUploadPath(year: string, month: string, file: string): string | null {
  const path = `/wp-content/uploads/${year}/${month}/${file}`;
  return UPLOAD.test(path) ? path : null;
}

/**
 * Where a link of a WordPress story goes on this site (spec §7: links to the microsite rewritten to
 * our routes): the microsite's home and posts become /preschina and /preschina/{slug}, its upload
 * files our upload path; other http(s) sites stay, in a new window, and mail links stay in place.
 * Every other scheme (javascript:, data:, vbscript:…), other WordPress paths (admin, feeds,
 * archives) and in-page anchors (their targets' ids are not kept) are dropped.
 */
export function rewriteLink(href: string, base: string, origins: MicrositeOrigins): RewrittenLink {
  const url = resolve(href, base, origins);
  if (!url || isSamePage(url, base)) return { kind: 'drop' };
  if (url.protocol === 'mailto:') return { kind: 'external', url: url.href, newWindow: false };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'drop' };
  if (!origins.has(url.origin)) return { kind: 'external', url: url.href, newWindow: true };
  if (url.search !== '') return { kind: 'drop' };
  if (url.pathname === '/' || url.pathname === '') return { kind: 'internal', url: PRESCHINA_PATH };
  const story = STORY.exec(url.pathname);
  const slug = story ? storySlug(decodedSegment(story[1])) : null;
  if (slug) return { kind: 'internal', url: storyPath(slug) };
  const upload = uploadPathOf(url.pathname);
  return upload ? { kind: 'file', url: upload } : { kind: 'drop' };
}

/** An image source of a story or the REST API: the microsite's upload files only, on our path; null drops the image. */
export function rewriteImageSource(src: string, base: string, origins: MicrositeOrigins): string | null {
  const url = resolve(src, base, origins);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !origins.has(url.origin) || url.search !== '') return null;
  return uploadPathOf(url.pathname);
}

/** A `srcset` with each candidate's URL rewritten; candidates that cannot be are left out (null when none is left). */
export function rewriteSrcset(srcset: string, base: string, origins: MicrositeOrigins): string | null {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .flatMap(([src = '', descriptor]) => {
      const url = rewriteImageSource(src, base, origins);
      const validDescriptor = descriptor === undefined || /^\d+(?:\.\d+)?[wx]$/.test(descriptor);
      return url && validDescriptor ? [descriptor ? `${url} ${descriptor}` : url] : [];
    });
  return candidates.length > 0 ? candidates.join(', ') : null;
}
