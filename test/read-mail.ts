// A message the fake SMTP server received, decoded as a mail client shows it: the subject (RFC 2047
// encoded words undone) and the text and HTML parts (base64 or quoted-printable undone), so tests
// can read a Hindi mail's words.
import type { ReceivedMail } from "./fake-smtp";

export interface ReadMail {
  subject: string;
  text: string;
  html: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === "b" ? Buffer.from(data, "base64").toString("utf8") : quotedPrintable(data.replace(/_/g, " ")),
    );
}

function quotedPrintable(data: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i += 1) {
    const hex = data[i] === "=" ? /^[0-9A-F]{2}/i.exec(data.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(data[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function split(part: string): { headers: string; body: string } {
  const at = part.indexOf("\r\n\r\n");
  return { headers: part.slice(0, at).replace(/\r\n[ \t]+/g, " "), body: part.slice(at + 4) };
}

const header = (headers: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";

function decodeBody(headers: string, body: string): string {
  const encoding = header(headers, "Content-Transfer-Encoding").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return quotedPrintable(body.replace(/=\r\n/g, ""));
  return body;
}

export function readMail(mail: ReceivedMail): ReadMail {
  const { headers, body } = split(mail.source);
  const result: ReadMail = { subject: decodeWords(header(headers, "Subject")), text: "", html: "" };
  const boundary = /boundary="?([^";]+)"?/i.exec(header(headers, "Content-Type"))?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map(split) : [{ headers, body }];
  for (const part of parts) {
    const type = header(part.headers, "Content-Type").toLowerCase();
    const decoded = decodeBody(part.headers, part.body).replace(/\r\n/g, "\n").replace(/\n$/, "");
    if (type.startsWith("text/plain")) result.text = decoded;
    else if (type.startsWith("text/html")) result.html = decoded;
  }
  return result;
}
