import { useEffect, useId, useRef, type ReactNode } from 'react';
import { returnFocus } from '../../../lib/return-focus.ts';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A modal `<dialog>`: the page behind is inert, Escape closes it, focus starts inside and goes back to the
 * element that opened it when it closes.
 */
export function Modal({ open, title, onClose, children, className, testId }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (open) return;
    const target = focusBefore.current;
    focusBefore.current = null;
    returnFocus(target, ref.current);
  }, [open]);

  // Closing while still open in React (unmount) must not leave the page inert.
  useEffect(() => () => ref.current?.close(), []);

  return (
    <dialog
      ref={ref}
      className={`admin-modal ${className ?? ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="admin-modal-body">
          <header className="admin-modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="admin-icon-button" aria-label="Close dialog" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
