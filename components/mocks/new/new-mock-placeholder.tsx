// The new-mock form's place while its code loads: the same fields in the same boxes, greyed and
// out of reach (inert: not focusable, not read out), so nothing moves when the form replaces it.
// A screen reader hears that the form is loading.
import { buttonClasses } from "@/components/ui/button-classes";
import { inputClass } from "@/components/ui/fields";
import { MOCK_SKILLS_MAX } from "@/lib/mocks/mock-rules";
import {
  FOLLOW_UPS_CLASS,
  FollowUpsWords,
  LABEL_CLASS,
  LEGEND_CLASS,
  LanguageHint,
  PROFILE_CV_CLASS,
  RESUME_BOX_CLASS,
  ResumeBoxFace,
  TokenNote,
} from "./new-mock-parts";
import { fill } from "@/lib/i18n/fill";
import { ProfileCvWords } from "./profile-cv-words";
import type { NewMockText } from "./new-mock-text";

/** A field's label above an empty, greyed box of an input's height. */
function Box({ label, note }: { label: string; note?: string }) {
  return (
    <div>
      <span className={LABEL_CLASS}>
        {label} {note ? <span className="font-normal text-ink-500">{note}</span> : null}
      </span>
      <span className={`${inputClass} bg-ink-50`} />
    </div>
  );
}

export function NewMockPlaceholder({ profileCvName, text }: { profileCvName: string | null; text: NewMockText }) {
  return (
    <div className="mt-6" aria-busy="true" data-testid="new-mock-placeholder">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <div inert className="grid gap-5 motion-safe:animate-pulse">
        <fieldset disabled className="grid gap-2">
          <legend className={LEGEND_CLASS}>{text.resume}</legend>
          <span className={RESUME_BOX_CLASS}>
            <ResumeBoxFace text={text} />
          </span>
          {profileCvName ? (
            <span className={PROFILE_CV_CLASS}>
              <input type="checkbox" disabled tabIndex={-1} className="size-4" />
              <ProfileCvWords name={profileCvName} text={text} />
            </span>
          ) : null}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <Box label={text.industry} />
          <Box label={text.jobTitle} />
          <Box label={text.experienceYears} />
          <Box label={text.difficulty} />
        </div>
        <div>
          <Box label={text.language} />
          <LanguageHint text={text} />
        </div>
        <span className={FOLLOW_UPS_CLASS}>
          <input type="checkbox" disabled tabIndex={-1} className="mt-0.5 size-4 shrink-0" />
          <FollowUpsWords text={text} />
        </span>
        <div>
          <span className={LABEL_CLASS}>
            {text.skills} <span className="font-normal text-ink-500">{fill(text.skillsNote, { max: MOCK_SKILLS_MAX })}</span>
          </span>
          <div className="flex gap-2">
            <span className={`${inputClass} bg-ink-50`} />
            <span className={buttonClasses({ variant: "outline", className: "h-12 opacity-55" })}>{text.chips.chipAdd}</span>
          </div>
        </div>
        <Box label={text.value} />
        <TokenNote text={text} />
        <span className={buttonClasses({ size: "lg", className: "w-full opacity-55 sm:w-auto sm:justify-self-start" })}>{text.submit}</span>
      </div>
    </div>
  );
}
