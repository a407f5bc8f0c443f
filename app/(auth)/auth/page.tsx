import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icons";
import { EmployerLink } from "@/components/marketing/employer-link";
import { employerSite } from "@/lib/env";
import { AuthSwitchLink } from "@/components/auth/switch-link";
import { PageHeading } from "@/components/layout/page-heading";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("auth", "titleEntry");

const cardClass =
  "group flex items-center gap-4 rounded-2xl border border-ink-200 bg-white p-4 text-left shadow-sm transition " +
  "hover:border-brand-300 hover:bg-brand-50/40 hover:shadow-card";

/** The sign in / up entry: who are you? */
export default async function AuthEntryPage() {
  const employer = employerSite();
  const t = await getTranslations("auth");
  return (
    <div>
      <PageHeading inCard title={t("entryHeading")} intro={t("entryText")} />
      <ul className="mt-7 space-y-3">
        <li>
          <Link href="/auth/register" className={cardClass}>
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
              <Icon name="briefcase" className="size-6" />
            </span>
            <span className="flex-1">
              <span className="block font-semibold text-ink-900">{t("seeker")}</span>
              <span className="mt-0.5 block text-sm text-ink-600">{t("seekerText")}</span>
            </span>
            <Icon name="chevronRight" className="size-5 text-ink-400 group-hover:text-brand-600" />
          </Link>
        </li>
        <li>
          <EmployerLink newWindow newWindowText={t("opensNewWindow")} className={cardClass}>
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink-100 text-ink-700 ring-1 ring-ink-200">
              <Icon name="user" className="size-6" />
            </span>
            <span className="flex-1">
              <span className="block font-semibold text-ink-900">{t("hiring")}</span>
              <span className="mt-0.5 block text-sm text-ink-600">{employer.external ? t("hiringExternal") : t("hiringHere")}</span>
            </span>
            <Icon name="external" className="size-5 text-ink-400 group-hover:text-brand-600" />
          </EmployerLink>
        </li>
      </ul>
      <AuthSwitchLink question={t("haveAccount")} href="/auth/login" label={t("signIn")} />
    </div>
  );
}
