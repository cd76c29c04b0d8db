import { startTransition, useCallback, useId, useOptimistic, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ExhibitionCard } from '../../components/card/ExhibitionCard';
import { LoadingCards } from '../../components/listing/LoadingCards';
import { ListingState } from '../../components/listing/ListingState';
import { useFocusNewItem } from '../../components/listing/useFocusNewItem';
import { MORE_FETCH_POLICY, useLoadMore } from '../../components/listing/useLoadMore';
import { BackToTop } from '../../components/content/BackToTop';
import { SCROLLER_BELOW, useMasonry } from '../../components/layout/useMasonry';
import { LISTING_FIRST, LISTING_STEP } from '../../components/listing/loadMoreCounts';
import { ViewMoreButton } from '../../components/listing/ViewMoreButton';
import { ViewToggle, type ListLayout } from '../../components/ViewToggle';
import type { ExhibitionSummaryFieldsFragment, UpcomingExhibitionsPageQuery } from '../../gql/graphql';
import { usePageMeta } from '../../render/RenderContext';
import { IN_PAGE_NAVIGATION } from '../../routing/inPageNavigation';
import { useRouteQuery } from '../../routing/useRouteQuery';
import { decodeUpcoming, encodeUpcoming, upcomingVariables, type UpcomingUrlState } from '../../url/upcomingExhibitionPaths';
import { upcomingMore, upcomingRoute } from './upcomingRoute';
import '../../components/listing/listing.css';
import './upcoming.css';
import { useQuerySource } from '../../data/QuerySourceContext';
import { clientWith } from '../../data/querySource';
import { UnavailableView } from '../statusViews';

type Upcoming = UpcomingExhibitionsPageQuery['upcomingExhibitions'];

/** The choices as the gateway understood them (unknown values dropped): the canonical URL. */
function understoodState(upcoming: Upcoming): UpcomingUrlState {
  const selected = (field: string) => upcoming.filters.find((group) => group.field === field)?.selected ?? [];
  return { range: upcoming.whenOptions.find((option) => option.selected)?.value ?? '', types: selected('EXHIBITION_TYPE'), audiences: selected('AUDIENCE') };
}

export const NO_UPCOMING_MESSAGE = "Hmm, we can't find upcoming exhibitions. Come back later.";

/**
 * Upcoming exhibitions (spec §2): "Upcoming Exhibitions (count)", filters by when they are on view,
 * type and audience (in the query string), a grid or list on wider screens and a sideways scroller
 * on phones, "View full calendar".
 */
export function UpcomingExhibitionsPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = decodeUpcoming(search);
  const { data, previousData, loading, failed } = useRouteQuery(upcomingRoute);
  const shown = data?.upcomingExhibitions ?? previousData?.upcomingExhibitions ?? null;
  usePageMeta({ title: shown?.title ?? 'Upcoming Exhibitions', canonicalPath: encodeUpcoming(data ? understoodState(data.upcomingExhibitions) : state) });
  // The controls show a choice at once (the navigation runs as a transition, which would keep the old state meanwhile).
  const [choices, setChoices] = useOptimistic(data ? understoodState(data.upcomingExhibitions) : state);
  const go = (next: UpcomingUrlState) =>
    startTransition(() => {
      setChoices(next);
      navigate(encodeUpcoming(next), { state: IN_PAGE_NAVIGATION });
    });
  if (!shown && failed) return <UnavailableView />;
  return (
    <div className="page upcoming-page">
      <h1 className="page__title">{shown?.title ?? 'Upcoming Exhibitions'}</h1>
      <Link className="upcoming-page__calendar" to="/calendar/all">
        View full calendar
      </Link>
      {shown ? <UpcomingFilters upcoming={shown} choices={choices} go={go} /> : null}
      {shown ? (
        <ListingState loading={loading} unavailable={shown.unavailable} what="upcoming exhibitions">
          <UpcomingList key={search} upcoming={shown} state={state} />
        </ListingState>
      ) : (
        <LoadingCards count={4} label="Loading upcoming exhibitions" />
      )}
    </div>
  );
}

interface UpcomingFiltersProps {
  upcoming: Upcoming;
  /** What the controls show: the understood choices, the URL's while its answer is on its way, or the one just made. */
  choices: UpcomingUrlState;
  go: (next: UpcomingUrlState) => void;
}

function UpcomingFilters({ upcoming, choices, go }: UpcomingFiltersProps) {
  const id = useId();
  const [types, audiences] = upcoming.filters;
  return (
    <form className="listing-filters" aria-label="Filter upcoming exhibitions" onSubmit={(event) => event.preventDefault()}>
      <div className="listing-filters__field">
        <label htmlFor={`${id}when`}>On view</label>
        <select id={`${id}when`} value={choices.range} onChange={(event) => go({ ...choices, range: event.target.value })}>
          {upcoming.whenOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {[types, audiences].map((group) =>
        group ? (
          <div key={group.field} className="listing-filters__field">
            <label htmlFor={`${id}${group.field}`}>{group.label}</label>
            <select
              id={`${id}${group.field}`}
              value={(group.field === 'AUDIENCE' ? choices.audiences : choices.types)[0] ?? ''}
              onChange={(event) => {
                const values = event.target.value ? [event.target.value] : [];
                go(group.field === 'AUDIENCE' ? { ...choices, audiences: values } : { ...choices, types: values });
              }}
            >
              <option value="">All</option>
              {group.options.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null,
      )}
    </form>
  );
}

function UpcomingList({ upcoming, state }: { upcoming: Upcoming; state: UpcomingUrlState }) {
  const source = useQuerySource();
  const [layout, setLayout] = useState<ListLayout>('grid');
  const list = useRef<HTMLUListElement>(null);
  const fetchPage = useCallback(
    async (from: number, size: number): Promise<ExhibitionSummaryFieldsFragment[]> => {
      const [client, query] = await clientWith(source, upcomingMore);
      const { data } = await client.query({ query, variables: { ...upcomingVariables(state), from, size }, fetchPolicy: MORE_FETCH_POLICY });
      return data?.upcomingExhibitions.items ?? [];
    },
    [source, state],
  );
  const more = useLoadMore(upcoming.items, upcoming.total, LISTING_STEP, fetchPage);
  useFocusNewItem(list, more.items.length);
  // The grid is a masonry (exhibitions' images and summaries differ in height); phones keep their sideways scroller.
  useMasonry(list, layout === 'grid', more.items.length, SCROLLER_BELOW);
  if (upcoming.total === 0) return <p className="listing-empty">{NO_UPCOMING_MESSAGE}</p>;
  return (
    <section aria-label="Upcoming exhibitions">
      <div className="listing-toolbar">
        <ViewToggle label="Layout of the exhibitions" layout={layout} onLayout={setLayout} />
      </div>
      <ul ref={list} className={`card-list card-list--${layout} card-list--scroller${layout === 'grid' ? ' masonry' : ''}`}>
        {more.items.map((exhibition, index) => (
          <li key={exhibition.id}>
            <ExhibitionCard exhibition={exhibition} headingLevel={2} eager={index < 4} />
          </li>
        ))}
      </ul>
      <ViewMoreButton more={more} of="upcoming exhibitions" />
      {more.items.length > LISTING_FIRST.grid ? <BackToTop /> : null}
    </section>
  );
}
