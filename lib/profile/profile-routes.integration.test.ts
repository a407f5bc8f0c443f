// GET /api/users/get-profile and PUT /api/users/update-profile, against a real database.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as availabilityRoute } from "@/app/api/users/availability/route";
import { GET as getProfileRoute } from "@/app/api/users/get-profile/route";
import { PUT as updateProfileRoute } from "@/app/api/users/update-profile/route";
import { createCandidate } from "@/test/factories";
import { seedReferenceData } from "@/test/reference-data";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

const update = (body: unknown, type = "profile") =>
  updateProfileRoute(
    new Request(`http://test/api/users/update-profile?type=${type}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

const edit = {
  firstName: "Meera",
  lastName: "Iyer",
  gender: "Female",
  designation: "UI Engineer",
  city: "Chennai",
  country: "india",
  linkedin: "linkedin.com/in/meera",
  interest: ["ui engineer", "Product Designer"],
  currentCTC: "10,00,000",
  expectedCTC: 1_400_000,
  jobIndustry: "information technology",
};

let first: { id: string; shortId: string; email: string };
let second: { id: string; shortId: string; email: string };

beforeAll(async () => {
  await seedReferenceData(t.db());
  first = await createCandidate({ linkedinUrl: "https://linkedin.com/in/asha", creditBalance: 3, mobile: "+919800000001" });
  second = await createCandidate({ firstName: "Ravi", lastName: "Kumar", gender: "MALE" });
  const company = await t.db().company.create({ data: { slug: "acme", name: "Acme", description: "Makes things" } });
  const job = await t.db().job.create({
    data: {
      shortId: "J-ACME01",
      companyId: company.id,
      title: "UI Engineer",
      description: "Build screens",
      salaryMin: 1,
      salaryMax: 2,
      jobType: "FULL_TIME",
      workMode: "REMOTE",
    },
  });
  await t.db().application.create({
    data: { jobId: job.id, candidateId: first.id, status: "IN_REVIEW", appliedAt: new Date("2026-03-01T10:00:00Z") },
  });
});

describe("GET /api/users/get-profile", () => {
  it("answers 401 Unauthorized when signed out", async () => {
    signInAs(null);
    const res = await getProfileRoute(new Request("http://test/api/users/get-profile"));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Unauthorized", code: "SIGNED_OUT" });
  });

  it("returns the signed-in candidate's profile under the spec's field names", async () => {
    signInAs(first.id);
    const res = await getProfileRoute(new Request("http://test/api/users/get-profile"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const profile = await res.json();
    expect(profile).toMatchObject({
      FirstName: "Asha",
      LastName: "Verma",
      Gender: "Female",
      Designation: "Frontend Developer",
      Location: "Pune",
      Country: "India",
      ResumeURL: null,
      Profile_Url: null,
      Handles: { LinkedIn: "https://linkedin.com/in/asha" },
      Interest: ["Frontend Developer"],
      ExpectedCTC: 1_300_000,
      CurrentCTC: 900_000,
      Mobile: "+919800000001",
      Email: first.email,
      Candidate_ShortId: first.shortId,
      Candidate_Id: first.id,
      isOpenToWork: true,
      TotalCoins: 3,
    });
    expect(profile.appliedJobs).toEqual([{ jobId: expect.any(String), appliedDate: Date.parse("2026-03-01T10:00:00Z") / 1000, Status: "In Review" }]);
  });

  it("shows each candidate only their own profile", async () => {
    signInAs(second.id);
    const profile = await (await getProfileRoute(new Request("http://test/api/users/get-profile"))).json();
    expect(profile).toMatchObject({ Candidate_Id: second.id, FirstName: "Ravi", Gender: "Male", appliedJobs: [] });
    expect(JSON.stringify(profile)).not.toContain(first.id);
  });
});

describe("PUT /api/users/update-profile?type=profile", () => {
  it("answers 401 when signed out and changes nothing", async () => {
    signInAs(null);
    const res = await update(edit);
    expect(res.status).toBe(401);
    expect((await t.db().candidate.findUniqueOrThrow({ where: { id: first.id } })).firstName).toBe("Asha");
  });

  it("saves the form, spelling country, industry and interests as the lists do", async () => {
    signInAs(first.id);
    const res = await update(edit);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      FirstName: "Meera",
      LastName: "Iyer",
      Designation: "UI Engineer",
      Location: "Chennai",
      Country: "India",
      CountryIso: "IN",
      Handles: { LinkedIn: "https://linkedin.com/in/meera" },
      Interest: ["UI Engineer", "Product Designer"],
      CurrentCTC: 1_000_000,
      ExpectedCTC: 1_400_000,
      JobIndustry: "Information Technology",
    });
    const again = await (await getProfileRoute(new Request("http://test/api/users/get-profile"))).json();
    expect(again.FirstName).toBe("Meera");
  });

  it("refuses an interest that is not a job title on the list, and saves nothing of that edit", async () => {
    signInAs(first.id);
    const res = await update({ ...edit, firstName: "Changed", interest: ["UI Engineer", "front"] });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: '"front" is not a job title on our list: pick one of the suggestions.' });
    const row = await t.db().candidate.findUniqueOrThrow({ where: { id: first.id } });
    expect(row).toMatchObject({ firstName: "Meera", interests: ["UI Engineer", "Product Designer"] });
  });

  it("changes only the signed-in candidate, whatever ids the body carries", async () => {
    signInAs(second.id);
    const res = await update({ ...edit, firstName: "Intruder", Candidate_Id: first.id, id: first.id, candidateId: first.id });
    expect(res.status).toBe(200);
    expect((await t.db().candidate.findUniqueOrThrow({ where: { id: first.id } })).firstName).toBe("Meera");
    expect((await t.db().candidate.findUniqueOrThrow({ where: { id: second.id } })).firstName).toBe("Intruder");
  });

  it("refuses bad input in the spec's words and keeps what was saved", async () => {
    signInAs(first.id);
    const res = await update({ ...edit, firstName: " ", designation: "" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "First name is required", code: "INVALID_INPUT", field: "firstName" });
    const unknownCountry = await update({ ...edit, country: "Atlantis" });
    expect(await unknownCountry.json()).toEqual({ error: "Please pick a country from the list", code: "INVALID_INPUT", field: "country" });
    const unknownIndustry = await update({ ...edit, jobIndustry: "Dragon Taming" });
    expect(await unknownIndustry.json()).toEqual({ error: "Please pick an industry from the list", code: "INVALID_INPUT", field: "jobIndustry" });
    const saved = await t.db().candidate.findUniqueOrThrow({ where: { id: first.id } });
    expect(saved).toMatchObject({ firstName: "Meera", country: "India", jobIndustry: "Information Technology" });
  });

  it("clears optional fields sent blank and keeps fields left out", async () => {
    signInAs(first.id);
    const { firstName, lastName, gender, designation } = edit;
    const res = await update({ firstName, lastName, gender, designation, city: "", currentCTC: "" });
    const profile = await res.json();
    expect(profile).toMatchObject({ Location: null, CurrentCTC: null, ExpectedCTC: 1_400_000, Country: "India" });
  });

  it("updates one field sent alone and keeps every other, names included", async () => {
    signInAs(first.id);
    const res = await update({ city: "Mysuru" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Location: "Mysuru", FirstName: "Meera", LastName: "Iyer", Gender: "Female", Designation: "UI Engineer" });
    const blank = await update({ firstName: "" });
    expect(await blank.json()).toEqual({ error: "First name is required", code: "INVALID_INPUT", field: "firstName" });
  });

  it("never changes the mobile number: that needs a new verification", async () => {
    signInAs(first.id);
    const res = await update({ ...edit, mobile: "+14155550100", Mobile: "+14155550100" });
    expect(res.status).toBe(200);
    expect((await res.json()).Mobile).toBe("+919800000001");
  });

  it("refuses another type of update", async () => {
    signInAs(first.id);
    expect((await update(edit, "password")).status).toBe(400);
  });
});

describe("POST /api/users/availability", () => {
  const toggle = (body: unknown) =>
    availabilityRoute(
      new Request("http://test/api/users/availability", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
    );

  it("answers 401 when signed out", async () => {
    signInAs(null);
    expect((await toggle({ isOpenToWork: false })).status).toBe(401);
  });

  it("keeps the job hunting answer of the signed-in candidate only", async () => {
    signInAs(second.id);
    const res = await toggle({ isOpenToWork: false, candidateId: first.id });
    expect(await res.json()).toEqual({ isOpenToWork: false });
    expect((await t.db().candidate.findUniqueOrThrow({ where: { id: second.id } })).isOpenToWork).toBe(false);
    expect((await t.db().candidate.findUniqueOrThrow({ where: { id: first.id } })).isOpenToWork).toBe(true);
  });

  it("refuses anything but true or false", async () => {
    signInAs(first.id);
    expect((await toggle({ isOpenToWork: "no" })).status).toBe(400);
  });
});
