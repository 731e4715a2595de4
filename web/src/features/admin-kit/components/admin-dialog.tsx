import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface AdminDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: the browser keeps focus inside and closes it on
 * Escape; focus goes back to the button that opened it. Mounted only while open, so a closed dialog's
 * form is gone and the next one starts clean (docs/product.md §4: Cancel closes and resets).
 */
export function AdminDialog({ title, onClose, children }: AdminDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The dialog leaves the DOM when it closes, so focus is given back to its opener here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Browsers without showModal (and jsdom) get a plain open dialog.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLElement>('.admin-dialog__body input, .admin-dialog__body textarea, .admin-dialog__body select')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="admin-dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="admin-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="admin-dialog__body">{children}</div>
    </dialog>
  );
}
