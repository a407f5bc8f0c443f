// POST /api/auth/password-upload – sets the first password from the account-verify link { candidateId, password, email, token } and signs in
import { NextResponse } from "next/server";
import { ZSetPasswordFromLinkSchema } from "@/lib/auth/schema";
import { issueSession, requestMeta, setSessionCookie } from "@/lib/auth/session-cookie";
import { setPasswordFromLink } from "@/lib/auth/set-password-from-link";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "public", body: ZSetPasswordFromLinkSchema }, async ({ body, req }) => {
  const candidateId = await setPasswordFromLink(body);
  const { token } = await issueSession({ candidateId, ...requestMeta(req, clientIp(req)) });
  const response = NextResponse.json({ token });
  setSessionCookie(response, token);
  return response;
});
