"use client";

import { api } from "@/components/api/api";
import { useState } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { fill } from "@/lib/i18n/fill";
import type { JobCardText } from "./job-text";

/** Bookmarks a job (or removes the bookmark); the change shows at once and rolls back on failure. */
type SaveText = Pick<JobCardText, "saveTitle" | "unsaveTitle" | "saved" | "saveJob">;

export function SaveJobButton({
  jobId,
  jobTitle,
  initialSaved,
  text,
  className,
}: {
  jobId: string;
  jobTitle: string;
  initialSaved: boolean;
  text: SaveText;
  className?: string;
}) {
  const [saved, setSaved] = useState(initialSaved);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    const next = !saved;
    setSaved(next);
    setBusy(true);
    const result = await (next ? api("POST /api/jobs/saved", { json: { jobId } }) : api("DELETE /api/jobs/saved", { json: { jobId } }));
    if (!result.ok) setSaved(!next);
    setBusy(false);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={saved}
      aria-label={fill(saved ? text.unsaveTitle : text.saveTitle, { title: jobTitle })}
      title={saved ? text.saved : text.saveJob}
      className={cx(
        "flex size-10 shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-70",
        saved ? "text-brand-600 hover:bg-brand-50" : "text-ink-400 hover:bg-ink-100 hover:text-ink-700",
        className,
      )}
    >
      <Icon name="bookmark" filled={saved} className="size-5" />
    </button>
  );
}
