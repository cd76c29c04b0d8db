import { Suspense, type ReactNode } from 'react';
import type { LazyPart } from './deferred/lazyPart';
import { useLazyDialog } from './useLazyDialog';

interface DialogButtonProps<P extends object> {
  className: string;
  /** The dialog the button opens (useLazyDialog). */
  dialog: LazyPart<P & { onClose: () => void }>;
  /** What the dialog is given besides `onClose`. */
  dialogProps: P;
  children: ReactNode;
}

/** A button that opens a dialog whose code is a chunk of its own (share, add to calendar), rendered only while open. */
export function DialogButton<P extends object>({ className, dialog: Dialog, dialogProps, children }: DialogButtonProps<P>) {
  const { open, close, prepare, openDialog } = useLazyDialog(Dialog);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onPointerEnter={prepare} onFocus={prepare} onClick={openDialog}>
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Dialog {...dialogProps} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
