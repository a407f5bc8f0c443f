import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { authText } from "@/components/auth/auth-text";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { googleSignInEnabled } from "@/lib/auth/options";
import { currentLocale } from "@/lib/i18n/current-locale";
import { LoginForm } from "./login-form";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("titleSignIn") };
}

type LoginPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const params = await searchParams;
  // Already signed in: straight on (the onboarding gate decides where).
  if (await getCurrentCandidate()) redirect("/auth/continue");
  return (
    <LoginForm
      callbackUrl={one(params.callbackUrl)}
      googleEnabled={googleSignInEnabled()}
      notice={one(params.notice)}
      error={one(params.error)}
      text={authText(await currentLocale())}
    />
  );
}
