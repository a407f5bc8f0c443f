// What the new-mock form and its loading placeholder both draw, so the placeholder holds the
// form's place to the pixel (no layout shift when the form arrives).
import { MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { TOKEN_COST } from "@/lib/credits/credit-rules";

export const FILE_INPUT_CLASS =
  "block w-full rounded-xl border border-dashed border-ink-300 bg-white p-4 text-sm text-ink-700 file:mr-3 file:rounded-lg file:border-0 " +
  "file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 disabled:opacity-50";

export const LEGEND_CLASS = "mb-1.5 text-sm font-medium text-ink-800";

export const LABEL_CLASS = "mb-1.5 block text-sm font-medium text-ink-800";

export const PROFILE_CV_CLASS = "flex items-center gap-2 text-sm text-ink-700";

export const FOLLOW_UPS_CLASS = "flex items-start gap-3 rounded-xl border border-ink-200 px-4 py-3 text-sm text-ink-800";

export const SUBMIT_TEXT = "Ready? Let's go!";

export function LanguageHint({ id }: { id?: string }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-ink-600">
      The language you will answer in: your browser listens for it, and your answers are judged in it. Hinglish is Hindi and English mixed, written in Latin
      letters.
    </p>
  );
}

export function FollowUpsWords() {
  return (
    <span>
      <span className="font-medium text-ink-900">Ask follow-up questions</span>
      <span className="block text-ink-600">
        Like a real interviewer: after up to {MOCK_FOLLOW_UPS_MAX} of your answers, one short question about what you just said, with half the time to answer.
        No extra token.
      </span>
    </span>
  );
}

export function TokenNote() {
  return <div className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-700">Creating a mock interview deducts {TOKEN_COST.createMock} token.</div>;
}
