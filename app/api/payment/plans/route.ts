// GET /api/payment/plans?type=MOCK – the plans on sale, in rupees (public)
import { NextResponse } from "next/server";
import { parseWith, searchParamsOf } from "@/lib/http/parse";
import { errorResponse } from "@/lib/http/respond";
import { listPlans } from "@/lib/payments/plans";
import { ZPlansQuery } from "@/lib/payments/schema";

export async function GET(req: Request) {
  try {
    const { type } = parseWith(ZPlansQuery, searchParamsOf(req));
    return NextResponse.json({ plans: await listPlans({ type }) });
  } catch (error) {
    return errorResponse(error);
  }
}
