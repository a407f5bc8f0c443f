// next-auth v4: JWT sessions in httpOnly cookies, credentials and (when configured) Google.
// Every sign-in ends in a JWT that carries only an AuthSession id (see sessions.ts).
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider, { type GoogleProfile } from "next-auth/providers/google";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors/app-error";
import { clientIp } from "@/lib/http/client-ip";
import { sameOriginPath } from "@/lib/http/return-path";
import { logger } from "@/lib/log";
import { resolveGoogleCandidate } from "./google-account";
import { loginWithPassword } from "./login";
import { createAuthSession, SESSION_MAX_AGE_SECONDS } from "./sessions";

declare module "next-auth" {
  interface User {
    candidateId?: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sid?: string;
    candidateId?: string;
  }
}

/** next-auth hands `authorize` the request's headers as a plain object. */
function toHeaders(record: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(record)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

function providers(): AuthOptions["providers"] {
  const list: AuthOptions["providers"] = [
    CredentialsProvider({
      id: "credentials",
      name: "E-mail and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, req) {
        if (!credentials?.email || !credentials.password) return null;
        const ip = clientIp(toHeaders((req?.headers ?? {}) as Record<string, string | string[] | undefined>));
        try {
          const candidateId = await loginWithPassword({ email: credentials.email, password: credentials.password, ip });
          return { id: candidateId, candidateId };
        } catch (error) {
          if (isAppError(error)) throw new Error(error.message);
          throw error;
        }
      },
    }),
  ];
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

export function authOptions(): AuthOptions {
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
        // Link or create by e-mail only when Google vouches for the address.
        if (account?.provider === "google") return (profile as GoogleProfile | undefined)?.email_verified === true;
        return true;
      },
      async jwt({ token, user, account, profile }) {
        if (account?.provider === "google" && profile) {
          const google = profile as GoogleProfile;
          try {
            const { candidateId } = await resolveGoogleCandidate({
              providerAccountId: account.providerAccountId,
              email: google.email,
              emailVerified: google.email_verified === true,
              firstName: google.given_name,
              lastName: google.family_name,
            });
            const session = await createAuthSession({ candidateId });
            return { sub: candidateId, sid: session.id, candidateId };
          } catch (error) {
            logger().warn({ err: error }, "google sign-in refused");
            throw error;
          }
        }
        if (user?.candidateId) {
          const session = await createAuthSession({ candidateId: user.candidateId });
          token.sid = session.id;
          token.candidateId = user.candidateId;
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, candidateId: token.candidateId, sid: token.sid };
      },
    },
  };
}
