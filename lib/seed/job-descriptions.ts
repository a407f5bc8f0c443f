// Composes a job description from sentence pools, so 180 seeded jobs do not all read the same.
// Plain text: paragraphs separated by blank lines, list items starting with "• ".
import type { JobType, WorkMode } from "@/generated/prisma/client";
import type { RoleTemplate } from "./job-role-template";
import type { Random } from "./random";

export type DescriptionInput = {
  role: RoleTemplate;
  title: string;
  companyName: string;
  experience: number;
  jobType: JobType;
  workMode: WorkMode;
  locations: readonly string[];
  skills: readonly string[];
};

type Fill = (input: DescriptionInput) => string;

/** "a Frontend Developer", "an Architect", "a UI Engineer", "an SEO Specialist". */
export function withArticle(title: string): string {
  const vowelSound = /^(SEO|[AEIO]|U(?!I|X|ni))/.test(title);
  return `${vowelSound ? "an" : "a"} ${title}`;
}

const INTROS: readonly Fill[] = [
  (j) => `${j.companyName} is looking for ${withArticle(j.title)} who enjoys ${j.role.focus}.`,
  (j) => `We are growing our team at ${j.companyName} and need ${withArticle(j.title)} to help with ${j.role.focus}.`,
  (j) => `Do you enjoy ${j.role.focus}? ${j.companyName} is hiring ${withArticle(j.title)} to do exactly that.`,
  (j) => `As ${withArticle(j.title)} at ${j.companyName}, you will spend most of your time ${j.role.focus}.`,
  (j) => `${j.companyName} is hiring ${withArticle(j.title)}. The heart of the job is ${j.role.focus}, with a team that cares about doing it well.`,
  (j) => `This role is for someone who likes ${j.role.focus}. At ${j.companyName} you will have the room, the tools and the support to do it properly.`,
];

const TEAM_LINES: readonly string[] = [
  "You will join a friendly team of eight that plans together every Monday and reviews its work every other Friday.",
  "Your manager has done this job before and will spend real time helping you grow.",
  "The team is small, so your work will be visible and your ideas will be heard.",
  "You will work alongside experienced colleagues who are happy to share what they know.",
  "We value clear thinking, steady progress and kindness over heroics and long hours.",
  "New joiners get a buddy for their first three months and a clear plan for their first 90 days.",
];

function placeLine(j: DescriptionInput): string {
  const city = j.locations.filter((l) => l !== "Remote").join(" or ") || "our nearest office";
  if (j.workMode === "REMOTE") return "The role is fully remote from anywhere in India, with a team meet-up twice a year.";
  if (j.workMode === "HYBRID") return `The role is hybrid: three days a week in our ${city} office and the rest from home.`;
  if (j.role.work === "office") return `The role is based on site in ${city}.`;
  return `The role is based at our ${city} office, five days a week.`;
}

const TYPE_LINES: Partial<Record<JobType, string>> = {
  INTERNSHIP: "This is a six-month paid internship; interns who do well receive a pre-placement offer.",
  CONTRACT: "This is a twelve-month contract with a good chance of extension or conversion to a permanent role.",
  PART_TIME: "This is a part-time role of about 20 hours a week, with hours you can plan around your other commitments.",
  FREELANCE: "This is a freelance engagement paid per milestone; you choose your own hours as long as deadlines are met.",
};

function experienceLine(j: DescriptionInput): string {
  if (j.jobType === "INTERNSHIP") return "Final-year students and recent graduates are welcome to apply.";
  if (j.experience === 0) return "Freshers are welcome: a relevant degree, internship or strong project work is enough to start.";
  const base = j.role.title;
  return j.experience === 1
    ? `At least a year of experience as ${withArticle(base)} or in a closely related role.`
    : `${j.experience}+ years of experience as ${withArticle(base)} or in a closely related role.`;
}

function listSkills(skills: readonly string[]): string {
  if (skills.length <= 1) return skills.join("");
  return `${skills.slice(0, -1).join(", ")} and ${skills.at(-1)}`;
}

const GENERAL_REQUIREMENTS: readonly string[] = [
  "Clear written and spoken English; Hindi or a regional language is a plus.",
  "You take ownership of your work and follow through without being chased.",
  "You are comfortable asking questions early instead of guessing.",
  "You can explain your work to people outside your field without jargon.",
  "You stay calm when priorities change and help others do the same.",
  "A habit of writing things down so that others can build on your work.",
  "Good judgement about when something is good enough to ship and when it needs more care.",
  "You enjoy learning and can show us something you taught yourself recently.",
  "You work well with people from different teams, backgrounds and cities.",
];

