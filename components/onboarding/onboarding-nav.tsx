"use client";

import { useState } from "react";
import { logout } from "@/components/layout/logout-button";
import { Icon } from "@/components/ui/icons";
import type { OnboardingText } from "@/components/auth/auth-text";

type OnboardingNavProps = {
  text: OnboardingText["steps"];
  email: string;
  /** Back to the step before, or null on the first profile step. */
  onBack: (() => void) | null;
  /** Showing an earlier step: the candidate can jump back to where they were. */
  editing: boolean;
  onReturn: () => void;
};

/** Above every step from three on: Back, who is signed in, and a way out ("Not you? Sign out"). */
export function OnboardingNav({ text, email, onBack, editing, onReturn }: OnboardingNavProps) {
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="mb-6 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            className="-ml-1 inline-flex items-center gap-1.5 rounded-lg px-1 py-1 font-semibold text-ink-700 hover:text-ink-950"
          >
            <Icon name="arrowLeft" className="size-4" />
            {text.back}
          </button>
        ) : (
          <span />
        )}
        <p className="min-w-0 text-ink-600">
          <span className="break-all" translate="no">
            {email}
          </span>
          <span aria-hidden="true"> · </span>
          {text.notYou}{" "}
          <button
            type="button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
          >
            {text.signOut}
          </button>
        </p>
      </div>
      {editing ? (
        <p role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm text-brand-800">
          {text.editingEarlier}
          <button type="button" onClick={onReturn} className="font-semibold underline underline-offset-2">
            {text.returnToStep}
          </button>
        </p>
      ) : null}
    </div>
  );
}
