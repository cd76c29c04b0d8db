import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatCount } from '../../components/formatCount';
import { useFocusNewItem } from '../../components/listing/useFocusNewItem';
import { MORE_FETCH_POLICY, useLoadMore } from '../../components/listing/useLoadMore';
import { LISTING_STEP } from '../../components/listing/loadMoreCounts';
import { ViewMoreButton } from '../../components/listing/ViewMoreButton';
import type { ListLayout } from '../../components/ViewToggle';
import { calendarVariables, encodeCalendarPath, viewAllOf, type CalendarUrlState } from '../../url/calendarPaths';
import { CalendarItemCard } from './CalendarItemCard';
import type { CalendarItemData, CalendarSectionData } from './calendarTypes';
import { useQuerySource } from '../../data/QuerySourceContext';
import { clientWith } from '../../data/querySource';
import { calendarSectionMore } from './calendarRoute';

export interface CalendarSectionProps {
  section: CalendarSectionData;
  state: CalendarUrlState;
  layout: ListLayout;
  /** The first section's first cards load their images at once. */
  eager: boolean;
}

/**
 * What one category's section holds (spec §2): its title and count, "View all" past 3 items, its
 * cards in a grid or list (a sideways scroller on phones) and "View More", which asks for the next
 * cards. Its heading is `headingId`, which names the section (CalendarSection).
 */
export function CalendarSectionCards({ section, state, layout, eager, headingId }: CalendarSectionProps & { headingId: string }) {
  const source = useQuerySource();
  const list = useRef<HTMLUListElement>(null);
  const { slug } = section;
  const fetchPage = useCallback(
    async (from: number, size: number): Promise<CalendarItemData[]> => {
      if (!slug) return [];
      const [client, query] = await clientWith(source, calendarSectionMore);
      const { data } = await client.query({ query, variables: { ...calendarVariables(state), slug, from, size }, fetchPolicy: MORE_FETCH_POLICY });
      return data?.calendar.section?.items ?? [];
    },
    [source, slug, state],
  );
  const more = useLoadMore(section.items, section.total, LISTING_STEP, fetchPage);
  useFocusNewItem(list, more.items.length);

  return (
    <>
      <div className="calendar-section__head">
        <h3 id={headingId} className="calendar-section__title">
          {section.title} <span className="calendar-section__count">({formatCount(section.total)})</span>
        </h3>
        {section.hasViewAll && slug ? (
          <Link className="calendar-section__view-all" to={encodeCalendarPath(viewAllOf(state, slug))}>
            View all<span className="visually-hidden"> {section.title}</span>
          </Link>
        ) : null}
      </div>
      <ul ref={list} className={`card-list card-list--${layout} card-list--scroller`}>
        {more.items.map((item, index) => (
          <li key={`${item.id}-${index}`}>
            <CalendarItemCard item={item} headingLevel={4} eager={eager && index < 4} />
          </li>
        ))}
      </ul>
      {slug ? <ViewMoreButton more={more} of={section.title} /> : null}
    </>
  );
}
