// The account-verify link is the key to a passwordless account: it must carry a secret that only
// the e-mail delivered, and work once.
import { describe, expect, it } from "vitest";
import { issueAccountVerifyLink } from "@/lib/auth/account-verify-link";
import { LINK_NOT_VALID } from "@/lib/auth/schema";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { POST } from "./route";

const t = useTestDatabase();
const PASSWORD = "Chosen@Pass1";

function setPassword(body: Record<string, unknown>) {
  return POST(
    new Request("http://localhost/api/auth/password-upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

async function invited() {
  const candidate = await createCandidate({ passwordHash: null, emailVerifiedAt: null });
  const link = new URL(await issueAccountVerifyLink({ candidateId: candidate.id, email: candidate.email }));
  return { ...candidate, link, token: link.searchParams.get("token")! };
}

async function passwordSet(candidateId: string) {
  return (await t.db().candidate.findUniqueOrThrow({ where: { id: candidateId }, omit: { passwordHash: false } })).passwordHash !== null;
}

describe("POST /api/auth/password-upload", () => {
  it("refuses to set a password from a link without its token", async () => {
    const { id, email } = await invited();
    const res = await setPassword({ candidateId: id, email, password: PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: LINK_NOT_VALID, code: "INVALID_INPUT" });
    expect(await passwordSet(id)).toBe(false);
  });

  it("refuses a made-up token, and another candidate's token", async () => {
    const me = await invited();
    const other = await invited();
    expect((await setPassword({ candidateId: me.id, email: me.email, password: PASSWORD, token: "x".repeat(43) })).status).toBe(400);
    expect((await setPassword({ candidateId: me.id, email: me.email, password: PASSWORD, token: other.token })).status).toBe(400);
    expect(await passwordSet(me.id)).toBe(false);
  });

  it("sets the password with the mailed link once, and refuses the same link again", async () => {
    const { id, email, link, token } = await invited();
    expect(link.pathname).toBe("/verify-account-small");
    expect(link.searchParams.get("candidate")).toBe(id);
    expect(link.searchParams.get("email")).toBe(email);
    const res = await setPassword({ candidateId: id, email, password: PASSWORD, token });
    expect(res.status).toBe(200);
    expect(await passwordSet(id)).toBe(true);
    const again = await setPassword({ candidateId: id, email, password: "Hijack@Pass1", token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: LINK_NOT_VALID, code: "PASSWORD_LINK_INVALID" });
  });

  it("refuses an earlier link once a new one was e-mailed, and a link past its seven days", async () => {
    const first = await invited();
    const second = new URL(await issueAccountVerifyLink({ candidateId: first.id, email: first.email })).searchParams.get("token")!;
    expect((await setPassword({ candidateId: first.id, email: first.email, password: PASSWORD, token: first.token })).status).toBe(400);

    await t.db().accountVerifyToken.update({ where: { candidateId: first.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await setPassword({ candidateId: first.id, email: first.email, password: PASSWORD, token: second })).status).toBe(400);
    expect(await passwordSet(first.id)).toBe(false);
  });

  it("keeps only a keyed hash of the token", async () => {
    const { id, token } = await invited();
    const row = await t.db().accountVerifyToken.findUniqueOrThrow({ where: { candidateId: id } });
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });
});
