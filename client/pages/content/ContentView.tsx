import { Loader } from '../../components/Loader';
import { usePageMeta } from '../../render/RenderContext';
import type { RouteQuery } from '../../routing/routeQuery';
import { useRouteQuery } from '../../routing/useRouteQuery';
import { NotFoundView } from '../not-found/NotFoundView';
import { UnavailableView } from '../unavailable/UnavailableView';
import type { ContentPageQuery, ContentPageQueryVariables } from '../../gql/graphql';

/**
 * A content page by its route query: loader while loading, the not-found view when there is none,
 * and the unavailable view when the content could not be fetched (never a false 404).
 */
export function ContentView({ route }: { route: RouteQuery<ContentPageQuery, ContentPageQueryVariables> }) {
  const { data, loading, failed } = useRouteQuery(route);
  if (loading && !data) return <Loader label="Loading page" />;
  const page = data?.page;
  if (!page) return failed ? <UnavailableView /> : <NotFoundView />;
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
