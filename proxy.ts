// Runs before every route and page: refuses cross-site writes and URLs with control characters
// (lib/http/request-guard.ts). Everything else goes on unchanged.
import { NextResponse, type NextRequest } from "next/server";
import { guardRequest } from "@/lib/http/request-guard";

export function proxy(req: NextRequest) {
  return guardRequest(req) ?? NextResponse.next();
}

export const config = {
  // Static files and build assets carry neither writes nor queries of ours.
  matcher: ["/((?!_next/static|_next/image|models/|favicon.ico|icon.svg).*)"],
};
