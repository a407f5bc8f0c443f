// E-mail and password check with the spec's three outcomes: unknown user, wrong
// password (counted), or success.
import { db } from "@/lib/db/client";
import { verifyPassword } from "./password";

export type CredentialCheck = { ok: true; candidateId: string } | { ok: false; reason: "invalid user" | "invalid password"; wrongPasswordCount?: number };

export async function verifyCredentials(options: { email: string; password: string }): Promise<CredentialCheck> {
  const email = options.email.trim().toLowerCase();
  const candidate = await db().candidate.findUnique({
    where: { email },
    select: { id: true, passwordHash: true },
  });
  if (!candidate?.passwordHash) return { ok: false, reason: "invalid user" };
  if (!(await verifyPassword(candidate.passwordHash, options.password))) {
    const updated = await db().candidate.update({
      where: { id: candidate.id },
      data: { wrongPasswordCount: { increment: 1 } },
      select: { wrongPasswordCount: true },
    });
    return { ok: false, reason: "invalid password", wrongPasswordCount: updated.wrongPasswordCount };
  }
  await db().candidate.update({ where: { id: candidate.id }, data: { wrongPasswordCount: 0 } });
  return { ok: true, candidateId: candidate.id };
}
