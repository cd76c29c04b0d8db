import { Modal, ModalBar } from '../components/Modal';
import { SearchForm } from './SearchForm';

/** The search modal opened by the header's Search button (mounted while it is open). */
export function SearchModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} label="Search" hideAboveBreakpoint className="modal--search">
      <ModalBar title="Search" onClose={onClose} />
      <SearchForm onSubmitted={onClose} />
    </Modal>
  );
}
