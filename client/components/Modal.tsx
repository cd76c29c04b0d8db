import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock';
import { useOnMediaMatch } from '../hooks/useMediaQuery';
import { ABOVE_MODAL_QUERY } from './breakpoints';
import { tabbableElements } from './focusable';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  /** Nav, search and filter modals close on resize wider than 1087 px (spec "Modals"). */
  hideAboveBreakpoint?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> (the rest of the page becomes inert): Tab stays inside,
 * Escape closes (wherever focus is inside), page scrolling is locked, and focus returns to
 * whatever opened it.
 */
export function Modal({ open, onClose, label, hideAboveBreakpoint = false, className, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useBodyScrollLock(open);
  const closeIfOpen = useCallback(() => onClose(), [onClose]);
  useOnMediaMatch(ABOVE_MODAL_QUERY, open && hideAboveBreakpoint, closeIfOpen);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? tabbableElements(dialog)[0])?.focus();
    return () => {
      dialog.close();
      openerRef.current?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape closes the dialog from anywhere in it, also from a search box with text, which would
    // otherwise take the key to clear itself. A control that uses Escape itself (an open
    // suggestion list) prevents the default and keeps the dialog open.
    if (event.key === 'Escape') {
      if (event.defaultPrevented) return;
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const tabbable = tabbableElements(dialogRef.current);
    if (tabbable.length === 0) return;
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: let React state own the open flag instead of the browser.
        event.preventDefault();
        onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

/** A modal's top bar: its title and the button that closes it. */
export function ModalBar({ title, onClose, closeLabel = 'Close' }: { title: string; onClose: () => void; closeLabel?: string }) {
  return (
    <div className="modal__bar">
      <h2 className="modal__title">{title}</h2>
      <button type="button" className="button button--ghost" onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}
