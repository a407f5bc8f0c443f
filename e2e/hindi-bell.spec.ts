// The bell in the reader's language: the same notifications (an employer's feedback, a status change,
// a mock's review) read in Hindi, with their time, for a Hindi account, and as before for an English one.
// The employer's name, the job's title, their message and the mock's title inside the Hindi are marked
// as written (translate="no"), so the rest holds no English.
import { expect, test } from "./support/test";
import { withPrisma } from "./support/accounts";
import { createCandidate, signInAs } from "./support/profile";
import { englishOnScreen, sidewaysOverflow } from "./support/hindi";
import { notificationOf } from "@/lib/notifications/notification-text";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";

const MINUTE = 60_000;

/** A candidate in `language` with an employer's feedback a minute old, a status change five minutes old and a mock's review from January. */
async function readerWithNotifications(language: "hi" | null) {
  const candidate = await createCandidate(`bell-${language ?? "en"}`);
  await withPrisma(async (db) => {
    await db.candidate.update({ where: { id: candidate.id }, data: { language } });
    const status = notificationOf("application_status", { status: "ELIGIBLE", job: "Warehouse Lead Tern", company: "Godavari Freight" });
    const review = notificationOf("mock_evaluated", { mock: "Warehouse Lead Tern", score: 8, speaking: 7 });
    const feedback = notificationOf("application_feedback", {
      about: "feedback",
      company: "Kaveri Cold Chain",
      job: "Dispatch Lead Plover",
      message: "Please bring your licence.",
      status: "INTERVIEW_DONE",
    });
    await db.notification.createMany({
      data: [
        { candidateId: candidate.id, ...feedback, createdAt: new Date(Date.now() - MINUTE) },
        { candidateId: candidate.id, ...status, createdAt: new Date(Date.now() - 5 * MINUTE) },
        { candidateId: candidate.id, ...review, createdAt: new Date(Date.UTC(2026, 0, 12, 14, 35)) },
      ],
    });
  });
  return candidate;
}

test("a Hindi account reads its notifications and their times in Hindi; an English account as before", async ({ page }) => {
  await signInAs(page, await readerWithNotifications("hi"));
  await page.getByRole("button", { name: "सूचनाएँ, 3 बिना पढ़ी" }).click();
  const hindi = page.getByRole("region", { name: "सूचनाएँ" });
  await expect(hindi.getByRole("listitem").first()).toContainText("Kaveri Cold Chain से फ़ीडबैक");
  await expect(hindi.getByRole("listitem").first()).toContainText(
    "Dispatch Lead Plover के बारे में: “Please bring your licence.” अब आपके आवेदन का स्टेटस है: इंटरव्यू हो गया।",
  );
  await expect(hindi.getByRole("listitem").nth(1)).toContainText("आपको शॉर्टलिस्ट किया गया है");
  await expect(hindi.getByRole("listitem").nth(1)).toContainText("Godavari Freight");
  await expect(hindi.getByRole("listitem").nth(1)).toContainText("5 मिनट पहले");
  await expect(hindi.getByRole("listitem").nth(2)).toContainText("आपके mock interview का फ़ीडबैक तैयार है");
  await expect(hindi.getByRole("listitem").nth(2)).toContainText("Warehouse Lead Tern: स्कोर 8/10, बोलने का स्कोर 7/10।");
  await expect(hindi.getByRole("listitem").nth(2)).toContainText("12 जन॰, 20:05");
  await expect(hindi).not.toContainText("shortlisted");
  await expect(hindi).not.toContainText("min ago");
  await expect(hindi).not.toContainText("Feedback from");
  await expect(hindi.getByRole("listitem").first().locator('[translate="no"]')).toHaveText([
    "Kaveri Cold Chain",
    "Dispatch Lead Plover",
    "Please bring your licence.",
  ]);
  await expect(hindi.getByRole("listitem").nth(1).locator('[translate="no"]')).toHaveText(["Godavari Freight", "Warehouse Lead Tern"]);
  await expect(hindi.getByRole("listitem").nth(2).locator('[translate="no"]')).toHaveText(["Warehouse Lead Tern"]);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, '[role="region"][aria-label="सूचनाएँ"]')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/hindi/bell-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.context().clearCookies();
  await signInAs(page, await readerWithNotifications(null));
  await page.getByRole("button", { name: "Notifications, 3 unread" }).click();
  const english = page.getByRole("region", { name: "Notifications" });
  await expect(english.getByRole("listitem").first()).toContainText("Feedback from Kaveri Cold Chain");
  await expect(english.getByRole("listitem").first()).toContainText(
    "On Dispatch Lead Plover: “Please bring your licence.” Your application is now Interview Done.",
  );
  await expect(english.getByRole("listitem").nth(1)).toContainText("You're shortlisted");
  await expect(english.getByRole("listitem").nth(1)).toContainText("Godavari Freight has shortlisted you for Warehouse Lead Tern.");
  await expect(english.getByRole("listitem").nth(1)).toContainText("5 min ago");
  await expect(english.getByRole("listitem").nth(2)).toContainText("Warehouse Lead Tern: score 8/10, speaking 7/10.");
  await expect(english.getByRole("listitem").nth(2)).toContainText("12 Jan, 8:05 pm");
});
