import { lazyPart } from '../components/deferred/lazyPart';

/**
 * The not-found and unavailable views as pages use them: each its own chunk, loaded only by a page
 * that shows it. Named for the server, which names the one it rendered for loading before hydration.
 */
export const NotFoundView = lazyPart(() => import('./not-found/NotFoundView').then((m) => m.NotFoundView), 'pages/not-found/NotFoundView.tsx');
export const UnavailableView = lazyPart(() => import('./unavailable/UnavailableView').then((m) => m.UnavailableView), 'pages/unavailable/UnavailableView.tsx');
