import { useSearchParams } from 'react-router-dom';
import { ContentView } from '../content/ContentView';
import { previewRoute } from '../content/contentRoute';
import { NotFoundView } from '../not-found/NotFoundView';

/**
 * Preview mode (/preview?id=&path=). Draft documents need a draft-capable schema field, which the
 * gateway does not expose yet; until then this shows the published page at `path`.
 */
export function PreviewPage() {
  const [params] = useSearchParams();
  if (!params.get('path')) return <NotFoundView />;
  return <ContentView route={previewRoute} />;
}
