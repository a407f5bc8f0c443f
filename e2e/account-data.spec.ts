// The candidate's data on /settings: the consents they gave (a recorded interview's can be
// withdrawn, which deletes its videos) and who viewed their CV and interviews through the partner API.
import { expect, test, type Page } from "./support/test";
import { invitedCandidate } from "./support/interviews";
import { createCandidate, signInAs } from "./support/profile";
import { openSettings } from "./support/settings";

const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000, 3)]);

/** Consents and answers the first question through the interview API, as the signed-in owner. */
async function consentAndAnswer(page: Page, interviewId: string) {
  const json = { "content-type": "application/json" };
  const open = await page.request.post("/api/interviews/open", { data: { id: interviewId }, headers: json });
  expect(open.status()).toBe(200);
  const { consent } = (await open.json()) as { consent: { version: string } };
  expect(
    (await page.request.post("/api/interviews/consent", { data: { id: interviewId, version: consent.version, agree: true }, headers: json })).status(),
  ).toBe(200);
  expect((await page.request.post("/api/users/question", { data: { id: interviewId, ques_no: 1 }, headers: json })).status()).toBe(200);
  const upload = await page.request.post("/api/users/videoUpload", {
    multipart: { id: interviewId, question_no: "1", file: { name: "answer.webm", mimeType: "video/webm", buffer: WEBM } },
  });
  expect(upload.status()).toBe(200);
}

test("the consents list shows a recorded interview's consent, and withdrawing it deletes the videos; the access log shows the employer's reads", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { interviewId, api } = await invitedCandidate(page, ["Tell us about a launch you led.", "What would you change here?"], "consents");
  await consentAndAnswer(page, interviewId);
  // The employer reads the interview through the partner API (and listed the CV while inviting).
  const read = await api.get(`/interviews/${interviewId}`);
  expect(read.status()).toBe(200);
  const before = (await read.json()) as { questions: { answer: { videoUrl: string | null } | null }[] };
  expect(before.questions[0]?.answer?.videoUrl).toBeTruthy();

  await openSettings(page);
  const log = page.getByTestId("access-log");
  await expect(log.getByRole("listitem").filter({ hasText: "Your recorded interview" })).toContainText("Brightloom Technologies");
  await expect(log.getByRole("listitem").filter({ hasText: "Your CV" }).first()).toContainText("Brightloom Technologies");

  const consent = page.getByTestId("consent-RECORDED_INTERVIEW");
  await expect(consent).toContainText("at Brightloom Technologies");
  await expect(consent).toContainText(/Version \d{4}-\d{2}-\d{2}/);
  await page.getByRole("heading", { name: "Your consents" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/account-data-1280.png", fullPage: true });

  await consent.getByRole("button", { name: /Withdraw consent/ }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw your consent?" });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: "test-results/account-data-dialog-1280.png" });
  await dialog.getByRole("button", { name: "Withdraw and delete videos" }).click();
  await expect(dialog).toBeHidden();
  await expect(consent.getByTestId("consent-withdrawn")).toContainText("Withdrawn on");
  await expect(page.getByText("Consent withdrawn.")).toBeVisible();
  await page.getByRole("heading", { name: "Your consents" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/account-data-withdrawn-1280.png" });

  // It stays withdrawn, and the employer gets no video any more.
  await page.reload();
  await expect(page.getByTestId("consent-RECORDED_INTERVIEW").getByTestId("consent-withdrawn")).toBeVisible();
  const after = (await (await api.get(`/interviews/${interviewId}`)).json()) as {
    consent: { withdrawnAt: string | null };
    questions: { answer: { videoUrl: string | null } | null }[];
  };
  expect(after.consent.withdrawnAt).toBeTruthy();
  expect(after.questions[0]?.answer?.videoUrl).toBeNull();
});

test("a new candidate sees that nobody viewed their data and that only the terms were accepted", async ({ page }) => {
  const candidate = await createCandidate("access-empty");
  await signInAs(page, candidate);
  await openSettings(page);
  await expect(page.getByTestId("access-log-empty")).toHaveText("No employer has viewed your CV or recorded interviews yet.");
  await expect(page.getByTestId("consents-empty")).toBeVisible();
  await expect(page.getByTestId("consent-TERMS")).toContainText("Terms and Conditions and Privacy Policy");
  await expect(page.getByTestId("consent-TERMS").getByRole("button")).toHaveCount(0);
  await page.getByRole("heading", { name: "Who viewed your data" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/account-data-empty-1280.png" });
});
