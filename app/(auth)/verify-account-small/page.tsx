import { DeadEnd } from "@/components/auth/dead-end";
import { accountText } from "@/components/auth/auth-text";
import { currentLocale } from "@/lib/i18n/current-locale";
import { VerifyAccountForm } from "./verify-account-form";
import { titleFrom } from "@/lib/i18n/page-title";
import { isUuid } from "@/lib/db/uuid";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("accountPages", "titleVerify");

type VerifyAccountPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /verify-account-small?candidate=…&email=…&token=… (links with the misspelt `candidat` work too). */
export default async function VerifyAccountPage({ searchParams }: VerifyAccountPageProps) {
  const params = await searchParams;
  const raw = params.candidate ?? params.candidat;
  const candidateId = typeof raw === "string" && isUuid(raw) ? raw : null;
  const email = typeof params.email === "string" && params.email ? params.email : null;
  const token = typeof params.token === "string" && params.token ? params.token : null;
  const text = accountText(await currentLocale());
  if (!candidateId || !email || !token) {
    return <DeadEnd title={text.linkIncomplete} text={text.verifyIncompleteText} href="/auth/login" linkText={text.auth.signIn} />;
  }
  return <VerifyAccountForm candidateId={candidateId} email={email} token={token} text={text} />;
}
