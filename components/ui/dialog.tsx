"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icons";
import { cx } from "./cx";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Pinned under the scrolling body (sheet layout): the dialog's buttons. */
  footer?: ReactNode;
  /** "card": a centred card. "sheet": a bottom sheet on phones with a pinned header and footer, a wide card from sm up. */
  layout?: "card" | "sheet";
  className?: string;
};

const closeButton =
  "flex size-10 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900";

/**
 * The one modal: the native <dialog> element, so the browser traps focus, makes the page behind it
 * inert and closes it on Escape; focus returns to whatever opened it.
 */
export function Dialog({ open, onClose, title, description, children, footer, layout = "card", className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A dialog closed by the browser (a form with method="dialog") reports it too; one closed because
  // `open` became false does not (its owner may already have opened the next dialog).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      if (openRef.current) onCloseRef.current();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, []);

  const descriptionBlock = description ? (
    <div id={descriptionId} className="mt-1.5 text-sm leading-relaxed text-ink-600">
      {description}
    </div>
  ) : null;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a press on the backdrop
      }}
      className={cx(
        "bg-white p-0 text-ink-900 shadow-pop",
        layout === "card"
          ? "m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl backdrop:bg-ink-950/55 backdrop:backdrop-blur-[2px] open:animate-fade-in"
          : "m-0 mt-auto h-[min(100dvh,56rem)] max-h-dvh w-full max-w-none flex-col overflow-hidden rounded-t-3xl backdrop:bg-ink-950/45 open:flex sm:m-auto sm:h-auto sm:max-h-[min(90dvh,56rem)] sm:max-w-2xl sm:rounded-3xl",
        className,
      )}
    >
      {!open ? null : layout === "card" ? (
        <div className="relative p-6 sm:p-8">
          <button type="button" onClick={onClose} aria-label="Close" className={cx("absolute top-4 right-4", closeButton)}>
            <Icon name="close" className="size-5" />
          </button>
          <h2 id={titleId} className="pr-10 text-xl font-bold tracking-tight text-ink-950">
            {title}
          </h2>
          {descriptionBlock}
          <div className="mt-5">{children}</div>
          {footer ? <div className="mt-6 flex flex-wrap items-center justify-end gap-2.5">{footer}</div> : null}
        </div>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-5 py-4 sm:px-7">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-bold tracking-tight text-ink-950">
                {title}
              </h2>
              {descriptionBlock}
            </div>
            <button type="button" onClick={onClose} aria-label="Close" className={closeButton}>
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
      )}
    </dialog>
  );
}
