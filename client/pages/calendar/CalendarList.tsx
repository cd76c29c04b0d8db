import { useCallback, useRef } from 'react';
import { useFocusNewItem } from '../../components/listing/useFocusNewItem';
import { MORE_FETCH_POLICY, useLoadMore } from '../../components/listing/useLoadMore';
import { LISTING_STEP } from '../../components/listing/loadMoreCounts';
import { ViewMoreButton } from '../../components/listing/ViewMoreButton';
import type { ListLayout } from '../../components/ViewToggle';
import { calendarVariables, type CalendarUrlState } from '../../url/calendarPaths';
import { CalendarItemCard } from './CalendarItemCard';
import type { CalendarData, CalendarItemData } from './calendarTypes';
import { useQuerySource } from '../../data/QuerySourceContext';
import { clientWith } from '../../data/querySource';
import { calendarListMore } from './calendarRoute';

/** The view-all listing's cards (spec §2): one flat list, and "View More" until all are shown. */
export function CalendarList({ list, state, layout }: { list: NonNullable<CalendarData['list']>; state: CalendarUrlState; layout: ListLayout }) {
  const source = useQuerySource();
  const element = useRef<HTMLUListElement>(null);
  const fetchPage = useCallback(
    async (from: number, size: number): Promise<CalendarItemData[]> => {
      const [client, query] = await clientWith(source, calendarListMore);
      const { data } = await client.query({ query, variables: { ...calendarVariables(state), from, size }, fetchPolicy: MORE_FETCH_POLICY });
      return data?.calendar.list?.items ?? [];
    },
    [source, state],
  );
  const more = useLoadMore(list.items, list.total, LISTING_STEP, fetchPage);
  useFocusNewItem(element, more.items.length);
  return (
    <>
      <ul ref={element} className={`card-list card-list--${layout}`}>
        {more.items.map((item, index) => (
          <li key={`${item.id}-${index}`}>
            <CalendarItemCard item={item} headingLevel={3} eager={index < 4} />
          </li>
        ))}
      </ul>
      <ViewMoreButton more={more} of={list.heading} />
    </>
  );
}
