// GET /api/auth/google starts next-auth's Google flow without a page of our own: next-auth v4
// only starts OAuth on a POST that carries its double-submit CSRF token, so we make the token
// pair here (the same way next-auth does) and call its handler directly.
import { createHash, randomBytes } from "node:crypto";
import { AuthHandler } from "./next-auth-core";
import { safeRedirectPath } from "@/lib/validation/return-path";
import { env } from "@/lib/env";
import { authOptions, googleSignInEnabled } from "./options";
import { usesSecureCookies } from "./session-cookie";

export type StartedFlow = {
  status: number;
  /** Google's consent page; back to the sign-in page with the reason when Google is off or the flow failed. */
  redirect: string;
  cookies: { name: string; value: string; options: Record<string, unknown> }[];
};

/** Where a finished Google sign-in goes: the onboarding gate, then the safe return path. */
export function googleCallbackPath(state: string | null | undefined): string {
  return `/auth/continue?to=${encodeURIComponent(safeRedirectPath(state))}`;
}

export async function startGoogleSignIn(options: { state: string | null | undefined; cookies: Record<string, string> }): Promise<StartedFlow> {
  const signInPage = (error: string) => new URL(`/auth/login?error=${error}`, env().appUrl).toString();
  if (!googleSignInEnabled()) return { status: 307, redirect: signInPage("GoogleUnavailable"), cookies: [] };
  const auth = authOptions();
  const secret = auth.secret ?? env().NEXTAUTH_SECRET ?? "";
  const csrfToken = randomBytes(32).toString("hex");
  const csrfCookie = `${csrfToken}|${createHash("sha256").update(`${csrfToken}${secret}`).digest("hex")}`;
  const csrfName = `${usesSecureCookies() ? "__Host-" : ""}next-auth.csrf-token`;
  const result = await AuthHandler({
    req: {
      method: "POST",
      action: "signin",
      providerId: "google",
      body: { csrfToken, callbackUrl: googleCallbackPath(options.state) },
      query: {},
      cookies: { ...options.cookies, [csrfName]: csrfCookie },
      headers: {},
    },
    options: auth,
  });
  return {
    status: 302,
    redirect: result.redirect ?? signInPage("OAuthSignin"),
    cookies: (result.cookies ?? []) as StartedFlow["cookies"],
  };
}
