"use client";

import { useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { TextField } from "@/components/ui/fields";
import { CtcField } from "@/components/profile/ctc-field";
import { ZDesignationSchema } from "@/lib/users/onboarding-schema";
import { loadDraft, updateDraft } from "./draft";
import { OnboardingProgress, StepHeading } from "./progress";
import type { StepProps } from "./types";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { saveStep } from "./save-step";
import { StepSubmit } from "./step-submit";
import { sayError } from "@/lib/i18n/say-error";

/** Step four (02/04): current designation and current / expected CTC. */
export function StepDesignation({ profile, goTo, revisit = false, text: { auth, steps: text, ctc: ctcText } }: StepProps) {
  const [draft] = useState(loadDraft);
  const { control, register, fields, error, pending, submit, setField } = useFormSubmit(ZDesignationSchema, {
    say: (message) => sayError(auth.errors, message),
    defaultValues: {
      designation: draft.designation ?? profile?.designation ?? "",
      currentCtc: draft.currentCtc ?? profile?.currentCtc ?? "",
      expectedCtc: draft.expectedCtc ?? profile?.expectedCtc ?? "",
    },
    onFieldChange: (name, value) => updateDraft({ [name]: String(value ?? "") }),
  });
  const ctcs = useWatch({ control, name: ["currentCtc", "expectedCtc"] });
  const ctc = (name: "currentCtc" | "expectedCtc", at: 0 | 1) => ({
    name,
    value: String(ctcs[at] ?? ""),
    onChange: (v: string) => setField(name, v),
    error: fields[name],
    text: ctcText,
    // What the box says as it is typed (a pay that is not whole rupees), in the interface language.
    say: (message: string) => sayError(auth.errors, message),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void submit(event, (data) => saveStep("onboarding_four", { ...data, revisit }, goTo, "onboarding_five"));
  }

  return (
    <div>
      <OnboardingProgress step="onboarding_four" text={text} />
      <StepHeading title={text.designationTitle} text={text.designationText} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={text.currentDesignation}
          autoComplete="organization-title"
          placeholder={text.designationExample}
          {...register("designation")}
          error={fields.designation}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <CtcField label={text.currentCtc} {...ctc("currentCtc", 0)} />
          <CtcField label={text.expectedCtc} {...ctc("expectedCtc", 1)} />
        </div>
        <StepSubmit error={error} pending={pending} label={text.continue} />
      </form>
    </div>
  );
}
