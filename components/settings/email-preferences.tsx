"use client";

import { useEffect, useId, useRef, useState } from "react";
import { api } from "@/components/api/api";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import type { EmailPreferenceKind, EmailPreferences as Preferences } from "@/lib/email-preferences/schema";
import { SettingsSection as Section } from "./section";
import type { SettingsText } from "./settings-client";
import { fill } from "@/lib/i18n/fill";
import { Notice } from "@/components/ui/notice";

/** The optional e-mails, in the order shown; their words are in the catalog under settings.emailChoices. */
const CHOICES: readonly EmailPreferenceKind[] = ["applicationUpdates", "mockResults", "jobAlerts", "marketing"];

function Toggle({ label, hint, on, busy, onChange }: { label: string; hint: string; on: boolean; busy: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-3.5">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-600">
          {hint}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2 pt-0.5">
        {busy ? <Spinner className="size-4 text-ink-500" /> : null}
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={`${id}-hint`}
          aria-busy={busy || undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
          className={cx(
            "relative h-7 w-12 cursor-pointer appearance-none rounded-full transition-colors",
            "before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform",
            "checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25",
            on ? "bg-brand-600" : "bg-ink-300",
          )}
        />
      </div>
    </li>
  );
}

/** Settings → e-mails: one switch per optional e-mail, each saved as soon as it is flipped. */
export function EmailPreferences({ initial, text }: { initial: Preferences; text: SettingsText }) {
  const [prefs, setPrefs] = useState(initial);
  const [saving, setSaving] = useState<EmailPreferenceKind | null>(null);
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  // Lets end-to-end tests wait until the switches answer clicks.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => list.current?.setAttribute("data-ready", "true"), []);

  async function change(kind: EmailPreferenceKind, on: boolean) {
    const before = prefs;
    setPrefs({ ...prefs, [kind]: on });
    setSaving(kind);
    setStatus(null);
    const result = await api("PUT /api/users/email-preferences", { json: { [kind]: on }, signedIn: true });
    setSaving(null);
    if (!result.ok) {
      setPrefs(before);
      return setStatus({ tone: "error", text: fill(text.emailNotSaved, { error: result.error }) });
    }
    setPrefs(result.data);
    const { label } = text.emailChoices[kind];
    setStatus({ tone: "ok", text: fill(on ? text.emailSavedOn : text.emailSavedOff, { label }) });
  }

  return (
    <Section id="settings-emails" title={text.emailsTitle} description={text.emailsDescription}>
      <ul ref={list} className="-my-3.5 divide-y divide-ink-100" data-testid="email-preferences">
        {CHOICES.map((kind) => (
          <Toggle key={kind} {...text.emailChoices[kind]} on={prefs[kind]} busy={saving === kind} onChange={(on) => change(kind, on)} />
        ))}
      </ul>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {status ? <Notice tone={status.tone}>{status.text}</Notice> : null}
      </div>
      {!prefs.jobAlerts ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-ink-600">
          <Icon name="bell" className="mt-0.5 size-4 shrink-0" />
          {text.jobAlertsOff}
        </p>
      ) : null}
    </Section>
  );
}
