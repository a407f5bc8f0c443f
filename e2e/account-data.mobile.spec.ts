// Consents and the access log on a phone: the sections fit at 390 px and the withdrawal dialog opens.
import { expect, test } from "./support/test";
import { invitedCandidate } from "./support/interviews";
import { openSettings } from "./support/settings";

test("consents and the access log at 390 px: nothing scrolls sideways, withdrawing asks first", async ({ page }) => {
  test.setTimeout(120_000);
  const { interviewId, api } = await invitedCandidate(page, ["Why this role?"], "consents-mobile");
  const json = { "content-type": "application/json" };
  const open = (await (await page.request.post("/api/interviews/open", { data: { id: interviewId }, headers: json })).json()) as {
    consent: { version: string };
  };
  expect(
    (await page.request.post("/api/interviews/consent", { data: { id: interviewId, version: open.consent.version, agree: true }, headers: json })).status(),
  ).toBe(200);
  expect((await api.get(`/interviews/${interviewId}`)).status()).toBe(200);

  await openSettings(page);
  await expect(page.getByTestId("access-log")).toContainText("Brightloom Technologies");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("heading", { name: "Your consents" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/account-data-390.png", fullPage: true });
  await page
    .getByTestId("consent-RECORDED_INTERVIEW")
    .getByRole("button", { name: /Withdraw consent/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Withdraw your consent?" });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: "test-results/account-data-dialog-390.png" });
  await dialog.getByRole("button", { name: "Keep my consent" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("consent-RECORDED_INTERVIEW").getByRole("button", { name: /Withdraw consent/ })).toBeVisible();
});
