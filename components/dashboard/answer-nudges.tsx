import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icons";
import type { OverdueApplication } from "@/lib/employer-answers/overdue-applications";
import { MoreLink, Section } from "./section";

/**
 * The follow-up nudge: applications waiting longer than their employer usually takes to answer,
 * with what the candidate can do. Nothing here is sent to the employer. Drawn only when one waits.
 */
export async function AnswerNudges({ overdue }: { overdue: OverdueApplication[] }) {
  if (overdue.length === 0) return null;
  const t = await getTranslations("dashboard");
  return (
    <Section id="answer-nudges" title={t("nudgeTitle")} action={<MoreLink href="/discover">{t("nudgeKeepApplying")}</MoreLink>}>
      <div className="rounded-2xl border border-amber-200 bg-amber-50/60 p-4 shadow-card sm:p-5">
        <ul className="space-y-3">
          {overdue.map((item) => (
            <li key={item.applicationId} className="flex items-start gap-3" data-testid="answer-nudge">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <div className="min-w-0 text-sm text-ink-700">
                <Link href={`/jobs/${item.jobId}`} className="font-semibold break-words text-ink-900 hover:text-brand-700">
                  {item.jobTitle}
                </Link>
                <p className="mt-0.5">
                  {item.usualDays === 1
                    ? t("nudgeWaitedOneDay", { waited: item.waitedDays, company: item.companyName })
                    : t("nudgeWaited", { waited: item.waitedDays, company: item.companyName, usual: item.usualDays })}
                </p>
                {item.contactEmail ? (
                  <a
                    href={`mailto:${item.contactEmail}`}
                    className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600"
                  >
                    <Icon name="mail" className="size-4" />
                    {t("nudgeWrite", { company: item.companyName })}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 border-t border-amber-200 pt-3 text-xs leading-relaxed text-ink-600">{t("nudgeAdvice")}</p>
      </div>
    </Section>
  );
}
