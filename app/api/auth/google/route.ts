// GET /api/auth/google – starts Google sign-in; `state` is the path to return to (default /dashboard)
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { z } from "zod";
import { startGoogleSignIn } from "@/lib/auth/google-start";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public", query: z.object({ state: z.string().optional() }) }, async ({ query }) => {
  const jar = Object.fromEntries((await cookies()).getAll().map((c) => [c.name, c.value]));
  const flow = await startGoogleSignIn({ state: query.state, cookies: jar });
  const response = NextResponse.redirect(flow.redirect, flow.status);
  for (const cookie of flow.cookies) {
    response.cookies.set(cookie.name, cookie.value, cookie.options as Parameters<typeof response.cookies.set>[2]);
  }
  return response;
});
