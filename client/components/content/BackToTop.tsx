import { DeferredHydration } from '../deferred/DeferredHydration';
import { lazyPart } from '../deferred/lazyPart';
import './back-to-top.css';

// Live once the visitor nears the end of the page (a click before that is held and replayed).
const BackToTopLink = lazyPart(() => import('./BackToTopLink').then((m) => m.BackToTopLink));

/** "Back to top" at the end of long pages and long listings. */
export function BackToTop() {
  return (
    <DeferredHydration as="p" className="back-to-top">
      <BackToTopLink />
    </DeferredHydration>
  );
}
