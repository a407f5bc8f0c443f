// What a notification says, in the reader's language. A row stores its kind and the values its
// words need (`params`); the bell puts them into words when it is shown, so a Hindi account reads
// Hindi. The row's stored title and body are the English (what rows said before, and what a row
// without `params`, from before, still shows).
import type { ApplicationStatus } from "@/generated/prisma/client";
import { brand } from "@/lib/brand";
import { formatDay } from "@/lib/format";
import { messagesFor, type Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";

export type NotificationParams = Record<string, string | number | null>;
type Said = { title: string; body: string };
type Notes = Messages["notifications"];
type Words = { notes: Notes; statuses: Messages["mail"]["statuses"]; labels: Messages["jobCard"]["statuses"]; locale: Locale };

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

/** An employer's feedback on an application: the start of its message, and the new status when it came with one. */
function employerFeedback(p: NotificationParams, { notes, labels }: Words): Said {
  const status = labels[p.status as ApplicationStatus] as string | undefined;
  const values = { company: text(p.company), job: text(p.job), message: text(p.message) };
  return { title: fill(notes.feedbackTitle, values), body: status ? fill(notes.feedbackBodyStatus, { ...values, status }) : fill(notes.feedbackBody, values) };
}

/** The employer's answer to what the candidate asked for after a decision (another way to be assessed, a person's review). */
function requestAnswer(p: NotificationParams, notes: Notes): Said {
  const values = {
    company: text(p.company),
    message: text(p.message),
    request: p.request === "HUMAN_REVIEW" ? notes.requestHumanReview : notes.requestAlternative,
  };
  return {
    title: fill(notes.requestAnsweredTitle, values),
    body: fill(p.decision === "ACCEPTED" ? notes.requestAgreedBody : notes.requestDeclinedBody, values),
  };
}

/** The employer's decision on more answer time before a recorded interview. */
function timeDecision(p: NotificationParams, notes: Notes): Said {
  const values = { company: text(p.company), job: text(p.job), percent: text(p.percent) };
  return p.decision === "APPROVED"
    ? { title: fill(notes.moreTimeApprovedTitle, values), body: fill(notes.moreTimeApprovedBody, values) }
    : { title: fill(notes.moreTimeDeniedTitle, values), body: fill(notes.moreTimeDeniedBody, values) };
}

/** The employer's decision on one more retake; `retakes` is how many the candidate now has for each answer. */
function retakeDecision(p: NotificationParams, notes: Notes): Said {
  const retakes = num(p.retakes) ?? 0;
  const values = { company: text(p.company), job: text(p.job), times: retakes === 1 ? notes.timesOne : fill(notes.timesMany, { count: retakes }) };
  if (p.decision === "APPROVED") return { title: fill(notes.retakeApprovedTitle, values), body: fill(notes.retakeApprovedBody, values) };
  return { title: fill(notes.retakeDeniedTitle, values), body: fill(retakes === 0 ? notes.retakeDeniedBodyNone : notes.retakeDeniedBody, values) };
}

/** What became of a reported job: closed, hidden by reports, or answered by its employer (back in search, closed, or as it was). */
function reportOutcome(p: NotificationParams, notes: Notes): Said | null {
  const values = { job: text(p.job), message: text(p.message) };
  if (p.about === "closed") return { title: notes.jobClosedTitle, body: fill(notes.jobClosedBody, values) };
  if (p.about === "hidden") return { title: notes.jobHiddenTitle, body: fill(notes.jobHiddenBody, values) };
  if (p.about !== "answered") return null;
  const body = p.outcome === "reopened" ? notes.reportAnsweredBodyBack : p.outcome === "closed" ? notes.reportAnsweredBodyClosed : notes.reportAnsweredBody;
  return { title: notes.reportAnsweredTitle, body: fill(body, values) };
}

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
  application_feedback: (p, words) => (p.about === "request" ? requestAnswer(p, words.notes) : employerFeedback(p, words)),
  interview_accommodation: (p, { notes }) => (p.about === "retake" ? retakeDecision(p, notes) : timeDecision(p, notes)),
  job_report: (p, { notes }) => reportOutcome(p, notes),
  welcome: (_p, { notes }) => ({ title: fill(notes.welcomeTitle, { brand: brand.name }), body: notes.welcomeBody }),
} satisfies Record<string, (params: NotificationParams, words: Words) => Said | null>;

export type NotificationKind = keyof typeof KINDS;

/** The words of a notification of `kind` with `params` in `locale`; null for a kind (or variant) said only by its stored text. */
export function sayNotification(kind: string, params: unknown, locale: Locale): Said | null {
  if (!(kind in KINDS) || params === null || typeof params !== "object") return null;
  const words = {
    notes: messagesFor(locale, "notifications"),
    statuses: messagesFor(locale, "mail").statuses,
    labels: messagesFor(locale, "jobCard").statuses,
    locale,
  };
  return KINDS[kind as NotificationKind](params as NotificationParams, words);
}

/** A new notification's kind, values and their English (the stored title and body). */
export function notificationOf(kind: NotificationKind, params: NotificationParams): { kind: NotificationKind; params: NotificationParams } & Said {
  const said = sayNotification(kind, params, "en");
  if (!said) throw new Error(`A ${kind} notification has no words for these values`);
  return { kind, params, ...said };
}
