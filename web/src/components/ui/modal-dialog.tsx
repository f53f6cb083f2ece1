import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import './modal-dialog.css';

/** Shows a native <dialog> as a modal while `open` (jsdom, which has no showModal, gets the attribute). */
export function useModal(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [ref, open]);
}

/**
 * A modal over the page: the native <dialog> (focus stays inside, the page behind is inert, Esc
 * closes), labelled by its title, with a close button. `busy` keeps it open while work runs.
 */
export function ModalDialog({
  open,
  title,
  closeLabel,
  onClose,
  busy = false,
  wide = false,
  className,
  children,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  busy?: boolean;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModal(ref, open);

  return (
    <dialog
      ref={ref}
      className={['modal-dialog', wide ? 'modal-dialog--wide' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <header className="modal-dialog__header">
        <h2 id={`${id}-title`} className="modal-dialog__title" dir="auto">
          {title}
        </h2>
        <button type="button" className="modal-dialog__close" onClick={onClose} disabled={busy} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {open ? children : null}
    </dialog>
  );
}
