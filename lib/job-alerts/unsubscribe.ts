// The unsubscribe link of a job-alert e-mail: /job-alerts/unsubscribe?id=<digest>&token=<secret>.
// It works without signing in, for as long as the e-mail's row is kept (JOB_ALERT_DIGEST_KEEP_DAYS);
// the random token is stored only as a keyed hash bound to its e-mail.
import { db } from "@/lib/db/client";
import { updateEmailPreferences } from "@/lib/email-preferences/email-preferences";
import { AppError } from "@/lib/errors/app-error";
import { hashOtp, otpMatches } from "@/lib/otp/code";
import { UNSUBSCRIBE_INVALID_MESSAGE, type TUnsubscribe } from "./schema";

const PURPOSE = "job-alert-unsubscribe";

export function hashUnsubscribeToken(digestId: string, token: string): string {
  return hashOtp(PURPOSE, digestId, token);
}

/** Turns job alerts off for the e-mail's candidate; a wrong or expired link changes nothing. */
export async function unsubscribeFromJobAlerts(options: TUnsubscribe): Promise<void> {
  const digest = await db().jobAlertDigest.findUnique({
    where: { id: options.id },
    select: { candidateId: true, tokenHash: true },
  });
  if (!digest || !otpMatches(digest.tokenHash, PURPOSE, options.id, options.token)) {
    throw new AppError("NOT_FOUND", UNSUBSCRIBE_INVALID_MESSAGE);
  }
  await updateEmailPreferences({ candidateId: digest.candidateId, changes: { jobAlerts: false } });
}
