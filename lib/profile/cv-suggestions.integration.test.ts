// What an uploaded CV suggests for the profile, through the real upload routes and a real database:
// three real-looking CVs in different layouts, a CV with nothing we know, hostile text, and the
// provider path against the fake OpenAI server (kept only where the CV bears the model out).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as postOnboardingCv } from "@/app/api/users/onboarding/cv/route";
import { POST as postResume } from "@/app/api/users/resume/route";
import { GET as getProfileRoute } from "@/app/api/users/get-profile/route";
import { PUT as updateProfileRoute } from "@/app/api/users/update-profile/route";
import { PROFILE_SKILLS_MAX } from "./profile-limits";
import { resetEnvForTests } from "@/lib/env";
import { DEVELOPER_CV, FRESHER_CV, POET_CV, SALES_CV, drawCv } from "@/test/cv-fixtures";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from "@/test/fake-openai";
import { asCandidate, signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";
import { forgetKnownPhrases, suggestFromCv } from "./cv-suggestions";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

function upload(handler: (req: Request) => Promise<Response>, pdf: Buffer, name = "cv.pdf") {
  const form = new FormData();
  form.append("resume", new File([new Uint8Array(pdf)], name, { type: "application/pdf" }));
  form.append("type", "profile");
  return handler(new Request("http://localhost:3000/api/users/resume", { method: "POST", body: form }));
}

type Suggestions = { designation: string | null; skills: string[]; newSkills: string[]; experienceYears: number | null; onProfile: unknown };

/** Saves through the profile, as "Save to my profile" does with what the panel holds. */
async function saveProfile(fields: { designation?: string | null; skills?: string[]; experienceYears?: number | null }) {
  const res = await updateProfileRoute(
    new Request("http://localhost:3000/api/users/update-profile?type=profile", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    }),
  );
  expect(res.status).toBe(200);
}

async function shownProfile() {
  const profile = (await (await getProfileRoute(new Request("http://localhost:3000/api/users/get-profile"))).json()) as Record<string, unknown>;
  return { Designation: profile.Designation, Skills: profile.Skills, ExperienceYears: profile.ExperienceYears };
}

async function suggestionsFor(lines: Parameters<typeof drawCv>[0]) {
  const me = await createCandidate();
  const before = await t.db().candidate.findUniqueOrThrow({ where: { id: me.id } });
  signInAs(me.id);
  const res = await upload(postResume, await drawCv(lines));
  expect(res.status).toBe(200);
  const { suggestions } = (await res.json()) as { suggestions: Suggestions };
  // The factory's candidate has no skills yet: every skill the CV names is new.
  expect(suggestions.skills).toEqual(suggestions.newSkills);
  return {
    me: { id: me.id, before },
    body: { suggestions: { designation: suggestions.designation, skills: suggestions.skills, experienceYears: suggestions.experienceYears } },
  };
}

beforeAll(async () => {
  // "Present" is read against the clock: a fixed day keeps the developer's years exact.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T10:00:00Z") });
  const company = await createCompany();
  const open = (title: string, skills: string[]) => createJob(company.id, { title, skills });
  await open("Backend Developer", ["Node.js", "PostgreSQL", "Kafka", "Docker", "Go", "REST APIs"]);
  await open("Senior Backend Developer", ["Node.js", "Go", "System Design"]);
  await open("Frontend Developer", ["React", "TypeScript", "CSS"]);
  await open("Sales Manager", ["B2B Sales", "CRM", "Salesforce", "Negotiation", "Lead Generation"]);
  await open("Digital Marketing Manager", ["SEO", "Google Ads", "Content Marketing"]);
  await open("Data Analyst", ["SQL", "Excel", "Python", "Power BI", "Statistics"]);
  // A closed job's words are not offered.
  await createJob(company.id, { title: "Poet", skills: ["Calligraphy", "Haiku"], status: "CLOSED", closedAt: new Date() });
  forgetKnownPhrases();
});

afterAll(() => {
  vi.useRealTimers();
});

