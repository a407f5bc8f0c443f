// What the new-mock form and its loading placeholder both draw, so the placeholder holds the
// form's place to the pixel (no layout shift when the form arrives).
import { MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { TOKEN_COST } from "@/lib/credits/credit-rules";
import { fill } from "@/lib/i18n/fill";
import type { NewMockText } from "./new-mock-text";

/** The CV box: the file input hidden inside it (FileInput), its focus and disabled state shown on the box. */
export const RESUME_BOX_CLASS =
  "flex cursor-pointer items-center gap-3 rounded-xl border border-dashed border-ink-300 bg-white p-4 text-sm text-ink-700 " +
  "has-[:focus-visible]:border-brand has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/15 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50";

export const LEGEND_CLASS = "mb-1.5 text-sm font-medium text-ink-800";

export const LABEL_CLASS = "mb-1.5 block text-sm font-medium text-ink-800";

export const PROFILE_CV_CLASS = "flex items-center gap-2 text-sm text-ink-700";

export const FOLLOW_UPS_CLASS = "flex items-start gap-3 rounded-xl border border-ink-200 px-4 py-3 text-sm text-ink-800";

type Words = { text: NewMockText };

export function LanguageHint({ id, text }: { id?: string } & Words) {
  return (
    <p id={id} className="mt-1.5 text-sm text-ink-600">
      {text.languageHint}
    </p>
  );
}

export function FollowUpsWords({ text }: Words) {
  return (
    <span>
      <span className="font-medium text-ink-900">{text.followUps}</span>
      <span className="block text-ink-600">{fill(text.followUpsText, { max: MOCK_FOLLOW_UPS_MAX })}</span>
    </span>
  );
}

export function TokenNote({ text }: Words) {
  return <div className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-700">{fill(text.tokenNote, { count: TOKEN_COST.createMock })}</div>;
}

/**
 * The CV box's face: our own button and words, in the interface language, where the browser's file
 * input would say "Choose File" in the browser's. The button is drawn for the eye only (the whole
 * box is the input's label); the input is named by the words (`labelId`).
 */
export function ResumeBoxFace({ labelId, text }: { labelId?: string } & Words) {
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
