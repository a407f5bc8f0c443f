import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/env";
import { mailDriverName, resetMailForTests, sendMail } from "@/lib/mail";
import { extractCode, readOutbox } from "@/lib/mail/outbox";
import { startFakeSmtp, type FakeSmtp } from "@/test/fake-smtp";

function useSmtp(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  resetEnvForTests();
  resetMailForTests();
}

describe("mail outbox", () => {
  beforeAll(() => useSmtp(undefined));

  it("writes each e-mail as one JSON file with exactly kind, to, subject, text, html and sentAt", async () => {
    expect(mailDriverName()).toBe("outbox");
    const before = new Date();
    await sendMail({ to: "asha@example.com", subject: "Your code", text: "Your code is 482913.", html: "<p>482913</p>" });

    const files = (await readdir(env().outboxDir)).filter((name) => name.endsWith(".json"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9TZ]+-\d{6}-email-[0-9a-f]{8}\.json$/);
    const entry = JSON.parse(await readFile(path.join(env().outboxDir, files[0]!), "utf8"));
    expect(Object.keys(entry).sort()).toEqual(["html", "kind", "sentAt", "subject", "text", "to"]);
    expect(entry).toMatchObject({
      kind: "email",
      to: "asha@example.com",
      subject: "Your code",
      text: "Your code is 482913.",
      html: "<p>482913</p>",
    });
    expect(new Date(entry.sentAt).toISOString()).toBe(entry.sentAt);
    expect(new Date(entry.sentAt).getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it("reads the outbox newest first, filtered by recipient", async () => {
    await sendMail({ to: "ravi@example.com", subject: "First", text: "one", html: "" });
    await sendMail({ to: "Ravi@Example.com", subject: "Second", text: "two", html: "" });
    await sendMail({ to: "other@example.com", subject: "Third", text: "three", html: "" });

    const forRavi = await readOutbox({ to: "ravi@example.com" });
    expect(forRavi.map((e) => e.subject)).toEqual(["Second", "First"]);
    expect((await readOutbox({ limit: 1 }))[0]?.subject).toBe("Third");
    expect(await readOutbox({ kind: "sms" })).toEqual([]);
  });

  it("finds the one-time code in a message", () => {
    expect(extractCode("Use 482913 to verify your e-mail.")).toBe("482913");
    expect(extractCode("No code here, only 12 or 123456789.")).toBeNull();
  });
});

describe("mail over SMTP", () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  it("delivers the message to the SMTP server with its sender, recipient, subject and text", async () => {
    expect(mailDriverName()).toBe("smtp");
    await sendMail({
      to: "meera@example.com",
      subject: "Welcome to HireReady",
      text: "Your verification code is 771204.",
      html: "<p>Your verification code is <b>771204</b>.</p>",
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(["meera@example.com"]);
    expect(env().MAIL_FROM).toContain(`<${mail!.from}>`);
    const raw = mail!.raw;
    expect(raw).toMatch(/^Subject: Welcome to HireReady\r$/m);
    expect(raw).toMatch(/^To: meera@example\.com\r$/m);
    expect(raw).toContain("Your verification code is 771204.");
    expect(raw).toMatch(/Content-Type: text\/html/);
    // Nothing went to the outbox while SMTP was configured.
    expect(await readOutbox({ to: "meera@example.com" })).toEqual([]);
  });
});
