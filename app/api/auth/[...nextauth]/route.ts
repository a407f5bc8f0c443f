// GET|POST /api/auth/[...nextauth] – next-auth's sign-in, callback, session and CSRF endpoints
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

const handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) =>
  NextAuth(authOptions())(req, ctx);

export { handler as GET, handler as POST };
