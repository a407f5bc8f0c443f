// The mock interview's e-mails, in the candidate's language: its questions are ready, its review is ready.
import { env } from "@/lib/env";
import { messagesFor } from "@/lib/i18n/catalogs";
import { mailLocale, mailText } from "@/lib/i18n/mail-text";
import { renderEmail, type MailMessage } from "@/lib/mail";
import { mockScores } from "@/lib/notifications/notification-text";
import { scoreSourceLabel } from "./evaluation/score-label";

type Candidate = { email: string; firstName: string | null; language: string | null };

/** The mock's questions are written and spoken: the link starts it. */
export function mockReadyEmail(candidate: Candidate, mock: { id: string; title: string; questionCount: number }): MailMessage {
  const mail = mailText(mailLocale(candidate.language));
  const { html, text } = renderEmail({
    lang: mail.locale,
    title: mail.say("mockReadyTitle"),
    intro: mail.say("mockReadyIntro", { greeting: mail.greeting(candidate.firstName), mock: mock.title, count: mock.questionCount }),
    action: { label: mail.say("mockReadyAction"), href: `${env().appUrl}/mock/mock-interview?mock_id=${mock.id}` },
    outro: mail.say("mockReadyOutro"),
  });
  return { to: candidate.email, subject: mail.say("mockReadyTitle"), html, text };
}

type Evaluated = { title: string; link: string; overallScore: number | null; deliveryScore: number | null; engine: string | null };

/** The mock's review is ready: its scores and what gave them, as the bell says the scores. */
export function mockEvaluatedEmail(candidate: Candidate, mock: Evaluated): MailMessage {
  const mail = mailText(mailLocale(candidate.language));
  const scores = mockScores(mock.overallScore, mock.deliveryScore, messagesFor(mail.locale, "notifications"));
  const source = scoreSourceLabel(mock.engine, true, false, messagesFor(mail.locale, "mockScore"));
  const { html, text } = renderEmail({
    lang: mail.locale,
    title: mail.say("mockEvaluatedTitle"),
    intro: mail.say("mockEvaluatedIntro", { greeting: mail.greeting(candidate.firstName), mock: mock.title, scores, source }),
    action: { label: mail.say("mockEvaluatedAction"), href: `${env().appUrl}${mock.link}` },
  });
  return { to: candidate.email, subject: mail.say("mockEvaluatedSubject", { mock: mock.title }), html, text };
}
