"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icons";
import { cx } from "./cx";
import { useLatest } from "./use-latest";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Pinned under the scrolling body (sheet layout): the dialog's buttons. */
  footer?: ReactNode;
  /**
   * "card": a centred card. "sheet": a bottom sheet on phones with a pinned header and footer, a wide
   * card from sm up. "drawer": a full-height panel from the left edge (a navigation menu).
   */
  layout?: "card" | "sheet" | "drawer";
  /** A card's width: "sm" for a short message with one action. */
  size?: "sm" | "md";
  /** Drawn above a card's title, centred with it (an illustration). */
  picture?: ReactNode;
  /** False: a step that must be answered; no close button, Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /** The dialog's name when its title is not words (a drawer whose title is the logo). */
  label?: string;
  closeLabel?: string;
  /** The dialog's language where it is not the page's (a Hindi form over an English page): marked, and in the Devanagari font. */
  lang?: string;
  className?: string;
};

const LAYOUTS = {
  card: "m-auto max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-3xl backdrop:bg-ink-950/55 backdrop:backdrop-blur-[2px] open:animate-fade-in",
  sheet:
    "m-0 mt-auto h-[min(100dvh,56rem)] max-h-dvh w-full max-w-none flex-col overflow-hidden rounded-t-3xl backdrop:bg-ink-950/45 open:flex sm:m-auto sm:h-auto sm:max-h-[min(90dvh,56rem)] sm:max-w-2xl sm:rounded-3xl",
  drawer: "m-0 h-dvh max-h-dvh w-[min(20rem,86vw)] max-w-none flex-col backdrop:bg-ink-950/40 open:flex open:animate-slide-in",
} as const;

const closeButton = "flex size-10 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900";

/**
 * The one modal: the native <dialog> element, so the browser traps focus, makes the page behind it
 * inert and closes it on Escape; focus returns to whatever opened it.
 */
export function Dialog(props: DialogProps) {
  const {
    open,
    onClose,
    title,
    description,
    children,
    footer,
    layout = "card",
    size = "md",
    picture,
    dismissible = true,
    label,
    closeLabel = "Close",
    lang,
    className,
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useLatest(onClose);
  const openRef = useLatest(open);

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
  }, [onCloseRef, openRef]);

  const descriptionBlock = description ? (
    <div id={descriptionId} className="mt-1.5 text-sm leading-relaxed text-ink-600">
      {description}
    </div>
  ) : null;

  const close = (
    <button type="button" onClick={onClose} aria-label={closeLabel} className={cx(layout === "card" && "absolute top-4 right-4", closeButton)}>
      <Icon name="close" className={layout === "card" ? "size-5" : undefined} />
    </button>
  );

  return (
    <dialog
      ref={ref}
      lang={lang}
      data-ui-lang={lang}
      aria-label={label}
      aria-labelledby={label ? undefined : titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onClose(); // a press on the backdrop
      }}
      className={cx(
        "bg-white p-0 text-ink-900 shadow-pop",
        LAYOUTS[layout],
        layout === "card" && (size === "sm" ? "w-[min(24rem,calc(100vw-2rem))]" : "w-[min(32rem,calc(100vw-2rem))]"),
        lang === "hi" && "font-devanagari",
        className,
      )}
    >
      {!open ? null : layout === "card" ? (
        <div className={cx("relative p-6 sm:p-8", picture ? "text-center" : undefined)}>
          {dismissible ? close : null}
          {picture}
          <h2 id={titleId} className={cx("text-xl font-bold tracking-tight text-ink-950", dismissible && "pr-10", picture ? "mt-5" : undefined)}>
            {title}
          </h2>
          {descriptionBlock}
          <div className="mt-5">{children}</div>
          {footer ? <div className="mt-6 flex flex-wrap items-center justify-end gap-2.5">{footer}</div> : null}
        </div>
      ) : layout === "drawer" ? (
        <>
          {/* The close button comes first, so it is what the opened drawer focuses. */}
          <div className="flex h-16 shrink-0 flex-row-reverse items-center justify-between border-b border-ink-100 px-4">
            {close}
            <div id={titleId}>{title}</div>
          </div>
          <div className="flex min-h-0 flex-1 flex-col">{children}</div>
        </>
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
