// The new-mock form's layout, drawn by the form and by its loading placeholder alike: the frame,
// the sections in their order, the labels, legend, checkboxes and notes. Each takes the fields'
// content as slots (the real inputs in the form, grey boxes in the placeholder), so the placeholder
// holds the form's place to the pixel by construction (no layout shift when the form arrives). It is
// in the page's first load with the placeholder: nothing of the form's own code comes in here.
import type { ComponentProps, ReactNode } from "react";
import { MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { MOCK_SKILLS_MAX } from "@/lib/mocks/mock-rules";
import { TOKEN_COST } from "@/lib/credits/credit-rules";
import { fill } from "@/lib/i18n/fill";
import type { NewMockText } from "./new-mock-text";
import { ProfileCvWords } from "./profile-cv-words";

/** The CV box: the file input hidden inside it (FileInput), its focus and disabled state shown on the box. */
const RESUME_BOX_CLASS =
  "flex cursor-pointer items-center gap-3 rounded-xl border border-dashed border-ink-300 bg-white p-4 text-sm text-ink-700 " +
  "has-[:focus-visible]:border-brand has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/15 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50";

const LABEL_CLASS = "mb-1.5 block text-sm font-medium text-ink-800";

/** Where the submit button stands: the whole width on a phone, at the start from `sm` up. */
export const SUBMIT_PLACE_CLASS = "w-full sm:w-auto sm:justify-self-start";

const FIELDS = ["resume", "industry", "title", "experience", "difficulty", "language", "skills", "value"] as const;
type Field = (typeof FIELDS)[number];

/** The form's controls' ids, for their labels, and the ids of the words that name or describe them. */
export type NewMockIds = Record<Field, string> & { resumeLabel: string; resumeError: string; languageHint: string; error: string };

export function newMockIds(base: string): NewMockIds {
  const ids = Object.fromEntries(FIELDS.map((field) => [field, `${base}-${field}`])) as Record<Field, string>;
  return { ...ids, resumeLabel: `${base}-resume-label`, resumeError: `${base}-resume-error`, languageHint: `${base}-language-hint`, error: `${base}-error` };
}

type Checkbox = Omit<ComponentProps<"input">, "type" | "className">;

type Props = {
  text: NewMockText;
  profileCvName: string | null;
  /** The form's ids; null in the placeholder: its labels name grey boxes, and the whole is greyed and out of reach (inert). */
  ids: NewMockIds | null;
  /** The CV: the file chosen (the box then stays for screen readers only), the box's file input, the profile CV's checkbox, and what is said under them. */
  resume: { chosen?: ReactNode; input?: ReactNode; profileCv: Checkbox; error?: ReactNode };
  /** Each field's content under its label. */
  fields: Record<Exclude<Field, "resume">, ReactNode>;
  followUps: Checkbox;
  /** What comes after the token note: the form's error and its submit button. */
  end: ReactNode;
};

export function NewMockLayout({ text, profileCvName, ids, resume, fields, followUps, end }: Props) {
  const waiting = ids === null;
  const Wrap = waiting ? "span" : "label";
  const labelled = (field: Exclude<Field, "resume">, label: string, note?: string) => (
    <div>
      <Label id={ids?.[field]} label={label} note={note} />
      {fields[field]}
    </div>
  );
  return (
    <div inert={waiting} className={waiting ? "grid gap-5 motion-safe:animate-pulse" : "grid gap-5"}>
      <fieldset disabled={waiting} className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink-800">{text.resume}</legend>
        {resume.chosen}
        <div className={resume.chosen ? "sr-only" : undefined}>
          <Wrap htmlFor={ids?.resume} className={RESUME_BOX_CLASS}>
            <ResumeBoxFace labelId={ids?.resumeLabel} text={text} />
            {resume.input}
          </Wrap>
        </div>
        {profileCvName ? (
          <Wrap className="flex items-center gap-2 text-sm text-ink-700">
            <input type="checkbox" className="size-4 accent-brand-600" {...resume.profileCv} />
            <ProfileCvWords name={profileCvName} text={text} />
          </Wrap>
        ) : null}
        {resume.error}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        {labelled("industry", text.industry)}
        {labelled("title", text.jobTitle)}
        {labelled("experience", text.experienceYears)}
        {labelled("difficulty", text.difficulty)}
      </div>
      <div>
        <Label id={ids?.language} label={text.language} />
        {fields.language}
        <p id={ids?.languageHint} className="mt-1.5 text-sm text-ink-600">
          {text.languageHint}
        </p>
      </div>
      <Wrap className="flex items-start gap-3 rounded-xl border border-ink-200 px-4 py-3 text-sm text-ink-800">
        <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-600" {...followUps} />
        <span>
          <span className="font-medium text-ink-900">{text.followUps}</span>
          <span className="block text-ink-600">{fill(text.followUpsText, { max: MOCK_FOLLOW_UPS_MAX })}</span>
        </span>
      </Wrap>
      {labelled("skills", text.skills, fill(text.skillsNote, { max: MOCK_SKILLS_MAX }))}
      {labelled("value", text.value)}
      <div className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-700">{fill(text.tokenNote, { count: TOKEN_COST.createMock })}</div>
      {end}
    </div>
  );
}

/** A field's label, with a quieter note after it; plain words over the placeholder's grey box. */
function Label({ id, label, note }: { id: string | undefined; label: string; note?: string }) {
  const words = (
    <>
      {label}
      {note ? (
        <>
          {" "}
          <span className="font-normal text-ink-500">{note}</span>
        </>
      ) : null}
    </>
  );
  return id ? (
    <label htmlFor={id} className={LABEL_CLASS}>
      {words}
    </label>
  ) : (
    <span className={LABEL_CLASS}>{words}</span>
  );
}

/**
 * The CV box's face: our own button and words, in the interface language, where the browser's file
 * input would say "Choose File" in the browser's. The button is drawn for the eye only (the whole
 * box is the input's label); the input is named by the words (`labelId`).
 */
function ResumeBoxFace({ labelId, text }: { labelId?: string; text: NewMockText }) {
  return (
    <>
      <span aria-hidden="true" className="shrink-0 rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-700">
        {text.chooseFile}
      </span>
      <span id={labelId} className="min-w-0 flex-1">
        {text.uploadResume}
      </span>
    </>
  );
}
