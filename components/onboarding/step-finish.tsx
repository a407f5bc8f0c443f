"use client";

import { useId, useState } from "react";
import { takeRedirectUrl } from "@/components/auth/browser-session";
import { request } from "@/components/api/request";
import { FormMessage } from "@/components/auth/fields";
import { Button } from "@/components/ui/button";
import { clearDraft } from "./draft";
import { AllSetArt, AlmostDoneArt } from "./illustrations";
import type { StepProps } from "./types";

/** Step seven: the "Your are almost done!" popup with Continue. */
export function StepAlmostDone({ goTo }: StepProps) {
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onContinue() {
    setPending(true);
    setError(null);
    const result = await request("/api/users/onboarding", { json: { step: "onboarding_seven" }, signedIn: true });
    if (!result.ok) {
      setPending(false);
      setError(result.error);
      return;
    }
    goTo("onboarding_eight");
  }

  return (
    <>
      <div aria-hidden="true" className="py-6 text-center">
        <AllSetArt className="mx-auto h-36 w-auto opacity-60" />
        <p className="mt-4 text-lg font-semibold text-ink-700">Registration complete</p>
      </div>
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink-950/50 p-4 backdrop-blur-[2px] animate-fade-in sm:items-center">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="w-full max-w-sm rounded-3xl bg-white p-7 text-center shadow-pop">
        <AlmostDoneArt className="mx-auto h-28 w-auto" />
        <h1 id={titleId} className="mt-5 text-xl font-bold tracking-tight text-ink-950">
          Your are almost done!
        </h1>
        <p className="mt-2 text-sm text-ink-600">Your profile is saved. One more tap and you&apos;re ready to explore jobs.</p>
        <div className="mt-5">
          <FormMessage message={error} />
        </div>
        <Button autoFocus size="lg" className="mt-2 w-full" loading={pending} onClick={() => void onContinue()}>
          Continue
        </Button>
      </div>
    </div>
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
