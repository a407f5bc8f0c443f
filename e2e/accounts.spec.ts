import AxeBuilder from "@axe-core/playwright";
import { expect, test, untilHydrated, type Page } from "./support/test";
import { DEMO_CANDIDATE } from "@/lib/seed/demo";
import { makePdf } from "@/test/pdf-fixture";
import { countMessages, freshEmail, freshMobile, invitedByQuickApply, nextCode, registerViaApi, signIn, withDatabase } from "./support/accounts";
import { openJobsNotApplied, SAMPLE_PDF } from "./support/jobs";

const PASSWORD = "Sunrise@2026";
const step = (name: string) => new RegExp(`/auth/register\\?steps=${name}$`);
const continueButton = (page: Page) => page.getByRole("button", { name: "Continue", exact: true });

test.describe("accounts", () => {
  test("a new candidate walks all eight onboarding steps, signs out and signs in again", async ({ page }) => {
    // The whole journey: eight steps, two codes, two reloads and two sign-ins.
    test.setTimeout(180_000);
    const email = freshEmail("walker");
    const mobile = freshMobile();

    await page.goto("/auth/register");
    await expect(page).toHaveURL(step("onboarding_one"));
    await continueButton(page).click();
    await expect(page.getByText("Email is Required")).toBeVisible();
    await expect(page.getByText("Password can't be empty")).toBeVisible();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await continueButton(page).click();
    await expect(page.getByText("Password length is too short")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    const mailsBefore = countMessages(email);
    await continueButton(page).click();

    // Step two survives a reload (the draft is in session storage) and keeps its resend timer.
    await expect(page).toHaveURL(step("onboarding_two"));
    const code = await nextCode(email, mailsBefore);
    await page.reload();
    await expect(page).toHaveURL(step("onboarding_two"));
    await expect(page.getByTestId("resend-countdown")).toContainText(/Resend code in [23]:\d\d/);
    await page.getByLabel("OTP Code").fill(code);
    await continueButton(page).click();

    // Step three: every message, then a mobile verified by SMS.
    await expect(page).toHaveURL(step("onboarding_three"));
    await expect(page.getByTestId("progress-label")).toHaveText("01/04");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
    await expect(page.getByLabel("Country")).toHaveValue("IN");
    await continueButton(page).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Please select your gender",
      "State is required",
      "Mobile number is not verified yet",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
    await page.getByLabel("First name").fill("Meera");
    await page.getByLabel("Last name").fill("Nair");
    await page.getByText("Female", { exact: true }).click();
    await page.getByLabel("State").fill("Kerala");
    await page.getByLabel("Mobile number").fill(mobile.slice(0, 9));
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeHidden();
    await page.getByLabel("Mobile number").fill(mobile);
    const smsBefore = countMessages(`+91${mobile}`, "sms");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByText(/Resend OTP in (1:00|0:5\d)/)).toBeVisible();
    const smsCode = await nextCode(`+91${mobile}`, smsBefore, "sms");
    await page.getByLabel("Mobile OTP").fill(smsCode === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Invalid OTP")).toBeVisible();
    await page.getByLabel("Mobile OTP").fill(smsCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByTestId("mobile-verified")).toBeVisible();
    await continueButton(page).click();

    // Step four, with a reload in the middle: same step, typed value kept.
    await expect(page).toHaveURL(step("onboarding_four"));
    await expect(page.getByTestId("progress-label")).toHaveText("02/04");
    await page.getByLabel("Current designation").fill("Data Analyst");
    await page.reload();
    await expect(page).toHaveURL(step("onboarding_four"));
    await expect(page.getByLabel("Current designation")).toHaveValue("Data Analyst");
    await page.getByLabel("Expected CTC").fill("1200000");
    await continueButton(page).click();

    // A step other than the stored one sends the candidate back to it.
    await expect(page).toHaveURL(step("onboarding_five"));
    await page.goto("/auth/register?steps=onboarding_three");
    await expect(page).toHaveURL(step("onboarding_five"));
    await expect(page.getByTestId("progress-label")).toHaveText("03/04");
    await page.getByRole("button", { name: "Skip for now" }).click();

    await expect(page).toHaveURL(step("onboarding_six"));
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await page.getByRole("button", { name: "Complete registration" }).click();
    await expect(page.getByText("CV is Required")).toBeVisible();
    await page.getByLabel(/Interests/).fill("Data Engineer");
    await page.getByLabel(/Interests/).press("Enter");
    await page.getByLabel(/Interests/).fill("data engineer");
    await page.getByLabel(/Interests/).press("Enter");
    await expect(page.getByText('"Data Engineer" is already one of your interests, so it was not added again.')).toBeVisible();
    await expect(page.getByLabel(/Interests/)).toHaveValue("");
    await page.locator('input[type="file"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByText("Please upload your CV as a PDF")).toBeVisible();
    // A file that only starts like a PDF is refused, as on the profile: its text could not be kept.
    await page.locator('input[type="file"]').setInputFiles({
      name: "broken.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(`%PDF-1.4\n%${"x".repeat(4000)}\n%%EOF\n`),
    });
    await expect(page.getByText("This PDF could not be read. Please upload another copy of your CV.")).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "Meera Nair CV.pdf", mimeType: "application/pdf", buffer: makePdf(["Meera Nair", "Data Engineer"]) });
    await expect(page.getByTestId("cv-name")).toHaveText("Meera Nair CV.pdf");
    await page.getByLabel(/LinkedIn/).fill("https://www.linkedin.com/in/meera-nair");
    await page.getByRole("button", { name: "Complete registration" }).click();

    await expect(page).toHaveURL(step("onboarding_seven"));
    const popup = page.getByRole("dialog", { name: "Your are almost done!" });
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(step("onboarding_eight"));
    await page.getByRole("button", { name: "Go to dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Brand new: welcomed, not welcomed back.
    await expect(page.getByRole("heading", { name: "Welcome, Meera" })).toBeVisible();

    // Reached by a press, not by goto: Logout works once the dashboard's scripts have arrived.
    await untilHydrated(page);
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Meera" })).toBeVisible();
  });

  test("signing up with an e-mail that has an account says so and offers to sign in", async ({ page, request }) => {
    const email = freshEmail("taken");
    // Registered from another browser: this one is signed out.
    await registerViaApi(request, email, PASSWORD);
    await page.goto("/auth/register");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await continueButton(page).click();
    const refusal = page.getByTestId("form-error");
    await expect(refusal).toContainText("User already registered");
    await expect(refusal.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth/login");
    await expect(page).toHaveURL(step("onboarding_one"));
  });

  test("an unknown e-mail clears the form; a wrong password clears only the password", async ({ page }) => {
    await page.goto("/auth/login");
    await signIn(page, freshEmail("nobody"), "Whatever@123");
    await expect(page.getByTestId("form-error")).toHaveText("invalid user");
    await expect(page.getByLabel("E-mail")).toHaveValue("");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    const email = freshEmail("forgetful");
    await registerViaApi(page.request, email, PASSWORD);
    await page.context().clearCookies();
    await page.goto("/auth/login");
    for (let attempt = 1; attempt <= 3; attempt++) {
      await signIn(page, email, "Not-the-password");
      await expect(page.getByTestId("form-error")).toContainText("invalid password");
      await expect(page.getByLabel("E-mail")).toHaveValue(email);
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    }
    await expect(page.getByTestId("form-error")).toContainText("3 wrong tries");
    const count = await withDatabase(async (db) => (await db.query(`select "wrongPasswordCount" from candidates where email = $1`, [email])).rows[0]);
    expect(count).toEqual({ wrongPasswordCount: 3 });
  });

  test("a forgotten password is reset with an e-mailed code", async ({ page }) => {
    const email = freshEmail("reset");
    await registerViaApi(page.request, email, PASSWORD);
    await page.context().clearCookies();

    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await page.getByLabel("E-mail").fill(freshEmail("stranger"));
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("User is not registered with this email");

    const before = countMessages(email);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page.getByRole("heading", { name: "OTP Code" })).toBeVisible();
    const code = await nextCode(email, before);
    await page.getByLabel("OTP Code").fill(code);
    await page.getByRole("button", { name: "Verify Code" }).click();

    await expect(page).toHaveURL(/\/auth\/reset-password/);
    await expect(page.getByRole("heading", { name: "Set New Password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("Moonrise@2026");
    await page.getByLabel("Confirm password", { exact: true }).fill("Moonrise@2027");
    await page.getByRole("button", { name: "Save Password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm password", { exact: true }).fill("Moonrise@2026");
    await page.getByRole("button", { name: "Save Password" }).click();

    await expect(page).toHaveURL(/\/auth\/login\?notice=password-reset/);
    await expect(page.getByTestId("form-success")).toBeVisible();
    await signIn(page, email, PASSWORD);
    await expect(page.getByTestId("form-error")).toContainText("invalid password");
    await signIn(page, email, "Moonrise@2026");
    await expect(page).toHaveURL(/\/auth\/register\?steps=onboarding_three$/);
  });

  test("a signed-out visit is remembered and resumed after sign-in", async ({ page }) => {
    await page.goto("/dashboard?from=bookmark");
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("RedirectUrl"))).toBe("/dashboard?from=bookmark");
    await signIn(page, DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
    await expect(page).toHaveURL(/\/dashboard\?from=bookmark$/);
  });

  for (const foreign of ["https://evil.example", "//evil.example"]) {
    test(`a RedirectUrl of ${foreign} lands on the dashboard`, async ({ page }) => {
      await page.goto("/auth/login");
      await page.evaluate((value) => sessionStorage.setItem("RedirectUrl", value), foreign);
      await signIn(page, DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
    });
  }

  test("the onboarding URL always shows the stored step", async ({ page }) => {
    await page.goto("/auth/register?steps=onboarding_five");
    await expect(page).toHaveURL(step("onboarding_one"));
    await page.goto("/auth/register?steps=onboarding_two");
    await expect(page).toHaveURL(step("onboarding_one"));
  });

  test("the account-verify link sets a first password, signs in and opens the jobs", async ({ page, request }) => {
    const [job] = await openJobsNotApplied(request, "executive");
    const { email, link } = await invitedByQuickApply(request, job!.Job_Id, SAMPLE_PDF);
    const id = link.searchParams.get("candidate")!;
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^[\w-]{40,}$/);

    // Without its token the link is not complete, and the misspelt `candidat` still works with it.
    await page.goto(`/verify-account-small?candidate=${id}&email=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { name: "This link is not complete" })).toBeVisible();
    await page.goto(`/verify-account-small?candidat=${id}&email=${encodeURIComponent(email)}&token=${token}`);
    await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);

    // Used once: the same link cannot set a password again.
    await page.context().clearCookies();
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("New password", { exact: true }).fill("Another@2026");
    await page.getByLabel("Confirm password", { exact: true }).fill("Another@2026");
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(page.getByTestId("form-error")).toContainText("no longer valid");
  });

  test("the sign-in, sign-up and reset screens pass an automated accessibility check", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ["/auth", "/auth/login", "/auth/register?steps=onboarding_one", "/auth/forgotpassword", "/auth/reset-password?email=a%40b.co"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.length})`)).toEqual([]);
    }
  });

  test("a session ended elsewhere sends the candidate to login on their next action", async ({ page }) => {
    const email = freshEmail("revoked");
    await registerViaApi(page.request, email, PASSWORD);
    await page.goto("/auth/register");
    await expect(page).toHaveURL(step("onboarding_three"));
    await withDatabase((db) =>
      db.query(`update auth_sessions set "revokedAt" = now() where "candidateId" = (select id from candidates where email = $1)`, [email]),
    );
    await page.getByLabel("Mobile number").fill("9123456780");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(step("onboarding_three"));
  });

  test("the profile picture is checked by size and content before it is stored", async ({ page }) => {
    const email = freshEmail("photo");
    await registerViaApi(page.request, email, PASSWORD);
    await withDatabase((db) => db.query(`update candidates set "onboardingStep" = 'onboarding_five' where email = $1`, [email]));
    await page.goto("/auth/register");
    await expect(page).toHaveURL(step("onboarding_five"));
    const picker = page.locator('input[type="file"]');

    await picker.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(520_000, 0xff) });
    await expect(page.getByText("File size should be under 500KB")).toBeVisible();
    await picker.setInputFiles({ name: "not-really.png", mimeType: "image/png", buffer: Buffer.from("just some text, not an image") });
    await page.getByRole("button", { name: "Upload and continue" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Please choose a png, jpeg, jpg or heic image");
    await expect(page).toHaveURL(step("onboarding_five"));

    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    await picker.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await expect(page.getByRole("img", { name: "Your new profile picture" })).toBeVisible();
    await page.getByRole("button", { name: "Upload and continue" }).click();
    await expect(page).toHaveURL(step("onboarding_six"));
    const row = await withDatabase(async (db) => (await db.query(`select "photoKey" from candidates where email = $1`, [email])).rows[0]);
    // Converted like the profile's picture: decoded, squared and kept as WebP.
    expect(row.photoKey).toMatch(/^candidates\/[0-9a-f-]+\/photo-[0-9a-f]+\.webp$/);
  });
});
