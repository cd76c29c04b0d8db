import { Modal, ModalBar } from '../../components/Modal';
import type { SearchUrlState } from '../../url/searchState';
import { FilterPanel } from './FilterPanel';
import type { Facet } from './searchTypes';

interface DialogProps {
  state: SearchUrlState;
  facets: readonly Facet[];
  go: (next: SearchUrlState) => void;
  onClose: () => void;
}

/** The searched category's filters in a labelled dialog on phones (mounted while open; its own chunk, loaded when first reached for). */
export function SearchFiltersDialog({ state, facets, go, onClose }: DialogProps) {
  return (
    <Modal open onClose={onClose} label="Filters" hideAboveBreakpoint className="modal--filters">
      <ModalBar title="Filters" onClose={onClose} closeLabel="Done" />
      <FilterPanel key={state.type} state={state} facets={facets} go={go} />
    </Modal>
  );
}
