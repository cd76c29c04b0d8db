import { useSearchParams } from 'react-router-dom';
import { pageKindOf } from '../../components/content/pageKind';
import { ContentView } from '../content/ContentView';
import { previewRoute } from './previewRoute';
import { NotFoundView } from '../statusViews';

/**
 * Preview mode (/preview?id=drafts.…&path=…&expires=…&signature=…): with a valid signed link the
 * draft, otherwise the published page at `path` (or not found). Always private: the gateway marks a
 * preview's request private, so it is sent `private, no-store` and `noindex` and no cache keeps it.
 */
export function PreviewPage() {
  const [params] = useSearchParams();
  const path = params.get('path');
  if (!path) return <NotFoundView />;
  return <ContentView route={previewRoute} pick={(data) => data.previewPage} kind={pageKindOf(path)} />;
}
