// The account pages around sign-in in Hindi, for a visitor whose browser asks for Hindi (no account
// language, no cookie): forgot password with its e-mailed code, the new password and signing in with
// it; a reset whose session has lapsed, the account-verify link (incomplete, no longer valid, and used
// to set a first password), the closed-account page and the job-alert unsubscribe link (done, not
// valid, incomplete). Each screen says its Hindi words, its refusals (the form's and the server's) in
// Hindi, and no English but the glossary's and the visitor's own e-mail; screenshots at 1280 and 390 px.
// Then a Hindi account: its job-alert e-mail in Hindi, and Settings' saved searches, access log and
// erase date with the closed-account banner, at 390 px.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { PgBoss } from "pg-boss";
import { expect, test, type Page } from "./support/test";
import { englishOnScreen, htmlLang, sidewaysOverflow } from "./support/hindi";
import { countMessages, e2eDatabaseUrl, freshEmail, invitedByQuickApply, nextCode, registerViaApi, withPrisma } from "./support/accounts";
import { openJobsNotApplied, SAMPLE_PDF } from "./support/jobs";
import { readOutbox } from "./support/outbox";
import { createCandidate, signInAs } from "./support/profile";
import { jobData } from "@/test/factories";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";
import { ACCOUNT_DELETION_GRACE_DAYS } from "@/lib/account-data/account-rules";

