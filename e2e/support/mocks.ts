// Helpers for the mock interview specs: credits granted through the real ledger on the e2e
// server's database, the new-mock form filled the way a candidate does, and waiting for a worker
// to take a mock to its next status.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { makePdf } from "@/test/pdf-fixture";
import { seriousViolations } from "./marketing-axe";

export { signInAs as signInToMocks } from "./profile";

export async function giveCredits(candidateId: string, credits: number): Promise<void> {
  process.env.DATABASE_URL = `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? "54339"}/hireready`;
  const { grantCredits } = await import("@/lib/credits");
  const { db, disconnectDb } = await import("@/lib/db/client");
  const plan = await db().plan.findUniqueOrThrow({ where: { type_planName: { type: "MOCK", planName: "COPPER" } } });
  await grantCredits({ candidateId, planId: plan.id, credits, validityDays: 182, reason: "PURCHASE", idempotencyKey: `e2e:${candidateId}` });
  await disconnectDb();
}

export const cvPdf = () => ({
  name: "my-cv.pdf",
  mimeType: "application/pdf",
  buffer: makePdf(["Kiran Rao", "Built APIs with Node.js and PostgreSQL", "Kubernetes on call"]),
});

/** Fills every field of /mock/new-mock except the resume. */
export async function fillNewMockForm(page: Page, options: { title: string; skills: string[]; value: string }) {
  await page.getByLabel("Industry").selectOption("Information Technology");
  const title = page.getByRole("combobox", { name: "Job title" });
  await title.fill(options.title.slice(0, 4));
  await page.getByRole("option", { name: options.title }).click();
  await expect(title).toHaveValue(options.title);
  await page.getByLabel("Experience (years)").selectOption("3");
  await page.getByLabel("Difficulty").selectOption("Medium");
  const skills = page.getByLabel(/^Skills/);
  for (const skill of options.skills) {
    await skills.fill(skill);
    await skills.press("Enter");
  }
  const value = page.getByRole("combobox", { name: "Value" });
  await value.fill(options.value.toUpperCase().slice(0, 4));
  await page.getByRole("option", { name: options.value }).click();
}

type MockStatusLabel = "Question Generated" | "Process Completed";

/**
 * Asks `GET /api/mock/get-mock-data` (on `origin`, else the spec's own server) until the mock has
 * `status` and answers it. A mock that failed throws at once; the time running out throws with the
 * status it last had: "Generating" says the worker is slow or gone.
 */
export async function waitForMock<T extends { Status: string }>(
  api: APIRequestContext,
  mockId: string,
  status: MockStatusLabel,
  options: { origin?: string; timeout?: number } = {},
): Promise<T> {
  const { origin = "", timeout = 120_000 } = options;
  let data: T | undefined;
  const read = async () => {
    const res = await api.get(`${origin}/api/mock/get-mock-data?mock_id=${mockId}`);
    if (!res.ok()) return `HTTP ${res.status()}`;
    data = (await res.json()) as T;
    return data.Status;
  };
  // Either the status waited for or "failed", which ends the wait at once.
  await expect
    .poll(read, { timeout, message: `mock ${mockId} to be "${status}" (a status still "Generating" says the worker is slow or gone)` })
    .toMatch(new RegExp(`^(${status}|failed)$`));
  if (data!.Status === "failed") throw new Error(`mock ${mockId} failed while waiting for it to be "${status}"`);
  return data!;
}

/**
 * Opens /mock/new-mock with the page's scripts held back: the server's HTML shows the form's
 * placeholder, measured and photographed at `screenshot`; then the scripts go and the form comes.
 * Answers the height of the form's card with the placeholder and with the form.
 */
export async function newMockFormArriving(page: Page, screenshot: string): Promise<{ loading: number; loaded: number }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const scripts = /\/_next\/static\/chunks\/.+\.js(?:\?.*)?$/;
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/mock/new-mock", { waitUntil: "domcontentloaded" });
  const placeholder = page.getByTestId("new-mock-placeholder");
  await expect(placeholder).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading the new-mock form" })).toBeAttached();
  await expect(placeholder).toHaveAttribute("aria-busy", "true");
  // Nothing in it can be reached: no field, no button.
  await expect(page.getByRole("button", { name: "Ready? Let's go!" })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Job title" })).toHaveCount(0);
  const loading = (await placeholder.locator("..").boundingBox())!.height;
  await page.screenshot({ path: screenshot, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  release();
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  const loaded = (await page.locator("form[data-hydrated]").locator("..").boundingBox())!.height;
  await page.unroute(scripts);
  return { loading, loaded };
}
