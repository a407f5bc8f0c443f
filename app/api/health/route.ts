// GET /api/health – readiness: the app answers and its database does too
import { NextResponse } from "next/server";
import { databaseIsUp } from "@/lib/db/health";

export const dynamic = "force-dynamic";

export async function GET() {
  if (await databaseIsUp()) return NextResponse.json({ status: "ok" });
  return NextResponse.json({ status: "unavailable" }, { status: 503 });
}
