// The e-mails about an application's events go out once per event, however often their task runs:
// twice in a row, twice at the same moment, after a failed send, or after a crash that lost the
// record of a send (then again with the same Message-ID, which mail clients fold into one).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskHandlers } from "@/lib/task-handlers";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { startFakeSmtp, type FakeSmtp } from "@/test/fake-smtp";

const t = useTestDatabase();
const context = { id: "task", retryCount: 0, isLastAttempt: false, signal: new AbortController().signal };

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

interface Received {
  subject: string;
  messageId: string;
}

function mailsTo(email: string): Received[] {
  return smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => ({
      subject: /^Subject: (.*)\r$/m.exec(mail.raw)?.[1] ?? "",
      messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1] ?? "",
    }));
}

async function applicationWithEvents(title: string) {
  const candidate = await createCandidate();
  const company = await createCompany({ name: `Once ${title} Ltd` });
  const job = await createJob(company.id, { title });
  const application = await t.db().application.create({
    data: { jobId: job.id, candidateId: candidate.id, history: { create: { toStatus: "ELIGIBLE", actor: "employer" } } },
    include: { history: true },
  });
  const feedback = await t.db().applicationFeedback.create({
    data: { applicationId: application.id, companyId: company.id, message: `Thanks for applying to ${title}.` },
  });
  return { candidate, changeId: application.history[0]!.id, feedbackId: feedback.id };
}

describe("application e-mails, once per event", () => {
  it("a task run again after it finished sends nothing more", async () => {
    const { candidate, changeId, feedbackId } = await applicationWithEvents("Run Twice Analyst");
    await taskHandlers["applications.status-email"]({ changeId }, context);
    await taskHandlers["applications.status-email"]({ changeId }, context);
    await taskHandlers["applications.feedback-email"]({ feedbackId }, context);
    await taskHandlers["applications.feedback-email"]({ feedbackId }, context);

    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.messageId).sort()).toEqual(
      [`<application-feedback.${feedbackId}@localhost>`, `<application-status.${changeId}@localhost>`].sort(),
    );
    expect(mails.every((m) => m.subject.endsWith(": Run Twice Analyst"))).toBe(true);
    expect((await t.db().applicationFeedback.findUniqueOrThrow({ where: { id: feedbackId } })).emailedAt).not.toBeNull();
    expect((await t.db().applicationStatusChange.findUniqueOrThrow({ where: { id: changeId } })).emailedAt).not.toBeNull();
  });

  it("an account closed for deletion gets neither e-mail, while an open one gets both, with the way to stop them", async () => {
    const closed = await applicationWithEvents("Closed Account Tester");
    const open = await applicationWithEvents("Open Account Tester");
    await t.db().accountDeletion.create({ data: { candidateId: closed.candidate.id, eraseAfter: new Date(Date.now() + 86_400_000) } });
    for (const { changeId, feedbackId } of [closed, open]) {
      await taskHandlers["applications.status-email"]({ changeId }, context);
      await taskHandlers["applications.feedback-email"]({ feedbackId }, context);
    }
    expect(mailsTo(closed.candidate.email)).toEqual([]);
    expect(
      mailsTo(open.candidate.email)
        .map((m) => m.messageId)
        .sort(),
    ).toEqual([`<application-feedback.${open.feedbackId}@localhost>`, `<application-status.${open.changeId}@localhost>`].sort());
    const raws = smtp.received.filter((mail) => mail.to.includes(open.candidate.email)).map((mail) => mail.raw.replace(/=\r\n/g, ""));
    expect(raws.every((raw) => raw.includes("You can turn them off in Settings."))).toBe(true);
  });

  it("ten runs of the same task at once send exactly one e-mail, and none fails", async () => {
    const { candidate, feedbackId, changeId } = await applicationWithEvents("Burst Engineer");
    const runs = await Promise.allSettled([
      ...Array.from({ length: 10 }, () => taskHandlers["applications.feedback-email"]({ feedbackId }, context)),
      ...Array.from({ length: 10 }, () => taskHandlers["applications.status-email"]({ changeId }, context)),
    ]);
    expect(runs.filter((r) => r.status === "rejected")).toEqual([]);
    const mails = mailsTo(candidate.email);
    expect(mails.filter((m) => m.messageId.includes(feedbackId))).toHaveLength(1);
    expect(mails.filter((m) => m.messageId.includes(changeId))).toHaveLength(1);
    expect(mails).toHaveLength(2);
  });

  it("a refused send leaves the event unclaimed, and the retry sends it", async () => {
    const { candidate, feedbackId } = await applicationWithEvents("Retry Designer");
    smtp.refuseNext(1);
    await expect(taskHandlers["applications.feedback-email"]({ feedbackId }, context)).rejects.toThrow(/Mailbox busy/);
    expect(mailsTo(candidate.email)).toHaveLength(0);
    expect((await t.db().applicationFeedback.findUniqueOrThrow({ where: { id: feedbackId } })).emailedAt).toBeNull();

    await taskHandlers["applications.feedback-email"]({ feedbackId }, context);
    expect(mailsTo(candidate.email).map((m) => m.messageId)).toEqual([`<application-feedback.${feedbackId}@localhost>`]);
  });

  it("a send whose record was lost in a crash goes again with the same Message-ID", async () => {
    const { candidate, changeId } = await applicationWithEvents("Crash Recovery Lead");
    await taskHandlers["applications.status-email"]({ changeId }, context);
    // The process died after the message went out and before its transaction committed.
    await t.db().applicationStatusChange.update({ where: { id: changeId }, data: { emailedAt: null } });
    await taskHandlers["applications.status-email"]({ changeId }, context);

    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((m) => m.messageId))).toEqual(new Set([`<application-status.${changeId}@localhost>`]));
  });
});
