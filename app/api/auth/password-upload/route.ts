// POST /api/auth/password-upload – sets the first password from the account-verify link { candidateId, password, email, token } and signs in
import { setSessionCookie } from "@/lib/http/cookies";
import { NextResponse } from "next/server";
import { ZSetPasswordFromLinkSchema } from "@/lib/auth/schema";
import { issueSession } from "@/lib/auth/session-cookie";
import { setPasswordFromLink } from "@/lib/auth/set-password-from-link";
import { requestMeta } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "public", body: ZSetPasswordFromLinkSchema }, async ({ body, req }) => {
  const candidateId = await setPasswordFromLink(body);
  const { token } = await issueSession({ candidateId, ...requestMeta(req) });
  const response = NextResponse.json({ token });
  setSessionCookie(response, token);
  return response;
});
