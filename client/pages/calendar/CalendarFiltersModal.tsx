import { lazy, Suspense, useState } from 'react';
import type { CalendarUrlState } from '../../url/calendarPaths';
import { chosenFilterCount } from './CalendarFilters';
import type { CalendarFilterGroupData } from './calendarTypes';

const NO_SCRIPT_STYLE = '.calendar-filters-inline { display: block !important } .calendar-filters__open.calendar-filters__open { display: none }';

const CalendarFiltersDialog = lazy(() => import('./CalendarFiltersDialog').then((module) => ({ default: module.CalendarFiltersDialog })));

/**
 * The calendar's filters on phones (spec §9: below the 640 px breakpoint; modal kind
 * calendar-filters): a Filters button, saying how many values are chosen, opens the same filter
 * tabs in a labelled dialog that keeps focus inside and gives it back to the button on closing.
 * Each value is still a link: the URL stays the state, and the dialog stays open while the listing
 * behind it follows, until Done or Escape. The dialog's code loads when it is first opened.
 */
export function CalendarFiltersModal({ groups, state }: { groups: readonly CalendarFilterGroupData[]; state: CalendarUrlState }) {
  const [open, setOpen] = useState(false);
  const chosen = chosenFilterCount(groups);
  return (
    <>
      <button type="button" className="button button--secondary calendar-filters__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Filters{chosen ? ` (${chosen})` : ''}
      </button>
      <Suspense fallback={null}>{open ? <CalendarFiltersDialog groups={groups} state={state} onClose={() => setOpen(false)} /> : null}</Suspense>
      {/* Without JavaScript the button opens nothing: the filters stay inline, as links, on phones too. */}
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
    </>
  );
}
