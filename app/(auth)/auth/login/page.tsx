import { redirect } from "next/navigation";
import { authText } from "@/components/auth/auth-text";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { googleSignInEnabled } from "@/lib/auth/options";
import { currentLocale } from "@/lib/i18n/current-locale";
import { LoginForm } from "./login-form";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("auth", "titleSignIn");

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