describe("POST /api/users/resume suggests, by the rules, what each CV says", () => {
  it("a developer: the latest dated role, the skills section in order, dated roles merged", async () => {
    const { me, body } = await suggestionsFor(DEVELOPER_CV);
    const profile = (c: { designation: string | null; skills: string[]; experienceYears: number | null }) => ({
      designation: c.designation,
      skills: c.skills,
      experienceYears: c.experienceYears,
    });
    expect(body.suggestions).toEqual({
      designation: "Senior Backend Developer",
      skills: ["Node.js", "PostgreSQL", "Kafka", "Docker", "Go", "REST APIs", "React", "TypeScript"],
      // Jul 2017 – Nov 2026 without a break (113 months) and 2016 – 2017 (12): 10 whole years; studies left out.
      experienceYears: 10,
    });
    // Nothing is saved from suggestions by the upload itself.
    expect(profile(await t.db().candidate.findUniqueOrThrow({ where: { id: me.id } }))).toEqual(profile(me.before));
  });

  it("a sales lead: the headline's title, the stated 7+ years, skills in our spelling", async () => {
    const { body } = await suggestionsFor(SALES_CV);
    expect(body.suggestions).toEqual({
      designation: "Sales Manager",
      skills: ["B2B Sales", "Lead Generation", "CRM", "Salesforce", "SEO", "Google Ads", "Excel"],
      experienceYears: 7,
    });
  });

  it("a fresher with no dates: the objective's title, the skills, no years", async () => {
    const { body } = await suggestionsFor(FRESHER_CV);
    expect(body.suggestions).toEqual({ designation: "Data Analyst", skills: ["Power BI", "Python", "SQL", "Excel"], experienceYears: null });
  });

  it("a CV with nothing our jobs know suggests nothing (a closed job's words included)", async () => {
    const { body } = await suggestionsFor(POET_CV);
    expect(body.suggestions).toEqual({ designation: null, skills: [], experienceYears: null });
  });

  it("onboarding's step six answers the same suggestions", async () => {
    const me = await createCandidate({ onboardingStep: "onboarding_six", resumeKey: null });
    signInAs(me.id);
    const res = await upload(postOnboardingCv, await drawCv(FRESHER_CV), "Aman CV.pdf");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      resumeName: "Aman CV.pdf",
      suggestions: { designation: "Data Analyst", skills: ["Power BI", "Python", "SQL", "Excel"], experienceYears: null },
    });
  });

  it("a huge, hostile CV is answered without a 5xx, with only what it says", async () => {
    const noise = [
      "7".repeat(500) + " years " + "+".repeat(300),
      "Jan 2018 - ".repeat(60),
      "NodeJS ".repeat(120) + "Node . js ".repeat(100),
      "(".repeat(400) + "Present" + ")".repeat(400),
      "1 - 2 - 3 - 2019 - 2020 - 2021 - now - ".repeat(20),
    ];
    const lines = Array.from({ length: 900 }, (_, i) => noise[i % noise.length]!.slice(0, 160));
    const { body } = await suggestionsFor(lines);
    expect(body.suggestions).toMatchObject({ designation: null, skills: ["Node.js"] });
    const years = (body.suggestions as { experienceYears: number | null }).experienceYears;
    expect(years === null || (years >= 0 && years <= 50)).toBe(true);

    const worst = "a-".repeat(50_000) + "\n" + "1 ".repeat(25_000) + "years".repeat(2000);
    expect(await suggestFromCv({ text: worst })).toEqual({ designation: null, skills: [], experienceYears: null });
  });

  it("five uploads at once by five candidates each get their own CV's suggestions", async () => {
    forgetKnownPhrases();
    const cvs = [DEVELOPER_CV, SALES_CV, FRESHER_CV, POET_CV, SALES_CV];
    const people = await Promise.all(cvs.map(() => createCandidate()));
    const pdfs = await Promise.all(cvs.map((cv) => drawCv(cv)));
    const answers = await Promise.all(people.map((p, i) => asCandidate(p.id, () => upload(postResume, pdfs[i]!))));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const designations = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { suggestions: { designation: string | null } }).suggestions.designation),
    );
    expect(designations).toEqual(["Senior Backend Developer", "Sales Manager", "Data Analyst", null, "Sales Manager"]);
  });
});

