import { useEffect, useRef, useState } from 'react';
import { useScrollClearance } from '../hooks/useScrollClearance';
import { giveConsent, hasConsent } from './cookieConsent';

/** Cookie consent bar; the server cannot see the cookie, so it appears only after hydration. */
export function CookieBar() {
  const [show, setShow] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => setShow(!hasConsent()), []);
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
          giveConsent();
          setShow(false);
        }}
      >
        I agree
      </button>
    </section>
  );
}
