import { Suspense } from 'react';
import { useHydratedMarker } from './render/useHydratedMarker';
import { useMatchedRoutes } from './routing/routeMatches';
import { usePreloadOnIntent } from './routing/usePreloadOnIntent';
import { useSiteLinkNavigation } from './routing/useSiteLinkNavigation';
import { routes } from './routes';
import './styles/base.css';
import './styles/chrome.css';
import './styles/modals.css';
import './styles/footer.css';
import './styles/pages.css';
import './styles/components.css';

/**
 * The whole site: the route table inside the chrome. Routers and Apollo are provided by the entries.
 * The Suspense boundary is for hydration, not loading (nothing in it suspends once the page's chunk
 * is loaded): React hydrates a server-rendered boundary after the root, at low priority and in
 * slices that yield to the browser, instead of in one long task that blocks input on a slow phone.
 */
export function App() {
  return (
    <Suspense fallback={null}>
      <Site />
    </Suspense>
  );
}

function Site() {
  // Inside the boundary: the marker is set when the page itself has hydrated.
  useHydratedMarker();
  useSiteLinkNavigation();
  usePreloadOnIntent(routes);
  return useMatchedRoutes(routes);
}
