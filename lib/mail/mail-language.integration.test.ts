// E-mails and SMS in the candidate's language, sent through the real SMTP path to the local catcher:
// one-time codes (sign-up in the visitor's chosen language, reset and mobile in the account's), an
// application's status and feedback, an interview invitation and a job alert. Each Hindi mail's code
// is the one that verifies; English mails keep their words.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyPasswordResetOtp } from "@/lib/auth/password-reset";
import { invitationEmail } from "@/lib/interviews/invitation";
import { saveSearch } from "@/lib/job-alerts/saved-searches";
import { sendJobAlertDigest } from "@/lib/job-alerts/send-digest";
import { sendMail } from "@/lib/mail";
import { readOutbox } from "@/lib/mail/outbox";
import { taskHandlers } from "@/lib/task-handlers";
import { verifyMobileOtp } from "@/lib/users/mobile-verification";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { startFakeSmtp, type FakeSmtp } from "@/test/fake-smtp";
import { readMail } from "@/test/read-mail";
import { signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const { POST: sendOtp } = await import("@/app/api/auth/send-otp/route");
const { POST: register } = await import("@/app/api/auth/register/route");
const { POST: forgotPassword } = await import("@/app/api/auth/forgot-password/route");
const { POST: sendMobileOtp } = await import("@/app/api/auth/send-mobile-otp/route");
const context = { id: "task", retryCount: 0, isLastAttempt: false, signal: new AbortController().signal };

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

const post = (handler: (req: Request) => Promise<Response>, body: unknown, headers: Record<string, string> = {}) =>
  handler(
    new Request("http://localhost/api/auth/x", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }),
  );

function mailTo(email: string) {
  const mails = smtp.received.filter((mail) => mail.to.includes(email));
  expect(mails).toHaveLength(1);
  return readMail(mails[0]!);
}

const codeIn = (text: string) => /^(\d{6})$/m.exec(text)?.[1] ?? "";

describe("one-time codes", () => {
  it("a visitor who chose Hindi gets the sign-up code in Hindi, and that code creates the account", async () => {
    const email = "hindi.signup@example.com";
    expect((await post(sendOtp, { email }, { cookie: "hr_lang=hi", "accept-language": "en" })).status).toBe(200);
    const mail = mailTo(email);
    const code = codeIn(mail.text);
    expect(mail.subject).toBe("आपका HireReady वेरिफ़िकेशन कोड");
    expect(mail.text).toBe(
      [
        "अपना ई-मेल वेरिफ़ाई करें",
        "",
        "अपना HireReady अकाउंट बनाना पूरा करने के लिए यह कोड डालें।",
        "",
        code,
        "",
        "यह कोड 10 मिनट तक ही मान्य है। अगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें।",
        "",
        "— HireReady",
      ].join("\n"),
    );
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain(`>${code}</span>`);
    expect((await post(register, { email, password: "Hindi@Pass123", otp: code })).status).toBe(201);
    expect(await t.db().candidate.count({ where: { email } })).toBe(1);
  });

  it("an English visitor's code mail keeps its words", async () => {
    const email = "english.signup@example.com";
    expect((await post(sendOtp, { email }, { "accept-language": "en-IN,en;q=0.9,hi;q=0.5" })).status).toBe(200);
    const mail = mailTo(email);
    expect(mail.subject).toBe("Your HireReady verification code");
    expect(mail.text).toBe(
      [
        "Verify your e-mail",
        "",
        "Use this code to finish creating your HireReady account.",
        "",
        codeIn(mail.text),
        "",
        "The code expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.",
        "",
        "— HireReady",
      ].join("\n"),
    );
    expect(mail.html).toContain('<html lang="en">');
  });

  it("a reset code goes out in the account's language, whatever the browser asks, and verifies", async () => {
    const hindi = await createCandidate({ language: "hi" });
    const english = await createCandidate({ language: "en" });
    expect((await post(forgotPassword, { email: hindi.email }, { cookie: "hr_lang=en" })).status).toBe(200);
    expect((await post(forgotPassword, { email: english.email }, { cookie: "hr_lang=hi" })).status).toBe(200);

    const mail = mailTo(hindi.email);
    expect(mail.subject).toBe("अपना HireReady पासवर्ड रीसेट करें");
    expect(mail.text).toContain("अपने अकाउंट का नया पासवर्ड सेट करने के लिए यह कोड डालें।");
    await expect(verifyPasswordResetOtp({ email: hindi.email, otp: codeIn(mail.text), ip: "192.0.2.31" })).resolves.toEqual(expect.any(String));

    const englishMail = mailTo(english.email);
    expect(englishMail.subject).toBe("Reset your HireReady password");
    expect(englishMail.text).toContain("Use this code to set a new password for your account.");
  });

  it("a Hindi account's mobile code comes in one Hindi SMS, and that code verifies the number", async () => {
    const me = await createCandidate({ language: "hi", mobile: null, mobileVerifiedAt: null });
    signInAs(me.id);
    const mobile = { mobile: "9876500077", countryCode: "+91", countryIso: "IN" };
    expect((await post(sendMobileOtp, mobile, { cookie: "hr_lang=en" })).status).toBe(200);
    signInAs(null);
    const [sms] = await readOutbox({ to: "+919876500077", kind: "sms", limit: 1 });
    const code = /^(\d{6}) /.exec(sms!.text)?.[1] ?? "";
    expect(sms!.text).toBe(`${code} आपका HireReady OTP है। यह 10 मिनट तक मान्य है।`);
    const verified = await verifyMobileOtp({ ...mobile, candidateId: me.id, otp: code, ip: "192.0.2.32" });
    expect(verified.mobile).toBe("+919876500077");
  });
});

