// GET /api/auth/google – starts Google sign-in; `state` is the path to return to (default /dashboard)
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { startGoogleSignIn } from "@/lib/auth/google-start";
import { googleSignInEnabled } from "@/lib/auth/options";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

export async function GET(req: Request) {
  const base = env().appUrl;
  if (!googleSignInEnabled()) return NextResponse.redirect(new URL("/auth/login?error=GoogleUnavailable", base));
  const state = new URL(req.url).searchParams.get("state");
  const jar = Object.fromEntries((await cookies()).getAll().map((c) => [c.name, c.value]));
  const flow = await startGoogleSignIn({ state, cookies: jar });
  const response = NextResponse.redirect(flow.redirect ?? new URL("/auth/login?error=OAuthSignin", base), 302);
  for (const cookie of flow.cookies) {
    response.cookies.set(cookie.name, cookie.value, cookie.options as Parameters<typeof response.cookies.set>[2]);
  }
  return response;
}
