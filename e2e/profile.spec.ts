import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { readOutbox } from "./support/outbox";
import { bigPngFile, createCandidate, openProfileFromDashboard, pdfFile, pngFile, signInAs } from "./support/profile";

test.describe("profile", () => {
  test("edits and saves the profile, and it is still there after a reload", async ({ page }) => {
    await signInAs(page, await createCandidate("editor"));
    const dialog = await openProfileFromDashboard(page);
    await expect(dialog.getByTestId("profile-name")).toHaveText("Kiran Rao");

    await dialog.getByRole("button", { name: "Edit Profile" }).click();
    await expect(dialog.getByRole("heading", { name: "Edit profile" })).toBeVisible();
    await dialog.getByLabel("First name").fill("");
    await dialog.getByLabel("LinkedIn profile").fill("example.com/kiran");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("First name is required")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid LinkedIn profile URL")).toBeVisible();

    await dialog.getByLabel("First name").fill("Kiranmayi");
    await dialog.getByText("Female", { exact: true }).click();
    await dialog.getByLabel("Designation").fill("Platform Engineer");
    await dialog.getByLabel("City").fill("Mysuru");
    await dialog.getByLabel("Expected pay (₹ CTC)").fill("15,00,000");
    await dialog.getByLabel("LinkedIn profile").fill("linkedin.com/in/kiranmayi");
    await dialog.getByLabel(/^Interests/).fill("Data Engineer");
    await dialog.getByLabel(/^Interests/).press("Enter");
    await dialog.getByRole("button", { name: "Save" }).click();

    await expect(dialog.getByTestId("profile-notice")).toHaveText("Profile saved");
    await expect(dialog.getByTestId("profile-name")).toHaveText("Kiranmayi Rao");
    await expect(dialog.getByText("₹15,00,000 / year")).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Interests" })).toContainText("Data Engineer");

    // Kept on the server: after a reload, open it again from the top bar's profile chip.
    await page.reload();
    await page.getByRole("button", { name: /account menu$/ }).click();
    await page.getByRole("button", { name: "My profile" }).click();
    const again = page.getByRole("dialog", { name: "My profile" });
    await expect(again).toBeVisible();
    await expect(again.getByTestId("profile-name")).toHaveText("Kiranmayi Rao");
    await expect(again.getByText("Platform Engineer")).toBeVisible();
    await expect(again.getByText("Mysuru, Karnataka, India")).toBeVisible();
    await expect(again.getByText("Female")).toBeVisible();
    await expect(again.getByRole("link", { name: /linkedin\.com\/in\/kiranmayi/ })).toHaveAttribute("href", "https://linkedin.com/in/kiranmayi");

    // Cancel leaves what is saved alone.
    await again.getByRole("button", { name: "Edit Profile" }).click();
    const editing = page.getByRole("dialog", { name: "Edit profile" });
    await editing.getByLabel("First name").fill("Nobody");
    await editing.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog", { name: "My profile" }).getByTestId("profile-name")).toHaveText("Kiranmayi Rao");
  });

  test("a candidate typing 12abc.5 as pay is told the box takes whole rupees a year, and 125 is never saved", async ({ page }) => {
    await signInAs(page, await createCandidate("pay"));
    const dialog = await openProfileFromDashboard(page);
    await dialog.getByRole("button", { name: "Edit Profile" }).click();
    const pay = dialog.getByLabel("Current pay (₹ CTC)");
    await expect(dialog.getByTestId("currentCTC-reading")).toHaveText("₹8,00,000 a year");
    await pay.fill("");
    await expect(dialog.getByTestId("currentCTC-reading")).toHaveText("Rupees a year, whole numbers only. Optional.");
    await pay.pressSequentially("12abc.5");
    // Kept exactly as typed and refused out loud: no character silently dropped.
    await expect(pay).toHaveValue("12abc.5");
    await expect(dialog.getByText("Please enter the amount in whole rupees")).toBeVisible();
    await expect(pay).toHaveAttribute("aria-invalid", "true");
    await page.screenshot({ path: "test-results/ctc-refused-1280.png" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByTestId("profile-notice")).toHaveCount(0);
    expect(((await (await page.request.get("/api/users/get-profile")).json()) as { CurrentCTC: number | null }).CurrentCTC).toBe(800_000);

    await pay.fill("12,50,000");
    await expect(dialog.getByTestId("currentCTC-reading")).toHaveText("₹12,50,000 a year");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByTestId("profile-notice")).toHaveText("Profile saved");
    expect(((await (await page.request.get("/api/users/get-profile")).json()) as { CurrentCTC: number | null }).CurrentCTC).toBe(1_250_000);
  });

  test("the profile popup has no serious accessibility problems in view and edit", async ({ page }) => {
    await signInAs(page, await createCandidate("axe"));
    const dialog = await openProfileFromDashboard(page);
    const serious = async () =>
      (await new AxeBuilder({ page }).include("dialog[open]").analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(await serious()).toEqual([]);
    await dialog.getByRole("button", { name: "Edit Profile" }).click();
    await expect(dialog.getByLabel("First name")).toBeVisible();
    expect(await serious()).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("refuses a 600 KB photo, then shows a valid one", async ({ page }) => {
    await signInAs(page, await createCandidate("photo"));
    const dialog = await openProfileFromDashboard(page);
    await dialog.getByRole("button", { name: "Edit Profile" }).click();

    await dialog.getByLabel("Add photo").setInputFiles(await bigPngFile());
    await expect(dialog.getByText("File size should be under 500KB")).toBeVisible();
    // The server says the same to a client that skips the browser check.
    const refused = await page.request.post("/api/users/profile-picture", {
      multipart: { profilePicture: await bigPngFile(), type: "profile" },
    });
    expect(refused.status()).toBe(413);
    expect(await refused.json()).toEqual({ error: "File size should be under 500KB", code: "FILE_TOO_LARGE" });

    await dialog.getByLabel("Add photo").setInputFiles(await pngFile());
    await expect(dialog.getByText("File size should be under 500KB")).toBeHidden();
    const photo = dialog.locator('img[src^="/api/users/profile-picture?v="]');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    const served = await page.request.get((await photo.getAttribute("src"))!);
    expect(served.headers()["content-type"]).toBe("image/webp");

    // The top bar shows it too, after a reload as well.
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(page.getByRole("button", { name: /account menu$/ }).locator('img[src^="/api/users/profile-picture?v="]')).toBeVisible();
  });

  test("replaces the CV and shows it, its text and a download on /cv", async ({ page }) => {
    await signInAs(page, await createCandidate("cv"));
    await page.getByRole("link", { name: "My CV" }).click();
    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.getByRole("heading", { name: "No CV yet" })).toBeVisible();

    await page.getByLabel("Your CV").setInputFiles(pdfFile("first-cv.pdf", ["Kiran Rao", "Backend Developer", "Go and PostgreSQL"]));
    await expect(page.getByTestId("cv-text")).toContainText("Go and PostgreSQL");
    await expect(page.getByTestId("cv-name")).toHaveText("first-cv.pdf");

    // A file called .pdf that holds PNG bytes is refused and the CV stays.
    const png = await pngFile("looks-like.pdf");
    await page.getByLabel("Replace CV").setInputFiles({ ...png, mimeType: "application/pdf" });
    await expect(page.getByText("Please upload your CV as a PDF")).toBeVisible();
    await expect(page.getByTestId("cv-name")).toHaveText("first-cv.pdf");

    await page.getByLabel("Replace CV").setInputFiles(pdfFile("Kiran Rao CV.pdf", ["Kiran Rao", "Platform Engineer", "Kubernetes, Terraform"]));
    await expect(page.getByText("Your CV was replaced")).toBeVisible();
    await expect(page.getByTestId("cv-name")).toHaveText("Kiran Rao CV.pdf");
    await expect(page.getByTestId("cv-text")).toContainText("Kubernetes, Terraform");
    await expect(page.getByTestId("cv-text")).not.toContainText("Go and PostgreSQL");

    const viewer = page.locator("iframe[title^='Your CV']");
    const shown = await page.request.get((await viewer.getAttribute("src"))!);
    expect(shown.headers()["content-type"]).toBe("application/pdf");
    expect((await shown.body()).toString("latin1")).toContain("Kubernetes, Terraform");

    // The link's own download, by its name in the signed link: a browser without a PDF viewer also
    // downloads the lazily loaded viewer's file when it comes into view.
    const download = page.waitForEvent("download", { predicate: (d) => new URL(d.url()).searchParams.has("download") });
    await page.getByRole("link", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("Kiran Rao CV.pdf");

    // The text stays after a reload (it is stored, not read again).
    await page.reload();
    await expect(page.getByTestId("cv-text")).toContainText("Kubernetes, Terraform");
  });

  test("a candidate picking a country sees its flag as an image from our own site, in the mobile box and the profile form", async ({ page }) => {
    await signInAs(page, await createCandidate("flags"));
    const dialog = await openProfileFromDashboard(page);
    // Drawn from an SVG we serve (CSP img-src 'self'), so no emoji font is needed. A new src takes a
    // moment to load: wait for it to be drawn rather than read it once.
    const expectFlag = async (src: string) => {
      const flag = dialog.getByTestId("country-flag");
      await expect(flag).toBeVisible();
      await expect
        .poll(() => flag.evaluate((img: HTMLImageElement) => ({ src: new URL(img.src).pathname, drawn: img.complete && img.naturalWidth > 0 })))
        .toEqual({ src, drawn: true });
    };
    const noEmojiFlags = async () => {
      const texts = await dialog.getByLabel("Country").locator("option").allTextContents();
      expect(texts.length).toBeGreaterThan(190);
      expect(texts.filter((t) => /[\u{1F1E6}-\u{1F1FF}]/u.test(t))).toEqual([]);
    };

    await dialog.getByRole("button", { name: "Edit Mobile Number" }).click();
    await expect(dialog.getByLabel("Country")).toHaveValue("IN");
    await expectFlag("/flags/IN.svg");
    await noEmojiFlags();
    await dialog.getByLabel("Country").selectOption("JP");
    await expectFlag("/flags/JP.svg");
    await expect(dialog.getByLabel("Country").locator("option:checked")).toHaveText("Japan (+81)");
    await page.screenshot({ path: "test-results/screens/country-flag-mobile-box-1280.png" });
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await dialog.getByRole("button", { name: "Edit Profile" }).click();
    await expect(dialog.getByLabel("Country")).toHaveValue("India");
    await expectFlag("/flags/IN.svg");
    await noEmojiFlags();
    await dialog.getByLabel("Country").selectOption("Nepal");
    await expectFlag("/flags/NP.svg");
  });

  test("verifies a new mobile number with the code from the outbox", async ({ page }) => {
    const candidate = await createCandidate("mobile");
    await signInAs(page, candidate);
    const dialog = await openProfileFromDashboard(page);
    await dialog.getByRole("button", { name: "Edit Mobile Number" }).click();
    await expect(dialog.getByLabel("Country")).toHaveValue("IN");

    const national = `9${String(Date.now()).slice(-9)}`;
    const number = dialog.getByRole("textbox", { name: "Mobile number" });
    await number.fill(national.slice(0, 9));
    await expect(dialog.getByRole("button", { name: "Send OTP" })).toBeHidden();
    await number.fill(national);
    await dialog.getByRole("button", { name: "Send OTP" }).click();
    await expect(dialog.getByTestId("resend-countdown")).toContainText(/Resend OTP in (1:00|0:[0-5]\d)/);

    const e164 = `+91${national}`;
    await expect.poll(() => readOutbox({ to: e164, kind: "sms" }).length).toBeGreaterThan(0);
    const code = readOutbox({ to: e164, kind: "sms" })[0]!.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    await dialog.getByLabel("Mobile OTP").fill(wrong);
    await dialog.getByRole("button", { name: "Verify OTP" }).click();
    await expect(dialog.getByText("Invalid OTP")).toBeVisible();

    await dialog.getByLabel("Mobile OTP").fill(code);
    await dialog.getByRole("button", { name: "Verify OTP" }).click();
    await expect(dialog.getByTestId("profile-notice")).toHaveText("Mobile number verified");
    const shown = `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
    await expect(dialog.getByText(shown)).toBeVisible();

    const profile = await (await page.request.get("/api/users/get-profile")).json();
    expect(profile.Mobile).toBe(e164);
    expect(profile.Mobile).not.toBe(candidate.mobile);
  });

  test("job hunting toggle persists after a reload and rolls back with a message when saving fails", async ({ page }) => {
    await signInAs(page, await createCandidate("toggle"));
    const toggle = page.getByRole("switch", { name: "Job hunting" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(toggle).not.toHaveAttribute("aria-busy", "true");
    await page.reload();
    await expect(page.getByRole("switch", { name: "Job hunting" })).toHaveAttribute("aria-checked", "false");
    expect((await (await page.request.get("/api/users/get-profile")).json()).isOpenToWork).toBe(false);

    await page.route("**/api/users/availability", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Saving is paused for a moment" }) }),
    );
    await page.getByRole("switch", { name: "Job hunting" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Saving is paused for a moment" })).toBeVisible();
    await expect(page.getByRole("switch", { name: "Job hunting" })).toHaveAttribute("aria-checked", "false");
  });

  test("records the profile video with the fake camera and keeps it", async ({ page }) => {
    await signInAs(page, await createCandidate("video"));
    const dialog = await openProfileFromDashboard(page);
    await dialog.getByRole("button", { name: "Record profile video" }).click();
    const recorder = dialog.getByTestId("video-recorder");
    await expect(recorder).toHaveAttribute("data-state", "ready");
    await dialog.getByRole("button", { name: "Start recording" }).click();
    await expect(recorder).toHaveAttribute("data-state", "recording");
    await expect(recorder).toContainText(/Recording 0:0[2-9]/);
    await dialog.getByRole("button", { name: "Stop recording" }).click();
    await expect(recorder).toHaveAttribute("data-state", "recorded");
    await dialog.getByRole("button", { name: "Save video" }).click();
    await expect(dialog.getByText("Video saved")).toBeVisible();

    const saved = dialog.getByTestId("saved-profile-video");
    const file = await page.request.get((await saved.getAttribute("src"))!);
    expect(file.headers()["content-type"]).toBe("video/webm");
    expect((await file.body()).subarray(0, 4).toString("hex")).toBe("1a45dfa3");

    await page.keyboard.press("Escape");
    await page.reload();
    const reopened = await openProfileFromDashboard(page);
    await expect(reopened.getByTestId("saved-profile-video")).toBeVisible();
    await expect(reopened.getByRole("button", { name: "Record a new video" })).toBeVisible();
  });

  test("says so when the video cannot be saved, with the spec's alert", async ({ page }) => {
    await signInAs(page, await createCandidate("videofail"));
    await page.route("**/api/users/upload-video", (route) => route.fulfill({ status: 500, body: "" }));
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    const dialog = await openProfileFromDashboard(page);
    await dialog.getByRole("button", { name: "Record profile video" }).click();
    await dialog.getByRole("button", { name: "Start recording" }).click();
    await expect(dialog.getByTestId("video-recorder")).toContainText(/Recording 0:0[1-9]/);
    await dialog.getByRole("button", { name: "Stop recording" }).click();
    await dialog.getByRole("button", { name: "Save video" }).click();
    await expect(dialog.getByText("Somthing went wrong")).toBeVisible();
    expect(alerts).toEqual(["Error while saving video"]);
    // The recording is kept for another try.
    await expect(dialog.getByRole("button", { name: "Try saving again" })).toBeVisible();
  });

  test("asks for the camera and microphone when the browser refuses them", async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
    });
    await signInAs(page, await createCandidate("nocamera"));
    const dialog = await openProfileFromDashboard(page);
    await dialog.getByRole("button", { name: "Record profile video" }).click();
    await expect(dialog.getByTestId("video-recorder")).toHaveAttribute("data-state", "error");
    await expect(dialog.getByText("camera and audio permission is required")).toBeVisible();
  });

  test("the profile answers 401 Unauthorized when signed out", async ({ request }) => {
    const res = await request.get("/api/users/get-profile");
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: "Unauthorized", code: "SIGNED_OUT" });
  });
});
