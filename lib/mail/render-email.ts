// The one layout every e-mail uses: a branded card with inline styles (mail clients ignore
// <style> blocks and external CSS) and a plain-text twin for clients that show text only.
import { brand } from "@/lib/brand";

export interface EmailContent {
  /** The language the mail is written in (its `<html lang>`: "en", "hi"); English unless said. */
  lang?: string;
  title: string;
  intro: string;
  code?: string;
  /** Someone else's words, quoted as they wrote them (line breaks kept): an employer's feedback. */
  quote?: string;
  /** Label and value pairs shown as a table (receipts). */
  rows?: [string, string][];
  action?: { label: string; href: string };
  outro?: string;
  /** Lists of links under headings (a job-alert digest: one section per saved search). */
  sections?: EmailSection[];
  /** Small print under the card's body: why the mail came and how to stop it. */
  footer?: { text: string; links?: { label: string; href: string }[] };
}

export interface EmailSection {
  heading: string;
  items: { label: string; detail?: string; href: string }[];
  more?: { label: string; href: string };
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#374151;">${escapeHtml(text)}</p>`;
}

function codeBlock(code: string): string {
  return `<p style="margin:8px 0 24px;text-align:center;"><span style="display:inline-block;padding:12px 24px;border-radius:8px;background:#FFF3EC;color:${brand.colour};font-size:28px;font-weight:700;letter-spacing:6px;">${escapeHtml(code)}</span></p>`;
}

function quoteBlock(quote: string): string {
  return `<blockquote style="margin:0 0 20px;padding:12px 16px;border-left:4px solid ${brand.colour};background:#F9FAFB;font-size:15px;line-height:1.6;color:#111827;white-space:pre-wrap;">${escapeHtml(quote)}</blockquote>`;
}

function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;font-size:14px;color:#6B7280;">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:14px;color:#111827;text-align:right;">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-top:1px solid #E5E7EB;border-bottom:1px solid #E5E7EB;">${cells}</table>`;
}

function sectionBlock(section: EmailSection): string {
  const items = section.items
    .map(
      (item) =>
        `<li style="margin:0 0 12px;"><a href="${escapeHtml(item.href)}" style="font-size:15px;font-weight:600;color:${brand.colour};text-decoration:none;">${escapeHtml(item.label)}</a>${item.detail ? `<br><span style="font-size:13px;color:#6B7280;">${escapeHtml(item.detail)}</span>` : ""}</li>`,
    )
    .join("");
  const more = section.more
    ? `<p style="margin:0 0 20px;font-size:14px;"><a href="${escapeHtml(section.more.href)}" style="color:#374151;">${escapeHtml(section.more.label)}</a></p>`
    : "";
  return `<h2 style="margin:8px 0 12px;font-size:16px;color:#111827;">${escapeHtml(section.heading)}</h2><ul style="margin:0 0 16px;padding:0 0 0 18px;">${items}</ul>${more}`;
}

function footerBlock(footer: NonNullable<EmailContent["footer"]>): string {
  const links = (footer.links ?? []).map((link) => `<a href="${escapeHtml(link.href)}" style="color:#6B7280;">${escapeHtml(link.label)}</a>`).join(" · ");
  return `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #E5E7EB;font-size:12px;line-height:1.6;color:#6B7280;">${escapeHtml(footer.text)}${links ? `<br>${links}` : ""}</p>`;
}

function sectionText(section: EmailSection): string[] {
  return [
    "",
    section.heading,
    ...section.items.map((item) => `- ${item.label}${item.detail ? ` (${item.detail})` : ""}: ${item.href}`),
    ...(section.more ? [`${section.more.label}: ${section.more.href}`] : []),
  ];
}

function button({ label, href }: { label: string; href: string }): string {
  return `<p style="margin:8px 0 24px;text-align:center;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 28px;border-radius:8px;background:${brand.colour};color:#ffffff;font-size:15px;font-weight:600;text-decoration:none;">${escapeHtml(label)}</a></p>`;
}

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const { lang = "en", title, intro, code, quote, rows, action, outro, sections, footer } = content;
  const body = [
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:#111827;">${escapeHtml(title)}</h1>`,
    paragraph(intro),
    code ? codeBlock(code) : "",
    quote ? quoteBlock(quote) : "",
    rows?.length ? detailsTable(rows) : "",
    ...(sections ?? []).map(sectionBlock),
    action ? button(action) : "",
    outro ? paragraph(outro) : "",
    footer ? footerBlock(footer) : "",
  ].join("");

  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#F3F4F6;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F3F4F6;padding:24px 12px;"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:${brand.colour};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:700;${FONT}" translate="no">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:28px;${FONT}">${body}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #E5E7EB;color:#9CA3AF;font-size:12px;${FONT}" translate="no">${escapeHtml(brand.name)} · ${escapeHtml(brand.tagline)}</td></tr>
</table></td></tr></table>
</body></html>`;

  const text = [
    title,
    "",
    intro,
    ...(code ? ["", code] : []),
    ...(quote ? ["", ...quote.split("\n").map((line) => `> ${line}`)] : []),
    ...(rows?.length ? ["", ...rows.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(sections ?? []).flatMap(sectionText),
    ...(action ? ["", `${action.label}: ${action.href}`] : []),
    ...(outro ? ["", outro] : []),
    ...(footer ? ["", "--", footer.text, ...(footer.links ?? []).map((link) => `${link.label}: ${link.href}`)] : []),
    "",
    `— ${brand.name}`,
  ].join("\n");

  return { html, text };
}
