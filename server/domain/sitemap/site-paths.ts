import { contentAddress } from '../paths';
import { documentPath, queryShape, type QueryShape } from '../content/query-shape';

/**
 * Paths the site's own screens answer (client/routes.tsx), ahead of the content-page fallback: a
 * content document stored there is not a page of its own (the `/calendar` document is the
 * calendar's title and intro), so it is never listed as one.
 */
const SCREEN_PATHS = ['/calendar', '/search', '/collection/object', '/preschina', '/feedback', '/not-found', '/test', '/preview'];

/** The site's listing screens a search engine should know: the calendar and the feedback form (canonical paths). */
export const LISTED_SCREENS = ['/calendar', '/feedback'] as const;
/** The exhibition listings (canonical paths); each past year's page is listed beside them. */
export const EXHIBITION_LISTINGS = ['/calendar/upcoming-exhibitions', '/calendar/past-exhibitions'] as const;

/** `/calendar/past-exhibitions/view-all/{year}`: every exhibition that closed that year. */
export function pastYearPath(year: number): string {
  return `/calendar/past-exhibitions/view-all/${year}`;
}

function isScreenPath(path: string): boolean {
  return SCREEN_PATHS.some((screen) => path === screen || path.startsWith(`${screen}/`));
}

/** A routed document as a sitemap lists it: its type, slug and parent path. */
export interface RoutedDocument {
  type: string;
  slug: string;
  path: string;
}

/**
 * The public path of a routed document when a visitor reaches it there, else null: its address is
 * already normalised (the site lower-cases paths and drops empty segments), the path's prefix asks
 * for its type (`shapeTypes`: which types each query shape fetches), and for content pages no
 * screen of the site claims the path.
 */
export function reachablePath(doc: RoutedDocument, shapeTypes: (shape: QueryShape) => readonly string[]): string | null {
  const path = documentPath(doc);
  if (contentAddress(path).path !== path) return null;
  const shape = queryShape(path);
  if (!shapeTypes(shape).includes(doc.type)) return null;
  if (shape === 'page' && isScreenPath(path)) return null;
  return path;
}
