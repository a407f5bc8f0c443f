// An employer's recorded interview in Hindi: scheduled with language "hi" through the partner API,
// the candidate is told the language before consenting, and the employer's Devanagari question is
// drawn in the Devanagari font with lang="hi", at 1280 and at 390 px.
import { expect, test } from "./support/test";
import { emailedLink, getToFirstQuestion, invitedCandidate, shot } from "./support/interviews";

const QUESTIONS = ["किसी ऐसे client के बारे में बताइए जिसकी शिकायत आपने खुद सुलझाई।", "अगर एक ही दिन में तीन deadline हों, तो आप काम कैसे बाँटेंगे?"];

test("a Hindi interview: the language said before consent, the question in Devanagari with its font and lang", async ({ page }) => {
  test.setTimeout(180_000);
  const { candidate, interviewId, api } = await invitedCandidate(page, QUESTIONS, "rec-hi", { language: "hi" });
  expect(((await (await api.get(`/interviews/${interviewId}`)).json()) as { language: string }).language).toBe("hi");

  await page.goto(await emailedLink(candidate.email, interviewId));
  await expect(page.getByTestId("how-it-works")).toContainText("The questions are in Hindi, written in Devanagari.");
  await getToFirstQuestion(page, null);

  // The first question's voice is made on first use: allow for it.
  const asked = page.locator("#question-title");
  await expect(asked).toHaveText(QUESTIONS[0]!, { timeout: 30_000 });
  await expect(asked).toHaveAttribute("lang", "hi");
  await expect(asked).toHaveClass(/font-devanagari/);
  await expect(page.getByTestId("computer-voice-note")).toHaveText("सवाल कंप्यूटर की आवाज़ में पढ़ा जाता है।");
  expect(await asked.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Noto Sans Devanagari/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Noto Sans Devanagari"', "शिकायत"))).toBe(true);
  // The English around it is not marked as Hindi.
  await expect(page.getByText("Question 1 of 2", { exact: true })).not.toHaveAttribute("lang", "hi");
  await shot(page, "question-hindi-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(asked).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "question-hindi-390");
});
