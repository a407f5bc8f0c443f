import type { Metadata } from "next";
import Link from "next/link";
import { formatEraseDate } from "@/lib/account-data/erase-date";
import { Icon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button-classes";
import { ACCOUNT_DELETION_GRACE_DAYS } from "@/lib/account-data/account-rules";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your account is closed", robots: { index: false } };

type AccountClosedPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where a candidate lands after deleting the account: what happens now, when, and how to undo it. */
export default async function AccountClosedPage({ searchParams }: AccountClosedPageProps) {
  const { erase } = await searchParams;
  const at = typeof erase === "string" ? new Date(erase) : null;
  const date = at && !Number.isNaN(at.getTime()) ? formatEraseDate(at) : null;
  return (
    <div>
      <span className="flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-700 ring-1 ring-amber-200">
        <Icon name="checkCircle" className="size-6" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-950">Your account is closed</h1>
      <p className="mt-3 text-sm leading-relaxed text-ink-700" data-testid="erase-date">
        {date ? (
          <>
            We will erase your profile, applications, mock interviews, results and files on <strong className="font-semibold text-ink-900">{date}</strong>.
          </>
        ) : (
          <>We will erase your profile, applications, mock interviews, results and files in {ACCOUNT_DELETION_GRACE_DAYS} days.</>
        )}{" "}
        Employers can no longer see your profile, and you have been signed out everywhere.
      </p>
      <h2 className="mt-6 text-base font-semibold text-ink-900">Changed your mind?</h2>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-700">
        Sign in {date ? `before ${date}` : "before then"} and choose <strong className="font-semibold text-ink-900">Cancel deletion</strong> in Settings. The
        e-mail we just sent you has a link to the same place. Nothing is erased until that day.
      </p>
      <Link href="/auth/login?callbackUrl=%2Fsettings" className={buttonClasses({ variant: "primary", size: "lg", className: "mt-6 w-full" })}>
        Sign in to cancel the deletion
      </Link>
      <Link href="/" className="mt-4 block text-center text-sm font-semibold text-brand-700 hover:text-brand-600">
        Go to the home page
      </Link>
    </div>
  );
}
