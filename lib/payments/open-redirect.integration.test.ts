// An open redirect after payment: /purchase?…&return=%2F%09%2Fevil.example reads as "/\t/evil.example",
// which a browser turns into "//evil.example". Neither the checkout page nor the order may keep it.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import PurchasePage from "@/app/(shell)/(candidate)/purchase/page";
import { POST as createOrderRoute } from "@/app/api/payment/create-order/route";
import { POST as fullDiscountRoute } from "@/app/api/payment/full-discount/route";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { seedPlans } from "@/test/plans";
import { signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/queue", () => ({ sendTask: vi.fn(async () => "task"), sendMailLater: vi.fn(async () => "task") }));
vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));
// The page is called here outside a request: its words come from the English catalog.
vi.mock("@/lib/i18n/current-locale", () => ({ currentLocale: async () => "en" }));
vi.mock("next-intl/server", async () => {
  const { messagesFor } = await import("@/lib/i18n/catalogs");
  return { getTranslations: async (namespace: "purchase") => (key: string) => (messagesFor("en", namespace) as Record<string, string>)[key] ?? key };
});

const t = useTestDatabase();

const post = (route: (req: Request) => Promise<Response>, path: string, body: unknown) =>
  route(new Request(`http://test${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));

// What URLSearchParams makes of return=%2F%09%2Fevil.example and its newline and carriage-return twins.
const CRAFTED = ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/\\evil.example", "/.//evil.example"];

let buyer: { id: string };

beforeAll(async () => {
  await seedPlans(t.db());
});

beforeEach(async () => {
  buyer = await createCandidate();
  signInAs(buyer.id);
});

describe("open redirect after payment", () => {
  it.each(CRAFTED)("the checkout page drops the crafted return path %j (the success link stays on our site)", async (crafted) => {
    const query = new URLSearchParams({ plan_type: "MOCK", plan_name: "COPPER", return: crafted });
    expect(query.toString()).toContain("return=%2F");
    const page = (await PurchasePage({ searchParams: Promise.resolve(Object.fromEntries(query)) } as never)) as ReactElement<{ returnPath: string | null }>;
    expect(page.props.returnPath).toBeNull();
  });

  it("the checkout page keeps a return path of ours", async () => {
    const page = (await PurchasePage({
      searchParams: Promise.resolve({ plan_type: "MOCK", plan_name: "COPPER", return: "/mock/new-mock?from=plans" }),
    } as never)) as ReactElement<{
      returnPath: string | null;
    }>;
    expect(page.props.returnPath).toBe("/mock/new-mock?from=plans");
  });

  it.each(CRAFTED)("create-order refuses and stores nothing for the crafted return path %j", async (crafted) => {
    const res = await post(createOrderRoute, "/api/payment/create-order", { currency: "INR", type: "MOCK", planName: "COPPER", returnPath: crafted });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The return path must be a page of this site", code: "INVALID_INPUT" });
    expect(await t.db().paymentOrder.count({ where: { candidateId: buyer.id } })).toBe(0);
  });

  it("create-order stores a return path of ours", async () => {
    const res = await post(createOrderRoute, "/api/payment/create-order", { currency: "INR", type: "MOCK", planName: "COPPER", returnPath: "/mock/new-mock" });
    expect(res.status).toBe(201);
    const order = await t.db().paymentOrder.findFirstOrThrow({ where: { candidateId: buyer.id } });
    expect(order.returnPath).toBe("/mock/new-mock");
  });

  it.each(CRAFTED)("the free order refuses the crafted return path %j and grants nothing", async (crafted) => {
    const res = await post(fullDiscountRoute, "/api/payment/full-discount", {
      coupon: "FREEMOCK",
      currency: "INR",
      type: "MOCK",
      planName: "BASIC",
      returnPath: crafted,
    });
    expect(res.status).toBe(400);
    expect(await t.db().paymentOrder.count({ where: { candidateId: buyer.id } })).toBe(0);
  });
});
