import { afterAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { env } from "@/lib/env";
import type { MailMessage } from "@/lib/mail";
import { queue, stopQueue } from "@/lib/queue";
import { useTestDatabase } from "@/test/db";
import type { AppError } from "@/lib/errors/app-error";
import { CONTACT_RATE_LIMITED_MESSAGE, receiveContactMessage } from "./receive-contact-message";

const t = useTestDatabase();
afterAll(() => stopQueue());

const input = {
  name: "Kabir Anand",
  email: "kabir@example.com",
  company: "Setulink",
  phone: "",
  message: "We hire 40 engineers a year.\nCan we try Interview As A Service first?",
};

describe("receiving a contact-form message", () => {
  it("stores the message, then e-mails it to the team inbox", async () => {
    const sent: MailMessage[] = [];
    const result = await receiveContactMessage({
      input,
      ip: "203.0.113.10",
      userAgent: "Mozilla/5.0 test",
      deliver: async (mail) => void sent.push(mail),
    });
    expect(result.status).toBe("received");
    const stored = await t.db().contactMessage.findMany({ where: { email: input.email } });
    expect(stored).toEqual([
      expect.objectContaining({ name: "Kabir Anand", company: "Setulink", phone: null, ip: "203.0.113.10", userAgent: "Mozilla/5.0 test" }),
    ]);
    expect(stored[0]?.message).toBe(input.message);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: env().CONTACT_INBOX, subject: "Contact form: Kabir Anand (Setulink)" });
    expect(sent[0]?.text).toContain("Can we try Interview As A Service first?");
    expect(sent[0]?.text).toContain("mailto:kabir@example.com");
  });

  it("queues the team's e-mail for the worker by default", async () => {
    const result = await receiveContactMessage({ input: { ...input, email: "queued@example.com" }, ip: "203.0.113.11", userAgent: null });
    expect(result.status).toBe("received");
    const jobs = await (await queue()).findJobs("mail.send");
    expect(jobs.map((job) => (job.data as MailMessage).text).join("\n")).toContain("queued@example.com");
  });

  it("keeps the message when the e-mail cannot be sent", async () => {
    const result = await receiveContactMessage({
      input: { ...input, email: "mailfail@example.com" },
      ip: "203.0.113.12",
      userAgent: null,
      deliver: () => Promise.reject(new Error("SMTP is down")),
    });
    expect(result.status).toBe("received");
    expect(await t.db().contactMessage.count({ where: { email: "mailfail@example.com" } })).toBe(1);
  });

  it("drops a message whose honeypot is filled, without storing or mailing it", async () => {
    const sent: MailMessage[] = [];
    const result = await receiveContactMessage({
      input: { ...input, email: "bot@example.com", website: "http://cheap-pills.example" },
      ip: "203.0.113.13",
      userAgent: null,
      deliver: async (mail) => void sent.push(mail),
    });
    expect(result).toEqual({ status: "ignored" });
    expect(await t.db().contactMessage.count({ where: { email: "bot@example.com" } })).toBe(0);
    expect(sent).toEqual([]);
  });

  it(`refuses message ${RATE_LIMITS.contactPerIp.limit + 1} from one address within the hour, but not another address`, async () => {
    const deliver = async () => undefined;
    const from = (ip: string) => receiveContactMessage({ input: { ...input, email: "burst@example.com" }, ip, userAgent: null, deliver });
    for (let i = 0; i < RATE_LIMITS.contactPerIp.limit; i++) expect((await from("198.51.100.20")).status).toBe("received");
    const refused = await from("198.51.100.20").catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "RATE_LIMITED", message: CONTACT_RATE_LIMITED_MESSAGE });
    expect((refused as AppError).details.retryAfterSeconds).toBeGreaterThan(0);
    expect((await from("198.51.100.21")).status).toBe("received");
    expect(await t.db().contactMessage.count({ where: { email: "burst@example.com" } })).toBe(RATE_LIMITS.contactPerIp.limit + 1);
  });
});
