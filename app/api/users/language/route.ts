// POST /api/users/language – the interface language: on the account when signed in, and in a cookie
// on this browser either way (before sign-in, the cookie is all there is).
// GET /api/users/language?language=hi&next=/auth/login – a public page's way into sign-in or sign-up
// in its language: sets the cookie only (never the account) and goes on to `next`, so those pages
// and the account made there speak the language the visitor was reading.
import { NextResponse } from "next/server";
import { setLocaleCookie } from "@/lib/http/cookies";
import { route } from "@/lib/http/route";
import { setLanguage, ZLanguage, ZLanguageOnTheWay } from "@/lib/users/set-language";

export const POST = route({ auth: "optional", body: ZLanguage }, async ({ candidate, body }) => {
  if (candidate && !candidate.accountDeletion) await setLanguage({ candidateId: candidate.id, language: body.language });
  const response = NextResponse.json({ language: body.language });
  setLocaleCookie(response, body.language);
  return response;
});

export const GET = route({ auth: "public", query: ZLanguageOnTheWay }, async ({ query }) => {
  // A relative Location: the browser resolves it against this address, whatever host served it.
  const response = new NextResponse(null, { status: 303, headers: { Location: query.next, "Cache-Control": "no-store" } });
  setLocaleCookie(response, query.language);
  return response;
});
