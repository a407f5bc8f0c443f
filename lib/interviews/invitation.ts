// The words of an interview invitation, in the bell and by e-mail: the same for an employer's
// invitation and the demo's.
import { env } from "@/lib/env";
import { renderEmail, type MailMessage } from "@/lib/mail";
import { formatDayClock } from "@/lib/format";
import { mailLocale, mailText } from "@/lib/i18n/mail-text";
import { notificationOf } from "@/lib/notifications/notification-text";
import { interviewPath } from "./token";

type Invitation = {
  interviewId: string;
  token: string;
  company: string;
  jobTitle: string;
  questionCount: number;
  expiresAt: Date;
};

/** The bell's row; its link opens the interview for the signed-in candidate. */
export function invitationNotification(invitation: Omit<Invitation, "token">) {
  const { interviewId, company, jobTitle, questionCount, expiresAt } = invitation;
  return {
    ...notificationOf("interview_invitation", { company, job: jobTitle, count: questionCount, until: expiresAt.toISOString() }),
    link: interviewPath(interviewId),
  };
}

/** The link's deadline: as the English mail always wrote it; in Hindi with Hindi month names and a 24-hour clock in India time. */
export const inviteDeadline = (at: Date, locale: "en" | "hi") => (locale === "en" ? at.toUTCString() : formatDayClock(at, { locale: "hi-IN" }));

type Candidate = { email: string; firstName: string | null; language: string | null };

/** The e-mail, in the candidate's language, with the link that carries the interview's token. */
export function invitationEmail(candidate: Candidate, invitation: Invitation): MailMessage {
  const { interviewId, token, company, jobTitle, questionCount, expiresAt } = invitation;
  const mail = mailText(mailLocale(candidate.language));
  const about = { greeting: mail.greeting(candidate.firstName), company, job: jobTitle, count: questionCount };
  const { html, text } = renderEmail({
    lang: mail.locale,
    title: mail.say("inviteTitle"),
    intro: mail.say(questionCount === 1 ? "inviteIntroOne" : "inviteIntroMany", about),
    action: { label: mail.say("inviteAction"), href: `${env().appUrl}${interviewPath(interviewId, token)}` },
    outro: mail.say("inviteOutro", { until: inviteDeadline(expiresAt, mail.locale), jobsLink: `${env().appUrl}/jobs` }),
  });
  return { to: candidate.email, subject: mail.say("inviteSubject", { company, job: jobTitle }), html, text };
}
