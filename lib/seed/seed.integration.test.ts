import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/db";
import { COMPANIES } from "./companies";
import { companyLogoSvg } from "./logos";
import { getCreditBalance, hasActivePlan } from "@/lib/credits";
import { DEMO_CANDIDATE_EMAIL, DEMO_CANDIDATE_PASSWORD } from "./demo-credentials";
import { isSeeded, seed, type SeedCounts } from "./index";
import { extractPdfText } from "@/lib/profile/extract-pdf-text";
import { storage } from "@/lib/storage";
import { toCandidateApplied, candidateApplicationSelect } from "@/lib/application-view/application-payload";
import { interviewTokenMatches } from "@/lib/interviews/token";
import { readOutbox } from "@/lib/mail/outbox";
import { DEMO_INTERVIEW_QUESTIONS } from "./demo-interview";

const t = useTestDatabase();

describe("seed", () => {
  let first: SeedCounts;

  beforeAll(async () => {
    expect(await isSeeded(t.db())).toBe(false);
    first = await seed({ db: t.db(), demo: true });
  });

  it("seeds at least 195 countries, India first in mind: +91 with its flag", async () => {
    expect(first.countries).toBeGreaterThanOrEqual(195);
    const india = await t.db().country.findUnique({ where: { isoCode: "IN" } });
    expect(india).toMatchObject({ name: "India", mobileCode: "+91", flag: "🇮🇳" });
    const withoutCode = await t.db().country.count({ where: { OR: [{ mobileCode: "" }, { flag: "" }] } });
    expect(withoutCode).toBe(0);
  });

  it("seeds at least 20 industries with at least 10 job titles each", async () => {
    const industries = await t.db().industry.findMany();
    expect(industries.length).toBeGreaterThanOrEqual(20);
    for (const industry of industries) expect(industry.jobTitles.length, industry.name).toBeGreaterThanOrEqual(10);
  });

  it("seeds at least 150 jobs at 30 or more companies, varied in type, mode and place", async () => {
    expect(first.jobs).toBeGreaterThanOrEqual(150);
    expect(first.companies).toBeGreaterThanOrEqual(30);
    const jobs = await t.db().job.findMany({
      select: { jobType: true, workMode: true, locations: true, status: true, salaryMin: true, salaryMax: true, skills: true },
    });
    expect(new Set(jobs.map((j) => j.jobType)).size).toBe(5);
    expect(new Set(jobs.map((j) => j.workMode)).size).toBe(3);
    expect(new Set(jobs.flatMap((j) => j.locations)).size).toBeGreaterThanOrEqual(12);
    expect(jobs.some((j) => j.locations.includes("Remote"))).toBe(true);
    expect(jobs.some((j) => j.status === "CLOSED")).toBe(true);
    for (const job of jobs) {
      expect(job.salaryMax).toBeGreaterThan(job.salaryMin!);
      expect(job.skills.length).toBeGreaterThanOrEqual(3);
      expect(job.skills.length).toBeLessThanOrEqual(6);
    }
  });

  it("posts jobs within the last 60 days, the newest within the last few days", async () => {
    const now = Date.now();
    const range = await t.db().job.aggregate({ _min: { createdAt: true }, _max: { createdAt: true } });
    expect(now - range._min.createdAt!.getTime()).toBeLessThanOrEqual(60 * 86_400_000);
    expect(now - range._max.createdAt!.getTime()).toBeLessThan(3 * 86_400_000);
  });

  it("prices the plans as the spec does: Basic mock 39 (was 99), Silver hiring recommended, Enterprise by contact", async () => {
    const plan = (type: "MOCK" | "HIRING" | "INTERVIEW_SERVICE" | "ADDON", planName: string) =>
      t.db().plan.findUniqueOrThrow({ where: { type_planName: { type, planName } } });
    expect(await plan("MOCK", "BASIC")).toMatchObject({ pricePaise: 3900, mrpPaise: 9900, credits: 1 });
    expect(await plan("MOCK", "COPPER")).toMatchObject({ pricePaise: 8700, mrpPaise: 29700, credits: 3 });
    expect(await plan("MOCK", "SILVER")).toMatchObject({ pricePaise: 9500, mrpPaise: 49500, credits: 5 });
    expect(await plan("HIRING", "SILVER")).toMatchObject({ pricePaise: 4_875_000, quantity: 5, recommended: true });
    expect(await plan("HIRING", "ENTERPRISE")).toMatchObject({ pricePaise: null, contactOnly: true });
    expect(await plan("INTERVIEW_SERVICE", "SMALL")).toMatchObject({ pricePaise: 12_000_000, quantity: 100, recommended: true });
    expect(await plan("INTERVIEW_SERVICE", "WHITE_LABEL")).toMatchObject({ contactOnly: true });
    expect(await plan("ADDON", "DISC")).toMatchObject({ pricePaise: 4900, mrpPaise: 9900 });
  });

  it("offers the demo coupons, one of them already expired", async () => {
    const coupons = await t.db().coupon.findMany({ orderBy: { code: "asc" } });
    expect(coupons.map((c) => c.code)).toEqual(["EXPIRED5", "FLAT20", "FREEMOCK", "WELCOME10"]);
    const expired = coupons.find((c) => c.code === "EXPIRED5");
    expect(expired?.validUntil?.getTime()).toBeLessThan(Date.now());
  });

  it("finds jobs by full-text search", async () => {
    const [row] = await t.db().$queryRaw<{ count: bigint }[]>`
      select count(*) as count from jobs where "searchVector" @@ plainto_tsquery('english', 'react')`;
    expect(Number(row?.count)).toBeGreaterThan(0);
  });

  it("creates a demo candidate who can sign in with the published password", async () => {
    const candidate = await t.db().candidate.findUniqueOrThrow({
      where: { email: DEMO_CANDIDATE_EMAIL },
      omit: { passwordHash: false },
    });
    expect(candidate.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(candidate.passwordHash!, DEMO_CANDIDATE_PASSWORD)).toBe(true);
    expect(candidate).toMatchObject({ firstName: "Asha", shortId: "C-DEMO01", onboardingStep: "onboarding_eight", experienceYears: 4 });
    expect(candidate.skills).toEqual(expect.arrayContaining(["React", "TypeScript", "Accessibility"]));
    const industry = await t.db().industry.findUnique({ where: { name: candidate.jobIndustry! } });
    expect(industry?.jobTitles).toEqual(expect.arrayContaining(candidate.interests));
  });

  it("gives the demo candidate a real, readable PDF CV, stored once however often the seed runs", async () => {
    const candidate = await t.db().candidate.findUniqueOrThrow({ where: { email: DEMO_CANDIDATE_EMAIL } });
    expect(candidate.resumeKey).toMatch(new RegExp(`^candidates/${candidate.id}/`));
    const file = await storage().get(candidate.resumeKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    const bytes = new Uint8Array(Buffer.concat(chunks));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(await extractPdfText(bytes)).toContain("Frontend developer with four years");
    expect(candidate.resumeText).toContain("Asha Verma");
  });

  it("gives the demo candidate applications in every tab, each with its history, counted on the job", async () => {
    const applications = await t.db().application.findMany({
      where: { candidate: { email: DEMO_CANDIDATE_EMAIL } },
      include: { history: { orderBy: { changedAt: "asc" } }, job: { select: { applicantCount: true } } },
    });
    const statuses = applications.map((a) => a.status);
    expect(statuses).toEqual(expect.arrayContaining(["APPLIED", "IN_REVIEW", "INTERVIEW_SCHEDULED", "HIRED", "NOT_SELECTED"]));
    for (const application of applications) {
      expect(application.history[0]?.toStatus).toBe("APPLIED");
      expect(application.history.at(-1)?.toStatus).toBe(application.status);
      expect(application.job.applicantCount).toBeGreaterThan(0);
    }
    const notifications = await t.db().notification.count({ where: { candidate: { email: DEMO_CANDIDATE_EMAIL } } });
    expect(notifications).toBe(2);
  });

  it("gives the demo candidate an interview to start from the bell, the e-mailed link and the application card", async () => {
    const application = await t.db().application.findFirstOrThrow({
      where: { candidate: { email: DEMO_CANDIDATE_EMAIL }, status: "INTERVIEW_SCHEDULED" },
      select: { ...candidateApplicationSelect, job: { select: { title: true } } },
    });
    const interview = await t.db().interview.findUniqueOrThrow({
      where: { id: application.interview!.id },
      select: { id: true, status: true, tokenHash: true, expiresAt: true, questions: { select: { position: true, text: true }, orderBy: { position: "asc" } } },
    });
    expect(interview.status).toBe("SCHEDULED");
    expect(interview.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * 24 * 3_600_000);
    expect(interview.questions).toEqual(DEMO_INTERVIEW_QUESTIONS.map((text, i) => ({ position: i + 1, text })));
    // The card's Start link.
    expect(toCandidateApplied(application).Interview_link).toBe(`/interview?q=${interview.id}`);
    // The bell's row says it is ready and leads to it.
    const bell = await t
      .db()
      .notification.findMany({ where: { candidate: { email: DEMO_CANDIDATE_EMAIL }, title: "Your recorded video interview is ready to start" } });
    expect(bell).toHaveLength(1);
    expect(bell[0]!.link).toBe(`/interview?q=${interview.id}`);
    expect(bell[0]!.body).toContain(application.job.title);
    // The e-mail carries a link whose token opens this interview.
    const mails = (await readOutbox({ to: DEMO_CANDIDATE_EMAIL })).filter((m) => m.text.includes(`/interview?q=${interview.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject.startsWith(`Recorded interview: ${application.job.title} at `)).toBe(true);
    const token = new URL(mails[0]!.text.match(/https?:\/\/\S+\/interview\?q=[^\s)]+/)![0]).searchParams.get("token")!;
    expect(interviewTokenMatches(interview.tokenHash, interview.id, token)).toBe(true);
  });

  it("gives the demo candidate an active mock plan with at least 3 credits, through the ledger", async () => {
    const candidate = await t.db().candidate.findUniqueOrThrow({ where: { email: DEMO_CANDIDATE_EMAIL }, select: { id: true } });
    expect(await hasActivePlan({ candidateId: candidate.id })).toBe(true);
    expect(await getCreditBalance({ candidateId: candidate.id })).toBeGreaterThanOrEqual(3);
    expect(await t.db().creditLedgerEntry.count({ where: { candidateId: candidate.id, reason: "PURCHASE" } })).toBe(1);
  });

  it("gives the demo candidate one completed mock, scored by the offline rules and quoting only its own transcripts", async () => {
    const mocks = await t.db().mock.findMany({
      where: { candidate: { email: DEMO_CANDIDATE_EMAIL }, status: "PROCESS_COMPLETED" },
      select: {
        overallScore: true,
        evaluation: { select: { engine: true } },
        answers: { select: { transcript: true, transcriptSource: true, evidence: true, scoreEngine: true } },
      },
    });
    expect(mocks).toHaveLength(1);
    const [mock] = mocks;
    expect(mock!.evaluation?.engine).toBe("rule-based");
    expect(mock!.overallScore).not.toBeNull();
    for (const answer of mock!.answers) {
      expect(answer).toMatchObject({ transcriptSource: "browser", scoreEngine: "rule-based" });
      for (const quote of answer.evidence) expect(answer.transcript).toContain(quote);
    }
  });

  it("changes nothing when run a second time", async () => {
    const snapshot = async () => ({
      ledger: await t.db().creditLedgerEntry.count(),
      applicants: await t.db().job.aggregate({ _sum: { applicantCount: true } }),
      applications: await t.db().application.count(),
      changes: await t.db().applicationStatusChange.count(),
      notifications: await t.db().notification.count(),
      candidates: await t.db().candidate.count(),
      demoCv: (await t.db().candidate.findUnique({ where: { email: DEMO_CANDIDATE_EMAIL }, select: { resumeKey: true } }))?.resumeKey,
      mocks: await t.db().mock.count(),
      interviews: await t.db().interview.count(),
      mails: (await readOutbox({ to: DEMO_CANDIDATE_EMAIL })).length,
    });
    const before = await snapshot();
    const second = await seed({ db: t.db(), demo: true });
    expect(second).toEqual(first);
    expect(await snapshot()).toEqual(before);
    expect(await isSeeded(t.db())).toBe(true);
  });

  it("has a logo file in public/logos for every company, matching its generator", () => {
    for (const company of COMPANIES) {
      const file = path.join(process.cwd(), "public", company.logoUrl);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "utf8")).toBe(companyLogoSvg(company));
    }
  });
});
