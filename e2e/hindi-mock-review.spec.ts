// A mock's review for a candidate whose account is in Hindi: every word of ours (scores and what gave
// them, the speaking and camera panels, the answer cards, the guide, the takes, the retake row) is
// Hindi; what the judge wrote, the questions and the candidate's own words stay as written, marked
// translate="no". The PDF download speaks Hindi too, with the Devanagari font embedded.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { expect, test } from "./support/test";
import { englishOnScreen, htmlLang, sidewaysOverflow } from "./support/hindi";
import { createReadyMockE2E } from "./support/mock-interview";
import { waitForMock } from "./support/mocks";
import { createCandidate, signInAs } from "./support/profile";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";

const QUESTIONS = [
  "Tell me about a time you used SQL to save your team time.",
  "How do you check that an Excel model is right?",
  "Why do you want to be a data analyst?",
];
const SPOKEN =
  "Um, last quarter our weekly sales report took a whole day. I wrote a SQL query with a window function and an index on the orders table, and the report now runs in ten minutes, you know.";
const TYPED = "I check an Excel model by rebuilding the totals with a pivot table and comparing them with the source data, then I test the edge cases.";

type Review = { Status: string; evaluation_results: { qnum: number; takes: { take: number; evaluated: boolean }[] }[] };

test("a completed mock's review and its PDF speak Hindi to a Hindi account, leaving the judge's and the candidate's words as written", async ({ page }) => {
  test.setTimeout(240_000);
  const out = "test-results/screens";
  mkdirSync(out, { recursive: true });
  const candidate = await createCandidate("hindi-review");
  const mockId = await createReadyMockE2E(candidate.id, QUESTIONS);
  await signInAs(page, candidate);
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);

  // A spoken answer with its speech and camera figures, a typed one, and the third left unanswered.
  const video = readFileSync(path.join(process.cwd(), "test/fixtures/media/answer-3s.webm"));
  const recorded = (url: string) =>
    page.request.post(url, {
      multipart: {
        mock_id: mockId,
        qnum: "1",
        duration_ms: "3000",
        segments: JSON.stringify([{ start: 0.4, end: 2.7 }]),
        camera: JSON.stringify({ samples: 30, face_share: 0.9, looking_share: 0.7, away: [{ start: 1, end: 1.8 }] }),
        browser_transcript: SPOKEN,
        answer: { name: "answer.webm", mimeType: "video/webm", buffer: video },
      },
    });
  expect((await recorded("/api/mock/add-mock-video")).ok()).toBe(true);
  expect((await page.request.post("/api/mock/add-mock-text", { data: { mock_id: mockId, qnum: 2, text: TYPED, duration_ms: 60_000 } })).ok()).toBe(true);
  expect((await page.request.post("/api/mock/end-interview", { data: { id: mockId } })).ok()).toBe(true);
  await waitForMock(page.request, mockId, "Process Completed");
  // A second take of the first question, scored like the first.
  expect((await recorded("/api/mock/retry-answer")).ok()).toBe(true);
  await expect
    .poll(async () => {
      const review = (await (await page.request.get(`/api/mock/get-mock-data?mock_id=${mockId}`)).json()) as Review;
      return review.evaluation_results[0]?.takes.map((t) => t.evaluated);
    })
    .toEqual([true, true]);

  await page.goto(`/mock/mock-review?mock_id=${mockId}`);
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle(/^मॉक इंटरव्यू का फ़ीडबैक/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("फ़ीडबैक: Data Analyst");
  await expect(page.getByTestId("total-score")).toContainText("कुल स्कोर");
  await expect(page.getByTestId("answered-count")).toHaveText("3 में से 2 सवालों के जवाब दिए");
  const cards = page.getByTestId("answer-card");
  await expect(cards).toHaveCount(3);
  const spoken = cards.nth(0);
  await expect(spoken.getByTestId("delivery")).toContainText("आप कैसे बोले");
  await expect(spoken.getByTestId("camera")).toContainText("कैमरे की ओर देखा");
  await expect(spoken.getByTestId("guide")).toContainText("एक अच्छे जवाब में क्या होता है");
  await expect(spoken.getByTestId("take")).toHaveCount(2);
  await expect(spoken.getByTestId("take").nth(0)).toContainText("टेक 1 (इंटरव्यू)");
  await expect(spoken.getByRole("button", { name: "यह सवाल फिर से दें" })).toBeVisible();
  await expect(cards.nth(1).getByTestId("answer-kind")).toHaveText("टाइप किया जवाब");
  await expect(cards.nth(2)).toContainText("कोई जवाब नहीं दिया गया");
  // The candidate spoke the mock's language (English here) and the judge wrote in it: both stay so, marked.
  await expect(spoken.locator('p[translate="no"]').first()).toContainText("Um, last quarter");
  await expect(page.getByTestId("summary")).toHaveAttribute("translate", "no");

  // Ticking a point says so in Hindi; the full answer with its quotes marked opens too.
  await spoken.getByTestId("guide").getByRole("checkbox").first().check();
  await expect(spoken.getByTestId("guide-status")).toHaveText("सेव हो गया");
  const more = spoken.getByRole("button", { name: "और देखें" });
  if (await more.count()) await more.click();
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH)).toEqual([]);
  await page.screenshot({ path: `${out}/review-hindi-account-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${out}/review-hindi-account-390.png`, fullPage: true });

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "PDF डाउनलोड करें" }).click()]);
  const bytes = readFileSync(await download.path());
  writeFileSync(`${out}/review-hindi-account.pdf`, bytes);
  const doc = await PDFDocument.load(bytes);
  const fonts = doc.getPages().flatMap((p) => {
    const dict = p.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    return (dict?.entries() ?? []).map(([, ref]) => String(doc.context.lookup(ref, PDFDict).get(PDFName.of("BaseFont"))));
  });
  expect(fonts.some((f) => /NotoSansDevanagari/.test(f))).toBe(true);
});
