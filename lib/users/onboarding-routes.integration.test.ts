// The onboarding routes, called as Next.js calls them: each step's answer in the spec's words, the
// server's own facts (a verified mobile, a stored CV) winning over the client's claims, and each
// candidate's fields landing on their own row.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { JUST_REGISTERED } from "@/lib/seed/candidate-factory";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { seedReferenceData } from "@/test/reference-data";
import { asCandidate, signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const { POST: onboarding } = await import("@/app/api/users/onboarding/route");
const { POST: createProfile } = await import("@/app/api/users/create-profile/route");
const { POST: availability } = await import("@/app/api/users/availability/route");
const { GET: meLite } = await import("@/app/api/users/me-lite/route");

beforeAll(() => seedReferenceData(t.db()));

const post = (handler: (req: Request) => Promise<Response>, body: unknown) =>
  handler(new Request("http://localhost/api/users/x", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));

const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });

const basicInfo = (firstName: string) => ({ step: "onboarding_three", firstName, lastName: "Iyer", gender: "Female", state: "Kerala", countryIso: "IN" });

describe("POST /api/users/onboarding", () => {
  it("refuses a body that names no known step", async () => {
    const { id } = await createCandidate({ ...JUST_REGISTERED });
    signInAs(id);
    expect(await answer(await post(onboarding, null))).toEqual({ status: 400, body: { error: "Unknown onboarding step", code: "INVALID_INPUT" } });
    expect(await answer(await post(onboarding, { step: "onboarding_nine" }))).toEqual({
      status: 400,
      body: { error: "Unknown onboarding step", code: "INVALID_INPUT" },
    });
  });

  it("will not take step three on the client's word that the mobile is verified", async () => {
    const { id } = await createCandidate({ ...JUST_REGISTERED });
    signInAs(id);
    const res = await post(onboarding, { ...basicInfo("Meera"), mobileVerified: true });
    expect(await answer(res)).toEqual({ status: 400, body: { error: "Mobile number is not verified yet", code: "INVALID_INPUT" } });
    expect((await t.db().candidate.findUniqueOrThrow({ where: { id } })).onboardingStep).toBe("onboarding_three");
  });

  it("saves each candidate's step three on their own row and moves them on", async () => {
    const meera = await createCandidate({ ...JUST_REGISTERED, mobileVerifiedAt: new Date() });
    const ravi = await createCandidate({ ...JUST_REGISTERED, mobileVerifiedAt: new Date() });
    const [forMeera, forRavi] = await Promise.all([
      asCandidate(meera.id, () => post(onboarding, basicInfo("Meera"))),
      asCandidate(ravi.id, () => post(onboarding, basicInfo("Ravi"))),
    ]);
    expect(await answer(forMeera)).toEqual({ status: 200, body: { step: "onboarding_four" } });
    expect(await answer(forRavi)).toEqual({ status: 200, body: { step: "onboarding_four" } });
    const rows = await t.db().candidate.findMany({ where: { id: { in: [meera.id, ravi.id] } }, select: { id: true, firstName: true } });
    expect(Object.fromEntries(rows.map((r) => [r.id, r.firstName]))).toEqual({ [meera.id]: "Meera", [ravi.id]: "Ravi" });
  });

  it("answers the same step sent twice at once once, and the other with 409", async () => {
    const { id } = await createCandidate({ ...JUST_REGISTERED, onboardingStep: "onboarding_four" });
    const step = { step: "onboarding_four", designation: "Data Analyst" };
    const answers = await Promise.all([1, 2].map(() => asCandidate(id, () => post(onboarding, step).then(answer))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ error: "This step is already done", code: "STEP_DONE", step: "onboarding_five" });
  });

  it("answers a missing designation in the spec's words", async () => {
    const { id } = await createCandidate({ ...JUST_REGISTERED, onboardingStep: "onboarding_four" });
    signInAs(id);
    expect(await answer(await post(onboarding, { step: "onboarding_four", designation: " " }))).toEqual({
      status: 400,
      body: { error: "Please enter your current designation", code: "INVALID_INPUT" },
    });
  });
});

describe("POST /api/users/create-profile", () => {
  it("asks for the CV until one is stored, whatever the body claims, then completes the registration", async () => {
    const { id } = await createCandidate({ ...JUST_REGISTERED, onboardingStep: "onboarding_six" });
    signInAs(id);
    const details = { interest: ["Data Analyst"], cvUploaded: true, linkedin: "" };
    expect(await answer(await post(createProfile, details))).toEqual({ status: 400, body: { error: "CV is Required", code: "INVALID_INPUT" } });
    await t.db().candidate.update({ where: { id }, data: { resumeKey: `candidates/${id}/cv.pdf` } });
    expect(await answer(await post(createProfile, details))).toEqual({ status: 200, body: { step: "onboarding_seven" } });
    expect((await t.db().candidate.findUniqueOrThrow({ where: { id } })).interests).toEqual(["Data Analyst"]);
  });
});

describe("POST /api/users/availability", () => {
  it("answers anything but true or false with the one message, and saves the toggle", async () => {
    const { id } = await createCandidate({ isOpenToWork: false });
    signInAs(id);
    for (const body of [null, {}, { isOpenToWork: "yes" }]) {
      expect(await answer(await post(availability, body))).toEqual({
        status: 400,
        body: { error: "isOpenToWork must be true or false", code: "INVALID_INPUT" },
      });
    }
    expect(await answer(await post(availability, { isOpenToWork: true }))).toEqual({ status: 200, body: { isOpenToWork: true } });
  });
});

describe("GET /api/users/me-lite", () => {
  it("names the signed-in candidate for the public header, and nobody when signed out", async () => {
    const { id } = await createCandidate({ firstName: "Kavya" });
    signInAs(id);
    const res = await meLite(new Request("http://localhost/api/users/me-lite"));
    expect(await res.json()).toEqual({ signedIn: true, firstName: "Kavya" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    signInAs(null);
    expect(await (await meLite(new Request("http://localhost/api/users/me-lite"))).json()).toEqual({ signedIn: false, firstName: null });
  });
});
