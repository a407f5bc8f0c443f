import Link from "next/link";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { jobSearchQuery, type TJobSearchParams } from "@/lib/jobs/schema";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/catalogs";

/** The pages around the current one, with the first and last: 1 … 4 5 [6] 7 8 … 50. */
export function pageWindow(page: number, pages: number): (number | "gap")[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ["gap" as const, p] : [p]));
}

export function Pagination({
  params,
  pages,
  text,
}: {
  params: TJobSearchParams;
  pages: number;
  text: Pick<Messages["discover"], "pagination" | "previous" | "next" | "page">;
}) {
  if (pages <= 1) return null;
  const href = (page: number) => `/discover?${jobSearchQuery({ ...params, page })}`;
  const item = "flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-semibold";
  return (
    <nav aria-label={text.pagination} className="mt-8 flex items-center justify-center gap-1.5">
      {params.page > 1 ? (
        <Link href={href(params.page - 1)} rel="prev" className={cx(item, "text-ink-700 hover:bg-ink-100")}>
          <Icon name="chevronRight" className="size-4 rotate-180" />
          <span className="sr-only sm:not-sr-only sm:ml-1">{text.previous}</span>
        </Link>
      ) : null}
      <ol className="flex items-center gap-1">
        {pageWindow(params.page, pages).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-400">
              …
            </li>
          ) : (
            <li key={p} className={cx(Math.abs(p - params.page) > 1 && p !== 1 && p !== pages && "max-sm:hidden")}>
              <Link
                href={href(p)}
                aria-current={p === params.page ? "page" : undefined}
                aria-label={fill(text.page, { page: p })}
                className={cx(item, p === params.page ? "bg-brand-600 text-white" : "text-ink-700 hover:bg-ink-100")}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {params.page < pages ? (
        <Link href={href(params.page + 1)} rel="next" className={cx(item, "text-ink-700 hover:bg-ink-100")}>
          <span className="sr-only sm:not-sr-only sm:mr-1">{text.next}</span>
          <Icon name="chevronRight" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
