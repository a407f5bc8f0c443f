// The candidate's pages in Hindi (issue 47): with the account in Hindi, Discover (search, filters,
// cards), the DISC test, a job's page (Apply and its pay warning), Job Applications, a missing job, the CV page,
// the profile popup and the CV-needed dialog of Apply show no English but the glossary's terms and
// the candidate's and employers' own words (marked translate="no"). The check is first shown to
// catch a page not translated yet (the root not-found screen). A visitor whose browser asks for Hindi signs in and signs up in
// Hindi: the entry, sign-in, the two sign-up steps and the six onboarding steps, with their
// refusals (the forms' own and the server's). On a job's page, "Ask for a review" and the note on
// another way to be assessed read in Hindi (and as before in English), and a signed-out visitor
// whose browser asks for Hindi quick-applies in Hindi while the page stays English.
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { englishOnScreen, htmlLang, sidewaysOverflow } from "./support/hindi";
import { countMessages, freshEmail, freshMobile, nextCode } from "./support/accounts";
import { makePdf } from "@/test/pdf-fixture";
import { pageFetch } from "./support/disc";
import { openJobsNotApplied, SAMPLE_PDF, signedInApplicant } from "./support/jobs";
import { invitedCandidate } from "./support/interviews";
import { DEMO_CANDIDATE } from "@/lib/seed/demo";
import { createCandidate, pdfFile } from "./support/profile";
import { DISC_BLOCKS } from "@/lib/disc/blocks";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";

const english = (page: Page) => englishOnScreen(page, KEPT_IN_ENGLISH);

