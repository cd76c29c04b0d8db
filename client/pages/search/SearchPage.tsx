import { ScreenHeading } from '../../components/ScreenHeading';

/** Search across the site and the collection (/search, /search/:type?/:query?). Only the heading for now: the screen itself is a later issue. */
export function SearchPage() {
  return <ScreenHeading title="Search" />;
}
