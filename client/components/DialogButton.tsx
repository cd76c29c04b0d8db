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
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onPointerEnter={prepare} onFocus={prepare} onClick={() => setOpen(true)}>
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
