import { useState } from 'react';
import { Modal, ModalBar } from '../../components/Modal';
import type { CalendarUrlState } from '../../url/calendarPaths';
import { CalendarFilters, chosenFilterCount } from './CalendarFilters';
import type { CalendarFilterGroupData } from './calendarTypes';

/**
 * The calendar's filters on phones (spec §9: below the 640 px breakpoint; modal kind
 * calendar-filters): a Filters button, saying how many values are chosen, opens the same filter
 * tabs in a labelled dialog that keeps focus inside and gives it back to the button on closing.
 * Each value is still a link: the URL stays the state, and the dialog stays open while the listing
 * behind it follows, until Done or Escape.
 */
export function CalendarFiltersModal({ groups, state }: { groups: readonly CalendarFilterGroupData[]; state: CalendarUrlState }) {
  const [open, setOpen] = useState(false);
  const chosen = chosenFilterCount(groups);
  return (
    <>
      <button type="button" className="button button--secondary calendar-filters__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Filters{chosen ? ` (${chosen})` : ''}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} label="Filters" hideAboveBreakpoint className="modal--filters">
        <ModalBar title="Filters" onClose={() => setOpen(false)} closeLabel="Done" />
        <CalendarFilters groups={groups} state={state} />
      </Modal>
    </>
  );
}
