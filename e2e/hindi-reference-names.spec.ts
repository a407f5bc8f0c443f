// A Hindi account reads the profile popup's countries and industries in Hindi (भारत, सूचना
// प्रौद्योगिकी (IT)) while the values saved and read back stay the English names and ISO codes the
// server and the API have always used; an English account reads them word for word as before.
import { expect, test, type Page } from "./support/test";
import { withDatabase } from "./support/accounts";
import { giveCredits } from "./support/mocks";
import { createCandidate, openProfileEditForm, signInAs } from "./support/profile";
import { fill } from "@/lib/i18n/fill";
import { CATALOGS } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import type { ProfileResponse } from "@/lib/profile/types";

/** A candidate in India, in IT, with the account in `locale`. */
async function candidateIn(page: Page, locale: Locale) {
  const candidate = await createCandidate(`reference-names-${locale}`);
  await withDatabase((client) =>
    client.query(`UPDATE candidates SET language = $2, country = 'India', "countryIso" = 'IN', "jobIndustry" = 'Information Technology' WHERE id = $1`, [
      candidate.id,
      locale,
    ]),
  );
  await signInAs(page, candidate);
  return candidate;
}

/** The dashboard's profile popup, in its edit form, with the country list loaded. */
async function openEditForm(page: Page, locale: Locale) {
  const { profile } = CATALOGS[locale];
  const dialog = await openProfileEditForm(page, locale);
  const country = dialog.getByRole("combobox", { name: profile.country });
  const industry = dialog.getByRole("combobox", { name: profile.industry });
  await expect(country.locator("option")).not.toHaveCount(1);
  await expect(industry.locator("option")).not.toHaveCount(1);
  return { dialog, country, industry };
}

test("in Hindi the popup names countries and industries in Hindi and saves their English names", async ({ page }) => {
  const candidate = await candidateIn(page, "hi");
  const { dialog, country, industry } = await openEditForm(page, "hi");
  await expect(country.locator("option:checked")).toHaveText("भारत");
  await expect(country).toHaveValue("India");
  await expect(industry.locator("option:checked")).toHaveText("सूचना प्रौद्योगिकी (IT)");
  await expect(industry).toHaveValue("Information Technology");
  // Every country and industry is named in Devanagari (the platform names every listed country).
  for (const select of [country, industry]) {
    const names = await select.locator("option:not([value=''])").allTextContents();
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !/[\u0900-\u097F]/.test(name))).toEqual([]);
  }

  await country.selectOption({ label: "नेपाल" });
  await industry.selectOption({ label: "बैंकिंग और वित्तीय सेवाएँ" });
  await dialog.getByRole("button", { name: CATALOGS.hi.profile.save }).click();
  // Back on the popup's view: the place and the industry read in Hindi.
  await expect(dialog.getByText("Bengaluru, Karnataka, नेपाल")).toBeVisible();
  await expect(dialog.getByText("बैंकिंग और वित्तीय सेवाएँ")).toBeVisible();

  const saved = (await (await page.request.get("/api/users/get-profile")).json()) as ProfileResponse;
  expect([saved.Country, saved.CountryIso, saved.JobIndustry]).toEqual(["Nepal", "NP", "Banking & Financial Services"]);
  const stored = await withDatabase((client) => client.query(`SELECT country, "countryIso", "jobIndustry" FROM candidates WHERE id = $1`, [candidate.id]));
  expect(stored.rows[0]).toEqual({ country: "Nepal", countryIso: "NP", jobIndustry: "Banking & Financial Services" });
});

test("in English the popup names countries and industries as stored", async ({ page }) => {
  await candidateIn(page, "en");
  const { country, industry } = await openEditForm(page, "en");
  await expect(country.locator("option:checked")).toHaveText("India");
  await expect(industry.locator("option:checked")).toHaveText("Information Technology");
  await expect(industry.locator("option", { hasText: "Banking & Financial Services" })).toHaveAttribute("value", "Banking & Financial Services");
});

/** The new-mock form's industry and Discover's industry filter name our list in the account's language, their values the English names. */
async function industryListsIn(page: Page, locale: Locale, it: string, banking: string) {
  const candidate = await candidateIn(page, locale);
  await giveCredits(candidate.id, 1);
  const { newMock, discover } = CATALOGS[locale];

  await page.goto("/mock/new-mock");
  const form = page.locator("form[data-hydrated]");
  const mockIndustry = form.getByRole("combobox", { name: newMock.industry });
  await mockIndustry.selectOption({ label: banking });
  await expect(mockIndustry).toHaveValue("Banking & Financial Services");

  await page.goto(`/discover?industry=${encodeURIComponent("Information Technology")}`);
  // The chip reads the industry in the account's language, and so does the filter's choice.
  await expect(page.getByRole("link", { name: fill(discover.removeFilter, { label: it }) })).toBeVisible();
  const filter = page.getByRole("combobox", { name: discover.industry });
  await expect(filter).toHaveValue("Information Technology");
  await expect(filter.locator("option:checked")).toHaveText(it);
}

test("in Hindi, the new-mock form and Discover's filter name industries in Hindi, their values the English names", async ({ page }) => {
  await industryListsIn(page, "hi", "सूचना प्रौद्योगिकी (IT)", "बैंकिंग और वित्तीय सेवाएँ");
});

test("in English, the new-mock form and Discover's filter name industries as before", async ({ page }) => {
  await industryListsIn(page, "en", "Information Technology", "Banking & Financial Services");
});
