"use client";

import { useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { TextField } from "@/components/ui/fields";
import { CountrySelect } from "@/components/profile/country-select";
import { DEFAULT_COUNTRY_ISO } from "@/lib/profile/profile-limits";
import { ZBasicInfoSchema } from "@/lib/users/onboarding-schema";
import { loadDraft, updateDraft } from "./draft";
import { MobileVerification } from "./mobile-verification";
import { OnboardingProgress, StepHeading } from "./progress";
import type { StepProps } from "./types";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { saveStep } from "./save-step";
import { StepSubmit } from "./step-submit";
import { sayError } from "@/lib/i18n/say-error";
import { GenderChoice } from "@/components/profile/gender-choice";

// The mobile number is saved by its verification; the step keeps it with its other fields.
const ZStepForm = ZBasicInfoSchema.extend({ mobile: z.string().optional() });

/** Step three (01/04): name, gender, where they live (city, state, country) and a verified mobile number. */
export function StepBasicInfo({ profile, countries, goTo, revisit = false, text: { auth, steps: text } }: StepProps) {
  const [draft] = useState(loadDraft);
  const { form, control, register, fields, error, pending, submit, setField } = useFormSubmit(ZStepForm, {
    say: (message) => sayError(auth.errors, message),
    defaultValues: {
      firstName: draft.firstName ?? profile?.firstName ?? "",
      lastName: draft.lastName ?? profile?.lastName ?? "",
      gender: draft.gender ?? profile?.gender ?? undefined,
      city: draft.city ?? profile?.city ?? "",
      state: draft.state ?? profile?.state ?? "",
      countryIso: draft.country ?? (profile?.countryIso || DEFAULT_COUNTRY_ISO),
      mobile: draft.mobile ?? profile?.mobileNational ?? "",
    },
    onFieldChange: (name, value) => {
      if (name !== "mobileVerified") updateDraft({ [name === "countryIso" ? "country" : name]: value });
    },
  });
  // Verified for exactly this country and number; editing either undoes it.
  const [verifiedFor, setVerifiedFor] = useState<string | null>(() =>
    profile?.mobileVerified ? `${profile.countryIso}|${profile.mobileNational.replace(/\D/g, "")}` : null,
  );
  const [gender, countryIso, mobile] = useWatch({ control, name: ["gender", "countryIso", "mobile"] });
  const country = countries.find((c) => c.iso_code === countryIso);
  const mobileKey = `${countryIso}|${String(mobile ?? "").replace(/\D/g, "")}`;
  const mobileVerified = verifiedFor === mobileKey;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Undefined when not verified: the schema's own message says so.
    form.setValue("mobileVerified", (mobileVerified || undefined) as true);
    void submit(event, (data) => saveStep("onboarding_three", { ...data, mobile: undefined, revisit }, goTo, "onboarding_four"));
  }

  return (
    <div>
      <OnboardingProgress step="onboarding_three" text={text} />
      <StepHeading title={text.basicTitle} text={text.basicText} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={text.firstName} autoComplete="given-name" {...register("firstName")} error={fields.firstName} />
          <TextField label={text.lastName} autoComplete="family-name" {...register("lastName")} error={fields.lastName} />
        </div>
        <GenderChoice legend={text.gender} labels={text.genders} chosen={gender} field={register("gender")} error={fields.gender} errorId="gender-error" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={text.cityOptional} autoComplete="address-level2" {...register("city")} error={fields.city} />
          <TextField label={text.state} autoComplete="address-level1" {...register("state")} error={fields.state} />
          <div className="sm:col-span-2">
            <label htmlFor="country" className="mb-1.5 block text-sm font-medium text-ink-800">
              {text.country}
            </label>
            <CountrySelect
              id="country"
              name="country"
              countries={countries}
              by="iso_code"
              withDialCode
              value={countryIso}
              onChange={(e) => setField("countryIso", e.target.value)}
            />
          </div>
        </div>
        <MobileVerification
          email={profile?.email ?? ""}
          country={country}
          mobile={String(mobile ?? "")}
          onMobileChange={(m) => setField("mobile", m)}
          verified={mobileVerified}
          onVerified={() => {
            setVerifiedFor(mobileKey);
            form.clearErrors("mobileVerified");
          }}
          // "Mobile number is not verified yet" returns only on a submit without a verified number.
          onCodeSent={() => form.clearErrors("mobileVerified")}
          error={fields.mobileVerified}
          verifyLabel={text.verify}
          words={{ ...text, sending: auth.sending, errors: auth.errors }}
        />
        <StepSubmit error={error} pending={pending} label={text.continue} />
      </form>
    </div>
  );
}
