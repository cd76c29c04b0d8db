import { useLocation } from 'react-router-dom';
import { DeferredHydration } from '../deferred/DeferredHydration';
import { lazyPart } from '../deferred/lazyPart';
import './back-to-top.css';

// Live once the visitor nears the end of the page (a click before that is held and replayed).
const BackToTopLink = lazyPart(() => import('./BackToTopLink').then((m) => m.BackToTopLink));

/** "Back to top" at the end of long pages and long listings. */
export function BackToTop() {
  // A navigation that keeps the page (a listing's filters, a cached answer) renders it again: live by then.
  const location = useLocation();
  return (
    <DeferredHydration as="p" className="back-to-top" opensWith={location}>
      <BackToTopLink />
    </DeferredHydration>
  );
}
