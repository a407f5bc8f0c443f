"use client";

import { api } from "@/components/api/api";
import { leaveSignedOut } from "@/components/auth/browser-session";
import { useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";

/** Ends the session, forgets this tab's state and reloads into the login page. */
export async function logout(): Promise<void> {
  await api("GET /api/users/logout");
  // Recordings kept on this device belong to the session that made them.
  await import("@/components/recording/device-store").then((store) => store.dropCandidateRecordings()).catch(() => undefined);
  leaveSignedOut("/auth/login");
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
