import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { googleSignInEnabled } from "@/lib/auth/options";
import { LoginForm } from "./login-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

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
    />
  );
}
