import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "@/lib/mail/outbox";
import { stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { storage } from "@/lib/storage";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";

const { POST } = await import("@/app/api/jobs/quick-apply/route");
const t = useTestDatabase();

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);

let ip = 0;
function submit(fields: Record<string, string | undefined>, resume?: { name: string; data: Buffer; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  if (resume) form.set("resume", new Blob([new Uint8Array(resume.data)], { type: resume.type ?? "application/pdf" }), resume.name);
  // Each test client gets its own address so the per-address limit stays out of the way.
  return POST(new Request("http://localhost/api/jobs/quick-apply", { method: "POST", body: form, headers: { "x-forwarded-for": `10.0.0.${++ip}` } }));
}

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("POST /api/jobs/quick-apply", () => {
  let job: { id: string; shortId: string };
  let worker: { stop: () => Promise<void> };
  const fields = (email: string, overrides: Record<string, string | undefined> = {}) => ({
    email,
    firstname: "Meera",
    lastname: "Nair",
    phone: "+91 98765 43210",
    linkedinUrl: "https://www.linkedin.com/in/meera-nair",
    jobId: job.id,
    ...overrides,
  });

  beforeAll(async () => {
    job = await createJob((await createCompany({ name: "Coastal Labs" })).id, { title: "Lab Technician" });
    worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker?.stop();
    await stopQueue();
  });

  it("creates an unverified candidate and the application, and e-mails a set-password link", async () => {
    const res = await json(await submit(fields("Meera@Example.com"), { name: "Meera CV.pdf", data: PDF }));
    expect(res).toMatchObject({ status: 201, body: { message: "You've successfully applied for this job!", email: "meera@example.com" } });
    expect(res.body).not.toHaveProperty("candidateId");

    const candidate = await t.db().candidate.findUniqueOrThrow({
      where: { email: "meera@example.com" },
      omit: { passwordHash: false },
      include: { applications: true },
    });
    expect(candidate).toMatchObject({
      passwordHash: null,
      emailVerifiedAt: null,
      signupSource: "linkedin-quick-apply",
      firstName: "Meera",
      lastName: "Nair",
      mobile: "+919876543210",
      linkedinUrl: "https://www.linkedin.com/in/meera-nair",
      resumeName: "Meera CV.pdf",
    });
    expect(candidate.applications).toMatchObject([{ jobId: job.id, status: "APPLIED", source: "linkedin" }]);
    const stored = await storage().get(candidate.resumeKey!);
    expect(stored?.contentType).toBe("application/pdf");
    expect(stored?.size).toBe(PDF.length);

    await expect.poll(async () => (await readOutbox({ to: "meera@example.com" })).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await readOutbox({ to: "meera@example.com" });
    const link = new URL(mail!.text.match(/https?:\/\/\S+verify-account-small\S+/)![0]);
    expect(link.pathname).toBe("/verify-account-small");
    expect(link.searchParams.get("candidate")).toBe(candidate.id);
    expect(link.searchParams.get("email")).toBe("meera@example.com");
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{40,}$/);
  });

  it("accepts a .docx resume and a second job for the same unverified e-mail", async () => {
    const other = await createJob((await createCompany()).id);
    const res = await submit(fields("meera@example.com", { jobId: other.shortId }), { name: "cv.docx", data: DOCX });
    expect(res.status).toBe(201);
    const candidate = await t.db().candidate.findUniqueOrThrow({ where: { email: "meera@example.com" }, include: { applications: true } });
    expect(candidate.applications).toHaveLength(2);
    expect(candidate.resumeKey).toMatch(/\.docx$/);
  });

  it("tells an existing account holder 'User already registered' and stores nothing", async () => {
    const registered = await createCandidate();
    const before = await t.db().application.count();
    const res = await json(await submit(fields(registered.email.toUpperCase()), { name: "cv.pdf", data: PDF }));
    expect(res).toEqual({ status: 409, body: { message: "User already registered", code: "EMAIL_TAKEN" } });
    expect(await t.db().application.count()).toBe(before);
  });

  it("asks for a resume first, then checks the fields in the spec's order and words", async () => {
    expect(await json(await submit(fields("new1@example.com")))).toEqual({
      status: 400,
      body: { message: "Please upload your resume before applying for a job", code: "RESUME_REQUIRED" },
    });
    const pdf = { name: "cv.pdf", data: PDF };
    const cases: [Record<string, string | undefined>, string][] = [
      [{ email: "" }, "Email is required"],
      [{ email: "not-an-email" }, "It's not a valid Email"],
      [{ firstname: " " }, "First name is required"],
      [{ lastname: undefined }, "Last name is required"],
      [{ phone: "" }, "Mobile number is required"],
    ];
    for (const [overrides, message] of cases) {
      expect((await json(await submit(fields("new2@example.com", overrides), pdf))).body).toEqual({ message, code: "INVALID_INPUT" });
    }
    expect(await t.db().candidate.count({ where: { email: { in: ["new1@example.com", "new2@example.com"] } } })).toBe(0);
  });

  it("refuses a file that is not really a PDF or .docx, and one too large", async () => {
    const fake = await json(await submit(fields("new3@example.com"), { name: "cv.pdf", data: Buffer.from("MZ\x90\x00 not a pdf") }));
    expect(fake).toEqual({ status: 415, body: { message: "Please upload your resume as a PDF or Word (.docx) file", code: "FILE_TYPE_NOT_ALLOWED" } });
    const exe = await json(await submit(fields("new3@example.com"), { name: "cv.exe", data: PDF }));
    expect(exe.status).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await json(await submit(fields("new3@example.com"), { name: "cv.pdf", data: big }));
    expect(tooBig.status).toBe(413);
    expect(await t.db().candidate.count({ where: { email: "new3@example.com" } })).toBe(0);
  });

  it("refuses a closed job", async () => {
    const closed = await createJob((await createCompany()).id, { status: "CLOSED", closedAt: new Date() });
    const res = await json(await submit(fields("new4@example.com", { jobId: closed.id }), { name: "cv.pdf", data: PDF }));
    expect(res).toEqual({ status: 409, body: { message: "This job is closed and no longer accepts applications", code: "JOB_CLOSED" } });
  });
});
