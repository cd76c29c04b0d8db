import { useSearchParams } from 'react-router-dom';
import { ContentView } from '../content/ContentView';
import { NotFoundView } from '../not-found/NotFoundView';
import { sitePath } from '../content/sitePath';

/**
 * Preview mode (/preview?id=&path=). Draft documents need a draft-capable schema field, which the
 * gateway does not expose yet; until then this shows the published page at `path`.
 */
export function PreviewPage() {
  const [params] = useSearchParams();
  const path = params.get('path');
  if (!path) return <NotFoundView />;
  return <ContentView path={sitePath(path.startsWith('/') ? path : `/${path}`)} />;
}
