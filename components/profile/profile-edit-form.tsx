"use client";

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { ChipInput } from "@/components/ui/chip-input";
import { FieldError, FormMessage, inputClass, TextField } from "@/components/ui/fields";
import { InterestPicker } from "@/components/onboarding/interest-picker";
import { cx } from "@/components/ui/cx";
import { EXPERIENCE_YEARS_MAX, PROFILE_SKILLS_MAX, SKILL_MAX_LENGTH } from "@/lib/constants";
import { GENDERS, SKILL_TOO_LONG, SKILLS_TOO_MANY, ZUpdateProfileSchema } from "@/lib/profile/schema";
import { fieldErrors } from "@/lib/validation/field-errors";
import type { ProfileResponse } from "@/lib/profile/types";
import { CountrySelect } from "./country-select";
import { CtcField } from "./ctc-field";
import { CvField } from "./cv-field";
import { PhotoField } from "./photo-field";
import { saveProfile } from "./profile-api";
import { useCountries, useIndustries } from "./reference-lists";
import { listedSkillKey } from "@/lib/jobs/skills-match";

export const PROFILE_FORM_ID = "profile-edit-form";

type Draft = {
  firstName: string;
  lastName: string;
  gender: string;
  designation: string;
  skills: string[];
  experienceYears: string;
  city: string;
  state: string;
  country: string;
  linkedin: string;
  interest: string[];
  currentCTC: string;
  expectedCTC: string;
  jobIndustry: string;
};

function draftFrom(profile: ProfileResponse): Draft {
  return {
    firstName: profile.FirstName ?? "",
    lastName: profile.LastName ?? "",
    gender: profile.Gender ?? "",
    designation: profile.Designation ?? "",
    skills: profile.Skills,
    experienceYears: profile.ExperienceYears === null ? "" : String(profile.ExperienceYears),
    city: profile.Location ?? "",
    state: profile.State ?? "",
    country: profile.Country ?? "",
    linkedin: profile.Handles.LinkedIn ?? "",
    interest: profile.Interest,
    currentCTC: profile.CurrentCTC === null ? "" : String(profile.CurrentCTC),
    expectedCTC: profile.ExpectedCTC === null ? "" : String(profile.ExpectedCTC),
    jobIndustry: profile.JobIndustry ?? "",
  };
}

type EditFormProps = {
  profile: ProfileResponse;
  /** Photo and CV uploads save at once; the parent keeps the profile it shows in step. */
  onFileChanged: (changes: Partial<ProfileResponse>) => void;
  onSavingChange: (saving: boolean) => void;
  onSaved: (profile: ProfileResponse) => void;
  /** A field to bring into view and focus when the form opens. */
  focusField?: "skills";
};

