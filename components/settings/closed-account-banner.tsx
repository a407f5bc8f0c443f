"use client";
// Shown on every candidate page while the account is closed for deletion: it can still be read and
// taken away, and the deletion cancelled; nothing else changes until then. Settings, where the
// deletion is cancelled, says all this itself.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { formatEraseDate } from "@/lib/account-data/erase-date";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/catalogs";
import type { FORMAT_TAGS, Locale } from "@/lib/i18n/locales";

/** The banner's words (the `settings` namespace's), handed by the shell's layout. */
export type BannerText = Pick<Messages["settings"], "bannerClosed" | "bannerErasedSoon" | "bannerErasedOn" | "bannerPaused" | "bannerCancel">;

/** `overdue`: the erase date has passed and erasing has not finished yet (it is tried again). */
export function ClosedAccountBanner({
  eraseAfter,
  overdue,
  text,
  tag,
}: {
  eraseAfter: string;
  overdue: boolean;
  text: BannerText;
  tag: (typeof FORMAT_TAGS)[Locale];
}) {
  if (usePathname() === "/settings") return null;
  return (
    <div role="status" className="mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="closed-account-banner">
      <p>
        <span className="font-semibold">{text.bannerClosed}</span>{" "}
        {overdue ? text.bannerErasedSoon : fill(text.bannerErasedOn, { date: formatEraseDate(eraseAfter, tag) })} {text.bannerPaused}{" "}
        <Link href="/settings" className="font-semibold underline underline-offset-2">
          {text.bannerCancel}
        </Link>
      </p>
    </div>
  );
}
