// The new-mock form's place while its code loads: the same fields in the same boxes, greyed and
// out of reach (inert: not focusable, not read out), so nothing moves when the form replaces it.
// A screen reader hears that the form is loading.
import { buttonClasses } from "@/components/ui/button-classes";
import { inputClass } from "@/components/ui/fields";
import { MOCK_SKILLS_MAX } from "@/lib/mocks/mock-rules";
import {
  FILE_INPUT_CLASS,
  FOLLOW_UPS_CLASS,
  FollowUpsWords,
  LABEL_CLASS,
  LEGEND_CLASS,
  LanguageHint,
  PROFILE_CV_CLASS,
  SUBMIT_TEXT,
  TokenNote,
} from "./new-mock-parts";

export const NEW_MOCK_LOADING = "Loading the new-mock form";

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

export function NewMockPlaceholder({ profileCvName }: { profileCvName: string | null }) {
  return (
    <div className="mt-6" aria-busy="true" data-testid="new-mock-placeholder">
      <p role="status" className="sr-only">
        {NEW_MOCK_LOADING}
      </p>
      <div inert className="grid gap-5 motion-safe:animate-pulse">
        <fieldset disabled className="grid gap-2">
          <legend className={LEGEND_CLASS}>Resume (PDF)</legend>
          <input type="file" disabled tabIndex={-1} className={FILE_INPUT_CLASS} />
          {profileCvName ? (
            <span className={PROFILE_CV_CLASS}>
              <input type="checkbox" disabled tabIndex={-1} className="size-4" />
              Use my profile CV ({profileCvName})
            </span>
          ) : null}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <Box label="Industry" />
          <Box label="Job title" />
          <Box label="Experience (years)" />
          <Box label="Difficulty" />
        </div>
        <div>
          <Box label="Language" />
          <LanguageHint />
        </div>
        <span className={FOLLOW_UPS_CLASS}>
          <input type="checkbox" disabled tabIndex={-1} className="mt-0.5 size-4 shrink-0" />
          <FollowUpsWords />
        </span>
        <div>
          <span className={LABEL_CLASS}>
            Skills <span className="font-normal text-ink-500">(press Enter to add, up to {MOCK_SKILLS_MAX})</span>
          </span>
          <div className="flex gap-2">
            <span className={`${inputClass} bg-ink-50`} />
            <span className={buttonClasses({ variant: "outline", className: "h-12 opacity-55" })}>Add</span>
          </div>
        </div>
        <Box label="Value" />
        <TokenNote />
        <span className={buttonClasses({ size: "lg", className: "w-full opacity-55 sm:w-auto sm:justify-self-start" })}>{SUBMIT_TEXT}</span>
      </div>
    </div>
  );
}
