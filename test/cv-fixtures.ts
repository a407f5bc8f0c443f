// Real-looking CVs drawn as PDFs (pdf-lib, standard fonts: en dashes, bullets and middle dots
// encode), for the CV suggestion tests. Each is written in a different layout on purpose.
import { PDFDocument, StandardFonts } from "pdf-lib";

type Line = string | { heading: string };

/** A PDF with one text line per entry; headings in bold; new pages as needed. */
export async function drawCv(lines: readonly Line[], title = "CV"): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let y = 790;
  for (const line of lines) {
    if (y < 60) {
      page = pdf.addPage([595, 842]);
      y = 790;
    }
    const heading = typeof line !== "string";
    if (heading) y -= 8;
    page.drawText(heading ? line.heading : line, { x: 50, y, size: heading ? 12 : 10, font: heading ? bold : regular });
    y -= heading ? 18 : 15;
  }
  return Buffer.from(await pdf.save());
}

/** A developer: a skills section, then roles with month–year ranges, the latest ongoing. */
export const DEVELOPER_CV: readonly Line[] = [
  "Rohan Mehta",
  "Senior Backend Developer · Bengaluru · rohan.mehta@example.com · +91 98450 12345",
  { heading: "Summary" },
  "Backend engineer who builds payment and ledger services that stay up on sale days.",
  { heading: "Skills" },
  "NodeJS, PostgreSQL, Apache Kafka, Docker, Go, REST APIs, Redis",
  { heading: "Experience" },
  "Senior Backend Developer, Fintrail Payments    Jan 2021 – Present",
  "• Split a monolith into services in Node.js and Go; p95 latency down 40%.",
  "Backend Developer, Cartwise    Jul 2017 – Dec 2020",
  "• Built order APIs on PostgreSQL and moved nightly batch jobs onto Kafka.",
  "Frontend Developer (contract), Pixelnest    2016 - 2017",
  "• Built React dashboards in TypeScript for a retail client.",
  { heading: "Education" },
  "B.E. Computer Science, RV College of Engineering, 2012 – 2016",
];

/** A sales and marketing lead: a profile paragraph that states "7+ years", highlights, no dates. */
export const SALES_CV: readonly Line[] = [
  "PRIYA NAIR",
  "Sales Manager | B2B SaaS | Mumbai | priya.nair@example.com",
  { heading: "PROFILE" },
  "Results-driven sales leader with 7+ years of experience in B2B sales, lead generation and",
  "digital campaigns for SaaS and logistics brands. Grew a regional book of business from",
  "Rs 2 crore to Rs 9 crore in three years.",
  { heading: "CAREER HIGHLIGHTS" },
  "- Built a CRM discipline (Salesforce) across a 12-person team at Shipwell Logistics.",
  "- Marketing lead at Brightbox: ran SEO and Google Ads programmes; cut cost per lead by 35%.",
  "- Negotiated multi-year contracts with 40+ enterprise accounts.",
  { heading: "TOOLS" },
  "Salesforce, HubSpot, MS Excel, Google Analytics",
  { heading: "LANGUAGES" },
  "English, Hindi, Marathi",
];

/** A fresher: an objective, projects and skills, and no dates at all. */
export const FRESHER_CV: readonly Line[] = [
  "Aman Gupta",
  "Fresher | Computer Science graduate | Lucknow | aman.gupta@example.com",
  { heading: "Career Objective" },
  "To begin my career as a Data Analyst where I can turn raw data into clear decisions.",
  { heading: "Academic Projects" },
  "Sales dashboard in Power BI built from a public retail data set.",
  "Cleaned and analysed survey responses with Python (pandas) and SQL.",
  { heading: "Technical Skills" },
  "MS Excel (pivot tables, VLOOKUP), SQL, Python, Power BI",
  { heading: "Education" },
  "B.Sc. Computer Science, University of Lucknow",
  { heading: "Achievements" },
  "Runner-up, inter-college data hackathon",
];

/** Nothing our jobs know: no title, no skill, no years. */
export const POET_CV: readonly Line[] = ["Meera Joshi", "Poet and calligrapher", "Writes haiku in three scripts; teaches evening classes for children."];
