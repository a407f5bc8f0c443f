// The candidate's job pages in Hindi (issue 47): with the account in Hindi, Discover (search,
// filters, cards), a job's page (Apply and its pay warning), Job Applications and a missing job show
// no English but the glossary's terms and the employers' own words (marked translate="no"). The
// check is first shown to catch a page not translated yet.
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { englishOnScreen, htmlLang } from "./support/hindi";
import { openJobsNotApplied, signedInApplicant } from "./support/jobs";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";

const english = (page: Page) => englishOnScreen(page, KEPT_IN_ENGLISH);

test("with the account in Hindi, the job pages show no English but the glossary's and the employers' words", async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync("test-results/hindi", { recursive: true });
  await signedInApplicant(page, "hindi-pages");
  const [job] = await openJobsNotApplied(page.request, "developer");
  expect(job, "an open developer job").toBeTruthy();
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);

  // The check itself: the CV page, not translated yet, is caught.
  await page.goto("/cv");
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  await expect(page.locator("main h1").first()).toBeVisible();
  expect(await english(page)).not.toEqual([]);

  // Discover, with a filter chip, the filters and the cards.
  await page.goto("/discover?q=developer&type=FULL_TIME");
  await expect(page.getByRole("heading", { level: 1, name: "नौकरियाँ खोजें" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "नौकरियाँ खोजें" })).toHaveValue("developer");
  await expect(page.getByRole("link", { name: "फ़िल्टर हटाएँ: फ़ुल-टाइम" })).toBeVisible();
  await expect(page.getByText(/^[\d,]+\+? (नौकरियाँ|नौकरी) · \d+–\d+ दिख रही हैं$/)).toBeVisible();
  await expect(page.getByTestId("job-card-freshness").first()).toHaveText(/पोस्ट हुई · .+ अपडेट हुई$/);
  await expect(page.getByTestId("never-pay").first()).toHaveText("असली नियोक्ता आवेदन करने या नौकरी देने के लिए कभी पैसे नहीं माँगता।");
  expect(await english(page)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/discover-1280.png", fullPage: true });

  // A job's page: facts, Apply, the pay warning, the skills panel, report.
  await page.goto(`/jobs/${job!.Job_Id}`);
  await expect(page.getByRole("heading", { level: 1, name: job!.Job_Title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "नौकरी की जानकारी" })).toBeVisible();
  await expect(page.getByRole("button", { name: `${job!.Job_Title} के लिए अभी आवेदन करें` })).toBeVisible();
  await expect(page.getByRole("button", { name: "इस नौकरी की शिकायत करें" })).toBeVisible();
  expect(await english(page)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/job-1280.png", fullPage: true });

  // Job Applications before any: the tabs and the empty state.
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1, name: /^नौकरी के आवेदन \(0\)$/ })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^समीक्षा में/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("कोई आवेदन नहीं")).toBeVisible();
  expect(await english(page)).toEqual([]);

  // A job that is not there: the candidate area's not-found screen, in Hindi inside the shell.
  await page.goto("/jobs/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible();
  await expect(page.getByRole("link", { name: "डैशबोर्ड पर जाएँ" })).toBeVisible();
  expect(await english(page)).toEqual([]);

  // Applying says so in Hindi, and the card in Job Applications carries a Hindi status chip.
  await page.goto(`/jobs/${job!.Job_Id}`);
  await page.getByRole("button", { name: `${job!.Job_Title} के लिए अभी आवेदन करें` }).click();
  await expect(page.getByRole("dialog", { name: "आपने इस नौकरी के लिए सफलतापूर्वक आवेदन कर दिया है!" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "मेरे आवेदन देखें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^नौकरी के आवेदन \(1\)$/ })).toBeVisible({ timeout: 30_000 });
  // The chip reads "स्थिति: आवेदन किया" to a screen reader ("स्थिति:" is hidden from sight).
  await expect(page.locator("article").filter({ hasText: job!.Job_Title })).toContainText("स्थिति: आवेदन किया");
});
