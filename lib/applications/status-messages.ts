// What a candidate is told when an employer moves their application (bell and e-mail share it).
import type { ApplicationStatus } from "@/generated/prisma/client";

type Message = { title: string; body: (job: string, company: string) => string };

export const STATUS_MESSAGES: Record<ApplicationStatus, Message> = {
  APPLIED: { title: "Application received", body: (j, c) => `Your application for ${j} at ${c} is in.` },
  IN_REVIEW: { title: "Application in review", body: (j, c) => `${c} is reviewing your application for ${j}.` },
  NOT_SELECTED: {
    title: "Application update",
    body: (j, c) => `${c} has decided not to move forward with your application for ${j}. Keep going: the right role is out there.`,
  },
  ELIGIBLE: { title: "You're shortlisted", body: (j, c) => `${c} has shortlisted you for ${j}.` },
  INTERVIEW_SCHEDULED: {
    title: "Interview scheduled",
    body: (j, c) => `${c} has scheduled an interview with you for ${j}. Watch your inbox for the details.`,
  },
  LINK_EXPIRED: {
    title: "Interview link expired",
    body: (j, c) => `Your interview link for ${j} at ${c} has expired. The employer may send you a new one.`,
  },
  INTERVIEW_DONE: { title: "Interview completed", body: (j, c) => `${c} has received your interview for ${j}.` },
  PROCESS_COMPLETED: {
    title: "Hiring process completed",
    body: (j, c) => `${c} has completed its hiring process for ${j}. A decision will follow soon.`,
  },
  HIRED: { title: "Congratulations, you're hired!", body: (j, c) => `${c} has hired you for ${j}. Well done!` },
  WITHDRAWN: {
    title: "Application withdrawn",
    body: (j, c) => `You withdrew your application for ${j} at ${c}. You can apply again while the job is open.`,
  },
};
