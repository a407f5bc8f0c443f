"use client";

import { api } from "@/components/api/api";
import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button-classes";

type SignInState = "checking" | "signed-in" | "signed-out";

/**
 * The broken-URL page's way out: the dashboard when signed in, else login. Asked from the browser,
 * because a session read in the root not-found would make every page of the site dynamic. Plain
 * links keep next/link out of this chunk, which every page downloads.
 */
export function NotFoundActions() {
  const [state, setState] = useState<SignInState>("checking");

  useEffect(() => {
    let live = true;
    void api("GET /api/users/me-lite").then((result) => live && setState(result.ok && result.data.signedIn ? "signed-in" : "signed-out"));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row" aria-busy={state === "checking"}>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links keep next/link out of this chunk */}
      <a href="/" className={buttonClasses({ variant: "outline" })}>
        Back to home
      </a>
      {state === "checking" ? (
        <span aria-hidden="true" className="h-11 rounded-xl bg-ink-200/70 sm:w-40 motion-safe:animate-pulse" />
      ) : state === "signed-in" ? (
        <a href="/dashboard" className={buttonClasses()}>
          Go to dashboard
        </a>
      ) : (
        <a href="/auth/login" className={buttonClasses()}>
          Go to login
        </a>
      )}
    </div>
  );
}
