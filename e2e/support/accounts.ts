// Helpers for the accounts specs: fresh addresses, codes from the outbox, accounts made through the API.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import { readOutbox } from "./outbox";

let counter = 0;

/** A new address per call, unique across workers and runs. */
export function freshEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A mobile number nobody else in this run uses (valid Indian mobile: starts with 9). */
export function freshMobile(): string {
  return `9${String(Date.now() + counter++).slice(-9)}`;
}

export function countMessages(to: string, kind: "email" | "sms" = "email"): number {
  return readOutbox({ to, kind }).length;
}

/** Waits for a message to `to` beyond the `before` already there; returns its 6-digit code. */
export async function nextCode(to: string, before: number, kind: "email" | "sms" = "email"): Promise<string> {
  await expect.poll(() => countMessages(to, kind)).toBeGreaterThan(before);
  const code = readOutbox({ to, kind })[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Signs in as the sign-in form does, through POST /api/auth/login (the session cookie lands in the
 * page's context), and opens where the form would go: the onboarding step still to do, else the
 * dashboard. The form itself is driven in accounts.spec.ts (and wherever signing in is the point);
 * a spec that only needs to be signed in is spared loading the sign-in page first.
 */
export async function signInThroughApi(page: Page, email: string, password: string, landing: RegExp = /\/dashboard/): Promise<void> {
  // The password's hash is checked at its full cost: slow on a busy machine.
  const login = await page.request.post("/api/auth/login", { data: { email, password }, timeout: 60_000 });
  expect(login.status(), await login.text()).toBe(200);
  const { next } = (await login.json()) as { next: string | null };
  await page.goto(next ?? "/dashboard");
  await expect(page).toHaveURL(landing);
}

/** Registers through the API (code from the outbox); leaves the candidate at onboarding step three. */
export async function registerViaApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  const before = countMessages(email);
  expect((await request.post("/api/auth/send-otp", { data: { email } })).ok()).toBe(true);
  const otp = await nextCode(email, before);
  const res = await request.post("/api/auth/register", { data: { email, password, otp } });
  expect(res.status()).toBe(201);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  // Typing before React hydrates the form would be wiped by hydration on a busy machine.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The e2e server's own database (embedded PostgreSQL started by the web server). */
export function e2eDatabaseUrl(): string {
  return `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? "54339"}/hireready`;
}

export async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A passwordless account made by a quick apply; returns its e-mail and the mailed account-verify link (path and query). */
export async function invitedByQuickApply(request: APIRequestContext, jobId: string, resume: Buffer): Promise<{ email: string; link: URL }> {
  const email = freshEmail("invited");
  const res = await request.post("/api/jobs/quick-apply", {
    multipart: {
      email,
      firstname: "Ira",
      lastname: "Menon",
      phone: "+91 98450 12345",
      jobId,
      resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: resume },
    },
  });
  expect(res.status()).toBe(201);
  await expect.poll(() => countMessages(email), { timeout: 30_000 }).toBe(1);
  const text = readOutbox({ to: email })[0]!.text;
  return { email, link: new URL(text.match(/https?:\/\/\S*\/verify-account-small\?\S+/)![0]) };
}

/** The same database through Prisma, for the factories the seed and the integration tests use. */
export async function withPrisma<T>(run: (client: PrismaClient) => Promise<T>): Promise<T> {
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: e2eDatabaseUrl(), max: 1 }) });
  try {
    return await run(client);
  } finally {
    await client.$disconnect();
  }
}
