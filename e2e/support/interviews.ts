// Helpers for the recorded-interview specs: a candidate with an application to a Brightloom job,
// invited through the partner API, and the e-mailed link.
import { mkdirSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { openJobsNotApplied, partner, signedInApplicant } from "./jobs";
import { readOutbox } from "./outbox";
import type { TestCandidate } from "./profile";

export const SHOTS = "test-results/interview-screens";

/**
 * `declaration`: more of the employer's scheduling body (retakes, aiUse, ...). `page` is a
 * Playwright page, or only a request context (the engine specs open their own browsers).
 */
export async function invitedCandidate(page: { request: APIRequestContext }, questions: string[], label: string, declaration: Record<string, unknown> = {}) {
  const candidate: TestCandidate = await signedInApplicant(page, label);
  const job = (await openJobsNotApplied(page.request, "brightloom")).find((j) => j.Company_Details.Company_Name === "Brightloom Technologies");
  expect(job, "an open Brightloom job").toBeTruthy();
  const applied = await page.request.post("/api/jobs/apply", { data: { jobId: job!.Job_Id }, headers: { "content-type": "application/json" } });
  expect(applied.status()).toBeLessThan(300);
  const api = partner(page.request);
  const list = (await (await api.get(`/jobs/${job!.Job_Id}/applications?limit=100`)).json()) as { data: { id: string; candidate: { email: string } }[] };
  const application = list.data.find((a) => a.candidate.email === candidate.email)!;
  const scheduled = await api.post(`/applications/${application.id}/interview`, { questions, expiresInDays: 7, extraTimePercent: 0, ...declaration });
  expect(scheduled.status()).toBe(201);
  const { interviewId } = (await scheduled.json()) as { interviewId: string };
  return { candidate, job: job!, applicationId: application.id, interviewId, api };
}

/** The link in the invitation e-mail (with its token). */
export async function emailedLink(email: string, interviewId: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = readOutbox({ to: email }).find((m) => m.text.includes(interviewId));
        link = mail?.text.match(/https?:\/\/\S+\/interview\?q=[^\s)]+/)?.[0] ?? "";
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  return new URL(link).pathname + new URL(link).search;
}

export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Consent, device check and practice, up to the first question. */
export async function getToFirstQuestion(page: Page, screenshots: string | null) {
  await expect(page.getByRole("heading", { name: /at Brightloom Technologies/ })).toBeVisible();
  await expect(page.getByText("What is analysed")).toBeVisible();
  if (screenshots) await shot(page, `consent-${screenshots}`);
  await page.getByRole("checkbox", { name: /I agree to be recorded/ }).check();
  await page.getByRole("button", { name: "I agree, continue" }).click();
  await expect(page.getByRole("heading", { name: "Check your camera and microphone" })).toBeVisible();
  const next = page.getByRole("button", { name: "Continue to practice" });
  // Enabled once the camera is on: the face model loads in the background and never holds a step.
  await expect(next).toBeEnabled({ timeout: 30_000 });
  if (screenshots) await shot(page, `device-${screenshots}`);
  await next.click();
  await expect(page.getByRole("heading", { name: "Practice question" })).toBeVisible();
  await page.getByRole("button", { name: "Start the interview" }).click();
}

/** Pretends the candidate switched to another tab and back. */
export async function switchTabAndBack(page: Page) {
  await page.evaluate(() => {
    const set = (v: string) => Object.defineProperty(document, "visibilityState", { value: v, configurable: true });
    set("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    set("visible");
    document.dispatchEvent(new Event("visibilitychange"));
  });
}
