// Application statuses: their labels, the tab each belongs to, and the moves an employer may make.
import type { ApplicationStatus } from "@/generated/prisma/client";
import { APPLICATION_TABS, HIRING_STATUS_LABELS } from "@/lib/application-view/status-labels";

export const APPLICATION_STATUSES = Object.keys(HIRING_STATUS_LABELS) as ApplicationStatus[];

export type ApplicationTab = keyof typeof APPLICATION_TABS;
export const APPLICATION_TAB_NAMES = Object.keys(APPLICATION_TABS) as ApplicationTab[];

/** The tab an application is listed under; a withdrawn one is under none. */
export function tabOf(status: ApplicationStatus): ApplicationTab | null {
  if (status === "WITHDRAWN") return null;
  const tab = APPLICATION_TAB_NAMES.find((name) => (APPLICATION_TABS[name] as readonly string[]).includes(status));
  return tab ?? "In Review";
}

export function statusLabel(status: ApplicationStatus): string {
  return HIRING_STATUS_LABELS[status];
}

/** The chip on a job card: "Interview Scheduled" reads "Interview is Scheduled" (or becomes a link). */
export function chipLabel(status: ApplicationStatus): string {
  return status === "INTERVIEW_SCHEDULED" ? "Interview is Scheduled" : HIRING_STATUS_LABELS[status];
}

// The hiring pipeline in order. Moves go forward (skipping steps is fine), to Not Selected from
// anywhere open, and back only where a real process does: a new invitation after an expired link,
// or a second look at someone not selected.
const STAGE: Record<ApplicationStatus, number> = {
  APPLIED: 0,
  IN_REVIEW: 1,
  ELIGIBLE: 2,
  INTERVIEW_SCHEDULED: 3,
  LINK_EXPIRED: 4,
  INTERVIEW_DONE: 4,
  PROCESS_COMPLETED: 5,
  HIRED: 6,
  NOT_SELECTED: 7,
  WITHDRAWN: 8,
};

export function canMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (from === to) return false;
  // Only the candidate withdraws, and only applying again brings a withdrawn application back.
  if (from === "HIRED" || from === "WITHDRAWN" || to === "WITHDRAWN") return false;
  if (from === "NOT_SELECTED") return to === "IN_REVIEW";
  if (to === "NOT_SELECTED") return true;
  if (to === "LINK_EXPIRED") return from === "INTERVIEW_SCHEDULED";
  // A new invitation, or the answers held up by the network arriving after the link expired.
  if (from === "LINK_EXPIRED") return to === "INTERVIEW_SCHEDULED" || to === "INTERVIEW_DONE";
  if (to === "APPLIED") return false;
  return STAGE[to] > STAGE[from];
}

export function allowedMoves(from: ApplicationStatus): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((to) => canMove(from, to));
}

export type TabCounts = Record<ApplicationTab, number>;

export function countByTab(statuses: ApplicationStatus[]): TabCounts {
  const counts = Object.fromEntries(APPLICATION_TAB_NAMES.map((t) => [t, 0])) as TabCounts;
  for (const status of statuses) {
    const tab = tabOf(status);
    if (tab) counts[tab] += 1;
  }
  return counts;
}
