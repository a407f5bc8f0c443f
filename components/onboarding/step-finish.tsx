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
import { sayError } from "@/lib/i18n/say-error";

/** Step seven: the "Your are almost done!" popup with Continue. */
export function StepAlmostDone({ goTo, text: { auth, steps: text } }: StepProps) {
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
        <p className="mt-4 text-lg font-semibold text-ink-700">{text.registrationComplete}</p>
      </div>
      <Dialog
        open
        onClose={() => undefined}
        dismissible={false}
        size="sm"
        picture={<AlmostDoneArt className="mx-auto h-28 w-auto" />}
        title={text.almostDone}
        description={text.almostDoneText}
      >
        <FormMessage message={sayError(auth.errors, error)} />
        <Button autoFocus size="lg" className="mt-2 w-full" loading={pending} onClick={() => void onContinue()}>
          {text.continue}
        </Button>
      </Dialog>
    </>
  );
}

/** Step eight: the final illustration, then on to the dashboard (or the page they wanted). */
export function StepAllSet({ text: { steps: text } }: StepProps) {
  const [pending, setPending] = useState(false);
  return (
    <div className="text-center">
      <AllSetArt className="mx-auto h-44 w-auto" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink-950">{text.allSet}</h1>
      <p className="mx-auto mt-2 max-w-sm text-sm text-ink-600">{text.allSetText}</p>
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
        {text.goToDashboard}
      </Button>
    </div>
  );
}
