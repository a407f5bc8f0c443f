"use client";
// After a decision against them, a candidate may ask for a person at the employer to look at it again.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/api";
import { useAction } from "@/components/api/use-action";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { TextAreaField } from "@/components/ui/fields";
import { REQUEST_MESSAGE_MAX } from "@/lib/applications/requests/limits";
import type { Messages } from "@/lib/i18n/catalogs";
import { sayError, type ErrorWords } from "@/lib/i18n/say-error";
import { fillMarked } from "@/components/interviews/interview-text";

export type ReviewRequestText = Pick<Messages["jobPage"], "reviewTitle" | "reviewText" | "reviewLabel" | "reviewSend" | "reviewAsk" | "cancel">;

/** `text`: its words in the interface language; `errors`: a refusal's (`errorWords(locale, REVIEW_REQUEST_ERRORS)`, none in English). */
export function ReviewRequest({ jobId, company, text, errors }: { jobId: string; company: string; text: ReviewRequestText; errors: ErrorWords }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const { busy, error, run } = useAction();
  const send = () =>
    run(
      () => api("POST /api/jobs/review-request", { json: { jobId, message }, signedIn: true }),
      () => {
        setOpen(false);
        router.refresh();
      },
    );
  return (
    <section
      aria-labelledby="review-request-title"
      className="rounded-3xl border border-ink-200/80 bg-white p-6 text-sm leading-relaxed text-ink-700 shadow-card sm:p-8"
    >
      <h2 id="review-request-title" className="text-lg font-semibold text-ink-900">
        {text.reviewTitle}
      </h2>
      {/* The company's name is the employer's own (translate="no"). */}
      <p className="mt-1">{fillMarked(text.reviewText, { company }, ["company"])}</p>
      {open ? (
        <div className="mt-4 space-y-3">
          <TextAreaField label={text.reviewLabel} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={REQUEST_MESSAGE_MAX} rows={3} />
          <ErrorNote message={sayError(errors, error)} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void send()} loading={busy} disabled={!message.trim()}>
              {text.reviewSend}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
              {text.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
          {text.reviewAsk}
        </Button>
      )}
    </section>
  );
}
