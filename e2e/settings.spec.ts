// Settings: change the password, export and download the data, close the account and keep it.
import { expect, test } from "./support/test";
import { signIn, withDatabase } from "./support/accounts";
import { readOutbox } from "./support/outbox";
import { createCandidate, signInAs } from "./support/profile";
import { openSettings } from "./support/settings";

test("changing the password needs the current one, and the new one signs in", async ({ page }) => {
  const candidate = await createCandidate("settings-pw");
  await signInAs(page, candidate);
  await openSettings(page);

  await page.getByLabel("Current password", { exact: true }).fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("Brand-new@2026");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Brand-new@2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not right")).toBeVisible();

  await page.getByLabel("Current password", { exact: true }).fill(candidate.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await page.screenshot({ path: "test-results/settings-1280.png", fullPage: true });

  await page.request.get("/api/users/logout");
  await page.goto("/auth/login");
  await signIn(page, candidate.email, candidate.password);
  await expect(page.getByText(/invalid|wrong|incorrect/i).first()).toBeVisible();
  await page.goto("/auth/login");
  await signIn(page, candidate.email, "Brand-new@2026");
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
});

test("an export that failed says so and offers Try again, which prepares a new one", async ({ page }) => {
  const candidate = await createCandidate("settings-export-failed");
  await withDatabase((db) =>
    db.query(`insert into data_exports (id, "candidateId", status, error) values (gen_random_uuid(), $1, 'FAILED', 'a file could not be read')`, [
      candidate.id,
    ]),
  );
  await signInAs(page, candidate);
  await openSettings(page);
  await expect(page.getByText("We could not prepare your archive. Please try again.")).toBeVisible();
  const retry = page.getByRole("button", { name: "Try again" });
  await retry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/settings-export-failed-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await retry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/settings-export-failed-390.png" });
  await retry.click();
  await expect(page.getByRole("link", { name: "Download your data" })).toBeVisible({ timeout: 45_000 });
});

test("the data export is prepared, downloaded by its owner and by the e-mailed link, and no one else", async ({ page, browser }) => {
  const candidate = await createCandidate("settings-export");
  await signInAs(page, candidate);
  await openSettings(page);
  await page.getByRole("button", { name: "Prepare my data" }).click();
  await expect(page.getByText("Preparing your archive.")).toBeVisible();
  const link = page.getByRole("link", { name: "Download your data" });
  await expect(link).toBeVisible({ timeout: 45_000 });

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  expect(bytes.includes(Buffer.from("data/candidates.json"))).toBe(true);

  // The e-mailed link works without signing in; the bare link does not.
  await expect.poll(() => readOutbox({ to: candidate.email }).find((m) => /data export/.test(m.subject))?.text ?? "").toMatch(/secret=/);
  const mailed = readOutbox({ to: candidate.email })
    .find((m) => /data export/.test(m.subject))!
    .text.match(/https?:\/\/\S+secret=\S+/)![0];
  const stranger = await browser.newContext();
  const viaMail = await stranger.request.get(new URL(mailed).pathname + new URL(mailed).search);
  expect(viaMail.status()).toBe(200);
  expect(viaMail.headers()["content-type"]).toBe("application/zip");
  const bare = new URL(mailed);
  bare.searchParams.delete("secret");
  expect((await stranger.request.get(bare.pathname + bare.search)).status()).toBe(404);
  await stranger.close();
});

test("deleting the account signs out at once, and signing back in within the grace period can cancel it", async ({ page }) => {
  const candidate = await createCandidate("settings-delete");
  await signInAs(page, candidate);
  await openSettings(page);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByLabel("Your password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Close and delete my account" }).click();
  await expect(page.getByText("The password is not right")).toBeVisible();
  await page.getByLabel("Your password", { exact: true }).fill(candidate.password);
  await page.getByRole("button", { name: "Close and delete my account" }).click();
  // A page that says what happened, when the account goes, and how to keep it.
  await expect(page).toHaveURL(/\/auth\/account-closed\?erase=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is closed");
  const eraseOn = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
  );
  await expect(page.getByTestId("erase-date")).toContainText(`on ${eraseOn}.`);
  await expect(page.getByText(`Sign in before ${eraseOn} and choose Cancel deletion in Settings.`)).toBeVisible();
  await page.screenshot({ path: "test-results/account-closed-1280.png", fullPage: true });
  await expect.poll(() => readOutbox({ to: candidate.email }).some((m) => /will be deleted/.test(m.subject))).toBe(true);
  expect((await page.request.get("/api/users/export")).status()).toBe(401);

  await page.getByRole("link", { name: "Sign in to cancel the deletion" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/settings/);
  // Every page says the account is closed; changes wait until the deletion is cancelled.
  await page.goto("/discover");
  await expect(page.getByTestId("closed-account-banner")).toContainText("Your account is closed");
  await page.screenshot({ path: "test-results/closed-account-banner.png" });
  const paused = await page.request.post("/api/users/availability", { data: { isOpenToWork: false } });
  expect(paused.status()).toBe(403);
  await page.getByTestId("closed-account-banner").getByRole("link", { name: "Cancel the deletion in Settings" }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByTestId("closed-account-banner")).toHaveCount(0);
  await expect(page.getByTestId("deletion-status")).toContainText("Your account is closed and will be erased on");
  await expect(page.locator("[data-hydrated]")).toBeVisible();
  await page.getByRole("button", { name: "Cancel deletion" }).click();
  await expect(page.getByText("Your account will not be deleted.")).toBeVisible();
  await expect.poll(() => readOutbox({ to: candidate.email }).some((m) => /will not be deleted/.test(m.subject))).toBe(true);
  await page.reload();
  await expect(page.getByRole("button", { name: "Delete my account" })).toBeVisible();
  expect((await page.request.post("/api/users/availability", { data: { isOpenToWork: false } })).status()).toBe(200);
});

test("an erasure that did not finish says so in Settings and on every page, and can still be cancelled", async ({ page }) => {
  const candidate = await createCandidate("settings-erase-failed");
  // Signed in before its grace period ended; the erasure then failed twice.
  await signInAs(page, candidate);
  const asked = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  await withDatabase((db) =>
    db.query(
      `insert into account_deletions ("candidateId", "requestedAt", "eraseAfter", "failedAttempts", "lastFailedAt", "lastError")
       values ($1, $2, $3, 2, now(), 'a file could not be deleted')`,
      [candidate.id, asked, new Date(asked.getTime() + 7 * 24 * 60 * 60 * 1000)],
    ),
  );
  await page.goto("/discover");
  await expect(page.getByTestId("closed-account-banner")).toContainText("Your account is closed and will be erased soon.");
  await openSettings(page);
  const status = page.getByTestId("deletion-status");
  await expect(status).toContainText("Your account is closed, but erasing it did not finish. We will try again automatically within a day");
  await expect(status).not.toContainText(/server|provider|engine|file could not/i);
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/settings-erase-unfinished-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/settings-erase-unfinished-390.png" });
  await expect(page.locator("[data-hydrated]")).toBeVisible();
  await page.getByRole("button", { name: "Cancel deletion" }).click();
  await expect(page.getByText("Your account will not be deleted.")).toBeVisible();
});
