// GET|POST /api/auth/[...nextauth] – next-auth's sign-in, callback, session and CSRF endpoints
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { isJsonContentType, MAX_JSON_BYTES, readBounded, readJson } from "@/lib/http/read-json";
import { withErrors } from "@/lib/http/respond";
import { AppError } from "@/lib/errors/app-error";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "@/lib/validation/text";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth reads a POST body itself and answers a malformed one with a 500: check it first (a
 * JSON object, or a form without control characters) and hand it on as a fresh request.
 */
async function checkedBody(req: Request): Promise<Request> {
  if (req.method !== "POST" || !req.body) return req;
  let body: string;
  if (isJsonContentType(req.headers.get("content-type"))) {
    const json = await readJson(req);
    if (json === null || typeof json !== "object" || Array.isArray(json)) throw new AppError("BAD_REQUEST", "The request body must be a JSON object");
    body = JSON.stringify(json);
  } else {
    body = await readBounded(req, MAX_JSON_BYTES);
    let decoded = body;
    try {
      decoded = decodeURIComponent(body.replace(/\+/g, " "));
    } catch {
      throw new AppError("BAD_REQUEST", "The form is malformed");
    }
    if (hasControlCharacters(decoded)) throw new AppError("BAD_REQUEST", CONTROL_CHARACTERS_MESSAGE);
  }
  return new NextRequest(req.url, { method: req.method, headers: req.headers, body });
}

const handler = withErrors<Context>(async (req, ctx) => {
  const [action, provider] = (await ctx.params).nextauth;
  // next-auth answers a GET of the credentials callback with a 500: it only takes the form's POST.
  if (req.method === "GET" && action === "callback" && provider === "credentials") {
    return Response.json({ error: "Sign in with POST" }, { status: 405, headers: { Allow: "POST" } });
  }
  return NextAuth(authOptions())(await checkedBody(req), ctx);
});

export { handler as GET, handler as POST };
