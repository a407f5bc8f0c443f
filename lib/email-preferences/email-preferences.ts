// Which optional e-mails a candidate gets. Senders of application updates, mock results and job
// alerts ask wantsEmail() first; account and security mails (codes, passwords, deletion, export)
// never do: they are always sent.
import { db, type Tx } from "@/lib/db/client";
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferenceKind, type EmailPreferences, type TEmailPreferencesUpdate } from "./schema";

const select = { applicationUpdates: true, mockResults: true, jobAlerts: true, marketing: true } as const;

export async function getEmailPreferences(options: { candidateId: string }): Promise<EmailPreferences> {
  const row = await db().emailPreference.findUnique({ where: { candidateId: options.candidateId }, select });
  return row ?? { ...DEFAULT_EMAIL_PREFERENCES };
}

export async function wantsEmail(options: { candidateId: string; kind: EmailPreferenceKind }): Promise<boolean> {
  return (await getEmailPreferences(options))[options.kind];
}

export async function updateEmailPreferences(options: { candidateId: string; changes: TEmailPreferencesUpdate; tx?: Tx }): Promise<EmailPreferences> {
  const { candidateId, changes } = options;
  const run = async (tx: Tx) => {
    const before = await tx.emailPreference.findUnique({ where: { candidateId }, select: { jobAlerts: true } });
    const after = await tx.emailPreference.upsert({
      where: { candidateId },
      create: { candidateId, ...DEFAULT_EMAIL_PREFERENCES, ...changes },
      update: changes,
      select,
    });
    // Alerts turned back on start from now: the weeks they were off are not sent in one go.
    if (before && !before.jobAlerts && after.jobAlerts) {
      await tx.savedSearch.updateMany({ where: { candidateId }, data: { checkedUntil: new Date() } });
    }
    return after;
  };
  return options.tx ? run(options.tx) : db().$transaction(run);
}
