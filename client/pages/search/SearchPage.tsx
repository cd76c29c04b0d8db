import { Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { lazyPart } from '../../components/deferred/lazyPart';
import { useLazyDialog } from '../../components/useLazyDialog';
import { Pager } from '../../components/Pager';
import { DeferredHydration } from '../../components/deferred/DeferredHydration';
import { usePageMeta } from '../../render/RenderContext';
import { useRouteQuery } from '../../routing/useRouteQuery';
import { encodeSearchUrl } from '../../url/searchState';
import { withPage, withQuery, withType } from '../../url/searchTransitions';
import { CategoryList } from './CategoryList';
import { ResultCard } from './ResultCard';
import { ResultsToolbar, type ResultLayout } from './ResultsToolbar';
import { searchRoute } from './searchRoute';
import { suggestIndexOf, type Facet } from './searchTypes';
import { useSearchUrlState } from './useSearchUrlState';
// The search box's styles are the page's: its code comes after the page, its markup with it.
import '../../components/search-box/search-box.css';
import '../../styles/search.css';
import '../../styles/search-filters.css';

/**
 * The search box: in the server's HTML as it is (a plain form that searches without JavaScript),
 * live in a task of its own once it is seen, as soon as the visitor reaches into it (a click
 * meanwhile is held; what is typed is kept), or when the search changes.
 */
const SearchBox = lazyPart(() => import('../../components/search-box/SearchBox').then((m) => m.SearchBox));
/** The filters' dialog on phones: its code loads when the visitor reaches for its button. */
const SearchFiltersDialog = lazyPart(() => import('./SearchFiltersDialog').then((m) => m.SearchFiltersDialog));
// What only a category's search shows (its filters, the collection's notice): loaded by a page that
// shows it, after the page, as the search box is (their styles are the page's).
const FilterPanel = lazyPart(() => import('./FilterPanel').then((m) => m.FilterPanel));
const CollectionNotice = lazyPart(() => import('./CollectionNotice').then((m) => m.CollectionNotice));
/** No facets (the same array each render: the filters may still be waiting to hydrate). */
const NO_FACETS: readonly Facet[] = [];

/** The deepest page the gateway serves (it caps the offset at 9,999). */
const MAX_FROM = 9_999;

/**
 * Search across the site and the collection (/search, /search/{type?}/{query?}, spec §2). The URL
 * holds the whole state; one query loads the screen, server-rendered with its results.
 */
export function SearchPage() {
  usePageMeta({ title: 'Search' });
  const { state, go } = useSearchUrlState();
  const { data, previousData, loading } = useRouteQuery(searchRoute);
  const search = data?.search ?? null;
  // While the next answer loads, the controls keep the last one's options.
  const shown = search ?? previousData?.search ?? null;
  const [layout, setLayout] = useState<ResultLayout>('grid');
  const filters = useLazyDialog(SearchFiltersDialog);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The same function while the search is: the box may still be waiting to hydrate, and new props would render it afresh.
  const searchFor = useCallback((q: string) => go(withQuery(state, q)), [go, state]);
  useFocusResultsOnPageChange(state.from, headingRef);

  const facets = state.type ? (shown?.facets ?? NO_FACETS) : NO_FACETS;
  // The page that ran: past the last result, the gateway answers the last page.
  const current = Math.floor((search?.applied.from ?? state.from) / state.size) + 1;
  const last = Math.min(Math.ceil((search?.total ?? 0) / state.size), Math.floor(MAX_FROM / state.size) + 1);

  return (
    <div className="page search-page">
      <h1 className="page__title">Search</h1>
      <DeferredHydration opensWith={state}>
        <SearchBox label="Search the site and collection" query={state.q} suggestIndex={suggestIndexOf(state.type)} onSearch={searchFor} />
      </DeferredHydration>
      {state.type ? (
        <Link className="search-page__back" to={encodeSearchUrl(withType(state, null))}>
          Back to all results
        </Link>
      ) : null}
      <div className="search-layout">
        <div className={`search-layout__sidebar${state.type ? ' search-layout__sidebar--filters' : ''}`}>
          {state.type ? (
            <section aria-labelledby="search-filters-heading">
              <h2 id="search-filters-heading" className="search-layout__sidebar-heading">
                Filters
              </h2>
              <DeferredHydration key={state.type} opensWith={state}>
                <FilterPanel state={state} facets={facets} go={go} />
              </DeferredHydration>
            </section>
          ) : (
            <CategoryList state={state} categories={shown?.categories ?? []} />
          )}
        </div>
        <section className="search-layout__results" aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className="search-layout__results-heading" ref={headingRef} tabIndex={-1}>
            {shown?.typeHeading ?? 'All results'}
          </h2>
          {state.type === 'collections' ? (
            <DeferredHydration opensWith={state}>
              <CollectionNotice />
            </DeferredHydration>
          ) : null}
          <div className="search-layout__status">
            <p className="search-layout__count" role="status">
              {/* A failed search shows as an empty one (spec §8). */}
              {loading ? 'Searching...' : (search?.totalText ?? 'No results found')}
            </p>
            {!loading && search?.showingText ? <p className="search-layout__showing">{search.showingText}</p> : null}
          </div>
          <div className="search-layout__controls">
            {shown ? <ResultsToolbar state={state} search={shown} go={go} layout={layout} onLayout={setLayout} /> : null}
            {facets.length ? (
              <button type="button" className="button button--secondary search-layout__filters-button" aria-haspopup="dialog" onPointerEnter={filters.prepare} onFocus={filters.prepare} onClick={filters.openDialog}>
                Filters
              </button>
            ) : null}
          </div>
          {loading ? (
            <Loader label="Searching..." />
          ) : search?.results.length ? (
            <ul className={`search-results search-results--${layout}`}>
              {search.results.map((result) => (
                <li key={result.id}>
                  <ResultCard result={result} />
                </li>
              ))}
            </ul>
          ) : null}
          {!loading ? <Pager current={current} last={last} hrefOf={(page) => encodeSearchUrl(withPage(state, (page - 1) * state.size))} /> : null}
        </section>
      </div>
      {filters.open ? (
        <Suspense fallback={null}>
          <SearchFiltersDialog state={state} facets={facets} go={go} onClose={filters.close} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** After moving to another page of results, focus (and so scroll to) the results' heading. */
function useFocusResultsOnPageChange(from: number, heading: RefObject<HTMLHeadingElement | null>): void {
  const previous = useRef(from);
  useEffect(() => {
    if (previous.current === from) return;
    previous.current = from;
    heading.current?.focus();
  }, [from, heading]);
}
