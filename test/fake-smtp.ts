// A local SMTP server for tests of real delivery through nodemailer: it keeps every message it
// accepts, and can refuse the next ones with a temporary failure (451), as a busy mailbox does.
// `start()` points the app's mail at it (SMTP_URL); `close()` points it back at the outbox.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { resetEnvForTests } from "@/lib/env";
import { resetMailForTests } from "@/lib/mail";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, quoted-printable soft line breaks undone. */
  raw: string;
  /** The message exactly as sent (test/read-mail.ts decodes it). */
  source: string;
}

export interface FakeSmtp {
  received: ReceivedMail[];
  /** Messages offered, delivered or refused. */
  attempts: () => number;
  /** Refuses the next `count` messages with "451 Mailbox busy, try again later". */
  refuseNext: (count?: number) => void;
  close: () => Promise<void>;
}

function useSmtp(url: string | undefined): void {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  resetEnvForTests();
  resetMailForTests();
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts += 1;
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          source: Buffer.concat(chunks).toString("utf8"),
          raw: Buffer.concat(chunks).toString("utf8").replace(/=\r\n/g, ""),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  // nodemailer reads transport options from the URL's query: no TLS on the local sink.
  useSmtp(`smtp://127.0.0.1:${port}/?ignoreTLS=true`);
  return {
    received,
    attempts: () => attempts,
    refuseNext: (count = 1) => (refusals = count),
    close: async () => {
      useSmtp(undefined);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
