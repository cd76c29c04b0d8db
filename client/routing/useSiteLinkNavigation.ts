import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SITE_LINK_ATTRIBUTE } from '../components/links/SiteLink';
import { inPlaceLink } from './inPlaceLink';
import { isPlainClick } from './plainClick';

/**
 * Turns clicks on the site's links (SiteLink) into client-side navigations, as React Router's
 * `<Link>` does for its own: a plain click on a link of this origin that opens in the same window;
 * a link to the page already shown replaces its history entry instead of adding one. Listens on the
 * document, so a link's own click handler (closing a menu) runs first and may prevent it.
 */
export function useSiteLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // One already handled, or modified (new tab or window, download), is left alone.
      const url = event.defaultPrevented || !isPlainClick(event) ? null : inPlaceLink(event.target, `a[${SITE_LINK_ATTRIBUTE}]`);
      if (!url) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, { replace: to === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
