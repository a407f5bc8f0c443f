"use client";

import { startGoogleSignIn } from "@/components/auth/google-button";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { GoogleIcon } from "@/components/ui/icons";
import { PendingButton } from "@/components/ui/pending-button";
import { safeRedirectPath } from "@/lib/validation/return-path";

type GoogleSignInButtonProps = {
  /** Icon-only (top bar) or with the label "Continue with Google" (auth forms). */
  label?: boolean;
  /** Where to land after sign-in; defaults to the current page (or the dashboard on auth pages). */
  callbackUrl?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** The icon-only button's name in the interface language. */
  name?: string;
};

/** Starts Google sign-in (GET /api/auth/google with the return path as `state`). */
export function GoogleSignInButton({
  label = false,
  callbackUrl,
  variant = "outline",
  size,
  className,
  name = "Sign in with Google",
}: GoogleSignInButtonProps) {
  return (
    <PendingButton
      onPress={() => startGoogleSignIn(safeRedirectPath(callbackUrl ?? `${window.location.pathname}${window.location.search}`))}
      aria-label={label ? undefined : name}
      title={label ? undefined : name}
      className={buttonClasses({ variant, size: size ?? (label ? "md" : "icon"), className })}
      icon={<GoogleIcon className="size-5" />}
    >
      {label ? <span>Continue with Google</span> : null}
    </PendingButton>
  );
}
