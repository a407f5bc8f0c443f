// next-auth v4: JWT sessions in httpOnly cookies, credentials and (when configured) Google.
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { env } from "@/lib/env";
import { createAuthSession, SESSION_MAX_AGE_SECONDS } from "./sessions";
import { verifyCredentials } from "./verify-credentials";

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

function providers(): AuthOptions["providers"] {
  const list: AuthOptions["providers"] = [
    CredentialsProvider({
      id: "credentials",
      name: "E-mail and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials) {
        if (!credentials?.email || !credentials.password) return null;
        const result = await verifyCredentials({ email: credentials.email, password: credentials.password });
        if (!result.ok) throw new Error(result.reason);
        return { id: result.candidateId, candidateId: result.candidateId };
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
      async jwt({ token, user }) {
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
