// POST /api/users/language – the interface language: on the account when signed in, and in a cookie
// on this browser either way (before sign-in, the cookie is all there is).
import { NextResponse } from "next/server";
import { setLocaleCookie } from "@/lib/http/cookies";
import { route } from "@/lib/http/route";
import { setLanguage, ZLanguage } from "@/lib/users/set-language";

export const POST = route({ auth: "optional", body: ZLanguage }, async ({ candidate, body }) => {
  if (candidate && !candidate.accountDeletion) await setLanguage({ candidateId: candidate.id, language: body.language });
  const response = NextResponse.json({ language: body.language });
  setLocaleCookie(response, body.language);
  return response;
});
