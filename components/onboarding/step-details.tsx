"use client";

import { useMemo, useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { api } from "@/components/api/api";
import { Select } from "@/components/ui/fields";
import { ZProfileDetailsSchema } from "@/lib/users/onboarding-schema";
import { CvSuggestionsPanel } from "@/components/profile/cv-suggestions-panel";
import type { CvSuggestions } from "@/lib/profile/cv-for-profile";
import { CvUpload } from "./cv-upload";
import { loadDraft, updateDraft } from "./draft";
import { InterestPicker } from "./interest-picker";
import { OnboardingProgress, StepHeading } from "./progress";
import type { StepProps } from "./types";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { StepSubmit } from "./step-submit";
import { industryName } from "@/lib/i18n/reference-names";
import { sayError } from "@/lib/i18n/say-error";
import { LinkedinField } from "@/components/profile/linkedin-field";

/** Step six (04/04): interests, CV and LinkedIn; submitting completes the registration. */
export function StepDetails({ profile, industries, goTo, text: { auth, steps: text, cvSuggestions, industries: industryNames } }: StepProps) {
  const [draft] = useState(loadDraft);
  const [cvName, setCvName] = useState<string | null>(profile?.resumeName ?? null);
  // Each upload's own suggestions: a new CV starts the check afresh.
  const [found, setFound] = useState<{ upload: number; suggestions: CvSuggestions } | null>(null);
  const { control, register, fields, error, pending, submit, setField } = useFormSubmit(ZProfileDetailsSchema, {
    say: (message) => sayError(auth.errors, message),
    defaultValues: {
      jobIndustry: draft.jobIndustry ?? profile?.jobIndustry ?? "",
      interest: draft.interest ?? profile?.interests ?? [],
      linkedin: draft.linkedin ?? profile?.linkedin ?? "",
      cvUploaded: profile?.resumeName ? true : undefined,
    },
    onFieldChange: (name, value) => {
      if (name === "jobIndustry") updateDraft({ jobIndustry: String(value) });
      else if (name === "interest") updateDraft({ interest: value as string[] });
      else if (name === "linkedin") updateDraft({ linkedin: String(value) });
    },
  });
  const [jobIndustry, interest = []] = useWatch({ control, name: ["jobIndustry", "interest"] });
  const suggestions = useMemo(
    () => (jobIndustry && industries[jobIndustry] ? industries[jobIndustry] : [...new Set(Object.values(industries).flat())]),
    [industries, jobIndustry],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void submit(event, async (data) => {
      const result = await api("POST /api/users/create-profile", {
        json: { ...loadDraft(), ...data, jobIndustry: data.jobIndustry || undefined, password: undefined },
        signedIn: true,
      });
      if (!result.ok) return result.error;
      goTo("onboarding_seven");
    });
  }

  return (
    <div>
      <OnboardingProgress step="onboarding_six" text={text} />
      <StepHeading title={text.detailsTitle} text={text.detailsText} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <label htmlFor="jobIndustry" className="mb-1.5 block text-sm font-medium text-ink-800">
            {text.industry} <span className="font-normal text-ink-500">{text.optional}</span>
          </label>
          <Select id="jobIndustry" {...register("jobIndustry")}>
            <option value="">{text.allIndustries}</option>
            {/* The value is the stored English name; the option shows it in the interface language. */}
            {Object.keys(industries).map((name) => (
              <option key={name} value={name}>
                {industryName(industryNames, name)}
              </option>
            ))}
          </Select>
        </div>
        <div data-field="interest">
          <InterestPicker value={interest} suggestions={suggestions} error={fields.interest} onChange={(next) => setField("interest", next)} words={text} />
        </div>
        <div data-field="cvUploaded">
          <CvUpload
            words={{ ...text, errors: auth.errors }}
            name={cvName}
            error={fields.cvUploaded}
            onUploaded={({ name, suggestions }) => {
              setCvName(name);
              updateDraft({ cv: name });
              setField("cvUploaded", true);
              setFound((f) => (suggestions ? { upload: (f?.upload ?? 0) + 1, suggestions } : null));
            }}
          />
        </div>
        {found ? (
          <CvSuggestionsPanel
            key={found.upload}
            suggestions={found.suggestions}
            text={cvSuggestions}
            onSaved={(saved) => updateDraft({ designation: saved.Designation ?? undefined })}
          />
        ) : null}
        <LinkedinField label={text.linkedin} {...register("linkedin")} error={fields.linkedin} />
        <StepSubmit error={error} pending={pending} label={text.completeRegistration} />
      </form>
    </div>
  );
}
