"use client";

import { api } from "@/components/api/api";
import { leaveSignedOut } from "@/components/auth/browser-session";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icons";
import { PendingButton } from "@/components/ui/pending-button";
import { useShellText } from "./shell-text";

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
  const text = useShellText();
  return (
    <PendingButton className={className} icon={<Icon name="logout" />} onPress={() => void logout()}>
      {children ?? <span>{text.logout}</span>}
    </PendingButton>
  );
}