const PASSWORD = "Sunrise@2026";
const HINDI_BROWSER = { locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.5" } };

const english = (page: Page) => englishOnScreen(page, KEPT_IN_ENGLISH);

/** The screen at 1280 px, then at 390 px (nothing wider than the phone, no English), then back. */
async function shoot(page: Page, name: string) {
  expect(await english(page), `${name} at 1280 px`).toEqual([]);
  await page.screenshot({ path: `test-results/hindi/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page), `${name} at 390 px`).toBeLessThanOrEqual(0);
  expect(await english(page), `${name} at 390 px`).toEqual([]);
  await page.screenshot({ path: `test-results/hindi/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeAll(() => mkdirSync("test-results/hindi", { recursive: true }));

test("a Hindi visitor resets a forgotten password with the e-mailed code and signs in with the new one, every refusal in Hindi", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL, ...HINDI_BROWSER });
  const page = await context.newPage();
  const email = freshEmail("hindi-reset");
  await registerViaApi(context.request, email, PASSWORD);
  await context.clearCookies();
  const button = (name: string) => page.getByRole("button", { name, exact: true });
  const alert = page.getByTestId("form-error");

  await page.goto("/auth/login");
  await page.getByRole("link", { name: "पासवर्ड भूल गए?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "पासवर्ड रीसेट करें" })).toBeVisible();
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle(/पासवर्ड रीसेट करें/);
  await page.waitForLoadState("networkidle");
  // The form's refusal, then the server's for an e-mail without an account.
  await button("कोड भेजें").click();
  await expect(page.getByText("ई-मेल डालना ज़रूरी है")).toBeVisible();
  await page.getByLabel("ई-मेल").fill(freshEmail("hindi-stranger"));
  await button("कोड भेजें").click();
  await expect(alert).toHaveText("इस ई-मेल से कोई अकाउंट रजिस्टर नहीं है");
  await shoot(page, "forgot-password");

  const before = countMessages(email);
  await page.getByLabel("ई-मेल").fill(email);
  await button("कोड भेजें").click();
  await expect(page.getByRole("heading", { level: 1, name: "OTP कोड" })).toBeVisible();
  await expect(page.getByText(`${email} पर भेजा गया 6 अंकों का कोड डालें।`)).toBeVisible();
  await expect(page.getByTestId("resend-countdown")).toHaveText(/^[01]:\d\d बाद कोड दोबारा भेज सकेंगे$/);
  const code = await nextCode(email, before);
  await page.getByLabel("OTP कोड").fill(code === "000000" ? "111111" : "000000");
  await button("कोड वेरिफ़ाई करें").click();
  await expect(alert).toHaveText("OTP गलत है");
  await expect(button("ई-मेल बदलें")).toBeVisible();
  await shoot(page, "forgot-password-code");
  await page.getByLabel("OTP कोड").fill(code);
  await button("कोड वेरिफ़ाई करें").click();

  await expect(page).toHaveURL(/\/auth\/reset-password\?email=/);
  await expect(page.getByRole("heading", { level: 1, name: "नया पासवर्ड सेट करें" })).toBeVisible();
  await expect(page.getByText(`${email} के लिए नया पासवर्ड चुनें।`)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await button("पासवर्ड सेव करें").click();
  await expect(page.getByText("पासवर्ड खाली नहीं हो सकता")).toBeVisible();
  await page.getByLabel("नया पासवर्ड", { exact: true }).fill("Moonrise@2026");
  await page.getByLabel("पासवर्ड दोबारा डालें", { exact: true }).fill("Moonrise@2027");
  await button("पासवर्ड सेव करें").click();
  await expect(page.getByText("दोनों पासवर्ड एक जैसे नहीं हैं")).toBeVisible();
  await expect(page.getByText("कम से कम 8 अक्षर।")).toBeVisible();
  await button("नया पासवर्ड दिखाएँ").click();
  await expect(button("नया पासवर्ड छिपाएँ")).toBeVisible();
  await shoot(page, "reset-password");
  await page.getByLabel("पासवर्ड दोबारा डालें", { exact: true }).fill("Moonrise@2026");
  await button("पासवर्ड सेव करें").click();

  // Back on sign-in with its Hindi notice, and the new password is the one that works.
  await expect(page).toHaveURL(/\/auth\/login\?notice=password-reset/);
  await expect(page.getByTestId("form-success")).toHaveText("आपका पासवर्ड बदल गया है। नए पासवर्ड से साइन इन करें।");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("ई-मेल").fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(PASSWORD);
  await button("साइन इन करें").click();
  await expect(alert).toHaveText("पासवर्ड गलत है");
  await page.getByLabel("पासवर्ड", { exact: true }).fill("Moonrise@2026");
  await button("साइन इन करें").click();
  await expect(page).toHaveURL(/\/auth\/register\?steps=onboarding_three$/);
  await context.close();
});

test("a Hindi visitor meets a lapsed reset, the account-verify link and the closed-account page in Hindi", async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL, ...HINDI_BROWSER });
  const page = await context.newPage();
  const button = (name: string) => page.getByRole("button", { name, exact: true });
  const alert = page.getByTestId("form-error");

  // The reset page without an e-mail, then with one but no verified code (the reset session lapsed).
  await page.goto("/auth/reset-password");
  await expect(page.getByRole("heading", { level: 1, name: "नया पासवर्ड सेट करें" })).toBeVisible();
  await expect(page.getByText("पहले रीसेट कोड मँगाएँ, फिर यहाँ वापस आएँ।")).toBeVisible();
  await expect(page.getByRole("link", { name: "पासवर्ड रीसेट करें" })).toHaveAttribute("href", "/auth/forgotpassword");
  await shoot(page, "reset-password-no-email");
  await page.goto(`/auth/reset-password?email=${encodeURIComponent(freshEmail("hindi-lapsed"))}`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("नया पासवर्ड", { exact: true }).fill("Moonrise@2026");
  await page.getByLabel("पासवर्ड दोबारा डालें", { exact: true }).fill("Moonrise@2026");
  await button("पासवर्ड सेव करें").click();
  await expect(alert).toHaveText("पासवर्ड रीसेट का समय खत्म हो गया है। कृपया फिर से शुरू करें।");
  await shoot(page, "reset-password-lapsed");

  // The account-verify link: incomplete, then one whose token is not the account's.
  const [job] = await openJobsNotApplied(request, "executive");
  const { email, link } = await invitedByQuickApply(request, job!.Job_Id, SAMPLE_PDF);
  await page.goto(`/verify-account-small?candidate=${link.searchParams.get("candidate")}&email=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "यह लिंक अधूरा है" })).toBeVisible();
  await expect(page.getByRole("link", { name: "साइन इन करें" })).toBeVisible();
  await shoot(page, "verify-account-incomplete");
  await page.goto(`/verify-account-small?candidate=${randomUUID()}&email=${encodeURIComponent(email)}&token=${randomBytes(30).toString("base64url")}`);
  await expect(page.getByRole("heading", { level: 1, name: "अपना पासवर्ड सेट करें" })).toBeVisible();
  await expect(page).toHaveTitle(/अपना पासवर्ड सेट करें/);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("नया पासवर्ड", { exact: true }).fill(PASSWORD);
  await page.getByLabel("पासवर्ड दोबारा डालें", { exact: true }).fill(PASSWORD);
  await button("पासवर्ड सेट करें").click();
  await expect(alert).toHaveText("यह लिंक अब काम नहीं करता। इसकी जगह साइन इन करें या अपना पासवर्ड रीसेट करें।");
  await shoot(page, "verify-account-invalid");
  // The e-mailed link itself sets the first password and opens the jobs.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`${email} के लिए पासवर्ड चुनें, ताकि आपका अकाउंट पूरी तरह तैयार हो जाए।`)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shoot(page, "verify-account");
  await page.getByLabel("नया पासवर्ड", { exact: true }).fill(PASSWORD);
  await page.getByLabel("पासवर्ड दोबारा डालें", { exact: true }).fill(PASSWORD);
  await button("पासवर्ड सेट करें").click();
  await expect(page).toHaveURL(/\/jobs$/);

  // The closed-account page: the erase day in Hindi, the Settings button named as Settings names it.
  await context.clearCookies();
  await page.goto("/auth/account-closed?erase=2026-12-29T00:00:00.000Z");
  await expect(page.getByRole("heading", { level: 1, name: "आपका अकाउंट बंद हो गया है" })).toBeVisible();
  await expect(page.getByTestId("erase-date")).toContainText("29 दिसंबर 2026 को हम आपकी प्रोफ़ाइल, आवेदन, mock interview, नतीजे और फ़ाइलें मिटा देंगे।");
  await expect(page.getByText("29 दिसंबर 2026 से पहले साइन इन करें और सेटिंग्स में डिलीट करना रद्द करें चुनें।", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "साइन इन करके डिलीट करना रद्द करें" })).toBeVisible();
  await expect(page).toHaveTitle(/आपका अकाउंट बंद हो गया है/);
  await shoot(page, "account-closed");
  await page.goto("/auth/account-closed");
  await expect(page.getByTestId("erase-date")).toContainText(`${ACCOUNT_DELETION_GRACE_DAYS} दिन में हम`);
  expect(await english(page)).toEqual([]);
  await context.close();
});

test("a Hindi visitor's job-alert unsubscribe link turns the alerts off in Hindi; a link not ours and an incomplete one say so in Hindi", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const candidate = await createCandidate("hindi-alerts");
  const word = `zq${randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  await withPrisma(async (client) => {
    // The account reads Hindi: so does its job alert.
    await client.candidate.update({ where: { id: candidate.id }, data: { language: "hi" } });
    await client.savedSearch.create({ data: { candidateId: candidate.id, query: `q=${word}`, checkedUntil: new Date(Date.now() - 60_000) } });
    const company = await client.company.findFirstOrThrow({ select: { id: true } });
    await client.job.create({ data: jobData(company.id, { title: `Lead ${word} Analyst` }) });
  });
  // What the daily run does for the candidate: queue the digest for the app's worker.
  const boss = new PgBoss({ connectionString: e2eDatabaseUrl(), schema: "pgboss", supervise: false, schedule: false, migrate: false });
  await boss.start();
  await boss.send("alerts.digest", { candidateId: candidate.id });
  await boss.stop({ graceful: false });
  await expect.poll(() => readOutbox({ to: candidate.email }).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [digest] = readOutbox({ to: candidate.email });
  expect(digest!.subject).toBe("आपकी सेव की गई खोज से मेल खाती 1 नई नौकरी");
  expect(digest!.text).toContain("जॉब अलर्ट बंद करें: ");
  const link = new URL(/https?:\/\/\S+\/job-alerts\/unsubscribe\?\S+/.exec(digest!.text)![0]);

  const context = await browser.newContext({ baseURL, ...HINDI_BROWSER });
  const page = await context.newPage();
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { level: 1, name: "जॉब अलर्ट बंद हो गए हैं" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^अब हम आपको जॉब अलर्ट के ई-मेल नहीं भेजेंगे।/)).toBeVisible();
  await expect(page.getByRole("link", { name: "सेटिंग्स खोलें" })).toBeVisible();
  await expect(page).toHaveTitle(/जॉब अलर्ट बंद करें/);
  await shoot(page, "unsubscribe-done");
  const prefs = await withPrisma((client) => client.emailPreference.findUnique({ where: { candidateId: candidate.id } }));
  expect(prefs?.jobAlerts).toBe(false);

  await page.goto(`/job-alerts/unsubscribe?id=${randomUUID()}&token=${randomBytes(32).toString("base64url")}`);
  await expect(page.getByRole("heading", { level: 1, name: "जॉब अलर्ट अभी भी चालू हैं" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("main").getByRole("alert")).toHaveText(
    "यह अनसब्सक्राइब लिंक सही नहीं है (हो सकता है यह 90 दिन से पुराना हो)। साइन इन करके सेटिंग्स में जॉब अलर्ट बंद करें।",
  );
  await shoot(page, "unsubscribe-invalid");
  await page.goto("/job-alerts/unsubscribe?id=nope");
  await expect(page.getByRole("heading", { level: 1, name: "यह लिंक अधूरा है" })).toBeVisible();
  await shoot(page, "unsubscribe-incomplete");
  await context.close();
});

test("a Hindi account's Settings name its saved searches, the views of its data and the erase date in Hindi, and so does the closed-account banner", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const candidate = await createCandidate("hindi-settings");
  await withPrisma((client) => client.candidate.update({ where: { id: candidate.id }, data: { language: "hi" } }));
  await signInAs(page, candidate);
  // Closed after signing in (closing through Settings would sign out): the session stays, as it does
  // for a candidate who closed the account and signed in again to take their data.
  await withPrisma(async (client) => {
    const company = await client.company.findFirstOrThrow({ select: { id: true, name: true } });
    await client.savedSearch.create({ data: { candidateId: candidate.id, query: "type=FULL_TIME&mode=REMOTE", createdAt: new Date("2026-11-20T06:00:00Z") } });
    await client.dataAccessLog.create({
      data: {
        candidateId: candidate.id,
        companyId: company.id,
        companyName: company.name,
        kind: "CV",
        subjectId: randomUUID(),
        readAt: new Date("2026-11-25T09:15:00Z"),
      },
    });
    await client.accountDeletion.create({ data: { candidateId: candidate.id, eraseAfter: new Date("2026-12-29T00:00:00Z") } });
  });
  const part = (id: string) => `section:has(#${id})`;

  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "सेटिंग्स" })).toBeVisible({ timeout: 30_000 });
  const searches = page.locator(part("settings-saved-searches"));
  await expect(searches.getByRole("heading", { name: "सेव की गई खोजें" })).toBeVisible();
  await expect(searches.getByRole("link", { name: "फ़ुल-टाइम · घर से (रिमोट)" })).toBeVisible();
  await expect(searches.getByText("20 नव॰ 2026 को सेव की गई")).toBeVisible();
  await expect(searches.getByRole("button", { name: "सेव की गई खोज फ़ुल-टाइम · घर से (रिमोट) हटाएँ" })).toBeVisible();
  const views = page.locator(part("settings-access-log"));
  await expect(views.getByRole("list", { name: "कंपनियों ने कब देखा, सबसे नया सबसे ऊपर" })).toContainText("आपका CV");
  await expect(views.locator("time")).toHaveText("25 नव॰ 2026, 14:45");
  await expect(page.getByTestId("deletion-status")).toHaveText("आपका अकाउंट बंद है और 29 दिसंबर 2026 को मिटा दिया जाएगा। कंपनियाँ अब इसे नहीं देख सकतीं।");
  for (const id of ["settings-emails", "settings-saved-searches", "settings-access-log", "settings-delete"]) {
    expect(await englishOnScreen(page, KEPT_IN_ENGLISH, part(id)), id).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  for (const id of ["settings-saved-searches", "settings-access-log", "settings-delete"]) {
    await page.locator(part(id)).screenshot({ path: `test-results/hindi/${id}-390.png` });
  }

  // Every other page carries the banner, with its date in Hindi.
  await page.goto("/jobs");
  const banner = page.getByTestId("closed-account-banner");
  await expect(banner).toHaveText(
    "आपका अकाउंट बंद है और 29 दिसंबर 2026 को मिटा दिया जाएगा। कंपनियाँ अब इसे नहीं देख सकतीं, और आवेदन करना, mock interview और दूसरे बदलाव रुके हुए हैं। सेटिंग्स में डिलीट करना रद्द करें",
    { timeout: 30_000 },
  );
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, '[data-testid="closed-account-banner"]')).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await banner.screenshot({ path: "test-results/hindi/closed-account-banner-390.png" });
});
