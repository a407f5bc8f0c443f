// GET /api/users/logout – ends the current sign-in session server-side and clears its cookies
import { NextResponse } from "next/server";
import { clearSessionCookies } from "@/lib/http/cookies";
import { signOutThisSession } from "@/lib/auth/sign-out";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, async () => {
  await signOutThisSession();
  const response = NextResponse.json({ message: "Logged out" });
  clearSessionCookies(response);
  return response;
});
