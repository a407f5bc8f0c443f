"use client";

import { useEffect, useState } from "react";
import { ButtonLink } from "@/components/ui/button";

type SignInState = "checking" | "signed-in" | "signed-out";

/**
 * The broken-URL page's way out: the dashboard when signed in, else login. Asked from the browser,
 * because a session read in the root not-found would make every page of the site dynamic.
 */
export function NotFoundActions() {
  const [state, setState] = useState<SignInState>("checking");

  useEffect(() => {
    let live = true;
    fetch("/api/auth/session", { cache: "no-store" })
      .then((res) => (res.ok ? res.json() : null))
      .then((session: { sid?: string } | null) => live && setState(session?.sid ? "signed-in" : "signed-out"))
      .catch(() => live && setState("signed-out"));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row" aria-busy={state === "checking"}>
      <ButtonLink href="/" variant="outline">
        Back to home
      </ButtonLink>
      {state === "checking" ? (
        <span aria-hidden="true" className="h-11 rounded-xl bg-ink-200/70 sm:w-40 motion-safe:animate-pulse" />
      ) : state === "signed-in" ? (
        <ButtonLink href="/dashboard">Go to dashboard</ButtonLink>
      ) : (
        <ButtonLink href="/auth/login">Go to login</ButtonLink>
      )}
    </div>
  );
}
