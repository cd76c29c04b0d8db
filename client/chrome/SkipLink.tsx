import type { MouseEvent } from 'react';

/** First focusable element of every page: jumps to <main id="main" tabIndex={-1}> and focuses it. */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    // Focus explicitly: a same-page fragment does not move focus in every browser.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href="#main" onClick={onClick}>
      Skip to main content
    </a>
  );
}
