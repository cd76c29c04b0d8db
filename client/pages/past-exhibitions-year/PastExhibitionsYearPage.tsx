import { useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ExhibitionCard } from '../../components/card/ExhibitionCard';
import { LoadingCards } from '../../components/listing/LoadingCards';
import { ListingState } from '../../components/listing/ListingState';
import { useFocusNewItem } from '../../components/listing/useFocusNewItem';
import { MORE_FETCH_POLICY, useLoadMore } from '../../components/listing/useLoadMore';
import { Accordion } from '../../components/content/Accordion';
import { BackToTop } from '../../components/content/BackToTop';
import { LISTING_FIRST, LISTING_STEP } from '../../components/listing/loadMoreCounts';
import { ViewMoreButton } from '../../components/listing/ViewMoreButton';
import { ViewToggle, type ListLayout } from '../../components/ViewToggle';
import type { ExhibitionSummaryFieldsFragment, PastExhibitionYearPageQuery } from '../../gql/graphql';
import { usePageMeta } from '../../render/RenderContext';
import { useRouteQuery } from '../../routing/useRouteQuery';
import { decodePastYear, encodePastYear, PAST_EXHIBITIONS_PATH } from '../../url/pastExhibitionPaths';
import { pastExhibitionYearRoute, pastYearMore } from '../past-exhibitions/pastRoute';
import '../../components/listing/listing.css';
import '../past-exhibitions/past.css';
import { useQuerySource } from '../../data/QuerySourceContext';
import { clientWith } from '../../data/querySource';
import { NotFoundView, UnavailableView } from '../statusViews';

type PastYear = NonNullable<PastExhibitionYearPageQuery['pastExhibitionYear']>;

/**
 * All past exhibitions of one year (/calendar/past-exhibitions/view-all/{year}, spec §2): "All
 * {year} Exhibitions", a list by default with the grid toggle, a link back to all past
 * exhibitions. A year that is not four digits, or has no listing, is not found.
 */
export function PastExhibitionsYearPage() {
  const { year: segment } = useParams();
  if (decodePastYear(segment) === null) return <NotFoundView />;
  return <PastYearScreen />;
}

function PastYearScreen() {
  const { data, loading, failed } = useRouteQuery(pastExhibitionYearRoute);
  const year = data?.pastExhibitionYear ?? null;
  usePageMeta({ title: year?.title ?? 'Past Exhibitions', canonicalPath: year ? encodePastYear(year.year) : null });
  if (loading) {
    return (
      <div className="page past-year-page">
        <h1 className="page__title">Past Exhibitions</h1>
        <LoadingCards count={4} label="Loading past exhibitions" />
      </div>
    );
  }
  if (!year) return failed ? <UnavailableView /> : <NotFoundView />;
  return (
    <div className="page past-year-page">
      <h1 className="page__title">{year.title}</h1>
      <Link className="past-year-page__back" to={PAST_EXHIBITIONS_PATH}>
        Back to all past exhibitions
      </Link>
      <ListingState loading={false} unavailable={year.unavailable} what={`the exhibitions of ${year.year}`}>
        <PastYearList key={year.year} year={year} />
      </ListingState>
    </div>
  );
}

function PastYearList({ year }: { year: PastYear }) {
  const source = useQuerySource();
  // List is the default here (spec §2).
  const [layout, setLayout] = useState<ListLayout>('list');
  const list = useRef<HTMLUListElement>(null);
  const fetchPage = useCallback(
    async (from: number, size: number): Promise<ExhibitionSummaryFieldsFragment[]> => {
      const [client, query] = await clientWith(source, pastYearMore);
      const { data } = await client.query({ query, variables: { year: year.year, from, size }, fetchPolicy: MORE_FETCH_POLICY });
      return data?.pastExhibitionYear?.items ?? [];
    },
    [source, year.year],
  );
  const more = useLoadMore(year.items, year.total, LISTING_STEP, fetchPage);
  useFocusNewItem(list, more.items.length);
  if (year.total === 0) return <p className="listing-empty">No exhibitions closed in {year.year}.</p>;
  return (
    <section aria-label={year.title}>
      <div className="listing-toolbar">
        <ViewToggle label="Layout of the exhibitions" layout={layout} onLayout={setLayout} />
      </div>
      {/* The year's accordion section in view-all mode: forced open, its button disabled (spec §4). */}
      <Accordion
        forcedOpen
        items={[
          {
            key: String(year.year),
            title: String(year.year),
            content: (
              <ul ref={list} className={`card-list card-list--${layout}`}>
                {more.items.map((exhibition, index) => (
                  <li key={exhibition.id}>
                    <ExhibitionCard exhibition={exhibition} headingLevel={3} eager={index < 2} />
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      <ViewMoreButton more={more} of={`exhibitions of ${year.year}`} />
      {more.items.length > LISTING_FIRST.grid ? <BackToTop /> : null}
    </section>
  );
}
