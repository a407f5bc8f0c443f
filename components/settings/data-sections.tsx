// The settings sections about what the candidate agreed to and who looked at their data; read on the
// server, so they arrive filled in.
import { getTranslations } from "next-intl/server";
import { listDataReads } from "@/lib/account-data/access-log";
import { listConsents } from "@/lib/account-data/consents";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { CONSENT_WITHDRAW_ERRORS, errorWords } from "@/lib/i18n/form-errors";
import { AccessLog } from "./access-log";
import { Consents } from "./consents";
import { SettingsSection } from "./section";
import { withTermsDayIn } from "./terms-day";

export async function ConsentAndAccessSections({ candidateId }: { candidateId: string }) {
  const [consents, reads, t, interviews, locale] = await Promise.all([
    listConsents({ candidateId }),
    listDataReads({ candidateId }),
    getTranslations("settings"),
    getTranslations("recordedInterviews"),
    currentLocale(),
  ]);
  return (
    <>
      <SettingsSection id="settings-consents" title={t("consentsTitle")} description={t("consentsDescription")}>
        <Consents
          initial={consents.map((item) => withTermsDayIn(item, locale))}
          shownIn={interviews.raw("shownIn") as string}
          text={messagesFor(locale, "settings")}
          errors={errorWords(locale, CONSENT_WITHDRAW_ERRORS)}
          locale={locale}
        />
      </SettingsSection>
      <SettingsSection id="settings-access-log" title={t("accessLogTitle")} description={t("accessLogDescription")}>
        <AccessLog initial={reads} text={messagesFor(locale, "settings")} locale={locale} />
      </SettingsSection>
    </>
  );
}
