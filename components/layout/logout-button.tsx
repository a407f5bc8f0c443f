"use client";

import { useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";

/** Ends the session, forgets this tab's state and reloads into the login page. */
export async function logout(): Promise<void> {
  try {
    await fetch("/api/users/logout", { method: "GET", credentials: "same-origin", cache: "no-store" });
  } finally {
    sessionStorage.clear();
    localStorage.removeItem("token");
    // A full page load on purpose: it drops every piece of client state from the signed-in session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.href = "/auth/login";
  }
}

type LogoutButtonProps = {
  className?: string;
  /** Replaces the default icon + "Logout" content. */
  children?: ReactNode;
};

export function LogoutButton({ className, children }: LogoutButtonProps) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => {
        setPending(true);
        void logout();
      }}
    >
      {pending ? <Spinner className="size-5" /> : <Icon name="logout" />}
      {children ?? <span>Logout</span>}
    </button>
  );
}
