import { useRef, useState } from 'react';
import { useScrollClearance } from '../hooks/useScrollClearance';
import { consentCookie } from '../render/pageCookies';
import { usePageCookies } from '../render/PageCookiesContext';

/**
 * Cookie consent bar (spec §9): 'I agree' keeps `pma_cookie` for 150 days. The server reads the
 * cookie, so a returning visitor's page comes without the bar and a new visitor's with it.
 */
export function CookieBar() {
  const { consented } = usePageCookies();
  const [show, setShow] = useState(!consented);
  const barRef = useRef<HTMLElement>(null);
  // The bar is fixed over the page's bottom edge: keep what is under it reachable and visible.
  useScrollClearance(barRef, 'bottom', show, true);
  if (!show) return null;

  return (
    <section ref={barRef} className="cookie-bar" aria-label="Cookie consent">
      <p className="cookie-bar__text">
        This website uses cookies to improve your experience and to understand how the site is used.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          document.cookie = consentCookie();
          // The bar goes away with the focused button: focus moves to the page's content, not to the document's start.
          if (barRef.current?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
          setShow(false);
        }}
      >
        I agree
      </button>
    </section>
  );
}
