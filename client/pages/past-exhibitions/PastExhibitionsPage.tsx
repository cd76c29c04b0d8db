import { startTransition, useCallback, useEffect, useOptimistic, useRef, type RefObject } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ExhibitionCard } from '../../components/card/ExhibitionCard';
import { Accordion } from '../../components/content/Accordion';
import { BackToTop } from '../../components/content/BackToTop';
import { LoadingCards } from '../../components/listing/LoadingCards';
import { ListingState } from '../../components/listing/ListingState';
import { MORE_FETCH_POLICY, useLoadMore } from '../../components/listing/useLoadMore';
import { ViewMoreButton } from '../../components/listing/ViewMoreButton';
import type { PastExhibitionsPageQuery } from '../../gql/graphql';
import { usePageMeta } from '../../render/RenderContext';
import { IN_PAGE_NAVIGATION } from '../../routing/inPageNavigation';
import { useRouteQuery } from '../../routing/useRouteQuery';
import { decodePastYears, encodePastYear, encodePastYears, withYearToggled } from '../../url/pastExhibitionPaths';
import { PAST_YEARS_STEP, pastExhibitionsRoute, pastYearsMore } from './pastRoute';
import { YearFilter } from './YearFilter';
import '../../components/listing/listing.css';
import './past.css';
import { useQuerySource } from '../../data/QuerySourceContext';
import { clientWith } from '../../data/querySource';
import { NotFoundView, UnavailableView } from '../statusViews';

type PastYearGroup = PastExhibitionsPageQuery['pastExhibitions']['years'][number];

/**
 * Past exhibitions (spec §2): grouped by the year they closed, newest first, three per year with
 * "View all N exhibitions" past 3; the year filter's choices are the path's sorted, hyphen-joined
 * years. A years segment too long to be a visitor's is not found.
 */
export function PastExhibitionsPage() {
  const { years: segment } = useParams();
  const decoded = decodePastYears(segment);
  if (!decoded.valid) return <NotFoundView />;
  return <PastExhibitionsScreen years={decoded.years} />;
}

function PastExhibitionsScreen({ years }: { years: number[] }) {
  const navigate = useNavigate();
  const { data, previousData, loading, failed } = useRouteQuery(pastExhibitionsRoute);
  const shown = data?.pastExhibitions ?? previousData?.pastExhibitions ?? null;
  // The canonical path names the years the gateway understood.
  usePageMeta({ title: 'Past Exhibitions', canonicalPath: encodePastYears(data?.pastExhibitions.selectedYears ?? years) });
  // The URL's years show as chosen at once; the gateway's answer then drops any it has no listing for.
  // A click shows at once (the navigation runs as a transition, which would keep the old state meanwhile).
  const [chosen, setChosen] = useOptimistic(data?.pastExhibitions.selectedYears ?? years);
  const go = (next: number[]) =>
    startTransition(() => {
      setChosen(next);
      navigate(encodePastYears(next), { state: IN_PAGE_NAVIGATION });
    });
  if (!shown && failed) return <UnavailableView />;

  return (
    <div className="page past-page">
      <h1 className="page__title">Past Exhibitions</h1>
      <p className="page__intro">
        Look back at the exhibitions that have closed, year by year. See what is on view today in our{' '}
        <Link to="/calendar/current-exhibitions">current exhibitions</Link>
        {shown ? (
          <>
            , or explore the museum’s complete{' '}
            <a href={shown.historyUrl} target="_blank" rel="noopener noreferrer">
              exhibition history, back to 1876<span className="visually-hidden"> (opens in a new window)</span>
            </a>
            , with our Library &amp; Archives
          </>
        ) : null}
        .
      </p>
      <div className="past-layout">
        <div className="past-layout__filter">{shown ? <YearFilter options={shown.yearOptions} chosen={chosen} onToggle={(year) => go(withYearToggled(chosen, year))} onReset={() => go([])} /> : null}</div>
        <div className="past-layout__years">
          {shown ? (
            <ListingState loading={loading} unavailable={shown.unavailable} what="past exhibitions" placeholders={3}>
              <PastYears key={chosen.join('-')} groups={shown.years} total={shown.totalYears} years={shown.selectedYears} />
            </ListingState>
          ) : (
            <LoadingCards count={3} label="Loading past exhibitions" />
          )}
        </div>
      </div>
    </div>
  );
}

function PastYears({ groups, total, years }: { groups: readonly PastYearGroup[]; total: number; years: readonly number[] }) {
  const source = useQuerySource();
  const fetchYears = useCallback(
    async (from: number, size: number): Promise<PastYearGroup[]> => {
      const [client, query] = await clientWith(source, pastYearsMore);
      const { data } = await client.query({ query, variables: { years: [...years], from, size }, fetchPolicy: MORE_FETCH_POLICY });
      return data?.pastExhibitions.years ?? [];
    },
    [source, years],
  );
  const more = useLoadMore(groups, total, PAST_YEARS_STEP, fetchYears);
  const headings = useRef<HTMLDivElement>(null);
  useFocusNewHeading(headings, more.items.length);
  if (total === 0) return <p className="listing-empty">No past exhibitions found.</p>;
  return (
    <div ref={headings} className="past-years">
      {/* Each year is an accordion section (spec §2 "accordion sections"), open until the visitor closes it. */}
      <Accordion
        defaultOpen
        items={more.items.map((group) => ({
          key: String(group.year),
          title: String(group.year),
          content: (
            <>
              <ul className="card-list card-list--grid card-list--scroller">
                {group.items.map((exhibition) => (
                  <li key={exhibition.id}>
                    <ExhibitionCard exhibition={exhibition} headingLevel={3} />
                  </li>
                ))}
              </ul>
              {group.hasViewAll && group.viewAllText ? (
                <Link className="past-year__view-all" to={encodePastYear(group.year)}>
                  {group.viewAllText}
                  <span className="visually-hidden"> of {group.year}</span>
                </Link>
              ) : null}
            </>
          ),
        }))}
      />
      <ViewMoreButton more={more} of="past years" />
      {more.items.length > PAST_YEARS_STEP ? <BackToTop /> : null}
    </div>
  );
}

/** After "View More" adds years, keyboard focus continues at the first year it added (its accordion button). */
function useFocusNewHeading(box: RefObject<HTMLElement | null>, count: number): void {
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) box.current?.querySelectorAll<HTMLElement>('.accordion__button')[previous.current]?.focus();
    previous.current = count;
  }, [box, count]);
}
