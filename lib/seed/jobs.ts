// Seeded jobs, generated deterministically from role templates: the same input always yields
// the same 182 jobs. Ages are kept relative ("posted k hours ago") so the board looks fresh
// whenever the seed runs.
import type { JobStatus, JobType, Prisma, WorkMode } from "@/generated/prisma/client";
import { COMPANIES, type CompanySeed } from "./companies";
import type { IndustryName } from "./industries";
import { composeDescription } from "./job-descriptions";
import type { RoleTemplate, WorkStyle } from "./job-role-template";
import { BUSINESS_ROLES } from "./job-roles-business";
import { INDUSTRIAL_ROLES } from "./job-roles-industrial";
import { TECH_ROLES } from "./job-roles-tech";
import { createRandom, hashString, type Random } from "./random";

export type JobSeed = {
  externalRef: string;
  shortId: string;
  companySlug: string;
  roleTitle: string;
  title: string;
  description: string;
  industry: IndustryName;
  experienceMin: number;
  salaryMin: number;
  salaryMax: number;
  jobType: JobType;
  workMode: WorkMode;
  skills: string[];
  locations: string[];
  status: JobStatus;
  applicantCount: number;
  postedHoursAgo: number;
  closedHoursAgo: number | null;
};

const HOUR_MS = 3_600_000;
const MAX_AGE_HOURS = 60 * 24;
const HIGH_DEMAND: ReadonlySet<IndustryName> = new Set(["Information Technology", "Software Products & SaaS", "Data & Artificial Intelligence", "Fintech"]);

export const ROLE_TEMPLATES: readonly RoleTemplate[] = [...TECH_ROLES, ...BUSINESS_ROLES, ...INDUSTRIAL_ROLES];

// Technology roles dominate a real Indian job board, so they get twice the openings.
function openingsFor(role: RoleTemplate): number {
  return HIGH_DEMAND.has(role.industry) ? 4 : 2;
}

function pickJobType(role: RoleTemplate, rand: Random): JobType {
  const r = rand.next();
  if (r < 0.07 && role.experience[0] <= 1) return "INTERNSHIP";
  if (r >= 0.07 && r < 0.14) return "CONTRACT";
  if (r >= 0.14 && r < 0.19) return "PART_TIME";
  if (r >= 0.19 && r < 0.27 && role.work === "remote") return "FREELANCE";
  return "FULL_TIME";
}

const MODE_WEIGHTS: Record<WorkStyle, readonly [onsite: number, hybrid: number]> = {
  office: [0.85, 1],
  flexible: [0.35, 0.85],
  remote: [0.15, 0.55],
};

function pickWorkMode(role: RoleTemplate, jobType: JobType, rand: Random): WorkMode {
  if (jobType === "FREELANCE") return "REMOTE";
  const [onsite, hybrid] = MODE_WEIGHTS[role.work];
  const r = rand.next();
  return r < onsite ? "ONSITE" : r < hybrid ? "HYBRID" : "REMOTE";
}

function pickExperience(role: RoleTemplate, jobType: JobType, rand: Random): number {
  if (jobType === "INTERNSHIP") return 0;
  const [min, max] = role.experience;
  // Skewed towards the junior end, as most openings are.
  return min + Math.floor((max - min + 1) * rand.next() ** 1.6);
}

function jobTitle(role: RoleTemplate, jobType: JobType, experience: number, rand: Random): string {
  if (jobType === "INTERNSHIP") return `${role.title} Intern`;
  if (!role.leveled) return role.title;
  if (experience >= 9 && /(Engineer|Developer|Designer|Scientist|Artist)$/.test(role.title)) return `Lead ${role.title}`;
  if (experience >= 5) return `Senior ${role.title}`;
  if (experience <= 1 && rand.chance(0.5)) return `Junior ${role.title}`;
  return role.title;
}

function roundSalary(rupees: number): number {
  const step = rupees < 1_000_000 ? 10_000 : 50_000;
  return Math.round(rupees / step) * step;
}

const TYPE_PAY: Record<JobType, number> = { FULL_TIME: 1, CONTRACT: 1.1, FREELANCE: 0.9, PART_TIME: 0.5, INTERNSHIP: 0.55 };

function salaryRange(role: RoleTemplate, jobType: JobType, experience: number, rand: Random): [number, number] {
  const [lo, hi] = role.lakh;
  const [emin, emax] = role.experience;
  const progress = jobType === "INTERNSHIP" ? 0 : (experience - emin) / Math.max(1, emax - emin);
  const median = lo * (hi / lo) ** progress * 100_000 * TYPE_PAY[jobType] * (0.9 + rand.next() * 0.2);
  const floor = jobType === "FULL_TIME" || jobType === "CONTRACT" ? 300_000 : 120_000;
  const min = Math.max(floor, roundSalary(median * 0.85));
  const max = Math.min(6_000_000, Math.max(min + 50_000, roundSalary(median * (1.15 + rand.next() * 0.25))));
  return [Math.min(min, max - 50_000), max];
}

