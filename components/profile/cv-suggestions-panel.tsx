"use client";
// What a newly uploaded CV suggests (designation, skills, years of experience), for the candidate to
// check, change and save through the profile save, or to skip. Nothing is saved before they choose.
// The profile's own skills stay listed, with the CV's new ones marked; a designation or years that
// differ from the profile's show both, so nothing saved is replaced unseen.
// Not a <form>: onboarding shows it inside its own step form, so Enter in a box saves this panel only.
import { Fragment, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormMessage, TextField } from "@/components/ui/fields";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { EXPERIENCE_YEARS_MAX } from "@/lib/profile/profile-limits";
import type { CvSuggestions } from "@/lib/profile/cv-for-profile";
import { ZUpdateProfileSchema } from "@/lib/profile/schema";
import type { ProfileResponse } from "@/lib/profile/types";
import { saveProfile } from "./profile-api";
import { ProfileSkillsInput } from "./profile-skills-input";
import { fill, fillParts } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";
import type { CvSuggestionsText } from "./cv-suggestions-text";

const ZConfirmed = ZUpdateProfileSchema.pick({ designation: true, skills: true, experienceYears: true });

const foundSomething = (s: CvSuggestions) => Boolean(s.designation) || s.newSkills.length > 0 || s.experienceYears !== null;

type Props = {
  suggestions: CvSuggestions;
  onSaved?: (profile: ProfileResponse) => void;
  /** Its words in the interface language (`cvSuggestionsText`, handed by the server page). */
  text: CvSuggestionsText;
};

export function CvSuggestionsPanel({ suggestions, onSaved, text }: Props) {
  const titleId = useId();
  const { onProfile } = suggestions;
  const [state, setState] = useState<"open" | "saved" | "skipped">("open");
  const { form, control, register, fields, error, pending, submit, setField } = useFormSubmit(ZConfirmed, {
    say: (message) => sayError(text.errors, message),
    defaultValues: {
      designation: suggestions.designation ?? onProfile.designation ?? "",
      skills: suggestions.skills,
      experienceYears: String(suggestions.experienceYears ?? onProfile.experienceYears ?? ""),
    },
  });
  const [designation = "", skills = [], years] = useWatch({ control, name: ["designation", "skills", "experienceYears"] });

  if (state === "skipped") return null;
  if (state === "saved") {
    return (
      <p role="status" data-testid="cv-suggestions-saved" className="rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800">
        {text.saved}
      </p>
    );
  }
  if (!foundSomething(suggestions)) {
    return (
      <p role="status" data-testid="cv-suggestions-none" className="rounded-xl bg-ink-50 px-3.5 py-2.5 text-sm text-ink-700">
        {text.none}
      </p>
    );
  }

  const save = () => {
    // A blank designation keeps the profile's.
    if (!designation.trim()) form.setValue("designation", undefined);
    void submit(undefined, async (data) => {
      const result = await saveProfile(data);
      if (!result.ok) return result.error;
      setState("saved");
      onSaved?.(result.data);
    });
  };
  const saveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    save();
  };

  const addedSkills = skills.filter((s) => suggestions.newSkills.includes(s));
  const keptSkills = skills.filter((s) => !suggestions.newSkills.includes(s));

  return (
    <section aria-labelledby={titleId} data-testid="cv-suggestions" className="rounded-2xl border border-brand-100 bg-brand-50/40 p-4 sm:p-5">
      <h2 id={titleId} className="text-base font-semibold text-ink-950">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{text.intro}</p>
      <div className="mt-4 space-y-4">
        <TextField
          label={text.designation}
          autoComplete="organization-title"
          {...register("designation")}
          hint={
            <FoundBeside
              found={suggestions.designation}
              saved={onProfile.designation}
              value={designation}
              onPick={(v) => setField("designation", v)}
              text={text}
            />
          }
          error={fields.designation}
          onKeyDown={saveOnEnter}
        />
        <ProfileSkillsInput
          label={text.skills}
          labelNote={text.skillsNote}
          values={skills}
          onChange={(next) => setField("skills", next)}
          listLabel={text.skillsList}
          placeholder={text.skillsExample}
          errorWords={text.errors}
          words={text.chips}
          error={fields.skills}
          tagged={keptSkills.length > 0 ? { values: suggestions.newSkills, tag: text.newTag } : undefined}
        />
        <SkillsOrigin kept={keptSkills} added={addedSkills} noneNew={suggestions.newSkills.length === 0} text={text} />
        <TextField
          label={text.years}
          type="number"
          inputMode="numeric"
          min={0}
          max={EXPERIENCE_YEARS_MAX}
          className="max-w-48"
          {...register("experienceYears")}
          hint={
            <FoundBeside
              found={suggestions.experienceYears === null ? null : String(suggestions.experienceYears)}
              saved={onProfile.experienceYears === null ? null : String(onProfile.experienceYears)}
              value={String(years ?? "")}
              onPick={(v) => setField("experienceYears", v)}
              unit
              text={text}
            />
          }
          error={fields.experienceYears}
          onKeyDown={saveOnEnter}
        />
      </div>
      <div className="mt-4">
        <FormMessage message={error} />
      </div>
      <div className="mt-3 flex flex-col gap-2.5 sm:flex-row">
        <Button type="button" onClick={save} loading={pending}>
          {text.save}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setState("skipped")} disabled={pending}>
          {text.skip}
        </Button>
      </div>
    </section>
  );
}

