"use client";
// Whose kept recordings a page may see and send: the signed-in candidate's, or those made through
// one interview link (named by a hash of its token, never the token itself).
import { createContext, useContext, type ReactNode } from "react";
import { candidateOwner } from "./owner-key";

export { candidateOwner };

const OwnerContext = createContext<string | null>(null);

export async function linkOwner(token: string, interviewId: string): Promise<string> {
  if (!crypto.subtle) return `link:${interviewId}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return `link:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export function RecordingOwner({ candidateId, children }: { candidateId: string; children: ReactNode }) {
  return <OwnerContext value={candidateOwner(candidateId)}>{children}</OwnerContext>;
}

/** The signed-in candidate's owner key, inside the candidate pages. */
export function useRecordingOwner(): string | null {
  return useContext(OwnerContext);
}
