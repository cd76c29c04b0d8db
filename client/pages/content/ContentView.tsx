import type { OperationVariables } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { PagePlaceholder, type PageKind } from '../../components/content/PagePlaceholder';
import type { ContentPageFieldsFragment } from '../../gql/graphql';
import { usePageMeta } from '../../render/RenderContext';
import { usePageGraph, type PageDescriber } from '../../structured-data/pageGraph';
import type { RouteQuery } from '../../routing/routeQuery';
import { useRouteQuery } from '../../routing/useRouteQuery';
import { NotFoundView } from '../not-found/NotFoundView';
import { UnavailableView } from '../unavailable/UnavailableView';
import { ExhibitionView } from './views/ExhibitionView';
import { EventSeriesView } from './views/EventSeriesView';
import { EventView } from './views/EventView';
import { GenericPageView } from './views/GenericPageView';
import { ObjectGroupView, WebPackageView } from './views/CollectionViews';
import { ResourceView } from './views/ResourceView';
// Content and detail pages' styles travel with them (no other page carries them in its inline CSS), after the views' own.
import './content.css';

/** A page of any type in its view, with its head (title, description, share image, noindex, structured data); drafts say so. */
export function PageByType({ page, describe }: { page: ContentPageFieldsFragment; describe?: PageDescriber }) {
  const structuredData = usePageGraph(page, describe);
  usePageMeta({ title: page.title, description: page.description, noIndex: page.noIndex, shareImage: page.shareImage, canonicalPath: page.path, structuredData });
  return (
    <>
      {page.isDraft ? (
        <p className="preview-banner" role="note">
          Preview of an unpublished draft: visitors do not see this version yet.
        </p>
      ) : null}
      <PageView page={page} />
    </>
  );
}

function PageView({ page }: { page: ContentPageFieldsFragment }) {
  const [searchParams] = useSearchParams();
  switch (page.__typename) {
    case 'Page':
      return <GenericPageView page={page} />;
    case 'ResourcePage':
      return <ResourceView page={page} />;
    case 'WebPackagePage':
      return <WebPackageView page={page} />;
    case 'CollectionObjectGroupPage':
      return <ObjectGroupView page={page} />;
    case 'ExhibitionPage':
      return <ExhibitionView page={page} />;
    case 'EventPage':
      return <EventView page={page} requestedDate={searchParams.has('d')} />;
    case 'EventSeriesPage':
      return <EventSeriesView page={page} />;
  }
}

interface ContentViewProps<TData, TVariables extends OperationVariables> {
  route: RouteQuery<TData, TVariables>;
  /** The page in the query's answer. */
  pick: (data: TData) => ContentPageFieldsFragment | null | undefined;
  /** The placeholder's shape while it loads. */
  kind: PageKind;
  /** What the route's pages describe to search engines (none for previews). */
  describe?: PageDescriber;
}

/**
 * A content page by its route query: a placeholder of the page's kind while loading, the not-found
 * view when there is none, and the unavailable view when the content could not be fetched (never a
 * false 404). Moving within a page (another gallery page, another date) keeps it shown while the next
 * answer loads.
 */
export function ContentView<TData, TVariables extends OperationVariables>({ route, pick, kind, describe }: ContentViewProps<TData, TVariables>) {
  const { data, previousData, loading, failed, variables } = useRouteQuery(route);
  const current = data ? pick(data) : undefined;
  const previous = previousData ? pick(previousData) : undefined;
  const path = 'path' in variables ? variables.path : undefined;
  const page = current ?? (loading && previous && previous.path === path ? previous : undefined);
  if (loading && !page) return <PagePlaceholder kind={kind} />;
  if (!page) return failed ? <UnavailableView /> : <NotFoundView />;
  return <PageByType page={page} describe={describe} />;
}
