import type { ReactNode } from "react";

/** One card of the settings page: a heading, a line saying what it is about, and its content. */
export function SettingsSection({ id, title, description, children }: { id: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
