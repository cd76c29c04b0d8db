import { Modal, ModalBar } from '../Modal';
import { launchLabel, storeUrl, type TicketLaunch } from './ticketLaunch';

interface TicketDialogProps {
  store: string;
  /** The launch shown, or null when the dialog is closed. */
  launch: TicketLaunch | null;
  onClose: () => void;
}

/**
 * The ticket store dialog (spec §1: ticket buttons open an external ticket store dialog): the
 * store framed on the launch asked for, with a way to open it in a window of its own.
 */
export function TicketDialog({ store, launch, onClose }: TicketDialogProps) {
  const label = launchLabel(launch ?? { keyword: null, promocode: null, packageId: null });
  const src = launch ? storeUrl(store, launch) : store;
  return (
    <Modal open={launch !== null} onClose={onClose} label={label} className="modal--tickets">
      <ModalBar title={label} onClose={onClose} />
      <iframe className="ticket-dialog__store" title="Ticket store" src={src} />
      <p className="ticket-dialog__elsewhere">
        <a href={src} target="_blank" rel="noopener noreferrer">
          Open the ticket store in a new window
        </a>
      </p>
    </Modal>
  );
}
