// /dev/outbox – outside production, every e-mail and SMS the outbox driver "sent", newest first,
// so a developer can read OTPs and links without a mail or SMS account.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MAIN_CONTENT_ID } from "@/components/layout/main-content";
import { env } from "@/lib/env";
import { mailDriverName } from "@/lib/mail";
import { extractCode, readOutbox, type OutboxEntry } from "@/lib/mail/outbox";
import { smsDriverName } from "@/lib/sms";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Outbox", robots: { index: false } };

const LIMIT = 100;
const CODES = /(\b\d{4,8}\b)/g;

function first(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The text with every code-like number highlighted. */
function Highlighted({ text }: { text: string }) {
  return text.split(CODES).map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className="rounded bg-brand-100 px-1 font-bold text-brand-700">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

function Entry({ entry }: { entry: OutboxEntry }) {
  const code = extractCode(entry.text);
  return (
    <li className="rounded-xl bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-ink-700">{entry.kind}</span>
        <span className="font-medium text-ink-900">{entry.to}</span>
        <time dateTime={entry.sentAt} className="text-ink-500 sm:ml-auto">
          {entry.sentAt.replace("T", " ").replace(/\.\d+Z$/, " UTC")}
        </time>
      </div>
      {entry.subject && <h2 className="mt-2 text-base font-semibold text-ink-950">{entry.subject}</h2>}
      {code && (
        <p className="mt-2 text-sm text-ink-600">
          Code <span className="font-mono text-lg font-bold tracking-widest text-[#FF5D0E]">{code}</span>
        </p>
      )}
      <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-ink-50 p-3 font-mono text-sm text-ink-800">
        <Highlighted text={entry.text} />
      </pre>
      {entry.html && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-ink-600 hover:text-ink-900">Rendered HTML</summary>
          {/* Sandboxed: the mail's markup cannot run script or reach this page. */}
          <iframe title={`E-mail to ${entry.to}`} sandbox="" srcDoc={entry.html} className="mt-2 h-96 w-full rounded-lg ring-1 ring-ink-200" />
        </details>
      )}
    </li>
  );
}

export default async function OutboxPage({ searchParams }: PageProps<"/dev/outbox">) {
  if (env().NODE_ENV === "production") notFound();
  const params = await searchParams;
  const to = first(params.to);
  const kindParam = first(params.kind);
  const kind = kindParam === "email" || kindParam === "sms" ? kindParam : undefined;
  const entries = await readOutbox({ to, kind, limit: LIMIT });

  return (
    <main id={MAIN_CONTENT_ID} className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-2xl font-bold text-ink-950">Outbox</h1>
        <p className="mt-1 text-sm text-ink-600">
          Messages written to <code className="font-mono text-xs">{env().outboxDir}</code>, newest first (up to {LIMIT}). Mail driver:{" "}
          <strong>{mailDriverName()}</strong> · SMS driver: <strong>{smsDriverName()}</strong>.
        </p>
      </header>

      <form method="get" className="mt-6 flex flex-col gap-2 sm:flex-row">
        <label className="sr-only" htmlFor="outbox-to">
          Recipient
        </label>
        <input
          id="outbox-to"
          name="to"
          defaultValue={to}
          placeholder="Filter by e-mail or phone"
          className="min-w-0 flex-1 rounded-lg border border-ink-200 bg-white px-3 py-2 text-sm focus:border-brand focus:outline-none"
        />
        <label className="sr-only" htmlFor="outbox-kind">
          Kind
        </label>
        <select id="outbox-kind" name="kind" defaultValue={kind ?? ""} className="rounded-lg border border-ink-200 bg-white px-3 py-2 text-sm">
          <option value="">E-mail and SMS</option>
          <option value="email">E-mail</option>
          <option value="sms">SMS</option>
        </select>
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Show
        </button>
      </form>

      {entries.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-ink-200 p-8 text-center text-sm text-ink-500">
          Nothing here yet. Sign up or request a code and the message appears here.
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {entries.map((entry, i) => (
            <Entry key={`${entry.sentAt}-${i}`} entry={entry} />
          ))}
        </ul>
      )}
    </main>
  );
}
