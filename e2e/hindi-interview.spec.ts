// The employer's recorded interview for a candidate whose account is in Hindi: How this interview
// works, the consent, the device check, the practice and the first question are in Hindi, the
// employer's words (the question, the job's title, the company) are theirs, the shared capture parts
// (the connection check, the send list) speak Hindi too, and the consent is kept
// with the Hindi wording's version and the language "hi" (Settings lists it in Hindi). At 1280 and 390 px.
import { expect, test, type Page } from "./support/test";
import { englishOnScreen, sidewaysOverflow } from "./support/hindi";
import { emailedLink, invitedCandidate, shot } from "./support/interviews";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";

const QUESTIONS = ["किसी ऐसे client के बारे में बताइए जिसकी शिकायत आपने खुद सुलझाई।", "अगर एक ही दिन में तीन deadline हों, तो आप काम कैसे बाँटेंगे?"];

/** The page's English outside the glossary: the shared capture parts (the connection check, the send list…) included. */
async function englishOfThePage(page: Page): Promise<string[]> {
  return englishOnScreen(page, KEPT_IN_ENGLISH);
}

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a Hindi-account candidate takes the employer's interview in Hindi, and the consent is kept with its Hindi version", async ({ page }) => {
  test.setTimeout(240_000);
  const { candidate, interviewId } = await invitedCandidate(page, QUESTIONS, "rec-hi-ui", { language: "hi" });
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);

  await page.goto(await emailedLink(candidate.email, interviewId));
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle(/रिकॉर्ड किया जाने वाला इंटरव्यू/);
  // How this interview works and the consent, in Hindi; the company is the employer's word.
  const how = page.getByTestId("how-it-works");
  await expect(how.getByRole("heading", { name: "यह इंटरव्यू कैसे होता है" })).toBeVisible();
  await expect(how).toContainText("सवाल हिन्दी में हैं, देवनागरी में लिखे हुए।");
  await expect(page.getByText("किसका विश्लेषण होता है")).toBeVisible();
  await expect(page.locator('[translate="no"]', { hasText: "Brightloom Technologies" }).first()).toBeVisible();
  const versions = page.getByTestId("versions");
  await expect(versions).toContainText("-hi");
  const consentVersion = (await versions.textContent())!.match(/सहमति के शब्द, वर्ज़न (\S+?)।/)?.[1];
  expect(consentVersion).toMatch(/-hi/);
  expect(await englishOfThePage(page)).toEqual([]);
  await bothWidths(page, "hindi-consent");

  await page.getByRole("checkbox", { name: /इस इंटरव्यू के लिए ऊपर बताए अनुसार/ }).check();
  await page.getByRole("button", { name: "मैं सहमत हूँ, आगे बढ़ें" }).click();
  await expect(page.getByRole("heading", { name: "अपना कैमरा और माइक्रोफ़ोन जाँचें" })).toBeVisible();
  const next = page.getByRole("button", { name: "अभ्यास पर जाएँ" });
  await expect(next).toBeEnabled({ timeout: 30_000 });
  // The shared connection check says what it found in Hindi.
  await expect(page.getByTestId("connection-status")).toHaveText(/कनेक्शन/, { timeout: 30_000 });
  expect(await englishOfThePage(page)).toEqual([]);
  await bothWidths(page, "hindi-device");
  await next.click();
  await expect(page.getByRole("heading", { name: "अभ्यास का सवाल" })).toBeVisible();
  expect(await englishOfThePage(page)).toEqual([]);
  await page.getByRole("button", { name: "इंटरव्यू शुरू करें" }).click();

  // The first question: the employer's words, marked as theirs.
  const asked = page.locator("#question-title");
  await expect(asked).toHaveText(QUESTIONS[0]!, { timeout: 30_000 });
  await expect(asked).toHaveAttribute("translate", "no");
  await expect(page.getByText("सवाल 1/2", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "अगला सवाल" })).toBeVisible();
  expect(await englishOfThePage(page)).toEqual([]);
  await bothWidths(page, "hindi-question");

  // The first answer goes; the shared send list names it and says where it stands in Hindi.
  await page.getByRole("button", { name: "अगला सवाल" }).click();
  await expect(page.getByText("सवाल 2/2", { exact: true })).toBeVisible({ timeout: 30_000 });
  const sent = page.locator('[data-testid="send-status"] li[data-qnum="1"][data-state="sent"]');
  await expect(sent).toHaveCount(1, { timeout: 30_000 });
  await expect(sent).toContainText("उत्तर 1");
  await expect(sent).toContainText("भेज दिया");
  expect(await englishOfThePage(page)).toEqual([]);

  // Kept with the Hindi version and the language; Settings lists it in Hindi, with the language.
  await page.goto("/settings");
  const consent = page.getByTestId("consent-RECORDED_INTERVIEW");
  await expect(consent).toContainText(`वर्ज़न ${consentVersion}`);
  await expect(consent.getByTestId("consent-language")).toHaveAttribute("data-language", "hi");
  await expect(consent.getByTestId("consent-language")).toHaveText("हिन्दी में दिखाया गया");
  await expect(consent).toContainText("रिकॉर्ड किया गया इंटरव्यू:");
  // The withdraw dialog too; the job's title and the company stay as the employer wrote them.
  await consent.getByRole("button", { name: /^सहमति वापस लें:/ }).click();
  const dialog = page.getByRole("dialog", { name: "अपनी सहमति वापस लें?" });
  await expect(dialog).toContainText("आपका आवेदन बना रहता है।");
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);
  await dialog.getByRole("button", { name: "मेरी सहमति बनी रहे" }).click();
  await expect(dialog).toBeHidden();
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, 'section[aria-labelledby="settings-consents"]')).toEqual([]);
});
