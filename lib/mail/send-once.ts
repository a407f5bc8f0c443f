// An e-mail about one event, sent at most once however often its task runs. The claim (marking
// the event's row as e-mailed) and the send share one transaction: a failed send leaves the row
// unclaimed for the task's retry; a second run at the same time waits on the row and then finds it
// claimed. The one gap left, a process killed after the message went out and before the commit,
// sends it again on the retry with the same Message-ID, which mail clients fold into one.
import { db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { sendMail, type MailMessage } from "./index";

/** `<kind.id@host>`: the same id for every send of the e-mail about one event. */
export function eventMessageId(kind: string, id: string): string {
  return `<${kind}.${id}@${new URL(env().appUrl).hostname}>`;
}

/**
 * Claims the event with `claim` (true when this run took it) and sends `message` in the same
 * transaction. Returns whether this run sent it.
 */
export async function sendMailOnce(claim: (tx: Tx) => Promise<boolean>, message: MailMessage): Promise<boolean> {
  return db().$transaction(
    async (tx) => {
      if (!(await claim(tx))) return false;
      await sendMail(message);
      return true;
    },
    { timeout: 90_000, maxWait: 10_000 },
  );
}
