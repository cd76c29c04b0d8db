import { Suspense, useState, type ReactNode } from 'react';
import type { LazyPart } from './deferred/lazyPart';

interface DialogButtonProps<P extends object> {
  className: string;
  /** The dialog the button opens: its code loads when the visitor reaches for the button (pointer or focus), at the latest when it is pressed. */
  dialog: LazyPart<P & { onClose: () => void }>;
  /** What the dialog is given besides `onClose`. */
  dialogProps: P;
  children: ReactNode;
}

/**
 * A button that opens a dialog whose code is a chunk of its own (share, add to calendar): no first
 * load carries what only a press shows. The dialog is rendered only while open.
 */
export function DialogButton<P extends object>({ className, dialog: Dialog, dialogProps, children }: DialogButtonProps<P>) {
  const [open, setOpen] = useState(false);
  const prepare = () => void Dialog.load().catch(() => undefined);
  // Opened once its code is there, so the dialog shows whole, at once, and takes focus (no empty
  // fallback first, which React would keep for a moment). Its code failed to load: it is opened
  // anyway and asks again, and the page's error boundary says so if that fails too.
  const openDialog = () => void Dialog.load().then(() => setOpen(true), () => setOpen(true));
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onPointerEnter={prepare} onFocus={prepare} onClick={openDialog}>
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Dialog {...dialogProps} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
