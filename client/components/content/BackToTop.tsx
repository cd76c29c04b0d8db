import './back-to-top.css';

/** "Back to top" at the end of long pages and long listings: goes to the page's main content (the skip link's target). */
export function BackToTop() {
  return (
    <p className="back-to-top">
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        Back to top
      </a>
    </p>
  );
}
