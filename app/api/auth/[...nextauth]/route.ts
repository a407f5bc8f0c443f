// GET|POST /api/auth/[...nextauth] – next-auth's sign-in, callback, session and CSRF endpoints
import NextAuth from "next-auth";
import { z } from "zod";
import { authOptions } from "@/lib/auth/options";
import { checkedNextAuthRequest } from "@/lib/http/next-auth-request";
import { route } from "@/lib/http/route";
import { signUpLanguage } from "@/lib/http/request-locale";

const ZNextAuthPath = z.object({ nextauth: z.array(z.string()) });

const handler = route({ auth: "public", params: ZNextAuthPath }, async ({ req, params }) =>
  NextAuth(authOptions({ language: signUpLanguage(req) }))(await checkedNextAuthRequest(req, params.nextauth), { params: Promise.resolve(params) }),
);

export { handler as GET, handler as POST };
