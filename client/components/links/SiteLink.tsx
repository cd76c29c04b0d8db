import type { AnchorHTMLAttributes } from 'react';

/** Marks the anchors whose clicks useSiteLinkNavigation turns into client-side navigations. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site (with its query string or hash, if any). */
  to: string;
}

/**
 * A link to a page of this site, as a plain anchor: one delegated click handler for the whole site
 * (useSiteLinkNavigation) navigates client-side. React Router's `<Link>` runs half a dozen hooks
 * for every link, and the chrome alone renders ~65 on every page, which cost about a millisecond of
 * each server render and as much again of each hydration.
 */
export function SiteLink({ to, ...rest }: SiteLinkProps) {
  return <a href={to} {...{ [SITE_LINK_ATTRIBUTE]: '' }} {...rest} />;
}
