// A candidate answers one mock question by typing (keyboard only), loses nothing when the network
// drops the first send, records the other, and finds the typed answer judged under its own
// question in the review and labelled as typed in the PDF.
import { extractText, getDocumentProxy } from "unpdf";
import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { answerThenClick } from "./support/answer-clock";
import { createReadyMockE2E, recordPreview } from "./support/mock-interview";
import { createCandidate, signInAs } from "./support/profile";

const QUESTIONS = ["How do you make sure a dashboard's numbers are right?", "Tell me about a time you used SQL to save your team time."];
const TYPED =
  "I reconcile every total against the source system before a dashboard ships. Each metric has a SQL test query that compares it with the ledger, and a second analyst reviews the joins. Last quarter this caught a double-counted refund before the finance review.";

test("a typed answer is kept through a failed send, judged on its words and shown as typed in the review and the PDF", async ({ page }) => {
  test.setTimeout(180_000);
  const candidate = await createCandidate("typed");
  const mockId = await createReadyMockE2E(candidate.id, QUESTIONS);
  await signInAs(page, candidate);

  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  const declaration = page.getByTestId("declaration");
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await expect(declaration).toHaveAttribute("data-state", "ready");
  await recordPreview(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Start the interview" }).click();

  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-question", "1");
  await expect(page.getByText("Recording in Progress")).toBeVisible();

  // Keyboard only: reach the choice, open the text area (it takes the focus), type, send.
  await page.getByRole("button", { name: "Type your answer instead" }).focus();
  await page.keyboard.press("Enter");
  const box = page.getByRole("textbox", { name: "Your typed answer to question 1" });
  await expect(box).toBeFocused();
  await expect(page.getByTestId("not-recording")).toBeVisible();
  await expect(page.getByText("Recording in Progress")).toHaveCount(0);
  await page.keyboard.type(TYPED);
  await expect(page.getByTestId("typed-count")).toHaveText(`${TYPED.length} / 4,000 characters`);
  // The answer clock still runs while typing.
  await expect(interview.getByLabel(/^Time left [0-3]:[0-5]\d$/)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/typed-answer-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/typed-answer-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The first send does not get through: the words stay, and the error says so.
  let attempts = 0;
  await page.route("**/api/mock/add-mock-text", async (route) => {
    attempts++;
    if (attempts === 1) return route.abort("internetdisconnected");
    return route.continue();
  });
  const send = page.getByRole("button", { name: "Send your typed answer and go to the next question" });
  await send.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("typed-error")).toContainText("could not be sent. It is kept here");
  await expect(box).toHaveValue(TYPED);
  await expect(interview).toHaveAttribute("data-question", "1");
  await expect(send).toContainText("Send again");
  await send.click();
  await expect(interview).toHaveAttribute("data-question", "2");
  expect(attempts).toBe(2);

  // The next question is recorded again.
  await expect(page.getByText("Recording in Progress")).toBeVisible();
  await expect(page.getByRole("button", { name: "Type your answer instead" })).toBeVisible();
  // Two seconds by the answer clock: a Finish before the recorder has any data is "Nothing was recorded".
  await answerThenClick(page, 2, "Finish and submit");
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "See the feedback" }).click();

  await expect(page.getByTestId("total-score")).toBeVisible({ timeout: 60_000 });
  const cards = page.getByTestId("answer-card");
  await expect(cards).toHaveCount(2);
  const typedCard = cards.filter({ hasText: QUESTIONS[0]! });
  const spokenCard = cards.filter({ hasText: QUESTIONS[1]! });
  await expect(typedCard.getByRole("heading", { level: 3 })).toHaveText(`Q1. ${QUESTIONS[0]}`);
  await expect(typedCard.getByTestId("answer-kind")).toHaveText("Typed answer");
  await expect(typedCard).toContainText("Your answer (as you typed it)");
  await expect(typedCard.getByTestId("answer-score")).toHaveText(/^\d+(\.\d)?\/10$/);
  const score = Number((await typedCard.getByTestId("answer-score").innerText()).replace("/10", ""));
  expect(score).toBeGreaterThanOrEqual(6);
  await expect(typedCard.getByText("Scored by HireReady's rules from what you wrote")).toBeVisible();
  const evidence = typedCard.getByTestId("evidence").getByRole("listitem");
  await expect(evidence.first()).toBeVisible();
  for (const quote of await evidence.allInnerTexts()) expect(TYPED).toContain(quote.replace(/^“|”$/g, ""));
  await expect(typedCard.getByTestId("delivery")).toHaveText(/How you spoke\s*You typed this answer, so how you spoke was not measured/);
  await expect(typedCard.getByRole("button", { name: "Watch your answer" })).toHaveCount(0);
  await typedCard.getByRole("button", { name: "See more" }).click();
  await expect(typedCard).toContainText("Last quarter this caught a double-counted refund before the finance review.");
  await expect(spokenCard.getByTestId("answer-kind")).toHaveCount(0);
  await expect(spokenCard.getByRole("button", { name: "Watch your answer" })).toBeVisible();
  await typedCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/typed-review-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await typedCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/typed-review-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  const doc = await getDocumentProxy(new Uint8Array(readFileSync(await download.path())), { verbosity: 0 });
  const { text } = await extractText(doc, { mergePages: true });
  const all = (text as string).replace(/\s+/g, " ");
  const first = all.indexOf(`Question 1 | Typed answer ${QUESTIONS[0]}`);
  const second = all.indexOf(`Question 2 ${QUESTIONS[1]}`);
  expect(first).toBeGreaterThan(0);
  expect(second).toBeGreaterThan(first);
  expect(all.slice(first, second)).toContain(`TYPED ANSWER ${TYPED.slice(0, 60)}`);
  expect(all.slice(first, second)).toContain("You typed this answer, so how you spoke was not measured");
  expect(all.slice(second)).not.toContain("TYPED ANSWER");
});

