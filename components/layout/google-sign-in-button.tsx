"use client";

import { useState } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { GoogleIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { safeRedirectPath } from "@/lib/validation/return-path";

type GoogleSignInButtonProps = {
  /** Icon-only (top bar) or with the label "Continue with Google" (auth forms). */
  label?: boolean;
  /** Where to land after sign-in; defaults to the current page (or the dashboard on auth pages). */
  callbackUrl?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** Starts Google sign-in (GET /api/auth/google with the return path as `state`). */
export function GoogleSignInButton({ label = false, callbackUrl, variant = "outline", size, className }: GoogleSignInButtonProps) {
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    const here = `${window.location.pathname}${window.location.search}`;
    // Through GET /api/auth/google so every Google sign-in passes the onboarding gate.
    // A full page load on purpose: a new (or no) session cookie, or a redirect outside the app router.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/api/auth/google?state=${encodeURIComponent(safeRedirectPath(callbackUrl ?? here))}`);
  };
  return (
    <button
      type="button"
      onClick={start}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={label ? undefined : "Sign in with Google"}
      title={label ? undefined : "Sign in with Google"}
      className={buttonClasses({ variant, size: size ?? (label ? "md" : "icon"), className })}
    >
      {pending ? <Spinner className="size-5" /> : <GoogleIcon className="size-5" />}
      {label ? <span>Continue with Google</span> : null}
    </button>
  );
}
