"use client";

import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { GoogleIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { peekRedirectUrl } from "./browser-session";

/** "Continue with Google": GET /api/auth/google with the remembered return path as `state`. */
export function GoogleContinueButton({ className }: { className?: string }) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      aria-busy={pending || undefined}
      className={buttonClasses({ variant: "outline", size: "lg", className })}
      onClick={() => {
        setPending(true);
        // A full page load on purpose: a new (or no) session cookie, or a redirect outside the app router.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign(`/api/auth/google?state=${encodeURIComponent(peekRedirectUrl())}`);
      }}
    >
      {pending ? <Spinner className="size-5" /> : <GoogleIcon className="size-5" />}
      <span>Continue with Google</span>
    </button>
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
