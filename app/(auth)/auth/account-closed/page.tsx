import Link from "next/link";
import { formatEraseDate } from "@/lib/account-data/erase-date";
import { Icon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button-classes";
import { ACCOUNT_DELETION_GRACE_DAYS } from "@/lib/account-data/account-rules";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { fill } from "@/lib/i18n/fill";
import { FORMAT_TAGS } from "@/lib/i18n/locales";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("accountPages", "titleClosed", { robots: { index: false } });

type AccountClosedPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const strong = "font-semibold text-ink-900";

/** A message with one `{slot}` drawn in bold (a date, a button's name), the rest filled as plain words. */
function Emphasis({ message, slot, value, words = {} }: { message: string; slot: string; value: string; words?: Record<string, string> }) {
  const [before = "", after = ""] = fill(message, words).split(`{${slot}}`);
  return (
    <>
      {before}
      <strong className={strong}>{value}</strong>
      {after}
    </>
  );
}

/** Where a candidate lands after deleting the account: what happens now, when, and how to undo it. */
export default async function AccountClosedPage({ searchParams }: AccountClosedPageProps) {
  const { erase } = await searchParams;
  const locale = await currentLocale();
  const text = CATALOGS[locale].accountPages;
  const at = typeof erase === "string" ? new Date(erase) : null;
  const date = at && !Number.isNaN(at.getTime()) ? formatEraseDate(at, FORMAT_TAGS[locale]) : null;
  return (
    <div>
      <span className="flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-700 ring-1 ring-amber-200">
        <Icon name="checkCircle" className="size-6" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-950">{text.closedHeading}</h1>
      <p className="mt-3 text-sm leading-relaxed text-ink-700" data-testid="erase-date">
        {date ? <Emphasis message={text.eraseOn} slot="date" value={date} /> : fill(text.eraseIn, { days: ACCOUNT_DELETION_GRACE_DAYS })}{" "}
        {text.signedOutEverywhere}
      </p>
      <h2 className="mt-6 text-base font-semibold text-ink-900">{text.changedMind}</h2>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-700">
        {date ? (
          <Emphasis message={text.cancelBeforeDate} slot="cancel" value={text.cancelDeletion} words={{ date }} />
        ) : (
          <Emphasis message={text.cancelBeforeThen} slot="cancel" value={text.cancelDeletion} />
        )}
      </p>
      <Link href="/auth/login?callbackUrl=%2Fsettings" className={buttonClasses({ variant: "primary", size: "lg", className: "mt-6 w-full" })}>
        {text.signInToCancel}
      </Link>
      <Link href="/" className="mt-4 block text-center text-sm font-semibold text-brand-700 hover:text-brand-600">
        {text.homePage}
      </Link>
    </div>
  );
}
