import { cx } from "./cx";

/**
 * An error in words, announced as it appears; nothing is drawn without one. `boxed` sets it on a
 * red panel (a message that stands alone), else it reads as a line under the control it is about.
 */
export function ErrorNote({ message, boxed = false, className }: { message?: string | null; boxed?: boolean; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cx(boxed ? "rounded-xl bg-red-50 px-3.5 py-2.5 font-medium text-red-800" : "font-medium text-red-700", className)}>
      {message}
    </p>
  );
}
