"use client";

import { useState, type ButtonHTMLAttributes, type ReactNode } from "react";
import { Spinner } from "./spinner";

type PendingButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "disabled" | "type"> & {
  /** Shown until pressed, then a spinner in its place. */
  icon: ReactNode;
  /** What pressing starts: something that leaves the page, so the button stays pending. */
  onPress: () => void;
};

/** A button pressed once: from then on it is disabled and busy, with a spinner in place of its icon. */
export function PendingButton({ icon, onPress, children, ...rest }: PendingButtonProps) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      {...rest}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => {
        setPending(true);
        onPress();
      }}
    >
      {pending ? <Spinner className="size-5" /> : icon}
      {children}
    </button>
  );
}
