import type { OperationVariables } from '@apollo/client';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageKind } from '../../components/content/pageKind';
import { lazyPart, lazyPlaceholder } from '../../components/deferred/lazyPart';
import type { ContentPageFieldsFragment } from '../../gql/graphql';
import { usePageMeta } from '../../render/RenderContext';
import type { PageGraph } from '../../structured-data/pageGraph';
import { usePageGraph } from '../../structured-data/usePageGraph';
import type { LoadOnce } from '../../routing/loadOnce';
import type { RouteQuery } from '../../routing/routeQuery';
import { useRouteQuery } from '../../routing/useRouteQuery';
// The styles of what the views show (cards, tabs, accordions, videos, galleries, pagers): the server
// renders it all at once, and the code of what hydrates later (sections, rich text) comes later.
import '../../components/card/card.css';
import '../../components/tabs/tabs.css';
import '../../components/content/accordion.css';
import '../../components/content/video-embed.css';
import '../../components/layout/masonry.css';
import '../../components/pager.css';
import '../../components/content/back-to-top.css';
// Content and detail pages' styles travel with them (no other page carries them in its inline CSS), after the parts' own.
import './content.css';
import { NotFoundView, UnavailableView } from '../statusViews';

// Shown only while a page the browser renders itself loads: the first route never needs it.
const PagePlaceholder = lazyPlaceholder(() => import('../../components/content/PagePlaceholder').then((m) => m.PagePlaceholder));
// Each page type's view is a chunk of its own: a page loads the one it shows (the server names it
// for preloading, so the browser fetches it beside the page's own chunk), not the other six.
const GenericPageView = lazyPart(() => import('./views/GenericPageView').then((m) => m.GenericPageView), 'pages/content/views/GenericPageView.tsx');
const ResourceView = lazyPart(() => import('./views/ResourceView').then((m) => m.ResourceView), 'pages/content/views/ResourceView.tsx');
const WebPackageView = lazyPart(() => import('./views/CollectionViews').then((m) => m.WebPackageView), 'pages/content/views/CollectionViews.tsx');
const ObjectGroupView = lazyPart(() => import('./views/CollectionViews').then((m) => m.ObjectGroupView), 'pages/content/views/CollectionViews.tsx');
const ExhibitionView = lazyPart(() => import('./views/ExhibitionView').then((m) => m.ExhibitionView), 'pages/content/views/ExhibitionView.tsx');
const EventView = lazyPart(() => import('./views/EventView').then((m) => m.EventView), 'pages/content/views/EventView.tsx');
const EventSeriesView = lazyPart(() => import('./views/EventSeriesView').then((m) => m.EventSeriesView), 'pages/content/views/EventSeriesView.tsx');

/** A page of any type in its view, with its head (title, description, share image, noindex, structured data); drafts say so. */
export function PageByType({ page, graph, kind }: { page: ContentPageFieldsFragment; graph?: LoadOnce<PageGraph>; kind: PageKind }) {
  const structuredData = usePageGraph(page, graph);
  usePageMeta({ title: page.title, description: page.description, noIndex: page.noIndex, shareImage: page.shareImage, canonicalPath: page.path, structuredData });
  return (
    <>
      {page.isDraft ? (
        <p className="preview-banner" role="note">
          Preview of an unpublished draft: visitors do not see this version yet.
        </p>
      ) : null}
      {/* While its view's code loads (hydrating: the server's markup stays meanwhile). */}
      <Suspense fallback={<PagePlaceholder kind={kind} />}>
        <PageView page={page} />
      </Suspense>
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
  /** What the route's pages say to search engines (`lazyCode`; none for previews). */
  graph?: LoadOnce<PageGraph>;
}

/**
 * A content page by its route query: a placeholder of the page's kind while loading, the not-found
 * view when there is none, and the unavailable view when the content could not be fetched (never a
 * false 404). Moving within a page (another gallery page, another date) keeps it shown while the next
 * answer loads.
 */
export function ContentView<TData, TVariables extends OperationVariables>({ route, pick, kind, graph }: ContentViewProps<TData, TVariables>) {
  const { data, previousData, loading, failed, variables } = useRouteQuery(route);
  const current = data ? pick(data) : undefined;
  const previous = previousData ? pick(previousData) : undefined;
  const path = 'path' in variables ? variables.path : undefined;
  const page = current ?? (loading && previous && previous.path === path ? previous : undefined);
  if (loading && !page) return <PagePlaceholder kind={kind} />;
  if (!page) return failed ? <UnavailableView /> : <NotFoundView />;
  return <PageByType page={page} graph={graph} kind={kind} />;
}
