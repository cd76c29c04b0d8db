/** A content page's address as the content service stores it: the slug and the parent path. */
export interface ContentAddress {
  /** The normalised full path, for example `/visit/locations-hours` (`/` for the homepage). */
  path: string;
  slug: string;
  parentPath: string;
}

/** The homepage's slug: `/` is stored as slug `home` with parent path `/`. */
export const HOME_SLUG = 'home';

/**
 * Splits a site path into slug and parent path: the last segment is the slug, the rest the parent.
 * Case, repeated and trailing slashes, query strings and hashes are normalised away.
 */
export function contentAddress(rawPath: string): ContentAddress {
  const withoutQuery = rawPath.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutQuery
    .toLowerCase()
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => segment.length > 0);
  const slug = segments.pop();
  if (slug === undefined) return { path: '/', slug: HOME_SLUG, parentPath: '/' };
  const parentPath = `/${segments.join('/')}`;
  return { path: `/${[...segments, slug].join('/')}`, slug, parentPath };
}

/** The paths above a normalised site path, the homepage first: `/about/press/x` → `/`, `/about`, `/about/press`; none for `/`. */
export function ancestorPaths(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments.length === 0 ? [] : ['/', ...segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
}

/** A page's path as the content service spells it from slug and parent path (`/home` for the homepage). */
export function storedPath(path: string): string {
  return path === '/' ? `/${HOME_SLUG}` : path;
}
