import { DeadEnd } from "@/components/auth/dead-end";
import { accountText } from "@/components/auth/auth-text";
import { currentLocale } from "@/lib/i18n/current-locale";
import { ZUnsubscribe } from "@/lib/job-alerts/schema";
import { UnsubscribeClient } from "./unsubscribe-client";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("accountPages", "titleUnsubscribe", { robots: { index: false } });

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /job-alerts/unsubscribe?id=…&token=… from a job-alert e-mail: no sign-in needed. */
export default async function UnsubscribePage({ searchParams }: PageProps) {
  const params = await searchParams;
  const parsed = ZUnsubscribe.safeParse({ id: params.id, token: params.token });
  const text = accountText(await currentLocale());
  if (!parsed.success) {
    return <DeadEnd title={text.linkIncomplete} text={text.unsubscribeIncompleteText} href="/settings" linkText={text.openSettings} />;
  }
  return <UnsubscribeClient id={parsed.data.id} token={parsed.data.token} text={text} />;
}
