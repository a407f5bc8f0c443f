// The bell says a notification in the reader's language: the row keeps its kind and values, and the
// Hindi account reads Hindi where the English account reads the words the bell always said.
import { describe, expect, it, vi } from "vitest";
import { changeApplicationStatus } from "@/lib/applications/change-application-status";
import { notifyReportersOfClose } from "@/lib/jobs/notify-reporters-of-close";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { createNotification } from "./create-notification";
import { notificationOf } from "./notification-text";

const session = vi.hoisted(() => ({ candidate: null as { id: string; language: string | null } | null }));
vi.mock("@/lib/auth/current-candidate", () => ({ getCurrentCandidate: async () => session.candidate }));
const { GET } = await import("@/app/api/notifications/route");

const t = useTestDatabase();

type Row = { kind: string; title: string; body: string };
async function bellOf(candidate: { id: string; language: string | null }): Promise<Row[]> {
  session.candidate = candidate;
  const body = (await (await GET(new Request("http://localhost/api/notifications"))).json()) as { notifications: Row[] };
  return body.notifications;
}

/** One candidate of each language with an application to the same job, moved to IN_REVIEW by the employer. */
async function twoReaders() {
  const company = await createCompany({ name: "Sarovar Foods" });
  const job = await createJob(company.id, { title: "Quality Chemist Sarovar" });
  const hindi = { id: (await createCandidate({ language: "hi" })).id, language: "hi" };
  const english = { id: (await createCandidate()).id, language: null };
  for (const reader of [hindi, english]) {
    const application = await t.db().application.create({ data: { jobId: job.id, candidateId: reader.id }, select: { id: true } });
    await changeApplicationStatus({ companyId: company.id, applicationId: application.id, to: "IN_REVIEW", actor: "employer" });
  }
  return { hindi, english, job };
}

describe("the bell in the reader's language", () => {
  it("says an employer's status change in Hindi to a Hindi account and in the old English to an English one", async () => {
    const { hindi, english } = await twoReaders();
    const [hi] = await bellOf(hindi);
    expect(hi).toMatchObject({ kind: "application_status", title: "आवेदन की समीक्षा हो रही है" });
    expect(hi!.body).toContain("Sarovar Foods");
    expect(hi!.body).toContain("Quality Chemist Sarovar");
    expect(hi!.body).not.toContain("is reviewing");
    expect(await bellOf(english)).toEqual([
      expect.objectContaining({ title: "Application in review", body: "Sarovar Foods is reviewing your application for Quality Chemist Sarovar." }),
    ]);
  });

  it("says a mock's, an invitation's and a reported job's close in Hindi, each with its own values", async () => {
    const { hindi, english, job } = await twoReaders();
    for (const reader of [hindi, english]) {
      await createNotification({ candidateId: reader.id, ...notificationOf("mock_ready", { mock: "Data Analyst Kestrel" }) });
      await createNotification({ candidateId: reader.id, ...notificationOf("mock_evaluated", { mock: "Data Analyst Kestrel", score: 7.5, speaking: null }) });
      const until = new Date(Date.UTC(2026, 11, 7, 10)).toISOString();
      await createNotification({
        candidateId: reader.id,
        ...notificationOf("interview_invitation", { company: "Sarovar Foods", job: "Lab Lead", count: 3, until }),
      });
      await t.db().jobReport.create({ data: { jobId: job.id, candidateId: reader.id, reason: "NOT_A_REAL_JOB" } });
    }
    await t.db().$transaction((tx) => notifyReportersOfClose(tx, [{ id: job.id, title: job.title }]));

    const said = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.kind, `${r.title} | ${r.body}`]));
    expect(said(await bellOf(english))).toMatchObject({
      mock_ready: 'Your mock interview is ready | "Data Analyst Kestrel" has its questions. Start whenever you are ready.',
      mock_evaluated: "Your mock interview feedback is ready | Data Analyst Kestrel: score 7.5/10.",
      interview_invitation:
        "Your recorded video interview is ready to start | Sarovar Foods invites you to a recorded video interview for Lab Lead: 3 questions. Open it before Mon, 07 Dec 2026.",
      job_report: "A job you reported has closed | “Quality Chemist Sarovar” is closed and takes no more applications.",
    });
    expect(said(await bellOf(hindi))).toMatchObject({
      mock_ready: 'आपका mock interview तैयार है | "Data Analyst Kestrel" के सवाल तैयार हैं। जब चाहें शुरू कीजिए।',
      mock_evaluated: "आपके mock interview का फ़ीडबैक तैयार है | Data Analyst Kestrel: स्कोर 7.5/10।",
      interview_invitation: expect.stringMatching(/^आपका रिकॉर्डेड वीडियो इंटरव्यू .* Sarovar Foods ने .* Lab Lead .* 3 सवाल। इसे 7 दिस॰ 2026 से पहले खोलिए।$/),
      job_report: "आपकी रिपोर्ट की हुई एक नौकरी बंद हो गई है | “Quality Chemist Sarovar” बंद हो गई है और अब इसमें आवेदन नहीं लिए जाते।",
    });
  });

  it("shows a row from before its kind had values by its stored text, in any language", async () => {
    const reader = { id: (await createCandidate({ language: "hi" })).id, language: "hi" };
    await t.db().notification.create({ data: { candidateId: reader.id, kind: "mock_ready", title: "Stored title Ibis", body: "Stored body Ibis" } });
    expect(await bellOf(reader)).toEqual([expect.objectContaining({ title: "Stored title Ibis", body: "Stored body Ibis" })]);
  });
});
