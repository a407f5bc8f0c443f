"use client";

import { buttonClasses } from "@/components/ui/button";
import { GoogleIcon } from "@/components/ui/icons";
import { PendingButton } from "@/components/ui/pending-button";
import { peekRedirectUrl } from "./browser-session";

/** Google sign-in through GET /api/auth/google, so every one passes the onboarding gate; `state` is where it returns. */
export function startGoogleSignIn(state: string): void {
  // A full page load on purpose: a new (or no) session cookie, or a redirect outside the app router.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`/api/auth/google?state=${encodeURIComponent(state)}`);
}

/** "Continue with Google": GET /api/auth/google with the remembered return path as `state`. */
export function GoogleContinueButton({ className }: { className?: string }) {
  return (
    <PendingButton
      className={buttonClasses({ variant: "outline", size: "lg", className })}
      icon={<GoogleIcon className="size-5" />}
      onPress={() => startGoogleSignIn(peekRedirectUrl())}
    >
      <span>Continue with Google</span>
    </PendingButton>
  );
}

/** "or", then Continue with Google, under a sign-in or sign-up form (nothing when Google is not set up). */
export function GoogleAlternative({ enabled }: { enabled: boolean }) {
  if (!enabled) return null;
  return (
    <>
      <OrDivider />
      <GoogleContinueButton className="w-full" />
    </>
  );
}

function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium text-ink-400">
      <span className="h-px flex-1 bg-ink-200" />
      or
      <span className="h-px flex-1 bg-ink-200" />
    </div>
  );
}