function pickLocations(company: CompanySeed, workMode: WorkMode, rand: Random): string[] {
  if (workMode === "REMOTE") return ["Remote"];
  return rand.sample(company.offices, rand.chance(0.25) ? 2 : 1);
}

function pickSkills(role: RoleTemplate, rand: Random): string[] {
  const [primary, ...rest] = role.skills;
  return [primary ?? role.title, ...rand.sample(rest, rand.int(2, 5))];
}

function applicantCount(status: JobStatus, postedHoursAgo: number, rand: Random): number {
  if (status === "CLOSED") return rand.int(80, 250);
  const perDay = 0.5 + rand.next() * 4.5;
  return Math.min(250, Math.floor((postedHoursAgo / 24) * perDay));
}

/** "JB-" and six base-36 characters, stable for a given externalRef. */
export function seedShortId(externalRef: string): string {
  return `JB-${(hashString(externalRef) % 36 ** 6).toString(36).toUpperCase().padStart(6, "0")}`;
}

export function buildJob(role: RoleTemplate, index: number): JobSeed {
  const externalRef = `seed-job-${String(index + 1).padStart(3, "0")}`;
  const rand = createRandom(hashString(externalRef));
  const candidates = COMPANIES.filter((c) => c.industry === role.industry);
  const company = rand.pick(candidates.length > 0 ? candidates : COMPANIES);
  const jobType = pickJobType(role, rand);
  const workMode = pickWorkMode(role, jobType, rand);
  const experience = pickExperience(role, jobType, rand);
  const title = jobTitle(role, jobType, experience, rand);
  const [salaryMin, salaryMax] = salaryRange(role, jobType, experience, rand);
  const locations = pickLocations(company, workMode, rand);
  const skills = pickSkills(role, rand);
  const postedHoursAgo = rand.int(1, MAX_AGE_HOURS - 1);
  const closed = postedHoursAgo > 14 * 24 && rand.chance(0.06);
  const description = composeDescription({ role, title, companyName: company.name, experience, jobType, workMode, locations, skills }, rand);
  const status: JobStatus = closed ? "CLOSED" : "OPEN";
  return {
    externalRef,
    shortId: seedShortId(externalRef),
    companySlug: company.slug,
    roleTitle: role.title,
    title,
    description,
    industry: role.industry,
    experienceMin: experience,
    salaryMin,
    salaryMax,
    jobType,
    workMode,
    skills,
    locations,
    status,
    applicantCount: applicantCount(status, postedHoursAgo, rand),
    postedHoursAgo,
    closedHoursAgo: closed ? rand.int(12, postedHoursAgo - 7 * 24) : null,
  };
}

function buildJobs(): JobSeed[] {
  const slots = ROLE_TEMPLATES.flatMap((role) => Array.from({ length: openingsFor(role) }, () => role));
  return createRandom(20_250_112).sample(slots, slots.length).map(buildJob);
}

export const JOBS: readonly JobSeed[] = buildJobs();

/** The row to insert, with times made absolute against `now`. */
export function toJobRow(job: JobSeed, companyId: string, now: Date): Prisma.JobCreateManyInput {
  const createdAt = new Date(now.getTime() - job.postedHoursAgo * HOUR_MS);
  const closedAt = job.closedHoursAgo === null ? null : new Date(now.getTime() - job.closedHoursAgo * HOUR_MS);
  return {
    externalRef: job.externalRef,
    shortId: job.shortId,
    companyId,
    title: job.title,
    description: job.description,
    industry: job.industry,
    experienceMin: job.experienceMin,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    jobType: job.jobType,
    workMode: job.workMode,
    skills: job.skills,
    locations: job.locations,
    status: job.status,
    applicantCount: job.applicantCount,
    createdAt,
    updatedAt: closedAt ?? createdAt,
    // The employer last touched an open job halfway through its life so far ("Posted 20 days ago ·
    // updated 10 days ago"), so no seeded job reaches the 60 days that close it by itself for a month.
    editedAt: closedAt ? createdAt : new Date(createdAt.getTime() + (now.getTime() - createdAt.getTime()) / 2),
    closedAt,
    validThrough: closedAt ?? new Date(createdAt.getTime() + 90 * 24 * HOUR_MS),
  };
}