async function applicationOf(language: "hi" | "en", title: string) {
  return applicationMailsOf(await createCandidate({ language, firstName: language === "hi" ? "आशा" : "Asha" }), title);
}

async function applicationMailsOf(candidate: { id: string; email: string }, title: string) {
  const company = await createCompany({ name: `Bhasha ${title} Pvt Ltd` });
  const job = await createJob(company.id, { title });
  const application = await t.db().application.create({
    data: { jobId: job.id, candidateId: candidate.id, history: { create: { toStatus: "ELIGIBLE", actor: "employer" } } },
    include: { history: true },
  });
  const feedback = await t.db().applicationFeedback.create({
    data: { applicationId: application.id, companyId: company.id, message: "Strong answers on planning.", toStatus: "ELIGIBLE" },
  });
  await taskHandlers["applications.status-email"]({ changeId: application.history[0]!.id }, context);
  await taskHandlers["applications.feedback-email"]({ feedbackId: feedback.id }, context);
  return smtp.received.filter((mail) => mail.to.includes(candidate.email)).map(readMail);
}

describe("application e-mails", () => {
  it("a Hindi account reads its status change and its feedback in Hindi; an English one as before", async () => {
    const [status, feedback] = await applicationOf("hi", "Store Supervisor");
    expect(status!.subject).toBe("आपको शॉर्टलिस्ट किया गया है: Store Supervisor");
    expect(status!.text).toContain("नमस्ते आशा, Bhasha Store Supervisor Pvt Ltd ने Store Supervisor के लिए आपको शॉर्टलिस्ट किया है।");
    expect(status!.text).toContain("अपना आवेदन देखें: ");
    expect(status!.text).toContain("स्टेटस: योग्य।");
    expect(status!.text).toContain("आप इन्हें सेटिंग्स में बंद कर सकते हैं।");
    expect(feedback!.subject).toBe("Bhasha Store Supervisor Pvt Ltd से फ़ीडबैक: Store Supervisor");
    expect(feedback!.text).toContain("> Strong answers on planning.");
    expect(feedback!.text).toContain("अब आपके आवेदन का स्टेटस है: योग्य।");

    const [englishStatus, englishFeedback] = await applicationOf("en", "Stock Supervisor");
    expect(englishStatus!.subject).toBe("You're shortlisted: Stock Supervisor");
    expect(englishStatus!.text).toContain("Hi Asha, Bhasha Stock Supervisor Pvt Ltd has shortlisted you for Stock Supervisor.");
    expect(englishStatus!.text).toContain("Status: Eligible.");
    expect(englishStatus!.text).toContain("You get this because you asked for e-mails about your applications. You can turn them off in Settings.");
    expect(englishFeedback!.subject).toBe("Feedback from Bhasha Stock Supervisor Pvt Ltd: Stock Supervisor");
    expect(englishFeedback!.text).toContain("Your application is now Eligible.");
  });
});

