import { accountText } from "@/components/auth/auth-text";
import { currentLocale } from "@/lib/i18n/current-locale";
import { ForgotPasswordForm } from "./forgot-password-form";
import { titleFrom } from "@/lib/i18n/page-title";

export const generateMetadata = titleFrom("accountPages", "titleForgot");
// Rendered per request, so its scripts carry the request's Content-Security-Policy nonce.
export const dynamic = "force-dynamic";

export default async function ForgotPasswordPage() {
  return <ForgotPasswordForm text={accountText(await currentLocale())} />;
}
