/** The content path of a URL pathname: no trailing slash, except the homepage "/". */
export function sitePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
