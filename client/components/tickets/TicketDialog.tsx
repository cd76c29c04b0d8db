import { useEffect } from 'react';
import { Modal, ModalBar } from '../Modal';
import { launchLabel, storeUrl, type TicketLaunch } from './ticketLaunch';

interface TicketDialogProps {
  store: string;
  /** The launch shown (the dialog is mounted while one is open). */
  launch: TicketLaunch;
  onClose: () => void;
}

/** What a store posts to the dialog when the visitor presses Escape inside it (keys pressed in a frame never reach the page). */
const STORE_CLOSE_MESSAGE = 'ticket-store:close';

/**
 * The ticket store dialog (spec §1: ticket buttons open an external ticket store dialog): the
 * store framed on the launch asked for, with a way to open it in a window of its own. Escape
 * closes it from the dialog, and from inside the store when the store posts `ticket-store:close`.
 */
export function TicketDialog({ store, launch, onClose }: TicketDialogProps) {
  useEffect(() => {
    const storeOrigin = new URL(store).origin;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== storeOrigin || typeof data !== 'object' || data === null || !('type' in data) || data.type !== STORE_CLOSE_MESSAGE) return;
      // Focus leaves the frame before the frame is removed, so the rest of the key press (its
      // keyup) lands in the page rather than in a frame that no longer exists.
      if (document.activeElement instanceof HTMLIFrameElement) document.activeElement.blur();
      onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [store, onClose]);

  const label = launchLabel(launch);
  const src = storeUrl(store, launch);
  return (
    <Modal open onClose={onClose} label={label} className="modal--tickets">
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
