import { Modal } from '../components/Modal';
import { SearchForm } from './SearchForm';

/** The search modal opened by the header's Search button. */
export function SearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} label="Search" hideAboveBreakpoint className="modal--search">
      <div className="modal__bar">
        <h2 className="modal__title">Search</h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <SearchForm onSubmitted={onClose} />
    </Modal>
  );
}
