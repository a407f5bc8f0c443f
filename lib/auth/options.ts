// next-auth v4: JWT sessions in httpOnly cookies, and Google sign-in when configured. E-mail and
// password sign in through POST /api/auth/login only (one path, one set of limits): next-auth has
// no credentials provider. Every sign-in ends in a JWT that carries only an AuthSession id (see sessions.ts).
import type { AuthOptions } from "next-auth";
import GoogleProvider, { type GoogleProfile } from "next-auth/providers/google";
import { env } from "@/lib/env";
import { sameOriginPath } from "@/lib/validation/return-path";
import { logger } from "@/lib/log";
import { resolveGoogleCandidate } from "./google-account";
import { createAuthSession, SESSION_MAX_AGE_SECONDS } from "./sessions";

declare module "next-auth/jwt" {
  interface JWT {
    sid?: string;
    candidateId?: string;
  }
}

function providers(): AuthOptions["providers"] {
  const list: AuthOptions["providers"] = [];
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER } = env();
  if (GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET) {
    list.push(
      GoogleProvider({
        clientId: GOOGLE_CLIENT_ID,
        clientSecret: GOOGLE_CLIENT_SECRET,
        ...(GOOGLE_ISSUER ? { issuer: GOOGLE_ISSUER, wellKnown: `${GOOGLE_ISSUER}/.well-known/openid-configuration` } : {}),
      }),
    );
  }
  return list;
}

export function googleSignInEnabled(): boolean {
  return Boolean(env().GOOGLE_CLIENT_ID);
}

/** `language`: the one a candidate made by this request's Google sign-in keeps (lib/http/request-locale.ts `signUpLanguage`). */
export function authOptions(request: { language?: string | null } = {}): AuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/auth/login", error: "/auth/login" },
    providers: providers(),
    callbacks: {
      // next-auth's callbackUrl (from a form, a query or its cookie) goes through the same check as every
      // return path. Google's lands on /auth/continue, which checks its own `to` again.
      async redirect({ url, baseUrl }) {
        return `${baseUrl}${sameOriginPath(url, { fallback: "/dashboard", origin: baseUrl })}`;
      },
      async signIn({ account, profile }) {
        // Link or create by e-mail only when Google vouches for the address; nothing else signs in here.
        return account?.provider === "google" && (profile as GoogleProfile | undefined)?.email_verified === true;
      },
      async jwt({ token, account, profile }) {
        if (account?.provider === "google" && profile) {
          const google = profile as GoogleProfile;
          try {
            const { candidateId } = await resolveGoogleCandidate({
              providerAccountId: account.providerAccountId,
              email: google.email,
              emailVerified: google.email_verified === true,
              firstName: google.given_name,
              lastName: google.family_name,
              language: request.language,
            });
            const session = await createAuthSession({ candidateId });
            return { sub: candidateId, sid: session.id, candidateId };
          } catch (error) {
            logger().warn({ err: error }, "google sign-in refused");
            throw error;
          }
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, candidateId: token.candidateId, sid: token.sid };
      },
    },
  };
}
