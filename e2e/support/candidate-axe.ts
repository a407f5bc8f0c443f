// Every screen of the signed-in area, filled with a candidate's own data, for the accessibility
// sweep: an application with a recorded interview, a mock ready to take, a reviewed mock, credits.
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { invitedCandidate } from "./interviews";
import { createReadyMockE2E } from "./mock-interview";
import { giveCredits } from "./mocks";
import { seriousViolations } from "./marketing-axe";

/** A reviewed mock (the demo's), for its review page. */
export async function seedReviewedMock(candidateId: string): Promise<string> {
  process.env.DATABASE_URL = `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? "54339"}/hireready`;
  const { db, disconnectDb } = await import("@/lib/db/client");
  const { seedDemoMock } = await import("@/lib/seed/demo-mock");
  await db().$transaction((tx) => seedDemoMock(tx, candidateId, new Date()));
  const mock = await db().mock.findFirstOrThrow({ where: { candidateId, status: "PROCESS_COMPLETED" }, select: { id: true } });
  await disconnectDb();
  return mock.id;
}

/** Signs a fresh candidate in (through the page's cookies) and lists every candidate page with its data. */
export async function candidatePages(page: Page, label: string): Promise<string[]> {
  const { candidate, job, interviewId } = await invitedCandidate(page, ["Tell us about a launch you led.", "What would you change?"], label);
  await giveCredits(candidate.id, 2);
  const readyMock = await createReadyMockE2E(candidate.id, ["Walk me through a report you automated."]);
  const reviewedMock = await seedReviewedMock(candidate.id);
  return [
    "/dashboard",
    "/jobs",
    `/jobs/${job.Job_Id}`,
    "/discover",
    "/discover?q=developer",
    "/cv",
    "/mock",
    "/mock/new-mock",
    "/mock/plans",
    "/mock/ledger",
    "/mock/redeem?token=not-a-real-token",
    `/mock/mock-interview?mock_id=${readyMock}`,
    `/mock/mock-review?mock_id=${reviewedMock}`,
    "/purchase?plan_type=MOCK&plan_name=COPPER",
    "/settings",
    "/test/disc",
    `/interview?q=${interviewId}`,
  ];
}

/** Serious and critical axe findings on each page, keyed by path; screenshots under test-results/a11y. */
export async function sweep(page: Page, paths: string[], width: number): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  mkdirSync("test-results/a11y", { recursive: true });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const name =
      path
        .replace(/\?.*$/, "")
        .replace(/[^a-z0-9]+/gi, "-")
        .replace(/^-|-$/g, "") || "root";
    await page.screenshot({ path: `test-results/a11y/${name}-${width}.png` });
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  writeFileSync(`test-results/a11y/findings-${width}.json`, JSON.stringify(found, null, 2));
  return found;
}
