"use client";

import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/fields";
import { CtcField } from "@/components/profile/ctc-field";
import { ZDesignationSchema } from "@/lib/users/onboarding-schema";
import { loadDraft, updateDraft } from "./draft";
import { OnboardingProgress, StepHeading } from "./progress";
import type { StepProps } from "./types";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { saveStep } from "./save-step";
import { StepSubmit } from "./step-submit";

/** Step four (02/04): current designation and current / expected CTC. */
export function StepDesignation({ profile, goTo, revisit = false }: StepProps) {
  const [draft] = useState(loadDraft);
  const [form, setForm] = useState(() => ({
    designation: draft.designation ?? profile?.designation ?? "",
    currentCtc: draft.currentCtc ?? profile?.currentCtc ?? "",
    expectedCtc: draft.expectedCtc ?? profile?.expectedCtc ?? "",
  }));
  const { fields, error, pending, submit, clearField } = useFormSubmit();

  function set(key: keyof typeof form, value: string) {
    setForm((f) => ({ ...f, [key]: value }));
    clearField(key);
    updateDraft({ [key]: value });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(ZDesignationSchema, form, (data) => saveStep("onboarding_four", { ...data, revisit }, goTo, "onboarding_five"));
  }

  return (
    <div>
      <OnboardingProgress step="onboarding_four" />
      <StepHeading title="Your current role" text="This helps us match you with roles at the right level." />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField label="Current designation" name="designation" autoComplete="organization-title" placeholder="e.g. Software Engineer"
          value={form.designation} onChange={(e) => set("designation", e.target.value)} error={fields.designation} />
        <div className="grid gap-5 sm:grid-cols-2">
          <CtcField label="Current CTC" name="currentCtc" value={form.currentCtc} onChange={(v) => set("currentCtc", v)} error={fields.currentCtc} />
          <CtcField label="Expected CTC" name="expectedCtc" value={form.expectedCtc} onChange={(v) => set("expectedCtc", v)} error={fields.expectedCtc} />
        </div>
        <StepSubmit error={error} pending={pending} />
      </form>
    </div>
  );
}
