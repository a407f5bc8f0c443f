import type { Metadata } from "next";
import Link from "next/link";
import { ZUnsubscribe } from "@/lib/job-alerts/schema";
import { UnsubscribeClient } from "./unsubscribe-client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Turn off job alerts", robots: { index: false } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /job-alerts/unsubscribe?id=…&token=… from a job-alert e-mail: no sign-in needed. */
export default async function UnsubscribePage({ searchParams }: PageProps) {
  const params = await searchParams;
  const parsed = ZUnsubscribe.safeParse({ id: params.id, token: params.token });
  if (!parsed.success) {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-950">This link is not complete</h1>
        <p className="mt-3 text-sm text-ink-600">Open the unsubscribe link from your e-mail again, or sign in and turn job alerts off in Settings.</p>
        <Link href="/settings" className="mt-6 inline-block rounded font-semibold text-brand-600 hover:text-brand-700">
          Open Settings
        </Link>
      </div>
    );
  }
  return <UnsubscribeClient id={parsed.data.id} token={parsed.data.token} />;
}
