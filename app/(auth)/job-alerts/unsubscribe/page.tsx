import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { accountText } from "@/components/auth/auth-text";
import { currentLocale } from "@/lib/i18n/current-locale";
import { ZUnsubscribe } from "@/lib/job-alerts/schema";
import { UnsubscribeClient } from "./unsubscribe-client";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("accountPages"))("titleUnsubscribe"), robots: { index: false } };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /job-alerts/unsubscribe?id=…&token=… from a job-alert e-mail: no sign-in needed. */
export default async function UnsubscribePage({ searchParams }: PageProps) {
  const params = await searchParams;
  const parsed = ZUnsubscribe.safeParse({ id: params.id, token: params.token });
  const text = accountText(await currentLocale());
  if (!parsed.success) {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-950">{text.linkIncomplete}</h1>
        <p className="mt-3 text-sm text-ink-600">{text.unsubscribeIncompleteText}</p>
        <Link href="/settings" className="mt-6 inline-block rounded font-semibold text-brand-600 hover:text-brand-700">
          {text.openSettings}
        </Link>
      </div>
    );
  }
  return <UnsubscribeClient id={parsed.data.id} token={parsed.data.token} text={text} />;
}
