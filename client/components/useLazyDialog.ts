import { useState } from 'react';
import type { LazyPart } from './deferred/lazyPart';

/** A dialog whose code is a chunk of its own: whether it is open, and the handlers of the button that opens it. */
export interface LazyDialog {
  open: boolean;
  close: () => void;
  /** Starts loading the dialog's code (the visitor reaches for its button: pointer or focus). */
  prepare: () => void;
  /** Opens the dialog once its code is there. */
  openDialog: () => void;
}

/**
 * The state of a dialog whose code loads when the visitor reaches for its button, at the latest
 * when it is pressed, so no first load carries what only a press shows. It is opened once its code
 * is there, so it shows whole, at once, and takes focus (no empty fallback first, which React would
 * keep for a moment). Its code failed to load: it is opened anyway and asks again, and the page's
 * error boundary says so if that fails too. Render the dialog only while `open`, inside Suspense.
 */
export function useLazyDialog(dialog: Pick<LazyPart<object>, 'load'>): LazyDialog {
  const [open, setOpen] = useState(false);
  return {
    open,
    close: () => setOpen(false),
    prepare: () => void dialog.load().catch(() => undefined),
    openDialog: () => void dialog.load().then(() => setOpen(true), () => setOpen(true)),
  };
}
