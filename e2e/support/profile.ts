// Helpers for the profile specs: a finished candidate of their own per test (so specs running in
// parallel never share one), signing in, and the files a candidate uploads.
import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { hashPassword } from "@/lib/auth/password";
import { CATALOGS } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import { insertCandidate } from "@/lib/seed/candidate-factory";
import { makePdf } from "@/test/pdf-fixture";
import { signInThroughApi, withPrisma } from "./accounts";
import { untilHydrated } from "./test";

export const PASSWORD = "Profile@2026";

export type TestCandidate = { id: string; email: string; mobile: string; password: string };

// Hashing is deliberately slow; one hash serves every candidate a worker creates.
let passwordHash: Promise<string> | undefined;

/** A candidate through onboarding from the one factory (lib/seed/candidate-factory.ts), with a known password. */
export async function createCandidate(label: string): Promise<TestCandidate> {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const created = await withPrisma((client) =>
    insertCandidate(client, {
      email: `${label}.${Date.now().toString(36)}${randomBytes(3).toString("hex")}@example.com`,
      passwordHash: hash,
      firstName: "Kiran",
      lastName: "Rao",
      gender: "MALE",
      designation: "Backend Developer",
      city: "Bengaluru",
      state: "Karnataka",
      interests: ["Backend Developer"],
      currentCtc: 800_000,
      expectedCtc: 1_200_000,
    }),
  );
  return { id: created.id, email: created.email, mobile: created.mobile!, password: PASSWORD };
}

export async function signInAs(page: Page, candidate: TestCandidate): Promise<void> {
  await signInThroughApi(page, candidate.email, candidate.password);
}

export async function openProfileFromDashboard(page: Page) {
  // Often reached by a press that leads here: the dashboard's own scripts must have arrived.
  await page.waitForURL(/\/dashboard(\?|$)/);
  await untilHydrated(page);
  await page.getByRole("button", { name: "View profile" }).click();
  // One dialog is open at a time; its name follows its mode (My profile, Edit profile, ...).
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  return dialog;
}

/** Opens the profile popup from the dashboard's card, in `locale`'s words, and its edit form. */
export async function openProfileEditForm(page: Page, locale: Locale) {
  const { profile } = CATALOGS[locale];
  await page.goto("/dashboard");
  await page.getByRole("button", { name: profile.viewProfile }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: profile.editProfile }).click();
  await expect(dialog.getByRole("textbox", { name: profile.firstName })).toBeVisible();
  return dialog;
}

export const pngFile = async (name = "me.png") => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer(),
});

/** Random pixels do not compress: a PNG of about 620 KB, over the 500 KB photo limit. */
export const bigPngFile = async () => ({
  name: "big.png",
  mimeType: "image/png",
  buffer: await sharp(randomBytes(460 * 460 * 3), { raw: { width: 460, height: 460, channels: 3 } })
    .png()
    .toBuffer(),
});

export const pdfFile = (name: string, lines: string[]) => ({ name, mimeType: "application/pdf", buffer: makePdf(lines) });
