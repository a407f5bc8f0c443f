"use client";
// Shown on every candidate page while the account is closed for deletion: it can still be read and
// taken away, and the deletion cancelled; nothing else changes until then. Settings, where the
// deletion is cancelled, says all this itself.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { formatEraseDate } from "@/lib/account-data/erase-date";

/** `overdue`: the erase date has passed and erasing has not finished yet (it is tried again). */
export function ClosedAccountBanner({ eraseAfter, overdue }: { eraseAfter: string; overdue: boolean }) {
  if (usePathname() === "/settings") return null;
  return (
    <div role="status" className="mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="closed-account-banner">
      <p>
        <span className="font-semibold">Your account is closed</span>{" "}
        {overdue ? "and will be erased soon." : `and will be erased on ${formatEraseDate(eraseAfter)}.`} Employers can no longer see it, and applying, mock
        interviews and other changes are paused.{" "}
        <Link href="/settings" className="font-semibold underline underline-offset-2">
          Cancel the deletion in Settings
        </Link>
      </p>
    </div>
  );
}
