import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Tabs } from '../../components/tabs/Tabs';
import { IN_PAGE_NAVIGATION } from '../../routing/inPageNavigation';
import { encodeCalendarPath, withFilterToggled, type CalendarUrlState, type FilterSegment } from '../../url/calendarPaths';
import type { CalendarFilterGroupData } from './calendarTypes';

const SEGMENTS: Readonly<Record<CalendarFilterGroupData['field'], FilterSegment | null>> = { CATEGORY: 'categories', AUDIENCE: 'audiences', LOCATION: 'locations', EXHIBITION_TYPE: null };

/** How many values the filters have chosen, for the phone's Filters button. */
export function chosenFilterCount(groups: readonly CalendarFilterGroupData[]): number {
  return groups.reduce((count, group) => count + (SEGMENTS[group.field] ? group.selected.length : 0), 0);
}

/**
 * The filter tabs (spec §2: tabs with a "Filter by:" label): Type, Audience and Location, each a
 * panel of values. A value adds itself to the URL's segment or removes itself (spec §4); "All"
 * resets the segment. They are links, so every state can be opened, shared and crawled. Inline
 * from 640 px; on phones in the filters modal (CalendarFiltersModal).
 */
export function CalendarFilters({ groups, state }: { groups: readonly CalendarFilterGroupData[]; state: CalendarUrlState }) {
  const labelId = useId();
  const tabs = groups.flatMap((group) => {
    const segment = SEGMENTS[group.field];
    if (!segment) return [];
    const order = group.options.map((option) => option.slug);
    const href = (slug: string | null) => encodeCalendarPath(withFilterToggled(state, segment, slug, order));
    return [
      {
        anchor: `filter-${segment}`,
        label: (
          <>
            {group.label}
            {group.selected.length ? <span className="calendar-filters__count"> ({group.selected.length})</span> : null}
          </>
        ),
        panel: (
          <ul className="filter-chips" aria-label={group.label}>
            <li>
              <Link className="filter-chip" to={href(null)} state={IN_PAGE_NAVIGATION} aria-current={group.selected.length === 0 ? 'true' : undefined}>
                {group.selected.length === 0 ? <Check /> : null}
                All<span className="visually-hidden"> {group.label.toLowerCase()}s</span>
              </Link>
            </li>
            {group.options.map((option) => (
              <li key={option.slug}>
                <Link className="filter-chip" to={href(option.slug)} state={IN_PAGE_NAVIGATION} aria-current={option.selected ? 'true' : undefined}>
                  {option.selected ? <Check /> : null}
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        ),
      },
    ];
  });
  return (
    <div className="calendar-filters">
      <p id={labelId} className="calendar-filters__label">
        Filter by:
      </p>
      <Tabs labelledBy={labelId} tabs={tabs} />
    </div>
  );
}

/** The chosen mark of a chip: seen, not read (aria-current says it). */
function Check() {
  return (
    <span className="filter-chip__check" aria-hidden="true">
      ✓
    </span>
  );
}