/** A message with its {slots} filled by the candidate's own words (a designation, skills), marked translate="no". */
function withOwnWords(message: string, values: Record<string, string>): ReactNode {
  const marked: Record<string, ReactNode> = {};
  for (const [name, value] of Object.entries(values)) marked[name] = <span translate="no">{value}</span>;
  return fillParts<ReactNode>(message, marked).map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

/** Under a field: where its value comes from, and the profile's value beside a CV's that differs. */
function FoundBeside({
  found,
  saved,
  value,
  onPick,
  unit,
  text,
}: {
  found: string | null;
  saved: string | null;
  value: string;
  onPick: (v: string) => void;
  /** The value is a number of years (said with the unit, not the candidate's own words). */
  unit?: boolean;
  text: CvSuggestionsText;
}) {
  const say = (message: string, values: Record<string, string>) =>
    unit
      ? fill(message, Object.fromEntries(Object.entries(values).map(([name, v]) => [name, fill(text.yearsValue, { years: v })])))
      : withOwnWords(message, values);
  if (found === null) return saved ? text.fromProfile : null;
  if (!saved || saved.trim().toLowerCase() === found.trim().toLowerCase()) return text.foundInCv;
  const pick = value.trim() === saved ? found : saved;
  return (
    <>
      {say(text.foundBoth, { found, saved })}{" "}
      <button type="button" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800" onClick={() => onPick(pick)}>
        {pick === saved ? say(text.keep, { value: saved }) : say(text.use, { value: found })}
      </button>
    </>
  );
}

/** Says in words which skills the CV adds and which the profile had (the chips only mark the new ones). */
function SkillsOrigin({ kept, added, noneNew, text }: { kept: string[]; added: string[]; noneNew: boolean; text: CvSuggestionsText }) {
  if (kept.length === 0 && !noneNew) return null;
  const fromCv = noneNew ? text.noneNew : added.length > 0 ? withOwnWords(text.newFromCv, { skills: added.join(", ") }) : null;
  const onProfile = kept.length > 0 ? withOwnWords(text.alreadyOnProfile, { skills: kept.join(", ") }) : null;
  return (
    <p data-testid="cv-skills-origin" className="-mt-2 text-xs text-ink-600">
      {fromCv}
      {fromCv && onProfile ? " " : null}
      {onProfile}
    </p>
  );
}
