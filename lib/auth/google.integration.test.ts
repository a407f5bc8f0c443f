// Google sign-in end to end against a local OpenID provider (oauth2-mock-server): our
// GET /api/auth/google start, the provider's redirect, and next-auth's callback.
import { OAuth2Server } from "oauth2-mock-server";
import { decode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { JUST_REGISTERED } from "@/lib/seed/candidate-factory";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { startGoogleSignIn } from "./google-start";
import { AuthHandler } from "./next-auth-core";
import { authOptions } from "./options";

const t = useTestDatabase();
const server = new OAuth2Server();
const nextIdentity = { sub: "google-sub-1", email: "new.person@example.com", email_verified: true };

beforeAll(async () => {
  await server.issuer.keys.generate("RS256");
  await server.start(0, "localhost");
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, nextIdentity, { given_name: "Nila", family_name: "Rao" });
  });
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: "hireready-test-client",
    GOOGLE_CLIENT_SECRET: "hireready-test-secret",
    GOOGLE_ISSUER: server.issuer.url,
    NEXTAUTH_URL: "http://localhost:3999",
  });
  resetEnvForTests();
});

afterAll(async () => {
  await server.stop();
});

type Cookie = { name: string; value: string };

function jar(cookies: Cookie[] | undefined): Record<string, string> {
  return Object.fromEntries((cookies ?? []).map((c) => [c.name, c.value]));
}

/** Runs the whole browser round trip and returns where it lands and the session it made. */
async function signInWithGoogle(state: string | null, forgedCallbackUrl?: string, language: "hi" | null = null) {
  const started = await startGoogleSignIn({ state, cookies: {} });
  expect(started.redirect).toContain(server.issuer.url!);
  const authorize = await fetch(started.redirect!, { redirect: "manual" });
  const back = new URL(authorize.headers.get("location")!);
  expect(back.pathname).toBe("/api/auth/callback/google");
  const callback = await AuthHandler({
    req: {
      method: "GET",
      action: "callback",
      providerId: "google",
      query: Object.fromEntries(back.searchParams),
      cookies: { ...jar(started.cookies), ...(forgedCallbackUrl === undefined ? {} : { "next-auth.callback-url": forgedCallbackUrl }) },
      headers: {},
    },
    options: authOptions({ language }),
  });
  const sessionCookie = (callback.cookies ?? []).find((c) => c.name === "next-auth.session-token");
  const jwt = sessionCookie ? await decode({ token: sessionCookie.value, secret: process.env.NEXTAUTH_SECRET! }) : null;
  return { started, landing: callback.redirect ?? "", jwt };
}

describe("Google sign-in", () => {
  it("creates a new candidate from a verified e-mail and sends them to onboarding without a password step", async () => {
    Object.assign(nextIdentity, { sub: "google-sub-new", email: "new.person@example.com", email_verified: true });
    const { started, landing, jwt } = await signInWithGoogle("/jobs?tab=Hired");
    expect(started.cookies.map((c) => c.name)).toContain("next-auth.callback-url");
    expect(landing).toBe("http://localhost:3999/auth/continue?to=%2Fjobs%3Ftab%3DHired");
    const candidate = await t.db().candidate.findUniqueOrThrow({
      where: { email: "new.person@example.com" },
      include: { accounts: true },
      omit: { passwordHash: false },
    });
    expect(candidate).toMatchObject({ firstName: "Nila", lastName: "Rao", onboardingStep: "onboarding_three", passwordHash: null, language: null });
    expect(candidate.emailVerifiedAt).not.toBeNull();
    expect(candidate.accounts).toMatchObject([{ provider: "google", providerAccountId: "google-sub-new" }]);
    expect(jwt?.candidateId).toBe(candidate.id);
    const session = await t.db().authSession.findUniqueOrThrow({ where: { id: jwt!.sid! } });
    expect(session.candidateId).toBe(candidate.id);
  });

  it("keeps Hindi on a new candidate who signed in from a Hindi visit, and leaves a known one's language", async () => {
    Object.assign(nextIdentity, { sub: "google-sub-hindi", email: "hindi.google@example.com", email_verified: true });
    const { jwt } = await signInWithGoogle(null, undefined, "hi");
    expect(await t.db().candidate.findUniqueOrThrow({ where: { id: jwt!.candidateId! }, select: { language: true } })).toEqual({ language: "hi" });
    const known = await createCandidate({ email: "known.english@example.com", language: null });
    Object.assign(nextIdentity, { sub: "google-sub-known-english", email: "known.english@example.com", email_verified: true });
    expect((await signInWithGoogle(null, undefined, "hi")).jwt?.candidateId).toBe(known.id);
    expect(await t.db().candidate.findUniqueOrThrow({ where: { id: known.id }, select: { language: true } })).toEqual({ language: null });
  });

  it("links an existing candidate with the same e-mail instead of making a second one", async () => {
    const existing = await createCandidate({ email: "known@example.com", firstName: "Kiran" });
    Object.assign(nextIdentity, { sub: "google-sub-known", email: "Known@Example.com", email_verified: true });
    const { jwt } = await signInWithGoogle(null);
    expect(jwt?.candidateId).toBe(existing.id);
    expect(await t.db().candidate.count({ where: { email: "known@example.com" } })).toBe(1);
    const accounts = await t.db().account.findMany({ where: { candidateId: existing.id } });
    expect(accounts.map((a) => a.providerAccountId)).toEqual(["google-sub-known"]);
    const again = await signInWithGoogle(null);
    expect(again.jwt?.candidateId).toBe(existing.id);
    expect(await t.db().account.count({ where: { candidateId: existing.id } })).toBe(1);
  });

  it("refuses an unverified Google e-mail and links nothing", async () => {
    await createCandidate({ ...JUST_REGISTERED, email: "victim@example.com", emailVerifiedAt: null });
    Object.assign(nextIdentity, { sub: "google-sub-attacker", email: "victim@example.com", email_verified: false });
    const { landing, jwt } = await signInWithGoogle(null);
    expect(jwt).toBeNull();
    expect(landing).toContain("error=AccessDenied");
    expect(await t.db().account.count({ where: { providerAccountId: "google-sub-attacker" } })).toBe(0);
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/.//evil.example"])(
    "sends a foreign return path %j to the dashboard",
    async (state) => {
      Object.assign(nextIdentity, { sub: "google-sub-new", email: "new.person@example.com", email_verified: true });
      const { landing } = await signInWithGoogle(state);
      expect(landing).toBe("http://localhost:3999/auth/continue?to=%2Fdashboard");
    },
  );

  it.each(["https://evil.example/", "//evil.example", "/.//evil.example", "/\t/evil.example"])(
    "a forged next-auth callbackUrl %j cannot leave the site",
    async (forged) => {
      Object.assign(nextIdentity, { sub: "google-sub-new", email: "new.person@example.com", email_verified: true });
      const { landing } = await signInWithGoogle("/jobs", forged);
      expect(landing).toBe("http://localhost:3999/dashboard");
    },
  );
});
