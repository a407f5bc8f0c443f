import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { candidateForSession, currentCandidateSelect } from "./current-candidate";
import { createAuthSession, revokeAuthSession } from "./sessions";

useTestDatabase();

describe("the candidate of a session cookie", () => {
  it("is the session's candidate with the same fields Prisma reads, while the session is live", async () => {
    const { id } = await createCandidate({ firstName: "Asha", lastName: "Verma" });
    const other = await createCandidate();
    await createAuthSession({ candidateId: other.id });
    const session = await createAuthSession({ candidateId: id });

    const expected = await db().candidate.findUniqueOrThrow({ where: { id }, select: currentCandidateSelect });
    expect(await candidateForSession(session.id)).toEqual(expected);

    await revokeAuthSession(session.id);
    expect(await candidateForSession(session.id)).toBeNull();
  });

  it("is nobody for an expired session, an unknown id or text that is not an id", async () => {
    const { id } = await createCandidate();
    const session = await createAuthSession({ candidateId: id });
    await db().authSession.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await candidateForSession(session.id)).toBeNull();
    expect(await candidateForSession("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await candidateForSession("not-a-session'; --")).toBeNull();
  });

  it("carries the erase date, to the millisecond, while the account is closed", async () => {
    const { id } = await createCandidate();
    const session = await createAuthSession({ candidateId: id });
    const eraseAfter = new Date("2027-01-05T10:20:30.456Z");
    await db().accountDeletion.create({ data: { candidateId: id, eraseAfter } });
    expect((await candidateForSession(session.id))?.accountDeletion).toEqual({ eraseAfter });
  });
});
