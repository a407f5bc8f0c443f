"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { GoogleIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { safeRedirectPath } from "./safe-path";

type GoogleSignInButtonProps = {
  /** Icon-only (top bar) or with the label "Continue with Google" (auth forms). */
  label?: boolean;
  /** Where to land after sign-in; defaults to the current page (or the dashboard on auth pages). */
  callbackUrl?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** Starts Google sign-in through next-auth (POST /api/auth/signin/google). */
export function GoogleSignInButton({ label = false, callbackUrl, variant = "outline", size, className }: GoogleSignInButtonProps) {
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    const here = `${window.location.pathname}${window.location.search}`;
    void signIn("google", { callbackUrl: safeRedirectPath(callbackUrl ?? here) }).catch(() => setPending(false));
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
