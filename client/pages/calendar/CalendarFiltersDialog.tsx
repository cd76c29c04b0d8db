import { Modal, ModalBar } from '../../components/Modal';
import type { CalendarUrlState } from '../../url/calendarPaths';
import { CalendarFilters } from './CalendarFilters';
import type { CalendarFilterGroupData } from './calendarTypes';

interface DialogProps {
  groups: readonly CalendarFilterGroupData[];
  state: CalendarUrlState;
  onClose: () => void;
}

/** The calendar's filter tabs in a labelled dialog (mounted while open; its own chunk, loaded when first opened). */
export function CalendarFiltersDialog({ groups, state, onClose }: DialogProps) {
  return (
    <Modal open onClose={onClose} label="Filters" hideAboveBreakpoint className="modal--filters">
      <ModalBar title="Filters" onClose={onClose} closeLabel="Done" />
      <CalendarFilters groups={groups} state={state} />
    </Modal>
  );
}
