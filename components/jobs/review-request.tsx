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

export function ReviewRequest({ jobId, company }: { jobId: string; company: string }) {
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
        Ask for a person to review this decision
      </h2>
      <p className="mt-1">
        If you think something was missed, you can ask {company} to have a person look at your application again. Say what you would like them to look at; they
        answer here and in your notifications.
      </p>
      {open ? (
        <div className="mt-4 space-y-3">
          <TextAreaField
            label="What should a person look at again?"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={REQUEST_MESSAGE_MAX}
            rows={3}
          />
          <ErrorNote message={error} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void send()} loading={busy} disabled={!message.trim()}>
              Send my request
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
          Ask for a review
        </Button>
      )}
    </section>
  );
}
