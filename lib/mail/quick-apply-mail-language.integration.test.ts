// The quick apply's e-mail (a signed-out visitor applies from a job's page and gets a link to set a
// password) in the visitor's language, through the real SMTP path to the local catcher: Hindi when the
// visit was Hindi, the English words as before otherwise; the new account keeps the language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { useTestDatabase } from "@/test/db";
import { createCompany, createJob } from "@/test/factories";
import { startFakeSmtp, type FakeSmtp } from "@/test/fake-smtp";
import { readMail } from "@/test/read-mail";

const { POST } = await import("@/app/api/jobs/quick-apply/route");
const t = useTestDatabase();

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");

let smtp: FakeSmtp;
let worker: { stop: () => Promise<void> };
let job: { id: string };
beforeAll(async () => {
  smtp = await startFakeSmtp();
  worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
  job = await createJob((await createCompany({ name: "Varuna Mills" })).id, { title: "Tally Clerk Ibis" });
});
afterAll(async () => {
  await worker?.stop();
  await stopQueue();
  smtp?.close();
});

let ip = 0;
async function quickApply(email: string, headers: Record<string, string>) {
  const form = new FormData();
  const fields = { email, firstname: "Kavya", lastname: "Rao", phone: "+91 98450 12345", jobId: job.id };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("resume", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "Kavya CV.pdf");
  const req = new Request("http://localhost/api/jobs/quick-apply", {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": `10.9.0.${++ip}`, ...headers },
  });
  expect((await POST(req)).status).toBe(201);
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
  return readMail(smtp.received.find((mail) => mail.to.includes(email))!);
}

const linkIn = (text: string) => /https?:\/\/\S+\/verify-account-small\?\S+/.exec(text)?.[0];

describe("the quick apply's e-mail", () => {
  it("a visitor who chose Hindi reads it in Hindi, with the job and its link; the account keeps Hindi", async () => {
    const mail = await quickApply("kavya.hindi@example.com", { cookie: "hr_lang=hi", "accept-language": "en" });
    expect(mail.subject).toBe("अपना HireReady अकाउंट वेरिफ़ाई करें");
    expect(mail.text).toContain("अपना अकाउंट वेरिफ़ाई करें");
    expect(mail.text).toContain(
      "Varuna Mills में Tally Clerk Ibis के लिए आवेदन करने का धन्यवाद। अपना ई-मेल वेरिफ़ाई करने के लिए पासवर्ड सेट कीजिए, फिर HireReady पर अपने आवेदन की ख़बर रखिए।",
    );
    expect(mail.text).toContain("वेरिफ़ाई करें और पासवर्ड सेट करें: ");
    expect(mail.text).toContain("अगर आपने आवेदन नहीं किया है, तो इस ई-मेल को अनदेखा कर दीजिए: लिंक इस्तेमाल होने तक कुछ नहीं होता।");
    expect(mail.text).not.toMatch(/Thanks for applying|Verify and set password/);
    expect(mail.html).toContain('<html lang="hi">');
    const candidate = await t.db().candidate.findUniqueOrThrow({ where: { email: "kavya.hindi@example.com" }, select: { id: true, language: true } });
    expect(candidate.language).toBe("hi");
    expect(new URL(linkIn(mail.text)!).searchParams.get("candidate")).toBe(candidate.id);
  });

  it("a browser that ranks Hindi first gets Hindi too; an English visit reads the words as before", async () => {
    const hindi = await quickApply("kavya.browser@example.com", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.5" });
    expect(hindi.subject).toBe("अपना HireReady अकाउंट वेरिफ़ाई करें");

    const english = await quickApply("kavya.english@example.com", { "accept-language": "en-IN,en;q=0.9" });
    expect(english.subject).toBe("Verify your HireReady account");
    expect(english.text).toContain(
      "Thanks for applying for Tally Clerk Ibis at Varuna Mills. Set a password to verify your e-mail, then follow your application on HireReady.",
    );
    expect(english.text).toContain("Verify and set password: ");
    expect(english.text).toContain("If you did not apply, you can ignore this e-mail: nothing happens until the link is used.");
    expect(linkIn(english.text)).toBeDefined();
    expect(await t.db().candidate.findUniqueOrThrow({ where: { email: "kavya.english@example.com" }, select: { language: true } })).toEqual({ language: null });
  });
});
