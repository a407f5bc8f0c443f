"use client";

import { useEffect, useRef } from "react";
import { ONBOARDING_PROGRESS } from "@/lib/users/onboarding-steps";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { OnboardingText } from "@/components/auth/auth-text";

type ProgressStep = keyof typeof ONBOARDING_PROGRESS;

/** "01/04" and a bar at 25/50/75/100 % for the four profile steps. */
export function OnboardingProgress({ step, text }: { step: ProgressStep; text: OnboardingText["steps"] }) {
  const { percent, label } = ONBOARDING_PROGRESS[step];
  return (
    <div className="mb-7">
      <div className="mb-2 flex items-center justify-between text-xs font-semibold tracking-wide text-ink-500">
        <span>{text.yourProfile}</span>
        <span className="tabular-nums text-brand-600" data-testid="progress-label">
          {label}
        </span>
      </div>
      <ProgressBar label={text.profileProgress} value={percent} fillClassName="bg-brand transition-[width] duration-500" />
    </div>
  );
}

export function StepHeading({ title, text }: { title: string; text?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // A new step: take focus to its heading (screen readers announce it), unless a field took it.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) ref.current?.focus();
  }, []);
  return (
    <div className="mb-7">
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink-950 outline-none">
        {title}
      </h1>
      {text ? <p className="mt-1.5 text-sm text-ink-600">{text}</p> : null}
    </div>
  );
}