test("typed words are kept on the device through a closed tab, timed by the server's clock, and forgotten once the server has them", async ({ page }) => {
  test.setTimeout(180_000);
  const candidate = await createCandidate("typed-kept");
  const mockId = await createReadyMockE2E(candidate.id, QUESTIONS);
  await signInAs(page, candidate);
  // The preview is recorded once: back in the same mock, the camera on is enough.
  const open = async (tab: typeof page, button: "Start the interview" | "Continue the interview", preview: boolean) => {
    await tab.goto(`/mock/mock-interview?mock_id=${mockId}`);
    await tab.getByRole("button", { name: "Check camera and microphone" }).click();
    await expect(tab.getByTestId("declaration")).toHaveAttribute("data-state", "ready");
    if (preview) await recordPreview(tab);
    else await expect(tab.getByText("You checked your camera and microphone earlier in this interview")).toBeVisible();
    await tab.getByRole("button", { name: "Continue" }).click();
    await tab.getByRole("button", { name: button }).click();
  };
  const keptDrafts = (tab: typeof page) =>
    tab.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const req = indexedDB.open("hireready-recordings");
          req.onsuccess = () => {
            const db = req.result;
            if (!db.objectStoreNames.contains("drafts")) return resolve([]);
            const all = db.transaction("drafts").objectStore("drafts").getAll();
            all.onsuccess = () => resolve((all.result as { text: string }[]).map((d) => d.text));
          };
        }),
    );

  await open(page, "Start the interview", true);
  await page.getByRole("button", { name: "Type your answer instead" }).click();
  await page.getByRole("textbox", { name: "Your typed answer to question 1" }).fill(TYPED);
  await expect.poll(() => keptDrafts(page)).toEqual([TYPED]);
  // Ten seconds of the question's clock gone before the tab closes.
  const TEN_GONE = /^Time left (2:[0-4]\d|2:50|[01]:[0-5]\d)$/;
  await expect(page.getByTestId("interview").getByLabel(/^Time left/)).toHaveAttribute("aria-label", TEN_GONE, { timeout: 30_000 });
  page.on("dialog", (dialog) => void dialog.accept());
  const context = page.context();
  await page.close({ runBeforeUnload: true });

  // A new tab: the question opens again with the words typed before.
  const tab = await context.newPage();
  await open(tab, "Start the interview", false);
  const box = tab.getByRole("textbox", { name: "Your typed answer to question 1" });
  await expect(box).toHaveValue(TYPED);
  await expect(tab.getByTestId("not-recording")).toBeVisible();
  // The clock goes on from when the server first served the question, not from 3:00.
  await expect(tab.getByTestId("interview").getByLabel(/^Time left/)).toHaveAttribute("aria-label", TEN_GONE);
  await tab.screenshot({ path: "test-results/screens/typed-answer-kept-1280.png", fullPage: true });
  await tab.setViewportSize({ width: 390, height: 844 });
  await tab.screenshot({ path: "test-results/screens/typed-answer-kept-390.png", fullPage: true });
  await tab.setViewportSize({ width: 1280, height: 800 });
  const sent = tab.waitForResponse((r) => r.url().includes("/api/mock/add-mock-text"));
  await tab.getByRole("button", { name: "Send your typed answer and go to the next question" }).click();
  expect((await sent).status()).toBe(200);
  await expect(tab.getByTestId("interview")).toHaveAttribute("data-question", "2");
  await expect.poll(() => keptDrafts(tab)).toEqual([]);
  const data = (await (await tab.request.get(`/api/mock/get-mock-data?mock_id=${mockId}`)).json()) as { questions: { qnum: number }[] };
  expect(data.questions).toHaveLength(2);
});
