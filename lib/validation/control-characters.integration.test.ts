// PostgreSQL refuses U+0000 in text, so a NUL that reached a query answered 500. Every body is
// read through one check (readJson, the multipart field reader), and these routes answer 400.
import { afterAll, describe, expect, it, vi } from "vitest";
import { createApiKey } from "@/lib/partner/api-keys";
import { stopQueue } from "@/lib/queue";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { signInAs } from "@/test/signed-in-as";
import { CONTROL_CHARACTERS_MESSAGE } from "./text";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
afterAll(() => stopQueue());

const NUL = "\u0000";
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

function send(handler: Handler, body: unknown, init: { method?: string; headers?: Record<string, string>; params?: Record<string, string> } = {}) {
  const req = new Request("http://localhost/api/x", {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", ...init.headers },
    body: JSON.stringify(body),
  });
  return handler(req, { params: Promise.resolve(init.params ?? {}) });
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(400);
  expect(JSON.stringify(await res.json())).toContain(CONTROL_CHARACTERS_MESSAGE);
}

describe("a NUL character in a text field", () => {
  it("is refused with 400 by the candidate's routes, not answered with a server error", async () => {
    const me = await createCandidate({ onboardingStep: "onboarding_four" });
    signInAs(me.id);
    const route = async (path: string) => (await import(`@/app/api/${path}/route`)) as Record<string, Handler>;
    await expectRefused(
      await send((await route("users/onboarding")).POST!, { step: "onboarding_four", designation: `Lead${NUL}`, currentCTC: 1, expectedCTC: 2 }),
    );
    await expectRefused(await send((await route("users/create-profile")).POST!, { interest: [`Data${NUL}`], jobIndustry: "IT" }));
    await expectRefused(await send((await route("users/update-profile")).PUT!, { city: `My${NUL}suru` }, { method: "PUT" }));
    await expectRefused(await send((await route("jobs/apply")).POST!, { jobId: `J-${NUL}` }));
    await expectRefused(await send((await route("jobs/saved")).POST!, { jobId: `J-${NUL}` }));
    await expectRefused(await send((await route("jobs/saved")).DELETE!, { jobId: `J-${NUL}` }, { method: "DELETE" }));
    const saved = await t.db().candidate.findUniqueOrThrow({ where: { id: me.id } });
    expect(saved.designation ?? "").not.toContain(NUL);
  });

  it("is refused with 400 by the contact form and the partner API's job routes", async () => {
    const { POST: contact } = await import("@/app/api/contact/route");
    await expectRefused(await send(contact as Handler, { name: `Nisha${NUL}`, email: "nisha@example.com", message: "Please call me back soon." }));

    const company = await createCompany();
    const job = await createJob(company.id);
    const { key } = await createApiKey({ companyId: company.id, name: "test" });
    const headers = { authorization: `Bearer ${key}` };
    const jobs = (await import("@/app/api/partner/v1/jobs/route")) as unknown as Record<string, Handler>;
    const oneJob = (await import("@/app/api/partner/v1/jobs/[jobId]/route")) as unknown as Record<string, Handler>;
    await expectRefused(await send(jobs.POST!, { title: `Engineer${NUL}`, description: "Build things." }, { headers }));
    await expectRefused(await send(oneJob.PATCH!, { description: `x${NUL}` }, { method: "PATCH", headers, params: { jobId: job.id } }));
  });

  it("is refused with 400 in a quick-apply form field", async () => {
    const { POST: quickApply } = await import("@/app/api/jobs/quick-apply/route");
    const form = new FormData();
    form.set("email", "nul@example.com");
    form.set("firstname", `Ira${NUL}`);
    const res = await quickApply(new Request("http://localhost/api/jobs/quick-apply", { method: "POST", body: form }));
    expect(res.status).toBe(400);
    expect(await t.db().candidate.count({ where: { email: "nul@example.com" } })).toBe(0);
  });

  it("and an empty or invalid JSON body on next-auth's callback answer 400, not 500", async () => {
    const { POST: nextAuth } = (await import("@/app/api/auth/[...nextauth]/route")) as unknown as { POST: Handler };
    const params = { nextauth: ["callback", "google"] } as unknown as Record<string, string>;
    for (const body of ["", "{", "[1]", `{"email":"a${"\\u0000"}@b.co"}`]) {
      const req = new Request("http://localhost/api/auth/callback/google", { method: "POST", headers: { "content-type": "application/json" }, body });
      expect((await nextAuth(req, { params: Promise.resolve(params) })).status).toBe(400);
    }
  });
});
