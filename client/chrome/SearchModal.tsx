import { Modal, ModalBar } from '../components/Modal';
import { SearchForm } from './SearchForm';

/** The search modal opened by the header's Search button. */
export function SearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} label="Search" hideAboveBreakpoint className="modal--search">
      <ModalBar title="Search" onClose={onClose} />
      <SearchForm onSubmitted={onClose} />
    </Modal>
  );
}
