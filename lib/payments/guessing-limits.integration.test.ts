// Guessing codes is slow: coupon checks and uses, and share-link redemptions, are limited per
// candidate and per address (429 with Retry-After) by the one rate limiter.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as redeemRoute } from "@/app/api/mock/redeem/route";
import { GET as couponRoute } from "@/app/api/payment/coupon-verify/route";
import { POST as createOrderRoute } from "@/app/api/payment/create-order/route";
import { POST as fullDiscountRoute } from "@/app/api/payment/full-discount/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { fromAddress } from "@/test/client-address";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { seedPlans } from "@/test/plans";
import { asCandidate } from "@/test/signed-in-as";

vi.mock("@/lib/queue", () => ({ sendTask: vi.fn(async () => "task"), sendMailLater: vi.fn(async () => "task") }));
vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

beforeAll(async () => {
  await seedPlans(t.db());
});

const guess = (candidateId: string, ip: string, code: string) =>
  asCandidate(candidateId, () =>
    fromAddress(ip, () => couponRoute(new Request(`http://test/api/payment/coupon-verify?type=MOCK&planName=COPPER&coupon=${code}`))),
  );

const post = (route: (req: Request) => Promise<Response>, candidateId: string, ip: string, body: unknown) =>
  asCandidate(candidateId, () =>
    fromAddress(ip, () =>
      route(new Request("http://test/api", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })),
    ),
  );

/** Fires `n` tries, 25 at a time, and returns their answers in order. */
async function tries(n: number, attempt: (i: number) => Promise<Response>): Promise<Response[]> {
  const answers: Response[] = [];
  for (let i = 0; i < n; i += 25) answers.push(...(await Promise.all(Array.from({ length: Math.min(25, n - i) }, (_, j) => attempt(i + j)))));
  return answers;
}

/** How many answers had each status (tries within a batch finish in any order). */
function tally(answers: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

describe("guessing coupon codes", () => {
  it("300 guesses from one candidate and address: the first are answered, the rest get 429 with Retry-After", async () => {
    const me = await createCandidate();
    const answers = await tries(300, (i) => guess(me.id, "203.0.113.10", `GUESS${i}`));
    const limit = RATE_LIMITS.couponPerCandidate.limit;
    expect(tally(answers)).toEqual({ 400: limit, 429: 300 - limit });
    const refused = answers.at(-1)!;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/^Too many attempts/) });
    // Paying with a coupon counts against the same limit: no guessing through the order routes.
    const order = await post(createOrderRoute, me.id, "203.0.113.10", { type: "MOCK", planName: "COPPER", couponCode: "WELCOME10", currency: "INR" });
    expect(order.status).toBe(429);
    const free = await post(fullDiscountRoute, me.id, "203.0.113.10", { type: "MOCK", planName: "BASIC", coupon: "FREEMOCK", currency: "INR" });
    expect(free.status).toBe(429);
    // Another candidate on another address is not held up.
    const other = await createCandidate();
    expect((await guess(other.id, "203.0.113.11", "WELCOME10")).status).toBe(200);
  }, 120_000);

  it("guesses spread over many accounts from one address are limited per address", async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createCandidate()));
    const answers = await tries(150, (i) => guess(accounts[i % 5]!.id, "198.51.100.7", `SPREAD${i}`));
    const limit = RATE_LIMITS.couponPerIp.limit;
    expect(tally(answers)).toEqual({ 400: limit, 429: 150 - limit });
  }, 120_000);
});

describe("guessing share-link tokens", () => {
  it("redemption guesses from one candidate are answered until the limit, then 429 with Retry-After", async () => {
    const me = await createCandidate();
    const limit = RATE_LIMITS.redeemPerCandidate.limit;
    const answers = await tries(limit + 20, (i) => post(redeemRoute, me.id, "203.0.113.20", { token: `not-a-token-${i}` }));
    expect(tally(answers)).toEqual({ 404: limit, 429: 20 });
    expect(Number(answers.at(-1)!.headers.get("Retry-After"))).toBeGreaterThan(0);
  }, 120_000);
});
