import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { readOutbox } from "@/lib/mail/outbox";
import { sendSms, smsDriverName } from "@/lib/sms";

const TWILIO_VARS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "TWILIO_API_BASE"] as const;

function useTwilio(vars: Partial<Record<(typeof TWILIO_VARS)[number], string>> | null) {
  for (const name of TWILIO_VARS) {
    const value = vars?.[name];
    if (value) process.env[name] = value;
    else delete process.env[name];
  }
  resetEnvForTests();
}

describe("SMS outbox", () => {
  beforeAll(() => useTwilio(null));

  it("writes the SMS to the outbox as kind sms with empty subject and html", async () => {
    expect(smsDriverName()).toBe("outbox");
    await sendSms({ to: "+919876543210", text: "Your HireReady code is 3317." });
    const entries = await readOutbox({ kind: "sms" });
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!).sort()).toEqual(["html", "kind", "sentAt", "subject", "text", "to"]);
    expect(entries[0]).toMatchObject({
      kind: "sms",
      to: "+919876543210",
      subject: "",
      text: "Your HireReady code is 3317.",
      html: "",
    });
    expect(await readOutbox({ kind: "email" })).toEqual([]);
  });
});

describe("SMS through Twilio's REST API", () => {
  let server: Server;
  let requests: { method?: string; url?: string; auth?: string; type?: string; form: URLSearchParams }[];
  let reply: { status: number; body: object };

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let body = "";
      for await (const chunk of req) body += chunk;
      requests.push({
        method: req.method,
        url: req.url,
        auth: req.headers.authorization,
        type: req.headers["content-type"],
        form: new URLSearchParams(body),
      });
      res.writeHead(reply.status, { "Content-Type": "application/json" }).end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    useTwilio({
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "secret-token",
      TWILIO_FROM: "+15005550006",
      TWILIO_API_BASE: `http://127.0.0.1:${port}`,
    });
  });

  beforeEach(() => {
    requests = [];
    reply = { status: 201, body: { sid: "SM1", status: "queued" } };
  });

  afterAll(async () => {
    useTwilio(null);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("posts To, From and Body form-encoded to the account's Messages resource with basic auth", async () => {
    expect(smsDriverName()).toBe("twilio");
    await sendSms({ to: "+919876543210", text: "Your code is 550021" });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/2010-04-01/Accounts/AC123/Messages.json");
    expect(request!.auth).toBe(`Basic ${Buffer.from("AC123:secret-token").toString("base64")}`);
    expect(request!.type).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(request!.form)).toEqual({
      To: "+919876543210",
      From: "+15005550006",
      Body: "Your code is 550021",
    });
    expect(await readOutbox({ to: "+919876543210", kind: "sms" })).toHaveLength(1); // still just the outbox test's message
  });

  it("throws an error naming the status and Twilio's message when Twilio refuses", async () => {
    reply = { status: 400, body: { code: 21211, message: "The 'To' number +91000 is not a valid phone number." } };
    await expect(sendSms({ to: "+91000", text: "hi" })).rejects.toThrow(
      "Twilio refused the SMS to +91000: HTTP 400 (21211 The 'To' number +91000 is not a valid phone number.)",
    );
  });
});
