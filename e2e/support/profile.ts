// Helpers for the profile specs: a finished candidate of their own per test (so specs running in
// parallel never share one), signing in, and the files a candidate uploads.
import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { hashPassword } from "@/lib/auth/password";
import { newShortId } from "@/lib/db/short-id";
import { makePdf } from "@/test/pdf-fixture";
import { signIn, withDatabase } from "./accounts";

export const PASSWORD = "Profile@2026";

export type TestCandidate = { id: string; email: string; mobile: string; password: string };

let counter = 0;
// Hashing is deliberately slow; one hash serves every candidate a worker creates.
let passwordHash: Promise<string> | undefined;

/** A candidate through onboarding, like the seed's demo candidate but with a unique e-mail and mobile. */
export async function createCandidate(label: string): Promise<TestCandidate> {
  const unique = `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString("hex")}`;
  const email = `${label}.${unique}@example.com`;
  const mobile = `+919${String(Date.now() + counter).slice(-9)}`;
  passwordHash ??= hashPassword(PASSWORD);
  const id = await withDatabase(async (client) => {
    const result = await client.query<{ id: string }>(
      `INSERT INTO candidates (id, "shortId", email, "passwordHash", "emailVerifiedAt", "firstName", "lastName", gender,
         designation, city, state, country, "countryIso", mobile, "mobileVerifiedAt", interests, "jobIndustry",
         "currentCtc", "expectedCtc", "onboardingStep", "isOpenToWork", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, $3, now(), 'Kiran', 'Rao', 'MALE', 'Backend Developer', 'Bengaluru', 'Karnataka',
         'India', 'IN', $4, now(), ARRAY['Backend Developer'], 'Information Technology', 800000, 1200000,
         'onboarding_eight', true, now())
       RETURNING id`,
      [newShortId("C"), email, await passwordHash, mobile],
    );
    return result.rows[0]!.id;
  });
  return { id, email, mobile, password: PASSWORD };
}

export async function signInAs(page: Page, candidate: TestCandidate): Promise<void> {
  await page.goto("/auth/login");
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/dashboard/);
}

export async function openProfileFromDashboard(page: Page) {
  await page.getByRole("button", { name: "View profile" }).click();
  // One dialog is open at a time; its name follows its mode (My profile, Edit profile, ...).
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  return dialog;
}

export const pngFile = async (name = "me.png") => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: "#2563eb" } }).png().toBuffer(),
});

/** Random pixels do not compress: a PNG of about 620 KB, over the 500 KB photo limit. */
export const bigPngFile = async () => ({
  name: "big.png",
  mimeType: "image/png",
  buffer: await sharp(randomBytes(460 * 460 * 3), { raw: { width: 460, height: 460, channels: 3 } }).png().toBuffer(),
});

export const pdfFile = (name: string, lines: string[]) => ({ name, mimeType: "application/pdf", buffer: makePdf(lines) });
