import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { answerFor } from "./support/answer-clock";
import { createReadyMockE2E, fakeSpeechRecognition, HEARD_ANSWER, recordPreview } from "./support/mock-interview";
import { createCandidate, signInAs } from "./support/profile";

test("a candidate takes a mock interview on camera, submits it and reads the review, then downloads it as a PDF", async ({ page }) => {
  test.setTimeout(180_000);
  const candidate = await createCandidate("interview");
  const mockId = await createReadyMockE2E(candidate.id, [
    "Tell me about a time you used SQL to save your team time.",
    "How do you check that an Excel model is right?",
    "Why do you want to be a data analyst?",
  ]);
  await fakeSpeechRecognition(page);
  await signInAs(page, candidate);

  await page.goto("/mock/mock-interview?mock_id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("alert").filter({ hasText: "Error while getting question. Make sure your url is correct" })).toBeVisible();

  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  const declaration = page.getByTestId("declaration");
  await expect(declaration.getByTestId("declaration-text")).toContainText("declare that I am taking this practice interview myself");
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await expect(declaration).toHaveAttribute("data-state", "ready");
  await page.screenshot({ path: "test-results/screens/mock-declaration-1280.png" });
  await recordPreview(page);
  await continueButton.click();

  await expect(page.getByRole("heading", { name: "Instructions" })).toBeVisible();
  await expect(page.getByTestId("instructions")).toContainText("3 questions");
  await expect(page.getByTestId("instructions")).toContainText("180 seconds");
  await page.getByRole("button", { name: "Start the interview" }).click();

  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-question", "1");
  await expect(page.getByText("Recording in Progress")).toBeVisible();
  await expect(page.getByText("Question 1 of 3")).toBeVisible();
  await expect(interview.getByText(/^[0-3]:[0-5]\d$/)).toBeVisible(); // the 180-second countdown
  await page.screenshot({ path: "test-results/screens/mock-question-1280.png" });
  await answerFor(page, 9, SECONDS_PER_QUESTION); // long enough to say the words the fake recognition hears: fewer seconds could not hold them
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(interview).toHaveAttribute("data-question", "2");
  await answerFor(page, 2, SECONDS_PER_QUESTION);
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(interview).toHaveAttribute("data-question", "3");
  await answerFor(page, 2, SECONDS_PER_QUESTION);
  await page.getByRole("button", { name: "Finish and submit" }).click();

  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "Back to mock interviews" })).toHaveAttribute("href", "/mock");
  await page.getByRole("link", { name: "See the feedback" }).click();

  // The evaluation runs in the background; the review turns up by itself.
  await expect(page.getByTestId("total-score")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("total-score")).toContainText("/10");
  await expect(page.getByText("Scored by HireReady's rules from what you said").first()).toBeVisible();
  const cards = page.getByTestId("answer-card");
  await expect(cards).toHaveCount(3);
  const first = cards.first();
  await expect(first.getByTestId("answer-score")).toHaveText(/\d+(\.\d)?\/10/);
  await expect(first).toContainText("(as your browser heard it)");
  const evidence = first.getByTestId("evidence").getByRole("listitem");
  await expect(evidence.first()).toBeVisible();
  for (const quote of await evidence.allInnerTexts()) expect(HEARD_ANSWER).toContain(quote.replace(/^“|”$/g, ""));
  await expect(first.getByTestId("delivery")).toContainText("Pace");
  await expect(first.getByTestId("delivery")).toContainText("words/min");
  // Chromium's recording says how long it is, and the review says the pace rests on that.
  await expect(first.getByTestId("length-source")).toContainText("measured from the recording itself");
  await first.getByRole("button", { name: "See more" }).click();
  await expect(first.locator("mark").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/mock-review-1280.png", fullPage: true });

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  // The recorded answer plays back from an owner-only link.
  const video = await page.request.get(`/api/mock/answer-video?mock_id=${mockId}&qnum=1`, { maxRedirects: 0 });
  expect(video.status()).toBe(302);

  await page.goto("/mock");
  await expect(page.getByTestId("score-progress")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/mock-progress-1280.png", fullPage: true });
});
