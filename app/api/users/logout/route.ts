// GET /api/users/logout – ends the current sign-in session server-side and clears its cookies
import { NextResponse } from "next/server";
import { getCurrentSessionId } from "@/lib/auth/current-candidate";
import { revokeAuthSession } from "@/lib/auth/sessions";

export const dynamic = "force-dynamic";

const AUTH_COOKIES = [
  "next-auth.session-token",
  "__Secure-next-auth.session-token",
  "next-auth.callback-url",
  "__Secure-next-auth.callback-url",
];

export async function GET() {
  const sessionId = await getCurrentSessionId();
  if (sessionId) await revokeAuthSession(sessionId);
  const response = NextResponse.json({ message: "Logged out" });
  for (const name of AUTH_COOKIES) response.cookies.delete(name);
  return response;
}
