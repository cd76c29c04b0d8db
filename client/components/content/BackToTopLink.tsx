/** The "Back to top" link: goes to the page's main content (the skip link's target) without a `#main` in the address. */
export function BackToTopLink() {
  return (
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
  );
}
