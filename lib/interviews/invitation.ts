// The words of an interview invitation, in the bell and by e-mail: the same for an employer's
// invitation and the demo's.
import { env } from "@/lib/env";
import { renderEmail, type MailMessage } from "@/lib/mail";
import { interviewPath } from "./token";

export const INVITATION_TITLE = "Your recorded video interview is ready to start";

type Invitation = {
  interviewId: string;
  token: string;
  company: string;
  jobTitle: string;
  questionCount: number;
  expiresAt: Date;
};

const questions = (n: number) => `${n} question${n === 1 ? "" : "s"}`;

/** The bell's row; its link opens the interview for the signed-in candidate. */
export function invitationNotification(invitation: Omit<Invitation, "token">) {
  const { interviewId, company, jobTitle, questionCount, expiresAt } = invitation;
  return {
    kind: "interview_invitation",
    title: INVITATION_TITLE,
    body: `${company} invites you to a recorded video interview for ${jobTitle}: ${questions(questionCount)}. Open it before ${expiresAt.toUTCString().slice(0, 16)}.`,
    link: interviewPath(interviewId),
  };
}

/** The e-mail, with the link that carries the interview's token. */
export function invitationEmail(to: string, firstName: string | null, invitation: Invitation): MailMessage {
  const { interviewId, token, company, jobTitle, questionCount, expiresAt } = invitation;
  const { html, text } = renderEmail({
    title: INVITATION_TITLE,
    intro: `Hi${firstName ? ` ${firstName}` : ""}, ${company} invites you to a recorded video interview for ${jobTitle}. You will answer ${questionCount} spoken ${questionCount === 1 ? "question" : "questions"} on camera, about three minutes each. Find a quiet place with good light.`,
    action: { label: "Start interview", href: `${env().appUrl}${interviewPath(interviewId, token)}` },
    outro: `The link is yours alone and works until ${expiresAt.toUTCString()}. You can also start from your application on ${env().appUrl}/jobs.`,
  });
  return { to, subject: `Recorded interview: ${jobTitle} at ${company}`, html, text };
}