test("with the account in Hindi, the job pages show no English but the glossary's and the employers' words", async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync("test-results/hindi", { recursive: true });
  await signedInApplicant(page, "hindi-pages");
  const [job] = await openJobsNotApplied(page.request, "developer");
  expect(job, "an open developer job").toBeTruthy();
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);

  // The check itself: the root not-found screen (an address no route knows: static, English) is caught.
  await page.goto("/no-such-page-here");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect(await english(page)).not.toEqual([]);

  // The DISC test: its introduction, then a block with its two lists of statements, in Hindi.
  await page.goto("/test/disc?take=1");
  await expect(page.getByRole("heading", { level: 1, name: "DISC: काम करने का आपका तरीका" })).toBeVisible();
  await expect(page).toHaveTitle(/^DISC पर्सनैलिटी टेस्ट/);
  await expect(page.getByRole("heading", { name: "यह टेस्ट कैसे होता है" })).toBeVisible();
  expect(await english(page)).toEqual([]);
  await page.getByRole("button", { name: "टेस्ट शुरू करें" }).click();
  await expect(page.getByRole("heading", { name: "ब्लॉक 1 / 24" })).toBeFocused();
  // Block 1's first statement ("I value loyalty in a team.") in Hindi.
  const most = page.getByRole("group", { name: "मुझ पर सबसे ज़्यादा लागू" });
  await most.getByRole("radio", { name: "टीम में वफ़ादारी मेरे लिए बहुत मायने रखती है।" }).check();
  const least = page.getByRole("group", { name: "मुझ पर सबसे कम लागू" });
  await expect(least.getByText("सबसे ज़्यादा लागू के तौर पर चुनी गई")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "जिन ब्लॉक के जवाब दिए" })).toHaveAttribute("aria-valuenow", "0");
  expect(await english(page)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/disc-test-1280.png", fullPage: true });

  // The DISC report: the test answered (Influence most, Conscientiousness least in every block), read in Hindi.
  const answers = DISC_BLOCKS.map((b) => ({
    blockId: b.id,
    most: b.statements.find((s) => s.style === "I")!.id,
    least: b.statements.find((s) => s.style === "C")!.id,
  }));
  expect((await pageFetch(page, "/api/disc/disc-test", "POST", { answers })).status).toBe(200);
  await page.goto("/test/disc?view=latest");
  await expect(page.getByRole("heading", { level: 1, name: "काम करने का आपका तरीका" })).toBeVisible();
  await expect(page.getByTestId("disc-blend")).toHaveText(/^ज़्यादातर Influence, साथ में /);
  await expect(page.getByTestId("disc-consistency")).toContainText("आपके जवाब एक-दूसरे से मेल खाते हैं");
  await expect(page.getByTestId("disc-tip")).toContainText("जवाब लगभग दो मिनट में रखें");
  await expect(page.getByRole("button", { name: "प्रिंट करें या PDF सेव करें" })).toBeVisible();
  expect(await english(page)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/disc-report-1280.png", fullPage: true });

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

test("with the account in Hindi, the CV page, the profile popup and the CV-needed dialog show no English but the glossary's and the candidate's words", async ({
  page,
}) => {
  test.setTimeout(240_000);
  mkdirSync("test-results/hindi", { recursive: true });
  // A candidate of its own without a CV yet, signed in through the API, in Hindi.
  const candidate = await createCandidate("hindi-profile");
  const login = await page.request.post("/api/auth/login", { data: { email: candidate.email, password: candidate.password }, timeout: 60_000 });
  expect(login.status()).toBe(200);
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);
  const [job] = await openJobsNotApplied(page.request, "developer");
  expect(job, "an open developer job").toBeTruthy();

  // The CV page before any CV: its title, the empty state and the upload box.
  await page.goto("/cv");
  await expect(page.getByRole("heading", { level: 1, name: "मेरा CV" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "अभी कोई CV नहीं है" })).toBeVisible();
  await expect(page.getByTestId("cv-field-name")).toHaveText("अपना CV अपलोड करें");
  await expect(page).toHaveTitle(/^मेरा CV/);
  expect(await english(page)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/cv-empty-1280.png", fullPage: true });

  // Applying without a CV: the dialog asks for one in Hindi (the job's title is the employer's), takes it and applies.
  await page.goto(`/jobs/${job!.Job_Id}`);
  await page.getByRole("button", { name: `${job!.Job_Title} के लिए अभी आवेदन करें` }).click();
  const needsCv = page.getByRole("dialog", { name: "कृपया अपना रिज़्यूमे अपडेट करें" });
  await expect(needsCv).toBeVisible({ timeout: 30_000 });
  await expect(needsCv).toContainText(`हम ${job!.Job_Title} के लिए आपका आवेदन भेज देंगे।`);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/cv-needed-1280.png" });
  await needsCv.getByLabel("आपका CV").setInputFiles(pdfFile("Kiran Rao CV.pdf", ["Kiran Rao", "Backend Developer"]));
  await expect(page.getByRole("dialog", { name: "आपने इस नौकरी के लिए सफलतापूर्वक आवेदन कर दिया है!" })).toBeVisible({ timeout: 30_000 });

  // The CV page with a CV: its name (the candidate's file), the date in Hindi, the text read from it.
  await page.goto("/cv");
  await expect(page.getByTestId("cv-name")).toHaveText("Kiran Rao CV.pdf");
  await expect(page.getByText(/^.+ को अपलोड किया गया$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "डाउनलोड करें" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "आपके CV से पढ़ा गया टेक्स्ट" })).toBeVisible();
  expect(await english(page)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/cv-1280.png", fullPage: true });

  // The profile popup from the dashboard: every field's name and the candidate's own values.
  await page.goto("/dashboard");
  // The DISC card, drawn on the dashboard by the DISC feature, in Hindi.
  await expect(page.getByTestId("disc-dashboard-card").getByRole("heading", { name: "आपके काम करने का तरीका" })).toBeVisible();
  await page.getByRole("button", { name: "प्रोफ़ाइल देखें" }).click();
  const profile = page.getByRole("dialog", { name: "मेरी प्रोफ़ाइल" });
  await expect(profile.getByTestId("profile-name")).toHaveText("Kiran Rao");
  await expect(profile.getByText("पुरुष", { exact: true })).toBeVisible();
  await expect(profile.getByText("₹12,00,000 / साल")).toBeVisible();
  await expect(profile.getByRole("heading", { name: "प्रोफ़ाइल वीडियो" })).toBeVisible();
  await expect(profile.getByRole("link", { name: "CV देखें" })).toBeVisible();
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/profile-1280.png" });

  // Its edit form: the fields' names, the pay box's reading and the CV box in Hindi.
  await profile.getByRole("button", { name: "प्रोफ़ाइल बदलें" }).click();
  const editing = page.getByRole("dialog", { name: "प्रोफ़ाइल बदलें" });
  await expect(editing.getByLabel("पहला नाम")).toHaveValue("Kiran");
  await expect(editing.getByLabel("अपेक्षित सैलरी (₹ CTC)")).toHaveValue("1200000");
  await expect(editing.getByTestId("expectedCTC-reading")).toHaveText("₹12,00,000 सालाना");
  await expect(editing.getByText("फ़ोटो जोड़ें")).toBeVisible();
  await expect(editing.getByRole("button", { name: "सेव करें" })).toBeVisible();
  // The interests picker, shared with onboarding, with its words in Hindi too.
  await expect(editing.getByPlaceholder("पद का नाम अंग्रेज़ी में लिखें")).toBeVisible();
  // The chosen country and industry too (भारत, सूचना प्रौद्योगिकी (IT)).
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/profile-edit-1280.png" });

  // The mobile box: the phone box it draws (shared with onboarding) says Hindi.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "प्रोफ़ाइल देखें" }).click();
  await page.getByRole("dialog", { name: "मेरी प्रोफ़ाइल" }).getByRole("button", { name: "मोबाइल नंबर बदलें" }).click();
  const phone = page.getByRole("dialog", { name: "मोबाइल नंबर बदलें" });
  await expect(phone.getByLabel("मोबाइल नंबर", { exact: true })).toBeVisible();
  // The candidate's number is verified: the box says so in Hindi, its country too (the value stays the code).
  await expect(phone).toContainText("वेरिफ़ाइड");
  await expect(phone.getByLabel("देश").locator("option:checked")).toHaveText("भारत (+91)");
  await expect(phone.getByLabel("देश")).toHaveValue("IN");
  await expect(phone).not.toContainText("Verified");
  await page.screenshot({ path: "test-results/hindi/profile-mobile-1280.png" });
});

test("a visitor whose browser asks for Hindi meets sign-in, sign-up with its codes and onboarding in Hindi, refusals included", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  mkdirSync("test-results/hindi", { recursive: true });
  // No account and no cookie: the language is the browser's (Accept-Language ranks Hindi first).
  const context = await browser.newContext({ baseURL, locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.5" } });
  const page = await context.newPage();
  const email = freshEmail("hindi-signup");
  const mobile = freshMobile();
  const button = (name: string) => page.getByRole("button", { name, exact: true });
  const alert = page.getByTestId("form-error");
  /** The screen at 1280 px, then at 390 px (nothing wider than the phone), then back. */
  const shoot = async (name: string) => {
    await page.screenshot({ path: `test-results/hindi/${name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysOverflow(page), `${name} at 390 px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/hindi/${name}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "चलिए, शुरू करते हैं" })).toBeVisible();
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  expect(await english(page)).toEqual([]);
  await shoot("auth-entry");

  // Sign-in: the form's refusals, then the server's for an address without an account.
  await page.goto("/auth/login");
  await page.waitForLoadState("networkidle");
  await button("साइन इन करें").click();
  await expect(page.getByText("ई-मेल डालना ज़रूरी है")).toBeVisible();
  await expect(page.getByText("पासवर्ड खाली नहीं हो सकता")).toBeVisible();
  expect(await english(page)).toEqual([]);
  await page.getByLabel("ई-मेल").fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill("Sunrise@2026");
  await button("साइन इन करें").click();
  await expect(alert).toHaveText("इस ई-मेल से कोई अकाउंट नहीं है");
  expect(await english(page)).toEqual([]);
  await shoot("auth-login");

  // Sign-up step one: the form's refusals in Hindi, then the code is sent.
  await page.goto("/auth/register");
  await expect(page.getByRole("heading", { level: 1, name: "अपना अकाउंट बनाएँ" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByLabel("ई-मेल").fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill("short");
  await button("आगे बढ़ें").click();
  await expect(page.getByText("पासवर्ड बहुत छोटा है")).toBeVisible();
  expect(await english(page)).toEqual([]);
  await shoot("signup-account");
  await page.getByLabel("पासवर्ड", { exact: true }).fill("Sunrise@2026");
  const mailsBefore = countMessages(email);
  await button("आगे बढ़ें").click();

  // Step two: the e-mail code, a wrong one refused by the server in Hindi, then the right one.
  await expect(page.getByRole("heading", { level: 1, name: "अपना ई-मेल वेरिफ़ाई करें" })).toBeVisible();
  await expect(page.getByTestId("resend-countdown")).toHaveText(/^[23]:\d\d बाद कोड दोबारा भेज सकेंगे$/);
  const code = await nextCode(email, mailsBefore);
  await page.getByLabel("OTP कोड").fill(code === "000000" ? "111111" : "000000");
  await button("आगे बढ़ें").click();
  await expect(alert).toHaveText("OTP गलत है");
  expect(await english(page)).toEqual([]);
  await shoot("signup-code");
  await page.getByLabel("OTP कोड").fill(code);
  await button("आगे बढ़ें").click();

  // Step three: every refusal of the form, then a mobile number verified by SMS.
  await expect(page.getByRole("heading", { level: 1, name: "अपने बारे में बताइए" })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await button("आगे बढ़ें").click();
  for (const message of ["पहला नाम डालना ज़रूरी है", "उपनाम डालना ज़रूरी है", "कृपया अपना लिंग चुनें", "राज्य डालना ज़रूरी है", "मोबाइल नंबर अभी वेरिफ़ाई नहीं हुआ है"]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel("पहला नाम").fill("Meera");
  await page.getByLabel("उपनाम").fill("Nair");
  await page.getByText("महिला", { exact: true }).click();
  await page.getByLabel("राज्य").fill("Kerala");
  // The country is named in Hindi, drawn on the server; its value stays the ISO code.
  await expect(page.getByLabel("देश").locator("option:checked")).toHaveText("भारत (+91)");
  await expect(page.getByLabel("देश")).toHaveValue("IN");
  await page.getByLabel("मोबाइल नंबर").fill(mobile);
  const smsBefore = countMessages(`+91${mobile}`, "sms");
  await button("OTP भेजें").click();
  await expect(page.getByText(/^(1:00|0:5\d) बाद OTP दोबारा भेज सकेंगे$/)).toBeVisible();
  const smsCode = await nextCode(`+91${mobile}`, smsBefore, "sms");
  await page.getByLabel("मोबाइल OTP").fill(smsCode === "000000" ? "111111" : "000000");
  await button("वेरिफ़ाई करें").click();
  await expect(page.getByText("OTP गलत है")).toBeVisible();
  expect(await english(page)).toEqual([]);
  await shoot("onboarding-basic");
  await page.getByLabel("मोबाइल OTP").fill(smsCode);
  await button("वेरिफ़ाई करें").click();
  await expect(page.getByTestId("mobile-verified")).toHaveText("वेरिफ़ाइड");
  await button("आगे बढ़ें").click();

  // Step four: the role and the pay boxes.
  await expect(page.getByRole("heading", { level: 1, name: "आपका मौजूदा पद" })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.getByLabel("मौजूदा पद").fill("Data Analyst");
  await page.getByLabel("अपेक्षित CTC").fill("1200000");
  expect(await english(page)).toEqual([]);
  await shoot("onboarding-role");
  await button("आगे बढ़ें").click();

  // Step five: the photo, skipped.
  await expect(page.getByRole("heading", { level: 1, name: "प्रोफ़ाइल फ़ोटो लगाएँ" })).toBeVisible({ timeout: 30_000 });
  expect(await english(page)).toEqual([]);
  await shoot("onboarding-photo");
  await button("अभी छोड़ें").click();

  // Step six: the CV is required, an interest (a listed title, in English), the CV, then done.
  await expect(page.getByRole("heading", { level: 1, name: "आप कैसी नौकरी ढूँढ रहे हैं?" })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await button("रजिस्ट्रेशन पूरा करें").click();
  await expect(page.getByText("CV अपलोड करना ज़रूरी है")).toBeVisible();
  // The industries in Hindi; the one chosen is saved under its English name (read back at the end).
  await page.getByLabel(/इंडस्ट्री/).selectOption({ label: "सूचना प्रौद्योगिकी (IT)" });
  await expect(page.getByLabel(/इंडस्ट्री/)).toHaveValue("Information Technology");
  await page.getByLabel(/रुचियाँ/).fill("Data Engineer");
  await page.getByLabel(/रुचियाँ/).press("Enter");
  await page.locator('input[type="file"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("कृपया अपना CV PDF में अपलोड करें")).toBeVisible();
  expect(await english(page)).toEqual([]);
  await shoot("onboarding-details");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "Meera Nair CV.pdf", mimeType: "application/pdf", buffer: makePdf(["Meera Nair", "Data Engineer"]) });
  await expect(page.getByTestId("cv-name")).toHaveText("Meera Nair CV.pdf");
  await button("रजिस्ट्रेशन पूरा करें").click();

  // Steps seven and eight: the popup, then all set.
  const popup = page.getByRole("dialog", { name: "बस थोड़ा-सा बाकी है!" });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);
  expect(await english(page)).toEqual([]);
  await shoot("onboarding-almost-done");
  await popup.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "सब तैयार है!" })).toBeVisible({ timeout: 30_000 });
  expect(await english(page)).toEqual([]);
  await shoot("onboarding-all-set");
  const saved = (await (await page.request.get("/api/users/get-profile")).json()) as { Country: string; CountryIso: string; JobIndustry: string };
  expect([saved.Country, saved.CountryIso, saved.JobIndustry]).toEqual(["India", "IN", "Information Technology"]);
  await context.close();
});

/** The page at 390 px (nothing wider than the phone), photographed, then back to 1280. */
async function atPhone(page: Page, name: string, fullPage = true) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page), `${name} at 390 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/hindi/${name}-390.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("on a job's page, Ask for a review and the note on another way to be assessed read in English, then in Hindi with the server's refusal", async ({
  page,
}) => {
  test.setTimeout(240_000);
  mkdirSync("test-results/hindi", { recursive: true });
  // An application whose recorded interview waits on a request for another way to be assessed, and one not selected.
  const { candidate, job: invited, interviewId, api } = await invitedCandidate(page, ["Tell us about a release you rolled back."], "hindi-review");
  expect((await page.request.post("/api/interviews/alternative", { data: { id: interviewId } })).status()).toBe(201);
  // Another job of the partner API's employer, which decides against the candidate.
  const job = (await openJobsNotApplied(page.request, "brightloom")).find((j) => j.Company_Details.Company_Name === invited.Company_Details.Company_Name);
  expect(job, "a second open Brightloom job").toBeTruthy();
  expect((await page.request.post("/api/jobs/apply", { data: { jobId: job!.Job_Id } })).status()).toBeLessThan(300);
  const list = (await (await api.get(`/jobs/${job!.Job_Id}/applications?limit=100`)).json()) as { data: { id: string; candidate: { email: string } }[] };
  const application = list.data.find((a) => a.candidate.email === candidate.email)!;
  expect((await api.patch(`/applications/${application.id}`, { status: "NOT_SELECTED" })).status()).toBe(200);
  const company = invited.Company_Details.Company_Name;
  const note = page.getByTestId("alternative-note");
  const review = page.getByRole("region", { name: /review this decision|दोबारा जाँच करवाएँ/ });

  // English, word for word as before.
  await page.goto(`/jobs/${invited.Job_Id}`);
  await expect(note).toHaveText(`You asked ${company} for another way to be assessed. The interview waits for their answer.`);
  await page.goto(`/jobs/${job!.Job_Id}`);
  await expect(review.getByRole("heading", { name: "Ask for a person to review this decision" })).toBeVisible();
  await expect(review).toContainText(
    `If you think something was missed, you can ask ${job!.Company_Details.Company_Name} to have a person look at your application again.`,
  );
  await review.getByRole("button", { name: "Ask for a review" }).click();
  await expect(review.getByLabel("What should a person look at again?")).toBeVisible();
  await expect(review.getByRole("button", { name: "Send my request" })).toBeDisabled();
  await expect(review.getByRole("button", { name: "Cancel" })).toBeVisible();

  // Hindi: the note, the company's name in it as written.
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);
  await page.goto(`/jobs/${invited.Job_Id}`);
  await expect(note).toHaveText(`आपने ${company} से आकलन का दूसरा तरीका माँगा है। इंटरव्यू उनके जवाब का इंतज़ार कर रहा है।`);
  await expect(note.locator('[translate="no"]')).toHaveText(company);
  expect(await english(page)).toEqual([]);
  await note.scrollIntoViewIfNeeded();
  await atPhone(page, "job-alternative-note", false);

  // Hindi: Ask for a review, and the server's refusal of a request already made (from another tab, here the API).
  await page.goto(`/jobs/${job!.Job_Id}`);
  await expect(review.getByRole("heading", { name: "किसी व्यक्ति से इस फ़ैसले की दोबारा जाँच करवाएँ" })).toBeVisible();
  await expect(review.locator('[translate="no"]')).toHaveText(job!.Company_Details.Company_Name);
  await page.waitForLoadState("networkidle");
  await review.getByRole("button", { name: "दोबारा जाँच के लिए कहें" }).click();
  await review.getByLabel("किसी व्यक्ति को दोबारा क्या देखना चाहिए?").fill("मेरे पाँच साल के अनुभव को दोबारा देखिए।");
  expect((await page.request.post("/api/jobs/review-request", { data: { jobId: job!.Job_Id, message: "Please look again." } })).status()).toBe(201);
  await review.getByRole("button", { name: "मेरा अनुरोध भेजें" }).click();
  await expect(review.getByRole("alert")).toHaveText("आप इस फ़ैसले की दोबारा जाँच पहले ही माँग चुके हैं");
  await expect(review.getByRole("button", { name: "रद्द करें" })).toBeVisible();
  expect(await english(page)).toEqual([]);
  await review.scrollIntoViewIfNeeded();
  await atPhone(page, "job-review-request", false);
});

test("a signed-out visitor whose browser asks for Hindi quick-applies in Hindi, refusals included; the job's page stays English", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  mkdirSync("test-results/hindi", { recursive: true });
  const context = await browser.newContext({ baseURL, locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.5" } });
  const page = await context.newPage();
  const [job] = await openJobsNotApplied(page.request, "executive");
  await page.goto(`/jobs/id?jid=${job!.Job_Id}&src=linkedin`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: /^Apply Now/ }).click();
  const form = page.getByRole("dialog", { name: "सीधे आवेदन करें" });
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute("lang", "hi");
  await expect(form.locator('[translate="no"]').filter({ hasText: job!.Job_Title })).toBeVisible();

  // The form's own refusals.
  await form.getByRole("button", { name: "अभी आवेदन करें" }).click();
  await expect(form.getByText("CV ज़रूरी है")).toBeVisible();
  await expect(form.getByText("ई-मेल डालना ज़रूरी है")).toBeVisible();
  await expect(form.getByText("मोबाइल नंबर डालना ज़रूरी है")).toBeVisible();
  await form.getByLabel("मोबाइल नंबर").fill("12");
  await form.getByRole("button", { name: "अभी आवेदन करें" }).click();
  await expect(form.getByText("सही मोबाइल नंबर डालें")).toBeVisible();
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);
  await atPhone(page, "quick-apply-errors", false);

  // The server's: an address that has an account.
  await form.getByLabel("CV").setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: SAMPLE_PDF });
  await form.getByLabel("ई-मेल").fill(DEMO_CANDIDATE.email);
  await form.getByLabel("पहला नाम").fill("Asha");
  await form.getByLabel("उपनाम").fill("Verma");
  await form.getByLabel("मोबाइल नंबर").fill("9800000001");
  await form.getByRole("button", { name: "अभी आवेदन करें" }).click();
  await expect(form.getByText("आपका अकाउंट हमारे यहाँ पहले से है।")).toBeVisible();
  await expect(form.getByRole("link", { name: "लॉग इन" })).toHaveAttribute("href", /^\/auth\/login\?callbackUrl=/);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);

  // Applied: the success popup in Hindi too; the page behind stays English.
  await form.getByLabel("ई-मेल").fill(freshEmail("hindi-quick"));
  await form.getByRole("button", { name: "अभी आवेदन करें" }).click();
  const done = page.getByRole("dialog", { name: "आपने इस नौकरी के लिए सफलतापूर्वक आवेदन कर दिया है!" });
  await expect(done).toBeVisible({ timeout: 30_000 });
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);
  await atPhone(page, "quick-apply-done", false);
  await done.getByRole("button", { name: "बंद करें" }).first().click();
  await expect(page.getByText(/^Applied on /).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Job details" })).toBeVisible();
  await context.close();
});
