// The demo candidate's CV: a real one-page PDF drawn here, stored like an uploaded one, with its
// text kept as an upload's would be (the CV page and mock interviews read it).
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { Tx } from "@/lib/db/client";
import { storage } from "@/lib/storage";

export const DEMO_CV_NAME = "Asha-Verma-CV.pdf";

const LINES: readonly [size: number, text: string][] = [
  [20, "Asha Verma"],
  [11, "Frontend Developer · Pune, Maharashtra, India · demo@hireready.local"],
  [13, "Summary"],
  [10, "Frontend developer with four years of experience building accessible React and TypeScript"],
  [10, "interfaces for job, payments and analytics products."],
  [13, "Experience"],
  [10, "Frontend Developer, Pune (2022 - now): design system in React, page speed budgets, e2e tests."],
  [10, "UI Engineer, Bengaluru (2020 - 2022): dashboards with charts, forms and keyboard navigation."],
  [13, "Skills"],
  [10, "React, TypeScript, Next.js, CSS, Tailwind, accessibility (WCAG 2.2), Playwright, Figma"],
  [13, "Education"],
  [10, "B.E. Computer Engineering, Savitribai Phule Pune University, 2020"],
];

export async function demoCvPdf(): Promise<{ bytes: Uint8Array; text: string }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle("Asha Verma - CV");
  const page = pdf.addPage([595, 842]); // A4 in points
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  for (const [size, text] of LINES) {
    const heading = size >= 13;
    if (heading) y -= 10;
    // The standard fonts only encode WinAnsi: the middle dot is, other symbols would not be.
    page.drawText(text, { x: 56, y, size, font: heading ? bold : regular, color: rgb(0.1, 0.1, 0.12) });
    y -= size + 8;
  }
  return { bytes: await pdf.save(), text: LINES.map(([, t]) => t).join("\n") };
}

/** Gives the demo candidate a CV when it has none (a repeat seed leaves it alone). */
export async function seedDemoCv(tx: Tx, candidateId: string, now: Date): Promise<boolean> {
  const row = await tx.candidate.findUnique({ where: { id: candidateId }, select: { resumeKey: true } });
  if (row?.resumeKey) return false;
  const { bytes, text } = await demoCvPdf();
  const key = `candidates/${candidateId}/cv-demo.pdf`;
  await storage().put(key, Buffer.from(bytes), { contentType: "application/pdf", contentLength: bytes.length });
  await tx.candidate.update({
    where: { id: candidateId },
    data: { resumeKey: key, resumeName: DEMO_CV_NAME, resumeText: text, resumeUploadedAt: now },
  });
  return true;
}
