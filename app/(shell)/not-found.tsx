import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-classes";
import { IconDisc } from "@/components/ui/icon-disc";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { currentLocale } from "@/lib/i18n/current-locale";
import RootNotFound from "../not-found";

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getCurrentCandidate()) ? await currentLocale() : "en";
  return { title: (await getTranslations({ locale, namespace: "errors" }))("notFoundTitle") };
}

/**
 * A job or page of the candidate area that is not there (a job taken down, a mistyped id): signed
 * in, inside the shell and in the interface language, with the way back to the candidate's pages;
 * signed out, the site's own not-found page.
 */
export default async function CandidateNotFound() {
  if (!(await getCurrentCandidate())) return <RootNotFound />;
  const t = await getTranslations({ locale: await currentLocale(), namespace: "errors" });
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
      <IconDisc icon="search" size="xl" />
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-600 uppercase">{t("notFoundCode")}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-950">{t("notFoundTitle")}</h1>
      <p className="mt-4 text-base leading-relaxed text-balance text-ink-600">{t("notFoundText")}</p>
      <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <Link href="/discover" className={buttonClasses({ variant: "outline" })}>
          {t("discoverJobs")}
        </Link>
        <Link href="/dashboard" className={buttonClasses()}>
          {t("goToDashboard")}
        </Link>
      </div>
    </div>
  );
}
