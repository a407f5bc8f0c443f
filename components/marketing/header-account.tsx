"use client";

import { api } from "@/components/api/api";
import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { cx } from "@/components/ui/cx";
import { fill } from "@/lib/i18n/fill";

type Account = { signedIn: boolean; firstName: string | null };
/** Its words in the page's language (the `marketing` namespace's). */
export type HeaderAccountText = { signIn: string; myAccount: string; toDashboard: string };

// One request per page view, shared by the header and the mobile menu.
let pending: Promise<Account | null> | undefined;
function loadAccount(): Promise<Account | null> {
  pending ??= api("GET /api/users/me-lite").then((result) => (result.ok ? result.data : null));
  return pending;
}

/**
 * "Sign In / Up", or the signed-in candidate's first name. The page around it is prerendered, so
 * it starts signed out and asks the server once from the browser. Plain links: the candidate area
 * is a different layout, rendered per request, so a full page load costs nothing extra.
 */
export function HeaderAccount({ placement, text, signInHref }: { placement: "bar" | "menu"; text: HeaderAccountText; signInHref: string }) {
  const [account, setAccount] = useState<Account | null>(null);

  useEffect(() => {
    let live = true;
    void loadAccount().then((found) => live && setAccount(found));
    return () => {
      live = false;
    };
  }, []);

  const wide = placement === "menu";
  if (!account?.signedIn) {
    return (
      <a href={signInHref} className={buttonClasses({ size: wide ? "md" : "sm", className: wide ? "w-full" : undefined })}>
        {text.signIn}
      </a>
    );
  }

  const name = account.firstName?.trim() || text.myAccount;
  return (
    <a
      href="/dashboard"
      aria-label={fill(text.toDashboard, { name })}
      className={cx(buttonClasses({ variant: "outline", size: wide ? "md" : "sm", className: "max-w-48 pl-1.5" }), wide && "w-full max-w-none justify-start")}
    >
      <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="truncate">{name}</span>
    </a>
  );
}
