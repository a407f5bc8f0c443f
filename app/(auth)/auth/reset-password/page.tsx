import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { accountText } from "@/components/auth/auth-text";
import { currentLocale } from "@/lib/i18n/current-locale";
import { ResetPasswordForm } from "./reset-password-form";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("accountPages"))("titleReset") };
}

type ResetPasswordPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { email } = await searchParams;
  return <ResetPasswordForm email={typeof email === "string" && email ? email : null} text={accountText(await currentLocale())} />;
}
