import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useMemo, useOptimistic, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DatePickerSlot, loadDatePicker } from '../../components/date-picker/DatePickerSlot';
import { DeferredHydration } from '../../components/deferred/DeferredHydration';
import { lazyPart } from '../../components/deferred/lazyPart';
import { LoadingCards } from '../../components/listing/LoadingCards';
import { BackToTop } from '../../components/content/BackToTop';
import { ListingState } from '../../components/listing/ListingState';
import { LISTING_FIRST } from '../../components/listing/loadMoreCounts';
import { ViewToggle, type ListLayout } from '../../components/ViewToggle';
import { useAlternateLink, usePageMeta } from '../../render/RenderContext';
import { IN_PAGE_NAVIGATION } from '../../routing/inPageNavigation';
import { useRouteQuery } from '../../routing/useRouteQuery';
import { calendarFeedUrl, encodeCalendarPath, fullCalendar, withDayToggled, type CalendarUrlState } from '../../url/calendarPaths';
import { ALL } from '../../url/segmentLimits';
import { calendarRoute, calendarViewAllRoute } from './calendarRoute';
import { CalendarSection } from './CalendarSection';
import type { CalendarData, CalendarNoticeData } from './calendarTypes';
import { useCalendarUrl } from './useCalendarUrl';
// The styles of what hydrates after the page (the sections' cards, the filters) are the page's.
import '../../components/card/card.css';
import '../../components/tabs/tabs.css';
import '../../components/listing/listing.css';
import './calendar.css';
import { NotFoundView, UnavailableView } from '../statusViews';

// The filter tabs, the phones' Filters button and the notices: links and buttons in the server's
// HTML as they are, live once seen (a task of their own after the page), as soon as the visitor
// reaches into them (a click meanwhile is held and replayed), or when the URL changes.
const CalendarFilters = lazyPart(() => import('./CalendarFilters').then((m) => m.CalendarFilters));
const CalendarFiltersModal = lazyPart(() => import('./CalendarFiltersModal').then((m) => m.CalendarFiltersModal));
const CalendarNotices = lazyPart(() => import('./CalendarNotices').then((m) => m.CalendarNotices));
/** The view-all list: live once near, as a section is (its cards' code and View More's load then). */
const CalendarList = lazyPart(() => import('./CalendarList').then((m) => m.CalendarList));
/** No notices while the next answer loads (the same array each render: the notices may still be waiting to hydrate). */
const NO_NOTICES: readonly CalendarNoticeData[] = [];

/**
 * The calendar (spec §2): /calendar/{range?}/{categories?}/{audiences?}/{locations?} with a section
 * per category, and /calendar/view-all/… with one flat list. The URL is the whole state; one query
 * loads the screen, server-rendered. A segment too long to be a visitor's is not found.
 */
export function CalendarPage({ viewAll = false }: { viewAll?: boolean }) {
  const url = useCalendarUrl(viewAll);
  if (!url.valid) return <NotFoundView />;
  return <CalendarScreen key={viewAll ? 'view-all' : 'sections'} viewAll={viewAll} state={url.state} go={url.go} />;
}

/** The page's code, and on the server the date picker's too: the server renders the grid at once, the browser loads it when it is wanted. */
export async function loadCalendarPage(): Promise<typeof CalendarPage> {
  if (import.meta.env.SSR) await loadDatePicker();
  return CalendarPage;
}

/** The state as the gateway understood it (unknown values dropped, the range canonical): links and the canonical URL start from it. */
function understoodState(calendar: CalendarData, viewAll: boolean): CalendarUrlState {
  const selected = (field: string) => calendar.filters.find((group) => group.field === field)?.selected ?? [];
  return { range: calendar.selection.value, categories: selected('CATEGORY'), audiences: selected('AUDIENCE'), locations: selected('LOCATION'), viewAll };
}

interface ScreenProps {
  viewAll: boolean;
  state: CalendarUrlState;
  go: (next: CalendarUrlState) => void;
}

function CalendarScreen({ viewAll, state, go }: ScreenProps) {
  const { data, previousData, loading, failed } = useRouteQuery(viewAll ? calendarViewAllRoute : calendarRoute);
  const shown = data?.calendar ?? previousData?.calendar ?? null;
  // While the next answer loads, links start from the URL the visitor is on. The same object while
  // the answer is: parts that take it may still be waiting to hydrate.
  const answered = data?.calendar;
  const current = useMemo(() => (answered ? understoodState(answered, viewAll) : state), [answered, viewAll, state]);
  usePageMeta({ title: shown?.title ?? 'Calendar', description: shown?.intro ?? null, canonicalPath: encodeCalendarPath(current) });
  useAlternateLink({ type: 'text/calendar', href: calendarFeedUrl(current), title: 'This calendar as an iCalendar feed' });
  if (!shown) return failed ? <UnavailableView /> : <CalendarLoading />;
  return <CalendarBody calendar={shown} state={current} viewAll={viewAll} loading={loading} go={go} />;
}

function CalendarLoading() {
  return (
    <div className="page calendar-page">
      <h1 className="page__title">Calendar</h1>
      <LoadingCards count={8} label="Loading the calendar" />
    </div>
  );
}

