import { useQuery } from '@apollo/client/react';
import { Loader } from '../../components/Loader';
import { usePageMeta } from '../../render/RenderContext';
import { NotFoundView } from '../not-found/NotFoundView';
import { UnavailableView } from '../unavailable/UnavailableView';
import { ContentPageQuery } from './contentPageQuery';

/**
 * A content page by its site path: loader while loading, the not-found view when there is none, and
 * the unavailable view when the content could not be fetched (never a false 404).
 */
export function ContentView({ path }: { path: string }) {
  const { data, loading, error } = useQuery(ContentPageQuery, { variables: { path }, errorPolicy: 'all' });
  if (loading && !data) return <Loader label="Loading page" />;
  const page = data?.page;
  if (!page) return error ? <UnavailableView /> : <NotFoundView />;
  return <PageBody title={page.title} intro={page.intro} />;
}

function PageBody({ title, intro }: { title: string | null; intro: string | null }) {
  usePageMeta({ title, description: intro });
  return (
    <article className="page">
      {/* The homepage has no title of its own; its heading is the site's. */}
      <h1 className={title ? 'page__title' : 'visually-hidden'}>{title ?? 'Home'}</h1>
      {intro ? <p className="page__intro">{intro}</p> : null}
    </article>
  );
}
