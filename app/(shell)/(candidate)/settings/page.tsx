import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/language/language-switch";
import { ConsentAndAccessSections } from "@/components/settings/data-sections";
import { EmailPreferences } from "@/components/settings/email-preferences";
import { SavedSearches } from "@/components/settings/saved-searches";
import { SettingsSection } from "@/components/settings/section";
import { SettingsClient } from "@/components/settings/settings-client";
import { getAccountDeletion } from "@/lib/account-data/account-deletion";
import { getDataExport } from "@/lib/account-data/data-export";
import { hasPassword } from "@/lib/account-data/security";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { getEmailPreferences } from "@/lib/email-preferences/email-preferences";
import { titleFrom } from "@/lib/i18n/page-title";
import { describeSearchIn, searchParamsOf } from "@/lib/job-alerts/describe-search";
import { listSavedSearches } from "@/lib/job-alerts/saved-searches";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { PageHeading } from "@/components/layout/page-heading";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("settings");

export default async function SettingsPage() {
  const candidate = await getCurrentCandidate();
  // The layout sends signed-out visitors to login; this page renders nothing for them.
  if (!candidate) return null;
  const [locale, t] = await Promise.all([currentLocale(), getTranslations("settings")]);
  const language = messagesFor(locale, "language");
  const [withPassword, deletion, dataExport, emailPreferences, savedSearches] = await Promise.all([
    hasPassword({ candidateId: candidate.id }),
    getAccountDeletion({ candidateId: candidate.id }),
    getDataExport({ candidateId: candidate.id }),
    getEmailPreferences({ candidateId: candidate.id }),
    listSavedSearches({ candidateId: candidate.id }),
  ]);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={t("title")} intro={t("intro")} />
      <div className="mt-8 -mb-2 grid gap-6">
        <SettingsSection id="settings-language" title={language.settingsTitle} description={language.settingsDescription}>
          <LanguageSwitch locale={locale} text={language} />
        </SettingsSection>
        <EmailPreferences initial={emailPreferences} text={messagesFor(locale, "settings")} />
        <SavedSearches
          initial={savedSearches.map((search) => ({ ...search, label: describeSearchIn(searchParamsOf(search.query), locale) }))}
          text={messagesFor(locale, "settings")}
          locale={locale}
        />
      </div>
      <SettingsClient
        email={candidate.email}
        hasPassword={withPassword}
        deletion={deletion ? { eraseAfter: deletion.eraseAfter.toISOString(), unfinished: deletion.failedAttempts > 0 } : null}
        initialExport={dataExport}
        text={messagesFor(locale, "settings")}
        locale={locale}
      />
      <div className="mt-6 grid gap-6">
        <ConsentAndAccessSections candidateId={candidate.id} />
      </div>
    </div>
  );
}
