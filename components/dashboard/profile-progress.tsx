import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import type { ProfileItem } from "@/lib/profile/profile-completeness";
import { Section } from "./section";
import { ProgressBar } from "@/components/ui/progress-bar";

export function ProfileProgress({ items, percent }: { items: ProfileItem[]; percent: number }) {
  const missing = items.filter((i) => !i.done);
  return (
    <Section title="Your profile">
      <div className="rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card">
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold text-ink-900">{percent}% complete</span>
          <span className="text-ink-500">
            {items.length - missing.length} of {items.length}
          </span>
        </div>
        <ProgressBar label="Profile completeness" value={percent} className="mt-2" />
        {missing.length ? (
          <>
            <p className="mt-4 text-xs leading-relaxed text-ink-600">Still missing: {missing.map((m) => m.missing).join(", ")}.</p>
            <ul className="mt-3 space-y-2 text-sm" aria-label="Profile checklist">
              {items.map((item) => (
                <li key={item.key} className={cx("flex items-center gap-2", item.done ? "text-ink-500" : "font-medium text-ink-900")}>
                  <Icon
                    name={item.done ? "checkCircle" : "circle"}
                    className={cx("size-4.5 shrink-0", item.done ? "text-emerald-600" : "text-ink-300")}
                  />
                  {item.label}
                  <span className="sr-only">{item.done ? "(done)" : "(missing)"}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-xs leading-relaxed text-ink-500">Complete profiles are shortlisted more often.</p>
          </>
        ) : (
          <p className="mt-4 text-sm text-ink-600">Everything is in place. Employers see your full profile.</p>
        )}
      </div>
    </Section>
  );
}
