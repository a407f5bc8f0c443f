// "Mark all as read" pressed while the bell's own request for its feed is still on its way: the
// feed that arrives afterwards was read before the mark, and must not bring the unread count back.
import { expect, test } from "./support/test";
import { withPrisma } from "./support/accounts";
import { createCandidate, signInAs } from "./support/profile";
import { notificationOf } from "@/lib/notifications/notification-text";

test("Mark all as read holds when the feed asked for on opening the bell arrives after it", async ({ page }) => {
  const candidate = await createCandidate("bell-mark-all");
  await withPrisma((db) =>
    db.notification.createMany({
      data: [
        { candidateId: candidate.id, ...notificationOf("application_status", { status: "ELIGIBLE", job: "Ledger Clerk Wren", company: "Sabarmati Mills" }) },
        { candidateId: candidate.id, ...notificationOf("mock_ready", { mock: "Ledger Clerk Wren" }) },
      ],
    }),
  );
  await signInAs(page, candidate);
  const bell = page.getByRole("button", { name: "Notifications, 2 unread" });
  await expect(bell).toBeVisible();

  // The feed asked for when the bell opens is read by the server at once (2 unread) but handed to the
  // page only after "Mark all as read" has been pressed and answered.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let readBeforeTheMark = () => {};
  const feedRead = new Promise<void>((resolve) => (readBeforeTheMark = resolve));
  await page.route("**/api/notifications", async (route) => {
    const response = await route.fetch();
    readBeforeTheMark();
    await held;
    await route.fulfill({ response });
  });
  await bell.click();
  await feedRead;
  const marked = page.waitForResponse((response) => response.url().endsWith("/api/notifications/read") && response.ok());
  await page.getByRole("region", { name: "Notifications" }).getByRole("button", { name: "Mark all as read" }).click();
  await marked;
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  const stale = page.waitForResponse((response) => response.url().endsWith("/api/notifications"));
  release();
  await (await stale).finished();
  await page.unroute("**/api/notifications");
  // Two frames after the stale feed's body arrived: React has drawn whatever it made of it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  // A feed asked for now shows the mark from the server.
  await page.reload();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
});