interface BodyProps {
  calendar: CalendarData;
  state: CalendarUrlState;
  viewAll: boolean;
  /** The URL changed and its answer is on its way: the listing shows placeholders, busy. */
  loading: boolean;
  go: (next: CalendarUrlState) => void;
}

function CalendarBody({ calendar, state, viewAll, loading, go }: BodyProps) {
  const pickerHeading = useId();
  const [layout, setLayout] = useState<ListLayout>(calendar.list?.prefersList ? 'list' : 'grid');
  // Days just clicked show as chosen at once: while the navigation (a transition) is pending, and
  // while the calendar for them loads.
  const [pending, setPending] = useState<string[] | null>(null);
  const [picker, setPicker] = useOptimistic({
    chosen: loading && pending ? pending : calendar.selection.dates,
    // Days picked one by one toggle; any other range starts afresh with the day clicked.
    picked: loading && pending ? pending : calendar.selection.kind === 'DATES' || calendar.selection.kind === 'TODAY' ? calendar.selection.dates : null,
  });
  const [month, setMonth] = useState(calendar.pickerMonth);
  const fromPicker = useRef(false);
  useEffect(() => {
    // A new selection from elsewhere (a link, Back) shows its month; the picker's own clicks stay where they are.
    if (!fromPicker.current) setMonth(calendar.pickerMonth);
    fromPicker.current = false;
  }, [calendar.pickerMonth]);

  const toggleDay = (day: string) => {
    const next = withDayToggled(state, picker.picked, day);
    const days = next.range === ALL ? [] : next.range.split(',');
    setPending(days);
    fromPicker.current = true;
    startTransition(() => {
      setPicker({ chosen: days, picked: days });
      go(next);
    });
  };
  // One function for the picker's whole life: it is memoised, and new props would load its code.
  const latestToggle = useRef(toggleDay);
  useLayoutEffect(() => {
    latestToggle.current = toggleDay;
  });
  const onToggle = useCallback((day: string) => latestToggle.current(day), []);
  const listingKey = encodeCalendarPath(state);

  return (
    <div className="page calendar-page">
      <div className="calendar-hero">
        <h1 className="page__title">{calendar.title}</h1>
        {calendar.intro ? <p className="page__intro">{calendar.intro}</p> : null}
        <a className="calendar-hero__jump" href="#listing">
          Jump to Calendar Listings
        </a>
      </div>
      <div className="calendar-layout">
        <section className="calendar-layout__picker" aria-labelledby={pickerHeading}>
          <h2 id={pickerHeading} className="calendar-layout__heading">
            Choose dates
          </h2>
          <DatePickerSlot selected={picker.chosen} today={calendar.today} month={month} onMonthChange={setMonth} closures={calendar.closures} onToggle={onToggle} />
          {calendar.selection.kind !== 'ALL' ? (
            <Link className="calendar-layout__all-dates" to={encodeCalendarPath({ ...state, range: ALL })} state={IN_PAGE_NAVIGATION} onClick={() => setPending([])}>
              Show all dates
            </Link>
          ) : null}
        </section>
        <section id="listing" className="calendar-layout__listing" aria-labelledby="listing-heading" tabIndex={-1}>
          <DeferredHydration className="calendar-filters-inline" opensWith={listingKey}>
            <CalendarFilters groups={calendar.filters} state={state} />
          </DeferredHydration>
          <DeferredHydration opensWith={listingKey}>
            <CalendarFiltersModal groups={calendar.filters} state={state} />
          </DeferredHydration>
          <div className="calendar-listing__head">
            <h2 id="listing-heading" className="calendar-layout__heading">
              {viewAll ? (calendar.list?.heading ?? 'Viewing all') : (calendar.selection.text ?? 'All dates')}
            </h2>
            <div className="calendar-listing__tools">
              <a className="calendar-subscribe" href={calendarFeedUrl(state)} type="text/calendar">
                Subscribe<span className="visually-hidden"> to this calendar (iCalendar feed)</span>
              </a>
              <ViewToggle label="Layout of the listing" layout={layout} onLayout={setLayout} />
            </div>
          </div>
          {viewAll ? (
            <Link className="calendar-listing__full" to={encodeCalendarPath(fullCalendar(state))}>
              View full calendar
            </Link>
          ) : null}
          <DeferredHydration opensWith={listingKey}>
            <CalendarNotices notices={loading ? NO_NOTICES : calendar.notices} state={state} />
          </DeferredHydration>
          <ListingState loading={loading} unavailable={calendar.unavailable} what="the calendar" placeholders={8}>
            {viewAll
              ? calendar.list && (
                  <DeferredHydration key={listingKey}>
                    <CalendarList list={calendar.list} state={state} layout={layout} />
                  </DeferredHydration>
                )
              : calendar.sections.map((section, index) => <CalendarSection key={`${listingKey}:${section.slug ?? section.title}`} section={section} state={state} layout={layout} eager={index === 0} />)}
            {calendar.total > LISTING_FIRST.grid ? <BackToTop /> : null}
          </ListingState>
        </section>
      </div>
    </div>
  );
}
