import { useEffect, useState } from 'react';
import { giveConsent, hasConsent } from './cookieConsent';

/** Cookie consent bar; the server cannot see the cookie, so it appears only after hydration. */
export function CookieBar() {
  const [show, setShow] = useState(false);
  useEffect(() => setShow(!hasConsent()), []);
  if (!show) return null;

  return (
    <section className="cookie-bar" aria-label="Cookie consent">
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
