// What a notification says, in the reader's language. A row stores its kind and the values its
// words need (`params`); the bell puts them into words when it is shown, so a Hindi account reads
// Hindi. The row's stored title and body are the English (what rows said before, and what a row
// without `params`, from before, still shows).
import type { ApplicationStatus } from "@/generated/prisma/client";
import { formatDay } from "@/lib/format";
import { messagesFor, type Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";

export type NotificationParams = Record<string, string | number | null>;
type Said = { title: string; body: string };
type Words = { notes: Messages["notifications"]; statuses: Messages["mail"]["statuses"]; locale: Locale };

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** "score 7/10, speaking 6/10": what a completed mock scored, as the bell (and its e-mail) say it. */
export function mockScores(score: number | null, speaking: number | null, notes: Messages["notifications"]): string {
  const parts = [
    score !== null ? fill(notes.contentScore, { score }) : notes.noContentScore,
    speaking !== null ? fill(notes.speakingScore, { score: speaking }) : null,
  ];
  return parts.filter(Boolean).join(", ");
}

/** The invitation's last day: as the English always wrote it ("Mon, 07 Dec 2026"), in Hindi with Hindi month names. */
const lastDay = (iso: string, locale: Locale) => (locale === "en" ? new Date(iso).toUTCString().slice(0, 16) : formatDay(new Date(iso), { locale: "hi-IN" }));

const num = (value: string | number | null | undefined) => (typeof value === "number" ? value : null);

const KINDS = {
  mock_ready: (p, { notes }) => ({ title: notes.mockReadyTitle, body: fill(notes.mockReadyBody, { mock: text(p.mock) }) }),
  mock_evaluated: (p, { notes }) => ({
    title: notes.mockEvaluatedTitle,
    body: fill(notes.mockEvaluatedBody, { mock: text(p.mock), scores: mockScores(num(p.score), num(p.speaking), notes) }),
  }),
  application_status: (p, { statuses }) => {
    const words = statuses[p.status as ApplicationStatus] as Said | undefined;
    return words ? { title: words.title, body: fill(words.body, { job: text(p.job), company: text(p.company) }) } : null;
  },
  interview_invitation: (p, { notes, locale }) => ({
    title: notes.invitationTitle,
    body: fill(p.count === 1 ? notes.invitationBodyOne : notes.invitationBodyMany, {
      company: text(p.company),
      job: text(p.job),
      count: text(p.count),
      until: lastDay(text(p.until), locale),
    }),
  }),
  // Only the close is said from values; a report's answer keeps the stored words its sender wrote.
  job_report: (p, { notes }) => (p.about === "closed" ? { title: notes.jobClosedTitle, body: fill(notes.jobClosedBody, { job: text(p.job) }) } : null),
} satisfies Record<string, (params: NotificationParams, words: Words) => Said | null>;

export type NotificationKind = keyof typeof KINDS;

/** The words of a notification of `kind` with `params` in `locale`; null for a kind (or variant) said only by its stored text. */
export function sayNotification(kind: string, params: unknown, locale: Locale): Said | null {
  if (!(kind in KINDS) || params === null || typeof params !== "object") return null;
  const words = { notes: messagesFor(locale, "notifications"), statuses: messagesFor(locale, "mail").statuses, locale };
  return KINDS[kind as NotificationKind](params as NotificationParams, words);
}

/** A new notification's kind, values and their English (the stored title and body). */
export function notificationOf(kind: NotificationKind, params: NotificationParams): { kind: NotificationKind; params: NotificationParams } & Said {
  const said = sayNotification(kind, params, "en");
  if (!said) throw new Error(`A ${kind} notification has no words for these values`);
  return { kind, params, ...said };
}
