// A Hindi mock on a phone, from the form to its review and PDF: the form offers the language, the
// card says it, recognition listens with hi-IN (a fake recogniser that hears Devanagari), the
// instructions say where the words are heard, the review scores the Devanagari answer from its
// words in a Devanagari font, and the PDF embeds one.
import { writeFileSync } from "node:fs";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { expect, test } from "./support/test";
import { cvPdf, fillNewMockForm, giveCredits, signInToMocks } from "./support/mocks";
import { recordPreview } from "./support/mock-interview";
import { createCandidate } from "./support/profile";

const HEARD =
  "पिछले साल हमारी टीम की रिपोर्ट बहुत धीमी थी, उसे बनने में पूरा दिन लगता था। मैंने Python में एक स्क्रिप्ट लिखी जो डेटा अपने आप जोड़ती थी और मैंने हर आंकड़े का टेस्ट जोड़ा। नतीजा यह हुआ कि रिपोर्ट दस मिनट में बनने लगी और टीम का समय बचा।";

test("a Hindi mock from the form to its review and PDF, heard in Hindi", async ({ page }) => {
  test.setTimeout(360_000); // sign-in, generation, one answer and its evaluation on a busy machine
  const candidate = await createCandidate("hindi-mock");
  await giveCredits(candidate.id, 1);
  // The recogniser hears Devanagari, and remembers the language it was asked to listen in.
  await page.addInitScript((text) => {
    const w = window as unknown as { __langs: string[]; SpeechRecognition: unknown };
    w.__langs = [];
    class FakeRecognition {
      continuous = false;
      interimResults = false;
      lang = "";
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      private stopped = false;
      start() {
        this.stopped = false;
        w.__langs.push(this.lang);
        queueMicrotask(() => {
          if (this.stopped) return;
          this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: true })] });
        });
      }
      stop() {
        this.stopped = true;
      }
    }
    w.SpeechRecognition = FakeRecognition;
  }, HEARD);
  await signInToMocks(page, candidate);

  await page.goto("/mock/new-mock");
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.getByLabel("Upload your resume as a PDF").setInputFiles(cvPdf());
  await fillNewMockForm(page, { title: "Data Engineer", skills: ["Python"], value: "teamwork" });
  await page.getByLabel("Language", { exact: true }).selectOption("hi");
  // One answer is enough here: no follow-up question after it.
  // The form's state follows the click a moment later on a busy phone: tried again until it holds.
  const followUps = page.getByRole("checkbox", { name: /Ask follow-up questions/ });
  await expect(async () => {
    await followUps.uncheck({ timeout: 5_000 });
    await expect(followUps).not.toBeChecked();
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: "test-results/screens/new-mock-hindi-390.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Ready? Let's go!" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, create it" }).click();
  await expect(page).toHaveURL(/\/mock$/, { timeout: 60_000 });
  const card = page.getByTestId("mock-card").filter({ hasText: "Data Engineer" });
  await expect(card.getByTestId("mock-language")).toHaveText("Hindi");
  await card.getByRole("link", { name: "Start Mock Interview" }).click({ timeout: 150_000 });

  const declaration = page.getByTestId("declaration");
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await expect(declaration).toHaveAttribute("data-state", "ready");
  await recordPreview(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("where-heard")).toContainText("You answer in Hindi");
  await expect(page.getByTestId("where-heard")).toContainText("(hi-IN): Chrome sends the audio to Google");
  await page.screenshot({ path: "test-results/screens/instructions-hindi-390.png", fullPage: true });
  await page.getByRole("button", { name: "Start the interview" }).click();

  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-question", "1");
  // The question in Devanagari, in the Devanagari font, with its reading in Latin letters beneath.
  const asked = page.locator("#question-title");
  await expect(asked).toHaveAttribute("lang", "hi");
  expect(await asked.innerText()).toMatch(/\p{Script=Devanagari}/u);
  const reading = page.getByTestId("question-reading");
  await expect(reading).toBeVisible();
  expect(await reading.innerText()).not.toMatch(/\p{Script=Devanagari}/u);
  expect(await reading.innerText()).toMatch(/\b(aap|aapne|aapko|aapke|bataiye)\b/i);
  const askedReading = await reading.innerText();
  // Beneath the replay button, in the mock's language: a computer voice reads the question.
  const voiceNote = page.getByTestId("computer-voice-note");
  await expect(voiceNote).toHaveText("सवाल कंप्यूटर की आवाज़ में पढ़ा जाता है।");
  await expect(voiceNote).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("button", { name: "Replay question" })).toHaveAccessibleDescription("सवाल कंप्यूटर की आवाज़ में पढ़ा जाता है।");
  await page.screenshot({ path: "test-results/screens/mock-question-hindi-390.png", fullPage: true });
  await expect(page.getByText("Recording in Progress")).toBeVisible();
  // Long enough for the answer's words to have been said (about 45 words): the clock past 2:45
  // (on a loaded machine the screen may first be seen later than that).
  await expect(interview.getByLabel(/^Time left (2:([0-3]\d|4[0-4])|[01]:\d\d)$/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(interview).toHaveAttribute("data-question", "2", { timeout: 60_000 });
  await page.getByRole("button", { name: "Submit Interview" }).click();
  await page.getByRole("button", { name: "Yes, submit" }).click();
  expect(await page.evaluate(() => (window as unknown as { __langs: string[] }).__langs)).toContain("hi-IN");
  expect(await page.evaluate(() => (window as unknown as { __langs: string[] }).__langs)).not.toContain("en-US");
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "See the feedback" }).click();

  await expect(page.getByTestId("total-score")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId("mock-language")).toHaveText("Hindi");
  const first = page.getByTestId("answer-card").first();
  // The judge speaks to a Hindi mock in Hindi.
  await expect(first.getByRole("heading", { level: 3 })).toHaveAttribute("lang", "hi");
  // The same reading beneath it as on the question screen, in Latin letters, not marked as Devanagari.
  await expect(first.getByTestId("question-reading")).toHaveText(askedReading);
  await expect(first.getByTestId("question-reading")).toHaveAttribute("lang", "hi-Latn");
  await expect(first).toContainText("शब्दों से: सवाल का जवाब");
  await expect(first).not.toContainText("From your");
  await expect(first).not.toContainText("could not hear");
  await expect(first).not.toContainText("We heard no speech");
  const quote = first.getByTestId("evidence").getByRole("listitem").first();
  await expect(quote).toHaveAttribute("lang", "hi");
  await expect(quote).toHaveClass(/font-devanagari/);
  expect(HEARD).toContain((await quote.innerText()).replace(/^“|”$/g, ""));
  expect(await quote.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Noto Sans Devanagari/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "मैंने"))).toBe(true);
  await first.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/review-hindi-390.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  const bytes = (await import("node:fs")).readFileSync(await download.path());
  writeFileSync("test-results/screens/review-hindi.pdf", bytes);
  const doc = await PDFDocument.load(bytes);
  const fonts = doc.getPages().flatMap((p) => {
    const dict = p.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    return (dict?.entries() ?? []).map(([, ref]) => String(doc.context.lookup(ref, PDFDict).get(PDFName.of("BaseFont"))));
  });
  expect(fonts.some((f) => /NotoSansDevanagari/.test(f))).toBe(true);
});
