import { getTranslations } from "next-intl/server";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import type { ProfileItem } from "@/lib/profile/profile-completeness";
import { Section } from "./section";
import { ProgressBar } from "@/components/ui/progress-bar";

type ItemKey = "name" | "mobile" | "designation" | "location" | "cv" | "photo" | "interests" | "expectedCtc" | "linkedin";
const ITEM_KEYS: readonly string[] = ["name", "mobile", "designation", "location", "cv", "photo", "interests", "expectedCtc", "linkedin"] satisfies ItemKey[];

export async function ProfileProgress({ items, percent }: { items: ProfileItem[]; percent: number }) {
  const t = await getTranslations("dashboard");
  // Each checklist line in the interface language; one the catalog does not know yet keeps its English.
  const words = (item: ProfileItem, form: "label" | "missing") =>
    ITEM_KEYS.includes(item.key) ? t(`profileItems.${item.key as ItemKey}.${form}`) : item[form];
  const missing = items.filter((i) => !i.done);
  return (
    <Section id="your-profile" title={t("yourProfile")}>
      <div className="rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card">
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold text-ink-900">{t("percentComplete", { percent })}</span>
          <span className="text-ink-500">{t("doneOfTotal", { done: items.length - missing.length, total: items.length })}</span>
        </div>
        <ProgressBar label={t("profileCompleteness")} value={percent} className="mt-2" />
        {missing.length ? (
          <>
            <p className="mt-4 text-xs leading-relaxed text-ink-600">
              {t("stillMissing", { items: missing.map((m) => words(m, "missing")).join(t("listSeparator")) })}
            </p>
            <ul className="mt-3 space-y-2 text-sm" aria-label={t("profileChecklist")}>
              {items.map((item) => (
                <li key={item.key} className={cx("flex items-center gap-2", item.done ? "text-ink-500" : "font-medium text-ink-900")}>
                  <Icon name={item.done ? "checkCircle" : "circle"} className={cx("size-4.5 shrink-0", item.done ? "text-emerald-600" : "text-ink-300")} />
                  {words(item, "label")}
                  <span className="sr-only">{item.done ? t("itemDone") : t("itemMissing")}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-xs leading-relaxed text-ink-500">{t("shortlistedMoreOften")}</p>
          </>
        ) : (
          <p className="mt-4 text-sm text-ink-600">{t("profileAllDone")}</p>
        )}
      </div>
    </Section>
  );
}