describe("an account made by sign-up", () => {
  /** Signs up through the two routes, both asked with `headers`; returns the new account's language. */
  async function signUp(email: string, headers: Record<string, string>) {
    expect((await post(sendOtp, { email }, headers)).status).toBe(200);
    const otp = codeIn(mailTo(email).text);
    expect((await post(register, { email, password: "Bhasha@Pass123", otp }, headers)).status).toBe(201);
    return t.db().candidate.findUniqueOrThrow({ where: { email }, select: { id: true, email: true, language: true } });
  }

  it("keeps Hindi when the visitor chose it, and its later mails are Hindi", async () => {
    const account = await signUp("kept.hindi@example.com", { cookie: "hr_lang=hi", "accept-language": "en" });
    expect(account.language).toBe("hi");
    // The sign-up code came first; the status change and its feedback follow.
    const [status] = (await applicationMailsOf(account, "Floor Manager")).slice(-2);
    expect(status!.subject).toBe("आपको शॉर्टलिस्ट किया गया है: Floor Manager");
  });

  it("keeps Hindi when the browser asks for Hindi first", async () => {
    expect((await signUp("browser.hindi@example.com", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.5" })).language).toBe("hi");
  });

  it("keeps no language otherwise, and its later mails are English", async () => {
    const account = await signUp("kept.english@example.com", { "accept-language": "en-IN,en;q=0.9,hi;q=0.5" });
    expect(account.language).toBeNull();
    expect((await signUp("chose.english@example.com", { cookie: "hr_lang=en", "accept-language": "hi" })).language).toBeNull();
    const [status] = (await applicationMailsOf(account, "Floor Lead")).slice(-2);
    expect(status!.subject).toBe("You're shortlisted: Floor Lead");
  });
});

describe("invitations and job alerts", () => {
  it("an interview invitation writes its deadline in Hindi for a Hindi account, as before in English", async () => {
    const invitation = { interviewId: "7f3e2a10-0000-4000-8000-000000000001", token: "tok", company: "Kiran Foods", jobTitle: "Cashier", questionCount: 3 };
    const expiresAt = new Date("2026-12-05T12:30:00Z");
    await sendMail(invitationEmail({ email: "invite.hi@example.com", firstName: null, language: "hi" }, { ...invitation, expiresAt }));
    await sendMail(invitationEmail({ email: "invite.en@example.com", firstName: null, language: null }, { ...invitation, expiresAt }));
    const hindi = mailTo("invite.hi@example.com");
    expect(hindi.subject).toBe("रिकॉर्डेड इंटरव्यू: Kiran Foods में Cashier");
    expect(hindi.text).toContain("आपको कैमरे पर 3 सवालों के जवाब बोलकर देने हैं");
    expect(hindi.text).toContain("यह लिंक सिर्फ़ आपके लिए है और 5 दिस॰ 2026, 18:00 तक चलेगा।");
    const english = mailTo("invite.en@example.com");
    expect(english.subject).toBe("Recorded interview: Cashier at Kiran Foods");
    expect(english.text).toContain("The link is yours alone and works until Sat, 05 Dec 2026 12:30:00 GMT.");
  });

  it("a job alert names the search, the job's facts and its pay in Hindi for a Hindi account", async () => {
    const company = await createCompany({ name: "Sahyadri Logistics" });
    const hindi = await createCandidate({ language: "hi", firstName: null });
    await saveSearch({ candidateId: hindi.id, query: "q=zqbhashaalert&mode=REMOTE" });
    await createJob(company.id, { title: "Zqbhashaalert Dispatcher", workMode: "REMOTE", salaryMin: 450_000, salaryMax: 600_000 });
    expect(await sendJobAlertDigest({ candidateId: hindi.id })).toMatchObject({ sent: true, jobCount: 1 });
    const mail = mailTo(hindi.email);
    expect(mail.subject).toBe("आपकी सेव की गई खोज से मेल खाती 1 नई नौकरी");
    expect(mail.text).toContain("“zqbhashaalert” · घर से (रिमोट)");
    expect(mail.text).toContain("- Zqbhashaalert Dispatcher · Sahyadri Logistics (Pune · फ़ुल-टाइम · घर से (रिमोट) · ₹4.5 लाख - ₹6 लाख / साल): ");
    expect(mail.text).toContain("जॉब अलर्ट बंद करें: ");
  });
});
