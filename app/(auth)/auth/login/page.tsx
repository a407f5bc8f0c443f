import type { Metadata } from "next";
import { googleSignInEnabled } from "@/lib/auth/options";
import { LoginForm } from "./login-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

type LoginPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const { callbackUrl } = await searchParams;
  return (
    <LoginForm
      callbackUrl={typeof callbackUrl === "string" ? callbackUrl : null}
      googleEnabled={googleSignInEnabled()}
    />
  );
}
