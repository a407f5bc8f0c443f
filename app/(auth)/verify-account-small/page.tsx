import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { accountText } from "@/components/auth/auth-text";
import { currentLocale } from "@/lib/i18n/current-locale";
import { VerifyAccountForm } from "./verify-account-form";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("accountPages"))("titleVerify") };
}

type VerifyAccountPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /verify-account-small?candidate=…&email=…&token=… (links with the misspelt `candidat` work too). */
export default async function VerifyAccountPage({ searchParams }: VerifyAccountPageProps) {
  const params = await searchParams;
  const raw = params.candidate ?? params.candidat;
  const candidateId = typeof raw === "string" && UUID.test(raw) ? raw : null;
  const email = typeof params.email === "string" && params.email ? params.email : null;
  const token = typeof params.token === "string" && params.token ? params.token : null;
  const text = accountText(await currentLocale());
  if (!candidateId || !email || !token) {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-950">{text.linkIncomplete}</h1>
        <p className="mt-3 text-sm text-ink-600">{text.verifyIncompleteText}</p>
        <Link href="/auth/login" className="mt-6 inline-block rounded font-semibold text-brand-600 hover:text-brand-700">
          {text.auth.signIn}
        </Link>
      </div>
    );
  }
  return <VerifyAccountForm candidateId={candidateId} email={email} token={token} text={text} />;
}