describe("a second CV adds to the profile's skills and never drops one", () => {
  it("two CVs naming different skills and a hand-typed one: the saved profile holds all of them, each once", async () => {
    const me = await createCandidate({ designation: "Student", skills: [], experienceYears: null });
    signInAs(me.id);
    const first = ((await (await upload(postResume, await drawCv(FRESHER_CV))).json()) as { suggestions: Suggestions }).suggestions;
    await saveProfile({ designation: first.designation, skills: first.skills, experienceYears: first.experienceYears });
    // Typed by hand, in the candidate's own spelling of a skill the next CV names as "Node.js".
    await saveProfile({ skills: [...first.skills, "nodejs", "Figma"] });

    const res = await upload(postResume, await drawCv(DEVELOPER_CV), "Aman CV 2025.pdf");
    expect(res.status).toBe(200);
    const second = ((await res.json()) as { suggestions: Suggestions }).suggestions;
    await saveProfile({ designation: second.designation, skills: second.skills, experienceYears: second.experienceYears });

    expect(await shownProfile()).toEqual({
      Designation: "Senior Backend Developer",
      Skills: ["Power BI", "Python", "SQL", "Excel", "nodejs", "Figma", "PostgreSQL", "Kafka", "Docker", "Go", "REST APIs", "React", "TypeScript"],
      ExperienceYears: 10,
    });
    expect(second).toEqual({
      designation: "Senior Backend Developer",
      experienceYears: 10,
      skills: ["Power BI", "Python", "SQL", "Excel", "nodejs", "Figma", "PostgreSQL", "Kafka", "Docker", "Go", "REST APIs", "React", "TypeScript"],
      newSkills: ["PostgreSQL", "Kafka", "Docker", "Go", "REST APIs", "React", "TypeScript"],
      onProfile: { designation: "Data Analyst", experienceYears: null },
    });
  });

  it("a profile already full of skills keeps every one of them, and the CV adds none", async () => {
    const own = Array.from({ length: PROFILE_SKILLS_MAX }, (_, i) => `Own skill ${i + 1}`);
    const me = await createCandidate({ designation: "Analyst", skills: own, experienceYears: 3 });
    signInAs(me.id);
    const { suggestions } = (await (await upload(postResume, await drawCv(FRESHER_CV))).json()) as { suggestions: Suggestions };
    expect(suggestions).toMatchObject({ skills: own, newSkills: [], onProfile: { designation: "Analyst", experienceYears: 3 } });
  });

  it("two CVs uploaded at once by one candidate: each answer keeps the profile's own skills first", async () => {
    const me = await createCandidate({ skills: ["Figma"] });
    signInAs(me.id);
    const [a, b] = await Promise.all([drawCv(FRESHER_CV), drawCv(SALES_CV)]);
    const answers = await Promise.all([upload(postResume, a!), upload(postResume, b!)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [fresher, sales] = await Promise.all(answers.map(async (r) => ((await r.json()) as { suggestions: Suggestions }).suggestions));
    expect(fresher!.skills).toEqual(["Figma", "Power BI", "Python", "SQL", "Excel"]);
    expect(sales!.skills).toEqual(["Figma", "B2B Sales", "Lead Generation", "CRM", "Salesforce", "SEO", "Google Ads", "Excel"]);
  });
});

describe("with a chat provider configured", () => {
  let fake: FakeOpenAI;
  const asked: ChatRequest[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    process.env.OPENAI_BASE_URL = fake.baseUrl;
    process.env.OPENAI_MAX_RETRIES = "0";
    resetEnvForTests();
  });

  afterEach(() => {
    fake.onChat(null);
    asked.length = 0;
  });

  afterAll(async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MAX_RETRIES;
    resetEnvForTests();
    await fake.close();
  });

  it("asks for a structured answer and keeps only what the CV says (years 0–50)", async () => {
    fake.onChat((request) => {
      asked.push(request);
      return { designation: "Backend Developer", skills: ["Node.js", "Redis", "Haskell", "go", "Node.js"], experienceYears: 60 };
    });
    const { body } = await suggestionsFor(DEVELOPER_CV);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "cv_profile_suggestions" } });
    expect(asked[0]!.messages.find((m) => m.role === "user")?.content).toContain("Fintrail Payments");
    // Haskell is not in the CV, "go" is not how it writes Go, 60 years is out of range: the rules' years stand.
    expect(body.suggestions).toEqual({ designation: "Backend Developer", skills: ["Node.js", "Redis"], experienceYears: 10 });
  });

  it("takes the model's years and designation when the CV bears them out", async () => {
    fake.onChat(() => ({ designation: "Sales Manager", skills: ["Salesforce", "HubSpot"], experienceYears: 9 }));
    const { body } = await suggestionsFor(SALES_CV);
    expect(body.suggestions).toEqual({ designation: "Sales Manager", skills: ["Salesforce", "HubSpot"], experienceYears: 9 });
  });

  it("falls back to the rules when the provider fails or answers nonsense", async () => {
    fake.failNext("chat", 2);
    const failed = await suggestionsFor(FRESHER_CV);
    expect(failed.body.suggestions).toEqual({ designation: "Data Analyst", skills: ["Power BI", "Python", "SQL", "Excel"], experienceYears: null });

    fake.onChat(() => "this is not JSON");
    const nonsense = await suggestionsFor(SALES_CV);
    expect(nonsense.body.suggestions).toEqual({
      designation: "Sales Manager",
      skills: ["B2B Sales", "Lead Generation", "CRM", "Salesforce", "SEO", "Google Ads", "Excel"],
      experienceYears: 7,
    });
  });
});
