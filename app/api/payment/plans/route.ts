// GET /api/payment/plans?type=MOCK – the plans on sale, in rupees (public)
import { route } from "@/lib/http/route";
import { listPlans } from "@/lib/payments/plans";
import { ZPlansQuery } from "@/lib/payments/schema";

export const GET = route({ auth: "public", query: ZPlansQuery }, async ({ query }) => ({ plans: await listPlans({ type: query.type }) }));
