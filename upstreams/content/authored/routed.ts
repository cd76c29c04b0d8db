/** Splits a full site path into the slug (last segment) and PARENT path a content page stores. */
export function splitPath(fullPath: string): { slug: string; path: string } {
  if (fullPath === '/') return { slug: 'home', path: '/' };
  const segments = fullPath.split('/').filter(Boolean);
  const slug = segments.pop() ?? '';
  return { slug, path: segments.length ? `/${segments.join('/')}` : '/' };
}
