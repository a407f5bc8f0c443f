"use client";

import { useState, type FormEvent } from "react";
import { FieldError, TextField } from "@/components/ui/fields";
import { CountrySelect } from "@/components/profile/country-select";
import { cx } from "@/components/ui/cx";
import { DEFAULT_COUNTRY_ISO } from "@/lib/constants";
import { GENDERS, ZBasicInfoSchema } from "@/lib/users/onboarding-schema";
import { loadDraft, updateDraft } from "./draft";
import { MobileVerification } from "./mobile-verification";
import { OnboardingProgress, StepHeading } from "./progress";
import type { StepProps } from "./types";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { saveStep } from "./save-step";
import { StepSubmit } from "./step-submit";

/** Step three (01/04): name, gender, where they live (city, state, country) and a verified mobile number. */
export function StepBasicInfo({ profile, countries, goTo, revisit = false }: StepProps) {
  const [draft] = useState(loadDraft);
  const [form, setForm] = useState(() => ({
    firstName: draft.firstName ?? profile?.firstName ?? "",
    lastName: draft.lastName ?? profile?.lastName ?? "",
    gender: draft.gender ?? profile?.gender ?? undefined,
    city: draft.city ?? profile?.city ?? "",
    state: draft.state ?? profile?.state ?? "",
    countryIso: draft.country ?? (profile?.countryIso || DEFAULT_COUNTRY_ISO),
    mobile: draft.mobile ?? profile?.mobileNational ?? "",
  }));
  // Verified for exactly this country and number; editing either undoes it.
  const [verifiedFor, setVerifiedFor] = useState<string | null>(() =>
    profile?.mobileVerified ? `${profile.countryIso}|${profile.mobileNational.replace(/\D/g, "")}` : null,
  );
  const { fields, error, pending, submit, clearField } = useFormSubmit();
  const country = countries.find((c) => c.iso_code === form.countryIso);
  const mobileKey = `${form.countryIso}|${form.mobile.replace(/\D/g, "")}`;
  const mobileVerified = verifiedFor === mobileKey;

  function set<K extends keyof typeof form>(key: K, value: (typeof form)[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    clearField(key);
    updateDraft({ [key === "countryIso" ? "country" : key]: value });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(ZBasicInfoSchema, { ...form, mobileVerified }, (data) => saveStep("onboarding_three", { ...data, revisit }, goTo, "onboarding_four"));
  }

  return (
    <div>
      <OnboardingProgress step="onboarding_three" />
      <StepHeading title="Tell us about yourself" text="Employers see these details on your profile." />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" name="firstName" autoComplete="given-name" value={form.firstName}
            onChange={(e) => set("firstName", e.target.value)} error={fields.firstName} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" value={form.lastName}
            onChange={(e) => set("lastName", e.target.value)} error={fields.lastName} />
        </div>
        <fieldset aria-describedby="gender-error">
          <legend className="mb-1.5 block text-sm font-medium text-ink-800">Gender</legend>
          <div className="grid grid-cols-2 gap-3">
            {GENDERS.map((g) => (
              <label key={g} className={cx(
                "flex h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-semibold transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/15",
                form.gender === g ? "border-brand bg-brand-50 text-brand-700" : "border-ink-200 bg-white text-ink-700 hover:border-ink-300",
              )}>
                <input type="radio" name="gender" value={g} checked={form.gender === g} onChange={() => set("gender", g)} className="sr-only" />
                {g}
              </label>
            ))}
          </div>
          <FieldError id="gender-error" message={fields.gender} />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="City (optional)" name="city" autoComplete="address-level2" value={form.city}
            onChange={(e) => set("city", e.target.value)} error={fields.city} />
          <TextField label="State" name="state" autoComplete="address-level1" value={form.state}
            onChange={(e) => set("state", e.target.value)} error={fields.state} />
          <div className="sm:col-span-2">
            <label htmlFor="country" className="mb-1.5 block text-sm font-medium text-ink-800">Country</label>
            <CountrySelect id="country" name="country" countries={countries} by="iso_code" withDialCode value={form.countryIso}
              onChange={(e) => set("countryIso", e.target.value)} />
          </div>
        </div>
        <MobileVerification
          email={profile?.email ?? ""}
          country={country}
          mobile={form.mobile}
          onMobileChange={(m) => set("mobile", m)}
          verified={mobileVerified}
          onVerified={() => {
            setVerifiedFor(mobileKey);
            clearField("mobileVerified");
          }}
          // "Mobile number is not verified yet" returns only on a submit without a verified number.
          onCodeSent={() => clearField("mobileVerified")}
          error={fields.mobileVerified}
        />
        <StepSubmit error={error} pending={pending} />
      </form>
    </div>
  );
}
