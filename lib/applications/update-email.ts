// What the e-mails about an application (a status change, an employer's feedback) share: who they
// go to, whether that candidate wants them, and the footer that says how to stop them.
import { wantsEmail } from "@/lib/email-preferences/email-preferences";
import { env } from "@/lib/env";

export const applicationEmailSelect = {
  jobId: true,
  candidate: { select: { id: true, email: true, firstName: true, accountDeletion: { select: { requestedAt: true } } } },
  job: { select: { title: true, company: { select: { name: true } } } },
} as const;

/** The bell has it either way; the e-mail only for an open account that wants application updates. */
export async function wantsApplicationEmail(candidate: { id: string; accountDeletion: unknown }): Promise<boolean> {
  if (candidate.accountDeletion) return false;
  return wantsEmail({ candidateId: candidate.id, kind: "applicationUpdates" });
}

export function applicationEmailFooter() {
  return {
    text: "You get this because you asked for e-mails about your applications. You can turn them off in Settings.",
    links: [{ label: "E-mail settings", href: `${env().appUrl}/settings` }],
  };
}

export const applicationLink = (jobId: string) => `${env().appUrl}/jobs/${jobId}`;
