// The candidate's skills and years of experience through PUT /api/users/update-profile and
// GET /api/users/get-profile, against a real database.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getProfileRoute } from "@/app/api/users/get-profile/route";
import { PUT as updateProfileRoute } from "@/app/api/users/update-profile/route";
import { createCandidate } from "@/test/factories";
import { asCandidate, signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

const update = (body: unknown) =>
  updateProfileRoute(
    new Request("http://test/api/users/update-profile?type=profile", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
const profile = async () => (await getProfileRoute(new Request("http://test/api/users/get-profile"))).json();
const savedSkills = async (id: string) => (await t.db().candidate.findUniqueOrThrow({ where: { id }, select: { skills: true } })).skills;

let asha: { id: string };
let ravi: { id: string };

beforeAll(async () => {
  asha = await createCandidate({ firstName: "Asha" });
  ravi = await createCandidate({ firstName: "Ravi", skills: ["Forklift", "Inventory"], experienceYears: 12 });
});

describe("the candidate's skills on the profile", () => {
  it("starts with no skills and no years, and shows another candidate's only to them", async () => {
    signInAs(asha.id);
    expect(await profile()).toMatchObject({ Skills: [], ExperienceYears: null });
    signInAs(ravi.id);
    expect(await profile()).toMatchObject({ Skills: ["Forklift", "Inventory"], ExperienceYears: 12 });
  });

  it("saves skills trimmed and each once (the first spelling kept), and years of experience", async () => {
    signInAs(asha.id);
    const res = await update({ skills: [" Node.js ", "React", "node.js", "PostgreSQL", "REACT"], experienceYears: "4" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Skills: ["Node.js", "React", "PostgreSQL"], ExperienceYears: 4, FirstName: "Asha" });
    expect(await profile()).toMatchObject({ Skills: ["Node.js", "React", "PostgreSQL"], ExperienceYears: 4 });
    expect(await savedSkills(ravi.id)).toEqual(["Forklift", "Inventory"]);
  });

  it("counts two spellings of one skill once, as jobs compare them, and keeps C, C++ and C# apart", async () => {
    signInAs(ravi.id);
    const res = await update({ skills: ["Node.js", "nodejs", "Node JS", "React", "react.js", "C", "C++", "C#", "c++"] });
    expect(await res.json()).toMatchObject({ Skills: ["Node.js", "React", "C", "C++", "C#"] });
    expect(await savedSkills(ravi.id)).toEqual(["Node.js", "React", "C", "C++", "C#"]);
    expect(await savedSkills(asha.id)).toEqual(["Node.js", "React", "PostgreSQL"]);
    await update({ skills: ["Forklift", "Inventory"] });
  });

  it("keeps skills and years when an edit leaves them out", async () => {
    signInAs(asha.id);
    const res = await update({ city: "Pune" });
    expect(await res.json()).toMatchObject({ Location: "Pune", Skills: ["Node.js", "React", "PostgreSQL"], ExperienceYears: 4 });
  });

  it("refuses a 31st skill, a 41-character one and a blank one, field by field, and keeps the saved list", async () => {
    signInAs(asha.id);
    const thirtyOne = Array.from({ length: 31 }, (_, i) => `Skill ${i + 1}`);
    const cases: [unknown, string][] = [
      [{ skills: thirtyOne }, "You can list up to 30 skills"],
      [{ skills: ["SQL", "y".repeat(41)] }, "Keep each skill to 40 characters or fewer"],
      [{ skills: ["SQL", " "] }, "A skill cannot be blank"],
      [{ skills: "SQL" }, "Please list your skills"],
      [{ skills: [42] }, "Please list your skills"],
    ];
    for (const [body, error] of cases) {
      const res = await update({ ...(body as object), firstName: "Changed" });
      expect(res.status, error).toBe(400);
      expect(await res.json()).toEqual({ error, field: "skills", code: "INVALID_INPUT" });
    }
    const years = await update({ experienceYears: 51, skills: ["Go"] });
    expect(await years.json()).toEqual({
      error: "Please enter your years of experience as a whole number from 0 to 50",
      code: "INVALID_INPUT",
      field: "experienceYears",
    });
    expect(await profile()).toMatchObject({ FirstName: "Asha", Skills: ["Node.js", "React", "PostgreSQL"], ExperienceYears: 4 });
  });

  it("accepts exactly 30 skills of 40 characters, and repeats beyond them", async () => {
    signInAs(asha.id);
    const thirty = Array.from({ length: 30 }, (_, i) => `${String(i + 1).padStart(2, "0")}${"z".repeat(38)}`);
    const res = await update({ skills: [...thirty, thirty[0]!.toUpperCase()] });
    expect(res.status).toBe(200);
    expect((await res.json()).Skills).toEqual(thirty);
  });

  it("clears the list with an empty one and the years with a blank", async () => {
    signInAs(asha.id);
    const res = await update({ skills: [], experienceYears: "" });
    expect(await res.json()).toMatchObject({ Skills: [], ExperienceYears: null });
  });

  it("keeps exactly one of the lists saved at once, whole, when saves race", async () => {
    const lists = Array.from({ length: 12 }, (_, i) => [`Alpha ${i}`, `Beta ${i}`, `Gamma ${i}`]);
    const answers = await Promise.all(lists.map((skills) => asCandidate(asha.id, () => update({ skills }))));
    expect(answers.map((res) => res.status)).toEqual(lists.map(() => 200));
    const saved = await savedSkills(asha.id);
    expect(lists).toContainEqual(saved);
    // The same form sent twice saves the same list once.
    const twice = await Promise.all([1, 2].map(() => asCandidate(asha.id, () => update({ skills: ["Kotlin", "kotlin", "Swift"] }))));
    expect(twice.map((res) => res.status)).toEqual([200, 200]);
    expect(await savedSkills(asha.id)).toEqual(["Kotlin", "Swift"]);
  });
});