const EMPLOYEE_BENEFITS: readonly string[] = [
  "Health insurance for you, your spouse, children and parents.",
  "Term life and accident insurance from day one.",
  "A yearly learning budget for courses, books and conferences.",
  "24 days of paid leave, plus public holidays and your birthday off.",
  "Flexible working hours around a few core hours of overlap.",
  "A home-office allowance to set up a comfortable workspace.",
  "Performance bonus paid twice a year.",
  "Employee stock options that vest over four years.",
  "Subsidised meals and transport for office days.",
  "Twenty-six weeks of paid parental leave for every parent.",
  "Annual health check-ups and free counselling sessions.",
  "A clear career framework with reviews every six months.",
  "Referral bonus for every friend who joins us.",
  "Monday-to-Friday working week with no weekend calls except planned on-call.",
  "Team offsites and quarterly celebrations.",
  "Provident fund and gratuity as per statute, with a transparent salary structure.",
];

const INTERN_BENEFITS: readonly string[] = [
  "A monthly stipend, paid on time.",
  "A mentor who reviews your work every week.",
  "Real projects that ship, not busywork.",
  "A certificate and a letter of recommendation at the end.",
  "Flexible days around your exams.",
  "Subsidised meals for office days.",
];

const FREELANCE_BENEFITS: readonly string[] = [
  "Payment within 15 days of each approved milestone.",
  "Work from anywhere, on your own schedule.",
  "A single point of contact who answers within a day.",
  "Steady repeat work for freelancers who deliver well.",
  "Access to our tools and design files for the length of the engagement.",
];

// Contractors and part-timers get the perks that do not depend on permanent employment.
const CONTRACT_BENEFITS: readonly string[] = EMPLOYEE_BENEFITS.filter((line) => !/stock options|gratuity|parental leave|bonus/.test(line));

const BENEFITS: Record<JobType, readonly string[]> = {
  FULL_TIME: EMPLOYEE_BENEFITS,
  CONTRACT: CONTRACT_BENEFITS,
  PART_TIME: CONTRACT_BENEFITS,
  INTERNSHIP: INTERN_BENEFITS,
  FREELANCE: FREELANCE_BENEFITS,
};

// Perks that would read wrong for the job: a home-office allowance on site, office meals when remote,
// a five-day week in hospitals, shops and plants.
function benefitsFor(j: DescriptionInput): readonly string[] {
  return BENEFITS[j.jobType].filter(
    (line) =>
      !(j.workMode === "ONSITE" && /home-office|Flexible working hours/.test(line)) &&
      !(j.workMode === "REMOTE" && /office days/.test(line)) &&
      !(j.role.work === "office" && /Monday-to-Friday/.test(line)),
  );
}

const CLOSINGS: readonly string[] = [
  "If this sounds like you, apply with your CV. We reply to every applicant within two weeks.",
  "Our process is short: a screening call, a practical exercise and a conversation with the team.",
  "We welcome applicants of every gender, background and ability, and we make reasonable adjustments throughout the process.",
  "Not sure you meet every point above? Apply anyway; we hire for potential as much as for experience.",
  "Shortlisted candidates may be invited to a short recorded video interview before meeting the team.",
  "We review applications every week and the role closes once we find the right person.",
];

const bullets = (lines: readonly string[]) => lines.map((line) => `• ${line}`).join("\n");

function aboutParagraph(j: DescriptionInput, rand: Random): string {
  const lines = [rand.pick(INTROS)(j), rand.pick(TEAM_LINES), placeLine(j)];
  const typeLine = TYPE_LINES[j.jobType];
  if (typeLine) lines.push(typeLine);
  return lines.join(" ");
}

function requirements(j: DescriptionInput, rand: Random): string[] {
  const [first, ...rest] = j.skills;
  const core = [first, ...rest.slice(0, 2)].filter((s): s is string => Boolean(s));
  const skillLine =
    j.experience === 0
      ? `Familiarity with ${listSkills(core)} from coursework, internships or your own projects.`
      : `Hands-on experience with ${listSkills(core)}.`;
  const lines = [experienceLine(j), skillLine];
  lines.push(...rand.sample(GENERAL_REQUIREMENTS, rand.int(2, 3)));
  const extra = rest.slice(2);
  if (extra.length > 0) lines.push(`Nice to have: ${listSkills(extra)}.`);
  return lines;
}

/** A multi-paragraph description: about the role, duties, requirements, benefits and a closing line. */
export function composeDescription(j: DescriptionInput, rand: Random): string {
  const duties = rand.sample(j.role.duties, rand.int(3, Math.min(5, j.role.duties.length)));
  return [
    aboutParagraph(j, rand),
    `What you will do\n${bullets(duties)}`,
    `What we are looking for\n${bullets(requirements(j, rand))}`,
    `What we offer\n${bullets(rand.sample(benefitsFor(j), rand.int(3, 5)))}`,
    rand.pick(CLOSINGS),
  ].join("\n\n");
}
