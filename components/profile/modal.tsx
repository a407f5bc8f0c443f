"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "@/components/ui/icons";

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  children: ReactNode;
  /** Pinned under the scrolling body: the dialog's buttons. */
  footer?: ReactNode;
};

/**
 * A native modal <dialog>: the browser traps focus, closes on Escape and hands focus back to
 * whatever opened it. A sheet on phones, a centred card from sm up.
 */
export function Modal({ open, onClose, title, children, footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="profile-modal-title"
      // A press on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 mt-auto h-[min(100dvh,56rem)] max-h-dvh w-full max-w-none flex-col overflow-hidden rounded-t-3xl bg-white p-0 text-ink-900 shadow-pop backdrop:bg-ink-950/45 open:flex sm:m-auto sm:h-auto sm:max-h-[min(90dvh,56rem)] sm:max-w-2xl sm:rounded-3xl"
    >
      {open ? (
        <>
          <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-5 py-4 sm:px-7">
            <h2 id="profile-modal-title" className="text-lg font-bold tracking-tight text-ink-950">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="flex size-10 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900"
            >
              <Icon name="close" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7 sm:py-6">{children}</div>
          {footer ? (
            <div className="flex flex-wrap items-center justify-end gap-2.5 border-t border-ink-100 bg-white px-5 py-3.5 pb-[calc(0.875rem+env(safe-area-inset-bottom))] sm:px-7">
              {footer}
            </div>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
