"use client";

import { useEffect, useId, useMemo, useRef, type FormEvent } from "react";
import { useWatch, type DefaultValues } from "react-hook-form";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { FieldError, FormMessage, inputClass, TextField } from "@/components/ui/fields";
import { InterestPicker } from "@/components/onboarding/interest-picker";
import { cx } from "@/components/ui/cx";
import { EXPERIENCE_YEARS_MAX, PROFILE_SKILLS_MAX } from "@/lib/profile/profile-limits";
import { ZUpdateProfileSchema, type TUpdateProfileInput } from "@/lib/profile/schema";
import type { ProfileResponse } from "@/lib/profile/types";
import { CountrySelect } from "./country-select";
import { CtcField } from "./ctc-field";
import { CvField } from "./cv-field";
import { PhotoField } from "./photo-field";
import { ProfileSkillsInput } from "./profile-skills-input";
import { saveProfile } from "./profile-api";
import { useCountries, useIndustries } from "./reference-lists";
import { fill } from "@/lib/i18n/fill";
import { industryName } from "@/lib/i18n/reference-names";
import { sayError } from "@/lib/i18n/say-error";
import type { ProfileText } from "./profile-dialog";
import { GenderChoice } from "./gender-choice";
import { LinkedinField } from "./linkedin-field";

export const PROFILE_FORM_ID = "profile-edit-form";
/** An address, the same in every language (not words to translate). */

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
  text: ProfileText;
};

function Select({
  label,
  name,
  value,
  onChange,
  options,
  labelOf,
  placeholder,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: string[];
  /** The name each option shows (the values stay the stored English names). */
  labelOf: (value: string) => string;
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
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={cx(inputClass, "appearance-auto pr-3")}
      >
        <option value="">{placeholder}</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function ProfileEditForm({ profile, onFileChanged, onSavingChange, onSaved, focusField, text: words }: EditFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusField) return;
    const input = formRef.current?.querySelector<HTMLInputElement>(`[data-field="${focusField}"] input`);
    input?.scrollIntoView({ block: "center" });
    input?.focus({ preventScroll: true });
  }, [focusField]);
  const {
    control,
    register,
    fields: errors,
    error: formError,
    submit,
    setField,
  } = useFormSubmit(ZUpdateProfileSchema, {
    say: (message) => sayError(words.profileErrors, message),
    // A profile saved without a gender shows none chosen; the schema asks for one on save.
    defaultValues: draftFrom(profile) as DefaultValues<TUpdateProfileInput>,
  });
  const watched = useWatch({ control, name: ["gender", "jobIndustry", "skills", "country", "interest", "currentCTC", "expectedCTC"] });
  const [gender, skills = [], interest = []] = [watched[0], watched[2], watched[4]];
  const text = (at: number) => String(watched[at] ?? "");
  const [jobIndustry, country] = [text(1), text(3)];
  const countries = useCountries(words.locale);
  const industries = useIndustries();
  const genderId = useId();
  const countryId = useId();

  const industryNames = useMemo(() => Object.keys(industries.data ?? {}), [industries.data]);
  const suggestions = useMemo(() => {
    const map = industries.data ?? {};
    const first = map[jobIndustry] ?? [];
    return [...new Set([...first, ...Object.values(map).flat()])];
  }, [industries.data, jobIndustry]);

  /** A pay box bound to its field; its value is the watched one (5: current, 6: expected). */
  const ctc = (name: "currentCTC" | "expectedCTC", at: 5 | 6) => ({
    name,
    value: text(at),
    onChange: (v: string) => setField(name, v),
    error: errors[name],
    text: words,
    say: (message: string) => sayError(words.profileErrors, message),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void submit(event, async (data) => {
      onSavingChange(true);
      const result = await saveProfile(data);
      onSavingChange(false);
      if (!result.ok) return result.field ? { field: result.field, message: result.error } : result.error;
      onSaved(result.data);
    });
  }

  return (
    <form ref={formRef} id={PROFILE_FORM_ID} onSubmit={onSubmit} noValidate className="space-y-6">
      <PhotoField
        url={profile.Profile_Url}
        firstName={profile.FirstName}
        lastName={profile.LastName}
        email={profile.Email}
        onUploaded={(url) => onFileChanged({ Profile_Url: url })}
        text={words}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={words.firstName} autoComplete="given-name" {...register("firstName")} error={errors.firstName} />
        <TextField label={words.lastName} autoComplete="family-name" {...register("lastName")} error={errors.lastName} />
      </div>

      <GenderChoice
        legend={words.gender}
        labels={words.genders}
        chosen={gender}
        field={register("gender")}
        error={errors.gender}
        errorId={`${genderId}-error`}
      />

      <TextField
        label={words.designation}
        autoComplete="organization-title"
        placeholder={words.designationExample}
        {...register("designation")}
        error={errors.designation}
      />

      <TextField
        label={words.experienceYears}
        inputMode="numeric"
        placeholder={fill(words.experienceRange, { max: EXPERIENCE_YEARS_MAX })}
        className="sm:max-w-56"
        {...register("experienceYears")}
        error={errors.experienceYears}
      />

      <ProfileSkillsInput
        label={words.skills}
        labelNote={fill(words.skillsNote, { max: PROFILE_SKILLS_MAX })}
        values={skills}
        onChange={(next) => setField("skills", next)}
        listLabel={words.yourSkills}
        placeholder={words.skillsExample}
        errorWords={words.profileErrors}
        words={words}
        error={errors.skills}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={words.city} autoComplete="address-level2" {...register("city")} error={errors.city} />
        <TextField label={words.state} autoComplete="address-level1" {...register("state")} error={errors.state} />
        <div>
          <label htmlFor={countryId} className="mb-1.5 block text-sm font-medium text-ink-800">
            {words.country}
          </label>
          <CountrySelect
            id={countryId}
            countries={countries.data ?? []}
            by="country_name"
            value={country}
            name="country"
            onChange={(e) => setField("country", e.target.value)}
            placeholder={countries.failed ? words.countriesFailed : words.chooseCountry}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={`${countryId}-error`}
          />
          <FieldError id={`${countryId}-error`} message={errors.country} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <CtcField label={words.currentPayCtc} {...ctc("currentCTC", 5)} />
        <CtcField label={words.expectedPayCtc} {...ctc("expectedCTC", 6)} />
      </div>

      <LinkedinField label={words.linkedinProfile} {...register("linkedin")} error={errors.linkedin} />

      <Select
        label={words.industry}
        name="jobIndustry"
        value={jobIndustry}
        onChange={(v) => setField("jobIndustry", v)}
        options={industryNames}
        labelOf={(name) => industryName(words.industries, name)}
        placeholder={industries.failed ? words.industriesFailed : words.chooseIndustry}
        error={errors.jobIndustry}
      />

      <div data-field="interest">
        <InterestPicker
          value={interest}
          onChange={(next) => setField("interest", next)}
          suggestions={suggestions}
          error={errors.interest}
          words={words.interestWords}
        />
      </div>

      <CvField name={profile.ResumeName} onUploaded={(cv) => onFileChanged(cv)} text={words.cvField} errors={words.profileErrors} />

      <FormMessage message={formError} />
    </form>
  );
}
