"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { PageLoader } from "@/components/auth/sign-in-redirect";
import { stepIndex, type OnboardingStep } from "@/lib/users/onboarding-schema";
import { clearDraft, loadDraft, updateDraft } from "./draft";
import { StepAccount } from "./step-account";
import { StepBasicInfo } from "./step-basic-info";
import { StepDesignation } from "./step-designation";
import { StepDetails } from "./step-details";
import { StepEmailCode } from "./step-email-code";
import { StepAllSet, StepAlmostDone } from "./step-finish";
import { StepPhoto } from "./step-photo";
import { OnboardingNav } from "./onboarding-nav";
import type { StepProps } from "./types";

const STEPS: Record<OnboardingStep, (props: StepProps) => React.ReactNode> = {
  onboarding_one: StepAccount,
  onboarding_two: StepEmailCode,
  onboarding_three: StepBasicInfo,
  onboarding_four: StepDesignation,
  onboarding_five: StepPhoto,
  onboarding_six: StepDetails,
  onboarding_seven: StepAlmostDone,
  onboarding_eight: StepAllSet,
};

/** Where Back leads from each step: the steps whose answers can still be edited before registration is in. */
const PREVIOUS: Partial<Record<OnboardingStep, OnboardingStep>> = {
  onboarding_four: "onboarding_three",
  onboarding_five: "onboarding_four",
  onboarding_six: "onboarding_five",
};

/** Before the account exists, the stored step is the draft's (session storage): one or two. */
function signedOutStep(): OnboardingStep {
  const draft = loadDraft();
  return draft.currentRegistrationStep === "onboarding_two" && draft.email && draft.password ? "onboarding_two" : "onboarding_one";
}

type RegisterFlowProps = Omit<StepProps, "goTo"> & { step: OnboardingStep };

/**
 * The onboarding steps. The server already sends a signed-in candidate to their stored step;
 * signed out, the draft decides. Moving on always means the server (or the draft) moved first.
 */
export function RegisterFlow({ step, ...props }: RegisterFlowProps) {
  const router = useRouter();
  // An earlier step the candidate went back to; the stored step (and the URL) stay where they are.
  const [viewing, setViewing] = useState<OnboardingStep | null>(null);
  const onClient = useHydrated();
  const signedIn = props.profile !== null;
  const expected = !onClient ? null : signedIn ? step : signedOutStep();

  useEffect(() => {
    if (!expected) return;
    if (expected !== step) {
      router.replace(`/auth/register?steps=${expected}`);
      return;
    }
    if (signedIn) {
      // Another candidate's draft in this tab is not ours to reuse.
      if (loadDraft().email !== props.profile?.email) clearDraft();
      updateDraft({ email: props.profile?.email, password: undefined, currentRegistrationStep: step });
    } else {
      updateDraft({ currentRegistrationStep: step });
    }
  }, [expected, step, signedIn, router, props.profile?.email]);

  if (!expected || expected !== step) return <PageLoader label={props.text.auth.loading} />;

  const goTo = (next: OnboardingStep) => {
    if (viewing) {
      // Forward through the edited steps until the stored one again.
      setViewing(stepIndex(next) >= stepIndex(step) ? null : next);
      return;
    }
    updateDraft({ currentRegistrationStep: next });
    router.replace(`/auth/register?steps=${next}`);
    router.refresh();
  };
  const shown = viewing ?? step;
  const previous = signedIn ? PREVIOUS[shown] : undefined;
  const Step = STEPS[shown];
  return (
    <>
      {signedIn && stepIndex(step) >= stepIndex("onboarding_three") ? (
        <OnboardingNav
          text={props.text.steps}
          email={props.profile?.email ?? ""}
          onBack={previous ? () => setViewing(previous) : null}
          editing={viewing !== null}
          onReturn={() => setViewing(null)}
        />
      ) : null}
      <Step key={shown} {...props} goTo={goTo} revisit={viewing !== null} />
    </>
  );
}
