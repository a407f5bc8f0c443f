// Helpers for the jobs end-to-end tests: finding jobs through the app's own API, and the partner API.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { DEMO_PARTNER_API_KEY } from "@/lib/seed/partner-key";
import { cvPdf } from "./mocks";
import { createCandidate, type TestCandidate } from "./profile";

export type JobSummary = {
  Job_Id: string;
  Job_Title: string;
  Short_Job_Id: string;
  Job_Status: string;
  Company_Details: { Company_Name: string };
  candidateApplied: unknown[];
};

/** Open jobs the signed-in candidate (or a visitor) has not applied to, matching `q`. */
export async function openJobsNotApplied(request: APIRequestContext, q: string): Promise<JobSummary[]> {
  const res = await request.get(`/api/jobs/search?q=${encodeURIComponent(q)}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { jobs: JobSummary[] };
  return body.jobs.filter((j) => j.candidateApplied.length === 0 && j.Job_Status === "Open");
}

/**
 * A candidate of the test's own, signed in through the API (the cookie lands in the page's
 * context) and with a CV, so that it may apply: specs that apply, save or move applications along
 * never share the demo candidate.
 */
export async function signedInApplicant(page: { request: APIRequestContext }, label: string): Promise<TestCandidate> {
  const candidate = await createCandidate(label);
  const login = await page.request.post("/api/auth/login", {
    data: { email: candidate.email, password: candidate.password },
    headers: { "content-type": "application/json" },
    timeout: 60_000,
  });
  expect(login.status()).toBe(200);
  const cv = await page.request.post("/api/users/resume", { multipart: { resume: cvPdf() } });
  expect(cv.status()).toBeLessThan(300);
  return candidate;
}

export function partner(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${DEMO_PARTNER_API_KEY}` };
  return {
    get: (path: string) => request.get(`/api/partner/v1${path}`, { headers }),
    patch: (path: string, data: unknown) => request.patch(`/api/partner/v1${path}`, { headers, data }),
    post: (path: string, data?: unknown) => request.post(`/api/partner/v1${path}`, { headers, data }),
  };
}

/** The count shown on one of the applications tabs. */
export async function tabCount(page: Page, tab: "In Review" | "Shortlisted" | "Hired"): Promise<number> {
  const text = await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).innerText();
  return Number(text.replace(/\D+/g, ""));
}

/** A minimal valid PDF, for the resume upload. */
export const SAMPLE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
