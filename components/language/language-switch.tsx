"use client";
// The interface language switch (header, phone menu and Settings). The choice is saved on the
// account and in a cookie, then the page is drawn again by the server in the new language
// (router.refresh): the same page, with whatever was typed into it still there.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { api } from "@/components/api/api";
import { cx } from "@/components/ui/cx";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";

type LanguageSwitchProps = {
  locale: Locale;
  /** Its group's name and the words of a failure, in the current language. */
  text: { switchLabel: string; failed: string };
  /** `compact`: one button naming the other language (header); `full`: both languages (Settings, menu). */
  variant?: "compact" | "full";
  className?: string;
};

export function LanguageSwitch({ locale, text, variant = "full", className }: LanguageSwitchProps) {
  const router = useRouter();
  const [saving, setSaving] = useState<Locale | null>(null);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const busy = saving !== null || pending;

  async function choose(next: Locale) {
    if (busy || next === locale) return;
    setError(null);
    setSaving(next);
    const result = await api("POST /api/users/language", { json: { language: next }, fallback: text.failed, offline: text.failed });
    setSaving(null);
    if (!result.ok) {
      setError(text.failed);
      return;
    }
    startTransition(() => router.refresh());
  }

  const shown = variant === "compact" ? LOCALES.filter((code) => code !== locale) : LOCALES;
  return (
    <div className={cx("relative", className)}>
      <div role="group" aria-label={text.switchLabel} aria-busy={busy || undefined} className={cx("flex items-center", variant === "full" && "gap-2")}>
        {shown.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={variant === "full" ? code === locale : undefined}
            data-testid={`language-${code}`}
            onClick={() => void choose(code)}
            className={cx(
              "rounded-xl font-semibold transition-colors aria-busy:cursor-wait",
              code === "hi" && "font-devanagari",
              variant === "compact"
                ? "h-9 px-3 text-sm text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50"
                : "h-11 min-w-28 px-4 text-sm ring-1 aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-brand-600 ring-ink-200 text-ink-800 hover:bg-ink-50 aria-pressed:hover:bg-brand-600",
            )}
          >
            {LOCALE_NAMES[code]}
          </button>
        ))}
      </div>
      {error ? (
        <p
          role="alert"
          className={cx("mt-2 text-sm text-red-700", variant === "compact" && "absolute top-full right-0 z-40 w-64 rounded-xl bg-red-50 p-3 shadow-pop")}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
