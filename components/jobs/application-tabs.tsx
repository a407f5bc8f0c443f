"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { APPLICATION_TAB_NAMES, tabOf, type ApplicationTab, type TabCounts } from "@/lib/applications/status";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { JobGrid } from "./job-card";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/catalogs";
import type { JobCardText } from "./job-text";
import { EmptyState } from "@/components/ui/empty-state";

const TABS = APPLICATION_TAB_NAMES;
/** The first tab, in review, is the list's own address; the others have ?tab=shortlisted and ?tab=hired. */
const FIRST = TABS[0]!;
const slugOf = (tab: ApplicationTab) => tab.toLowerCase().replace(/\s+/g, "-");

export function tabFromSlug(slug: string | null | undefined): ApplicationTab {
  return TABS.find((t) => slugOf(t) === slug) ?? FIRST;
}

/** The applications list's tabs (ARIA tabs: arrow keys move between them); the tab lives in the URL. */
export function ApplicationTabs({
  jobs,
  counts,
  text,
  cardText,
}: {
  jobs: JobCardPayload[];
  counts: TabCounts;
  text: Messages["applications"];
  cardText: JobCardText;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [active, setActive] = useState<ApplicationTab>(tabFromSlug(search.get("tab")));
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const id = useId();

  function select(tab: ApplicationTab, focus = false) {
    setActive(tab);
    if (focus) refs.current[tab]?.focus();
    router.replace(tab === FIRST ? pathname : `${pathname}?tab=${slugOf(tab)}`, { scroll: false });
  }

  function onKeyDown(event: KeyboardEvent) {
    const i = TABS.indexOf(active);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[(next + TABS.length) % TABS.length]!, true);
  }

  const shown = jobs.filter((job) => job.candidateApplied[0] && tabOf(job.candidateApplied[0].statusCode) === active);

  return (
    <div>
      <div role="tablist" aria-label={text.byStatus} onKeyDown={onKeyDown} className="grid grid-cols-3 gap-1 rounded-2xl bg-ink-100/80 p-1 sm:inline-flex">
        {TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(el) => {
                refs.current[tab] = el;
              }}
              role="tab"
              type="button"
              id={`${id}-${slugOf(tab)}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              className={cx(
                "flex h-10 min-w-0 items-center justify-center gap-1 rounded-xl px-1.5 text-[13px] font-semibold whitespace-nowrap transition-colors sm:gap-2 sm:px-4 sm:text-sm",
                selected ? "bg-white text-ink-950 shadow-sm" : "text-ink-600 hover:text-ink-900",
              )}
            >
              {text.tabs[tab]}
              <span className={cx("rounded-full px-1.5 py-0.5 text-xs sm:px-2", selected ? "bg-brand-600 text-white" : "bg-ink-200 text-ink-700")}>
                {counts[tab]}
              </span>
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${slugOf(active)}-tab`} tabIndex={0} className="mt-6 focus-visible:outline-none">
        {shown.length ? (
          <JobGrid jobs={shown} text={cardText} />
        ) : (
          <EmptyState icon="file" title={text.none}>
            <p className="mt-1 max-w-sm text-sm text-ink-600">{jobs.length ? fill(text.nothingIn, { tab: text.tabs[active] }) : text.applyAndFollow}</p>
            {jobs.length ? null : (
              <Link href="/discover" className={buttonClasses({ className: "mt-6" })}>
                {text.discoverJobs}
              </Link>
            )}
          </EmptyState>
        )}
      </div>
    </div>
  );
}