function Select({ label, value, onChange, options, placeholder, error }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: string[];
  placeholder: string;
  error?: string;
}) {
  const id = useId();
  // The saved value stays choosable even while the list loads or if it has since left the list.
  const all = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={cx(inputClass, "appearance-auto pr-3")}
      >
        <option value="">{placeholder}</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function ProfileEditForm({ profile, onFileChanged, onSavingChange, onSaved, focusField }: EditFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusField) return;
    const input = formRef.current?.querySelector<HTMLInputElement>(`[data-field="${focusField}"] input`);
    input?.scrollIntoView({ block: "center" });
    input?.focus({ preventScroll: true });
  }, [focusField]);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const countries = useCountries();
  const industries = useIndustries();
  const genderId = useId();
  const countryId = useId();

  const industryNames = useMemo(() => Object.keys(industries.data ?? {}), [industries.data]);
  const suggestions = useMemo(() => {
    const map = industries.data ?? {};
    const first = map[draft.jobIndustry] ?? [];
    return [...new Set([...first, ...Object.values(map).flat()])];
  }, [industries.data, draft.jobIndustry]);

  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: "" } : e));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = ZUpdateProfileSchema.safeParse(draft);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"], [data-field="${first}"] input`)?.focus();
      return;
    }
    setErrors({});
    onSavingChange(true);
    const result = await saveProfile(parsed.data);
    onSavingChange(false);
    if (!result.ok) {
      if (result.field && result.field in draft) setErrors({ [result.field]: result.error });
      else setFormError(result.error);
      return;
    }
    onSaved(result.data);
  }

  return (
    <form ref={formRef} id={PROFILE_FORM_ID} onSubmit={submit} noValidate className="space-y-6">
      <PhotoField
        url={profile.Profile_Url}
        firstName={profile.FirstName}
        lastName={profile.LastName}
        email={profile.Email}
        onUploaded={(url) => onFileChanged({ Profile_Url: url })}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" value={draft.firstName}
          onChange={(e) => set("firstName")(e.target.value)} error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" value={draft.lastName}
          onChange={(e) => set("lastName")(e.target.value)} error={errors.lastName} />
      </div>

      <fieldset data-field="gender" aria-describedby={`${genderId}-error`}>
        <legend className="mb-1.5 block text-sm font-medium text-ink-800">Gender</legend>
        <div className="flex gap-2">
          {GENDERS.map((gender) => (
            <label
              key={gender}
              className={cx(
                "flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand sm:flex-none sm:px-6",
                draft.gender === gender ? "border-brand bg-brand-50 text-brand-700" : "border-ink-200 text-ink-700 hover:bg-ink-50",
              )}
            >
              <input type="radio" name="gender" value={gender} checked={draft.gender === gender}
                onChange={() => set("gender")(gender)} className="sr-only" />
              {gender}
            </label>
          ))}
        </div>
        <FieldError id={`${genderId}-error`} message={errors.gender} />
      </fieldset>

      <TextField label="Designation" name="designation" autoComplete="organization-title" placeholder="e.g. Frontend Developer"
        value={draft.designation} onChange={(e) => set("designation")(e.target.value)} error={errors.designation} />

      <TextField label="Years of experience" name="experienceYears" inputMode="numeric" placeholder={`0 to ${EXPERIENCE_YEARS_MAX}`}
        className="sm:max-w-56" value={draft.experienceYears} onChange={(e) => set("experienceYears")(e.target.value)} error={errors.experienceYears} />

      <ChipInput label="Skills" labelNote={`(up to ${PROFILE_SKILLS_MAX}; jobs show how yours match)`} name="skills" values={draft.skills}
        onChange={set("skills")} max={PROFILE_SKILLS_MAX} maxLength={SKILL_MAX_LENGTH} listLabel="Your skills" placeholder="e.g. React, then Enter"
        fullMessage={SKILLS_TOO_MANY} tooLongMessage={SKILL_TOO_LONG} error={errors.skills} sameKey={listedSkillKey} />

      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="City" name="city" autoComplete="address-level2" value={draft.city}
          onChange={(e) => set("city")(e.target.value)} error={errors.city} />
        <TextField label="State" name="state" autoComplete="address-level1" value={draft.state}
          onChange={(e) => set("state")(e.target.value)} error={errors.state} />
        <div>
          <label htmlFor={countryId} className="mb-1.5 block text-sm font-medium text-ink-800">
            Country
          </label>
          <CountrySelect id={countryId} countries={countries.data ?? []} by="country_name" value={draft.country}
            onChange={(e) => set("country")(e.target.value)} placeholder={countries.failed ? "Could not load countries" : "Choose a country"}
            aria-invalid={errors.country ? true : undefined} aria-describedby={`${countryId}-error`} />
          <FieldError id={`${countryId}-error`} message={errors.country} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <CtcField label="Current pay (₹ CTC)" name="currentCTC" value={draft.currentCTC} onChange={set("currentCTC")} error={errors.currentCTC} />
        <CtcField label="Expected pay (₹ CTC)" name="expectedCTC" value={draft.expectedCTC} onChange={set("expectedCTC")} error={errors.expectedCTC} />
      </div>

      <TextField label="LinkedIn profile" name="linkedin" type="url" inputMode="url" placeholder="https://www.linkedin.com/in/your-name"
        value={draft.linkedin} onChange={(e) => set("linkedin")(e.target.value)} error={errors.linkedin} />

      <Select label="Industry" value={draft.jobIndustry} onChange={set("jobIndustry")} options={industryNames}
        placeholder={industries.failed ? "Could not load industries" : "Choose an industry"} error={errors.jobIndustry} />

      <div data-field="interest">
        <InterestPicker value={draft.interest} onChange={set("interest")} suggestions={suggestions} error={errors.interest} />
      </div>

      <CvField name={profile.ResumeName} onUploaded={(cv) => onFileChanged(cv)} />

      <FormMessage message={formError} />
    </form>
  );
}
