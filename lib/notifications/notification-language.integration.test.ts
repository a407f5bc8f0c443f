// The bell says a notification in the reader's language: the row keeps its kind and values, and the
// Hindi account reads Hindi where the English account reads the words the bell always said.
import { describe, expect, it, vi } from "vitest";
import { changeApplicationStatus } from "@/lib/applications/change-application-status";
import { feedbackNotification } from "@/lib/applications/feedback-messages";
import { answerJobReports } from "@/lib/job-reports/answer-reports";
import { notifyReportersOfClose } from "@/lib/jobs/notify-reporters-of-close";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { createNotification } from "./create-notification";
import { notificationOf } from "./notification-text";

const session = vi.hoisted(() => ({ candidate: null as { id: string; language: string | null } | null }));
vi.mock("@/lib/auth/current-candidate", () => ({ getCurrentCandidate: async () => session.candidate }));
const { GET } = await import("@/app/api/notifications/route");

const t = useTestDatabase();

type Row = { kind: string; title: string; body: string; link: string | null; marked: string[] };
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
  return { hindi, english, job, company };
}

describe("the bell in the reader's language", () => {
  it("says an employer's status change in Hindi to a Hindi account and in the old English to an English one", async () => {
    const { hindi, english } = await twoReaders();
    const [hi] = await bellOf(hindi);
    expect(hi).toMatchObject({ kind: "application_status", title: "आवेदन की समीक्षा हो रही है" });
    expect(hi!.body).toContain("Sarovar Foods");
    expect(hi!.body).toContain("Quality Chemist Sarovar");
    expect(hi!.body).not.toContain("is reviewing");
    // The employer's name and the job's title come with the row, for the bell to mark them as written.
    expect(hi).toMatchObject({ marked: ["Sarovar Foods", "Quality Chemist Sarovar"] });
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

  it("says an employer's feedback, a request's answer, the interview decisions, a report's answers and the welcome, each with its own values", async () => {
    const { hindi, english, job, company } = await twoReaders();
    const rows = {
      feedback: feedbackNotification({
        company: "Tanager Mills",
        job: "Dock Planner Tanager",
        message: "Bring your\n certificates on Monday.",
        toStatus: "ELIGIBLE",
      }),
      feedbackOnly: feedbackNotification({ company: "Heron Works", job: "Kiln Operator Heron", message: "Thanks for applying.", toStatus: null }),
      agreed: notificationOf("application_feedback", {
        about: "request",
        company: "Pelican Textiles",
        request: "HUMAN_REVIEW",
        decision: "ACCEPTED",
        message: "Our lead will call.",
      }),
      declined: notificationOf("application_feedback", {
        about: "request",
        company: "Ibex Tiles",
        request: "ALTERNATIVE_ASSESSMENT",
        decision: "DECLINED",
        message: "Not this time.",
      }),
      moreTime: notificationOf("interview_accommodation", {
        about: "time",
        company: "Osprey Logistics",
        job: "Route Analyst Osprey",
        decision: "APPROVED",
        percent: 25,
      }),
      usualTime: notificationOf("interview_accommodation", {
        about: "time",
        company: "Osprey Logistics",
        job: "Route Analyst Osprey",
        decision: "DENIED",
        percent: 50,
      }),
      retake: notificationOf("interview_accommodation", { about: "retake", company: "Wren Foods", job: "Packer Wren", decision: "APPROVED", retakes: 2 }),
      noRetake: notificationOf("interview_accommodation", { about: "retake", company: "Wren Foods", job: "Packer Wren", decision: "DENIED", retakes: 0 }),
      oneRetake: notificationOf("interview_accommodation", { about: "retake", company: "Finch Agro", job: "Picker Finch", decision: "DENIED", retakes: 1 }),
      hidden: notificationOf("job_report", { about: "hidden", job: "Courier Lead Jacana" }),
      reopened: notificationOf("job_report", { about: "answered", job: "Driver Myna", message: "It is real.", outcome: "reopened" }),
      closed: notificationOf("job_report", { about: "answered", job: "Loader Kite", message: "Filled already.", outcome: "closed" }),
      welcome: notificationOf("welcome", {}),
    };
    for (const reader of [hindi, english]) {
      for (const [name, row] of Object.entries(rows)) await createNotification({ candidateId: reader.id, ...row, link: `/n/${name}` });
      await t.db().jobReport.create({ data: { jobId: job.id, candidateId: reader.id, reason: "NOT_A_REAL_JOB" } });
    }
    // The report's answer as the employer gives it: the job stays open, so the answer has no outcome.
    await answerJobReports({ companyId: company.id, jobId: job.id, message: "The salary is as posted." });

    const said = (rows: Row[]) =>
      Object.fromEntries(rows.filter((r) => r.kind !== "application_status").map((r) => [r.link?.replace(/^\/n\//, "") ?? "", `${r.title} | ${r.body}`]));
    expect(said(await bellOf(english))).toEqual({
      feedback: "Feedback from Tanager Mills | On Dock Planner Tanager: “Bring your certificates on Monday.” Your application is now Eligible.",
      feedbackOnly: "Feedback from Heron Works | On Kiln Operator Heron: “Thanks for applying.”",
      agreed: "Pelican Textiles answered your request | You asked for a person to review the decision. Pelican Textiles agreed: “Our lead will call.”",
      declined: "Ibex Tiles answered your request | You asked for another way to be assessed. Ibex Tiles declined: “Not this time.”",
      moreTime:
        "Osprey Logistics gave you more time | Your request for +25 % answer time in the Route Analyst Osprey interview was approved. It applies to every answer.",
      usualTime:
        "Osprey Logistics kept the usual time | Your request for +50 % answer time in the Route Analyst Osprey interview was not approved. You can ask for a smaller amount before you start.",
      retake:
        "Wren Foods gave you one more retake | Your request for one more retake in the Packer Wren interview was approved: you can record each answer again 2 times.",
      noRetake: "Wren Foods kept the usual retakes | Your request for one more retake in the Packer Wren interview was not approved. Each answer has one take.",
      oneRetake:
        "Finch Agro kept the usual retakes | Your request for one more retake in the Picker Finch interview was not approved. You can record each answer again once.",
      hidden: "A job you reported is hidden from search | “Courier Lead Jacana” is hidden from search while its employer answers the reports.",
      reopened: "The employer answered your report | About “Driver Myna”, the employer says: “It is real.” The job is back in search.",
      closed: "The employer answered your report | About “Loader Kite”, the employer says: “Filled already.” The job is closed.",
      welcome: "Welcome to HireReady | Your account is ready. Keep your profile, CV and photo up to date: recruiters see them when you apply.",
      [`/jobs/${job.id}`]: "The employer answered your report | About “Quality Chemist Sarovar”, the employer says: “The salary is as posted.”",
    });
    expect(said(await bellOf(hindi))).toEqual({
      feedback: "Tanager Mills से फ़ीडबैक | Dock Planner Tanager के बारे में: “Bring your certificates on Monday.” अब आपके आवेदन का स्टेटस है: योग्य।",
      feedbackOnly: "Heron Works से फ़ीडबैक | Kiln Operator Heron के बारे में: “Thanks for applying.”",
      agreed: "Pelican Textiles ने आपके अनुरोध का जवाब दिया | आपने माँगा था: कोई व्यक्ति फ़ैसले को फिर से देखे। Pelican Textiles ने हाँ कहा: “Our lead will call.”",
      declined: "Ibex Tiles ने आपके अनुरोध का जवाब दिया | आपने माँगा था: आकलन का कोई और तरीका। Ibex Tiles ने मना किया: “Not this time.”",
      moreTime: "Osprey Logistics ने आपको और समय दिया | Route Analyst Osprey के इंटरव्यू में जवाब के लिए +25 % समय का आपका अनुरोध मंज़ूर हुआ। यह हर जवाब पर लागू होता है।",
      usualTime:
        "Osprey Logistics ने समय उतना ही रखा | Route Analyst Osprey के इंटरव्यू में जवाब के लिए +50 % समय का आपका अनुरोध मंज़ूर नहीं हुआ। शुरू करने से पहले आप कम समय माँग सकते हैं।",
      retake: "Wren Foods ने आपको एक और मौका दिया | Packer Wren के इंटरव्यू में एक बार और रिकॉर्ड करने का आपका अनुरोध मंज़ूर हुआ: आप हर जवाब 2 बार फिर से रिकॉर्ड कर सकते हैं।",
      noRetake: "Wren Foods ने मौके उतने ही रखे | Packer Wren के इंटरव्यू में एक बार और रिकॉर्ड करने का आपका अनुरोध मंज़ूर नहीं हुआ। हर जवाब एक ही बार रिकॉर्ड होगा।",
      oneRetake: "Finch Agro ने मौके उतने ही रखे | Picker Finch के इंटरव्यू में एक बार और रिकॉर्ड करने का आपका अनुरोध मंज़ूर नहीं हुआ। आप हर जवाब एक बार फिर से रिकॉर्ड कर सकते हैं।",
      hidden: "आपकी रिपोर्ट की हुई एक नौकरी खोज से हटा दी गई है | जब तक नियोक्ता रिपोर्टों का जवाब नहीं देता, “Courier Lead Jacana” खोज में नहीं दिखेगी।",
      reopened: "नियोक्ता ने आपकी रिपोर्ट का जवाब दिया | “Driver Myna” के बारे में नियोक्ता का कहना है: “It is real.” यह नौकरी फिर से खोज में है।",
      closed: "नियोक्ता ने आपकी रिपोर्ट का जवाब दिया | “Loader Kite” के बारे में नियोक्ता का कहना है: “Filled already.” यह नौकरी बंद हो गई है।",
      welcome: "HireReady में आपका स्वागत है | आपका अकाउंट तैयार है। अपनी प्रोफ़ाइल, CV और फ़ोटो अपडेट रखिए: आवेदन करने पर रिक्रूटर इन्हें देखते हैं।",
      [`/jobs/${job.id}`]: "नियोक्ता ने आपकी रिपोर्ट का जवाब दिया | “Quality Chemist Sarovar” के बारे में नियोक्ता का कहना है: “The salary is as posted.”",
    });
  });

  it("shows a row from before its kind had values by its stored text, in any language", async () => {
    const reader = { id: (await createCandidate({ language: "hi" })).id, language: "hi" };
    await t.db().notification.create({ data: { candidateId: reader.id, kind: "mock_ready", title: "Stored title Ibis", body: "Stored body Ibis" } });
    expect(await bellOf(reader)).toEqual([expect.objectContaining({ title: "Stored title Ibis", body: "Stored body Ibis" })]);
  });
});
