"use client";
// "Report this job": the candidate says why (one of five reasons, an optional note) and the report
// goes to us, never with their name to the employer. Once sent, the page says so instead.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/api";
import { useAction } from "@/components/api/use-action";
import { Button } from "@/components/ui/button";
import { RadioChips } from "@/components/ui/radio-chips";
import { ErrorNote } from "@/components/ui/error-note";
import { TextAreaField } from "@/components/ui/fields";
import type { Messages } from "@/lib/i18n/catalogs";
import { sayError, type ErrorWords } from "@/lib/i18n/say-error";
import { JOB_REPORT_REASONS, REPORT_NOTE_MAX_CHARS, type JobReportReasonCode } from "@/lib/job-reports/report-rules";

type ReportText = Pick<Messages["jobPage"], "report" | "reportWhy" | "reportAnonymous" | "reportNote" | "sendReport" | "cancel" | "reportReasons">;

/** The reasons read as cards, a finger's height each, the chosen one ringed. */
const REASON_LOOK = {
  row: "grid gap-2 sm:grid-cols-2",
  chip: "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 bg-white px-3 py-2 has-checked:border-brand has-checked:ring-2 has-checked:ring-brand/20",
  input: "size-4 accent-brand",
};

/** `errors`: the server's refusals in the interface language (`errorWords(locale, REPORT_JOB_ERRORS)`, none in English). */
export function ReportJob({ jobId, text, errors }: { jobId: string; text: ReportText; errors: ErrorWords }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<JobReportReasonCode | null>(null);
  const [note, setNote] = useState("");
  const { busy, error, run } = useAction();
  const send = () =>
    reason &&
    run(
      () => api("POST /api/jobs/report", { json: { jobId, reason, note: note.trim() || null }, signedIn: true }),
      () => {
        setOpen(false);
        router.refresh();
      },
    );
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-semibold text-ink-600 underline underline-offset-2 hover:text-ink-900"
        data-testid="report-job-open"
      >
        {text.report}
      </button>
    );
  }
  return (
    <form
      aria-label={text.report}
      className="space-y-4 rounded-2xl bg-ink-50 p-4 text-sm leading-relaxed text-ink-700"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <fieldset>
        <legend className="font-semibold text-ink-900">{text.reportWhy}</legend>
        <p className="mt-1">{text.reportAnonymous}</p>
        <RadioChips
          name="reason"
          choices={JOB_REPORT_REASONS}
          chosen={reason}
          onChoose={setReason}
          label={(code) => <span className="font-medium text-ink-900">{text.reportReasons[code]}</span>}
          className="mt-3"
          look={REASON_LOOK}
        />
      </fieldset>
      <TextAreaField label={text.reportNote} value={note} onChange={(e) => setNote(e.target.value)} maxLength={REPORT_NOTE_MAX_CHARS} rows={3} />
      <ErrorNote message={sayError(errors, error)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" size="sm" loading={busy} disabled={!reason}>
          {text.sendReport}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)} disabled={busy}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
