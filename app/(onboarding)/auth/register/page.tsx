import { redirect } from "next/navigation";
import { onboardingText } from "@/components/auth/auth-text";
import { currentLocale } from "@/lib/i18n/current-locale";
import { RegisterFlow } from "@/components/onboarding/register-flow";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { googleSignInEnabled } from "@/lib/auth/options";
import { pastAccountSteps } from "@/lib/users/onboarding";
import { loadOnboardingProfile } from "@/lib/users/onboarding-profile";
import { isOnboardingStep } from "@/lib/users/onboarding-path";
import { industryTitles, listCountries } from "@/lib/users/reference-data";
import { labelCountries } from "@/lib/i18n/reference-names";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("auth", "titleSignUp");

type RegisterPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const registerUrl = (step: string) => `/auth/register?steps=${step}`;

/**
 * /auth/register?steps=onboarding_one … onboarding_eight. The URL step must be the stored one:
 * the server's for a signed-in candidate, the session-storage draft's before the account exists.
 */
export default async function RegisterPage({ searchParams }: RegisterPageProps) {
  const { steps } = await searchParams;
  const candidate = await getCurrentCandidate();
  const locale = await currentLocale();
  const text = onboardingText(locale);

  if (candidate) {
    // A signed-in candidate has an account already: the e-mail and password steps are behind them.
    const stored = await pastAccountSteps(candidate.id, candidate.onboardingStep);
    if (stored === "onboarding_eight" && steps !== stored) redirect("/dashboard");
    if (steps !== stored) redirect(registerUrl(stored));
    const [profile, countries, industries] = await Promise.all([loadOnboardingProfile(candidate.id), listCountries(), industryTitles()]);
    if (!isOnboardingStep(stored)) redirect("/dashboard");
    return (
      <RegisterFlow
        step={stored}
        profile={profile}
        countries={labelCountries(locale, countries)}
        industries={industries}
        googleEnabled={googleSignInEnabled()}
        text={text}
      />
    );
  }

  if (steps !== "onboarding_one" && steps !== "onboarding_two") redirect(registerUrl("onboarding_one"));
  return <RegisterFlow step={steps} profile={null} countries={[]} industries={{}} googleEnabled={googleSignInEnabled()} text={text} />;
}
