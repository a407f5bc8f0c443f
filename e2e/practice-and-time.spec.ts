import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { answerFor } from "./support/answer-clock";
import { createReadyMockE2E, fakeSpeechRecognition, recordPreview } from "./support/mock-interview";
import { waitForMock } from "./support/mocks";
import { createCandidate, signInAs } from "./support/profile";
import { emailedLink, getToFirstQuestion, invitedCandidate, shot } from "./support/interviews";

const QUESTIONS = ["Tell us about a rota you planned under pressure.", "How do you keep a warehouse team safe on a busy day?"];

async function axeClean(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a +25 % request applies at once; a +100 % one waits, and the employer's approval shows before the first question", async ({ page }) => {
  test.setTimeout(180_000);
  const { candidate, interviewId, api } = await invitedCandidate(page, QUESTIONS, "time");
  await page.goto(await emailedLink(candidate.email, interviewId));
  const panel = page.getByRole("region", { name: "I need more time" });
  await expect(panel).toBeVisible();
  await axeClean(page, '[data-testid="before-you-start"]');
  await shot(page, "before-you-start-1280");

  await panel.getByRole("radio", { name: "+25 %" }).check();
  await panel.getByRole("button", { name: "Ask for more time" }).click();
  await expect(panel.getByTestId("more-time-status")).toHaveText("Approved: +25 %. You have 3:45 for each answer.");
  await expect(page.getByText(/up to 3:45 for each answer \(including 25% extra time\)/)).toBeVisible();

  await panel.getByRole("radio", { name: "+100 %" }).check();
  await panel.getByRole("textbox", { name: /Note for Brightloom/ }).fill("I have dyslexia and read each question twice.");
  await panel.getByRole("button", { name: "Ask for more time" }).click();
  await expect(panel.getByTestId("more-time-status")).toHaveAttribute("data-status", "PENDING");
  await expect(panel.getByTestId("more-time-status")).toContainText("You asked for +100 %. Brightloom Technologies will decide");
  await expect(page.getByText(/up to 3:00 for each answer/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "more-time-pending-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The employer reads the request and approves it.
  const read = (await (await api.get(`/interviews/${interviewId}`)).json()) as { accommodation: unknown };
  expect(read.accommodation).toEqual({ requestedPercent: 100, note: "I have dyslexia and read each question twice.", status: "PENDING" });
  const decided = await api.post(`/interviews/${interviewId}/accommodation`, { approve: true });
  expect(decided.status()).toBe(200);

  await panel.getByRole("button", { name: "Check for an answer" }).click();
  await expect(panel.getByTestId("more-time-status")).toHaveText("Approved: +100 %. You have 6:00 for each answer.");
  await shot(page, "more-time-approved-1280");

  await getToFirstQuestion(page, null);
  await expect(page.getByRole("heading", { name: QUESTIONS[0] })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("countdown")).toHaveText(/^[56]:\d\d$/);
});

test("a practice run in the invitation's format spends no credit and is reviewed like any mock", async ({ page }) => {
  test.setTimeout(240_000);
  const { candidate, interviewId } = await invitedCandidate(page, QUESTIONS, "practise");
  await fakeSpeechRecognition(page);
  await page.goto(await emailedLink(candidate.email, interviewId));
  const practise = page.getByRole("region", { name: "Practise first" });
  await expect(practise).toContainText("2 questions, 3:00 for each answer, one take each");
  await practise.getByRole("button", { name: "Practise first" }).click();
  await expect(practise.getByTestId("practice-ready")).toContainText("Practice run 1 is being prepared");
  await shot(page, "practise-first-1280");

  // The run is one of the candidate's mocks; its questions are written in the background.
  const res = await page.request.get(`/api/mock/mocks?Candidate_Id=${candidate.id}`);
  const { data } = (await res.json()) as { data: { mock_id: string; practice_run: number | null }[] };
  const mockId = data.find((m) => m.practice_run === 1)?.mock_id ?? "";
  expect(mockId).not.toBe("");
  await waitForMock(page.request, mockId, "Question Generated", { timeout: 60_000 });

  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  const declaration = page.getByTestId("declaration");
  await expect(declaration.getByTestId("mock-length")).toContainText("2 questions, up to 3 minutes each");
  await expect(declaration.getByTestId("answer-time")).toContainText("3:00, as in the interview you are practising for");
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await recordPreview(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("instructions")).toContainText("2 questions");
  await page.getByRole("button", { name: "Start the interview" }).click();
  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-question", "1");
  for (const text of QUESTIONS) await expect(interview).not.toContainText(text);
  await answerFor(page, 3, SECONDS_PER_QUESTION);
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(interview).toHaveAttribute("data-question", "2");
  await answerFor(page, 2, SECONDS_PER_QUESTION);
  await page.getByRole("button", { name: "Finish and submit" }).click();
  await page.getByRole("link", { name: "See the feedback" }).click();
  await expect(page.getByTestId("total-score")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId("answer-card")).toHaveCount(2);
  await shot(page, "practice-review-1280");

  // No credit moved: the ledger is empty.
  const ledger = (await (await page.request.get("/api/mock/ledger")).json()) as { entries: unknown[]; balance: number };
  expect(ledger).toEqual({ entries: [], balance: 0 });
});

test("the bell's interview invitation offers Practise first, on the candidate's session; the company's name ending in s takes only an apostrophe", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { candidate, interviewId } = await invitedCandidate(page, QUESTIONS, "bell-practise");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const bell = page.getByRole("region", { name: "Notifications" });
  const invitation = bell.getByRole("listitem").filter({ hasText: "Brightloom Technologies invites you to a recorded video interview" });
  await invitation.getByRole("button", { name: "Practise first" }).click();
  await expect(invitation.getByTestId("bell-practice-ready")).toContainText("Practice run 1 is being prepared");
  await shot(page, "bell-practise-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "bell-practise-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The run is among the candidate's mock interviews, named with the possessive's apostrophe.
  await page.goto("/mock");
  await expect(page.getByText("Practice run 1 for Brightloom Technologies' recorded interview: 2 questions", { exact: false })).toBeVisible();
  await expect(page.getByText("Technologies's")).toHaveCount(0);

  await page.goto(await emailedLink(candidate.email, interviewId));
  const practise = page.getByRole("region", { name: "Practise first" });
  await expect(practise).toContainText("not Brightloom Technologies'. You get feedback");
  await expect(practise).not.toContainText("Technologies's");
});

test("a mock's declaration step offers 1x, 1.5x or 2x the answer time, and the clock follows the choice", async ({ page }) => {
  test.setTimeout(120_000);
  const candidate = await createCandidate("slower");
  const mockId = await createReadyMockE2E(candidate.id, ["Tell me about a time you used SQL to save your team time."]);
  await signInAs(page, candidate);
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  const time = page.getByTestId("answer-time");
  await time.getByRole("radio", { name: /^2×/ }).check();
  await expect(page.getByTestId("mock-length")).toContainText("1 question, up to 6 minutes (6 minutes at most)");
  await axeClean(page, '[data-testid="answer-time"]');
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "mock-answer-time-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordPreview(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("instructions")).toContainText("360 seconds");
  await page.getByRole("button", { name: "Start the interview" }).click();
  await expect(page.getByTestId("interview").getByText(/^[56]:[0-5]\d$/)).toBeVisible();
});
