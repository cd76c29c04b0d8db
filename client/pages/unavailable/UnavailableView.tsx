import { useHttpStatus, usePageMeta } from '../../render/RenderContext';

/**
 * Shown when a page's content could not be fetched (an upstream is down), as opposed to content that
 * does not exist: the server answers 503 so caches and crawlers retry instead of forgetting the page.
 */
export function UnavailableView() {
  useHttpStatus(503);
  usePageMeta({ title: 'Temporarily unavailable' });
  return (
    <div className="page unavailable" role="alert">
      <h1 className="page__title">This page is temporarily unavailable</h1>
      <p className="page__intro">We could not load this page just now. Please try again in a few minutes.</p>
    </div>
  );
}
