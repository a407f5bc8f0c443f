// The account-verify link an account without a password (a quick apply) gets by e-mail:
// /verify-account-small?candidate=…&email=…&token=…. Ids and e-mails are no secret (employers see
// them), so the link carries a random token, stored only as a keyed hash: one live link per
// candidate, replaced by each new e-mail, good for ACCOUNT_VERIFY_LINK_TTL_SECONDS, used once.
import { createHash } from "node:crypto";
import { ACCOUNT_VERIFY_LINK_TTL_SECONDS } from "./password-rules";
import { db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { generateSecretToken, hashOtp } from "@/lib/otp/code";

const PURPOSE = "account-verify-link";

/** The signup source of an account made by a quick apply: it has no password until the link sets one. */
export const QUICK_APPLY_SOURCE = "linkedin-quick-apply";

/** Keyed with the server secret and bound to the candidate, so a leaked hash opens nothing. */
export function hashVerifyToken(candidateId: string, token: string): string {
  return hashOtp(PURPOSE, candidateId, createHash("sha256").update(token).digest("hex"));
}

/** A fresh link for the candidate; any earlier link stops working. */
export async function issueAccountVerifyLink(options: { candidateId: string; email: string; tx?: Tx }): Promise<string> {
  const token = generateSecretToken();
  const tokenHash = hashVerifyToken(options.candidateId, token);
  const expiresAt = new Date(Date.now() + ACCOUNT_VERIFY_LINK_TTL_SECONDS * 1000);
  await (options.tx ?? db()).accountVerifyToken.upsert({
    where: { candidateId: options.candidateId },
    create: { candidateId: options.candidateId, tokenHash, expiresAt },
    update: { tokenHash, expiresAt, createdAt: new Date() },
  });
  const query = new URLSearchParams({ candidate: options.candidateId, email: options.email, token });
  return `${env().appUrl}/verify-account-small?${query}`;
}

/** Deletes the candidate's live token if `token` is it: true exactly once per link. */
export async function consumeAccountVerifyToken(options: { candidateId: string; token: string; tx?: Tx }): Promise<boolean> {
  const { count } = await (options.tx ?? db()).accountVerifyToken.deleteMany({
    where: {
      candidateId: options.candidateId,
      tokenHash: hashVerifyToken(options.candidateId, options.token),
      expiresAt: { gt: new Date() },
    },
  });
  return count === 1;
}
