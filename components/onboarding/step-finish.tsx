"use client";

import { useState } from "react";
import { takeRedirectUrl } from "@/components/auth/browser-session";
import { FormMessage } from "@/components/ui/fields";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { clearDraft } from "./draft";
import { AllSetArt, AlmostDoneArt } from "./illustrations";
import type { StepProps } from "./types";
import { saveStep } from "./save-step";

/** Step seven: the "Your are almost done!" popup with Continue. */
export function StepAlmostDone({ goTo }: StepProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onContinue() {
    setPending(true);
    setError(null);
    const failure = await saveStep("onboarding_seven", {}, goTo, "onboarding_eight");
    if (failure) {
      setPending(false);
      setError(failure);
    }
  }

  return (
    <>
      <div aria-hidden="true" className="py-6 text-center">
        <AllSetArt className="mx-auto h-36 w-auto opacity-60" />
        <p className="mt-4 text-lg font-semibold text-ink-700">Registration complete</p>
      </div>
      <Dialog
        open
        onClose={() => undefined}
        dismissible={false}
        size="sm"
        picture={<AlmostDoneArt className="mx-auto h-28 w-auto" />}
        title="Your are almost done!"
        description="Your profile is saved. One more tap and you're ready to explore jobs."
      >
        <FormMessage message={error} />
        <Button autoFocus size="lg" className="mt-2 w-full" loading={pending} onClick={() => void onContinue()}>
          Continue
        </Button>
      </Dialog>
    </>
  );
}

/** Step eight: the final illustration, then on to the dashboard (or the page they wanted). */
export function StepAllSet() {
  const [pending, setPending] = useState(false);
  return (
    <div className="text-center">
      <AllSetArt className="mx-auto h-44 w-auto" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink-950">You&apos;re all set!</h1>
      <p className="mx-auto mt-2 max-w-sm text-sm text-ink-600">
        Your profile is ready. Discover jobs that fit you, apply in a few clicks and practise with mock interviews.
      </p>
      <Button
        size="lg"
        className="mt-8 w-full"
        loading={pending}
        onClick={() => {
          setPending(true);
          clearDraft();
          window.location.assign(takeRedirectUrl());
        }}
      >
        Go to dashboard
      </Button>
    </div>
  );
}
