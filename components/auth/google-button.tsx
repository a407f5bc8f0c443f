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

/** The words of the Google alternative, in the interface language (English where none are handed). */
export type GoogleWords = { or: string; continueWithGoogle: string };
export const ENGLISH_GOOGLE_WORDS: GoogleWords = { or: "or", continueWithGoogle: "Continue with Google" };

/** "Continue with Google": GET /api/auth/google with the remembered return path as `state`. */
export function GoogleContinueButton({ className, label = ENGLISH_GOOGLE_WORDS.continueWithGoogle }: { className?: string; label?: string }) {
  return (
    <PendingButton
      className={buttonClasses({ variant: "outline", size: "lg", className })}
      icon={<GoogleIcon className="size-5" />}
      onPress={() => startGoogleSignIn(peekRedirectUrl())}
    >
      <span>{label}</span>
    </PendingButton>
  );
}

/** "or", then Continue with Google, under a sign-in or sign-up form (nothing when Google is not set up). */
export function GoogleAlternative({ enabled, words = ENGLISH_GOOGLE_WORDS }: { enabled: boolean; words?: GoogleWords }) {
  if (!enabled) return null;
  return (
    <>
      <OrDivider or={words.or} />
      <GoogleContinueButton className="w-full" label={words.continueWithGoogle} />
    </>
  );
}

function OrDivider({ or }: { or: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium text-ink-400">
      <span className="h-px flex-1 bg-ink-200" />
      {or}
      <span className="h-px flex-1 bg-ink-200" />
    </div>
  );
}
