import type { NextResponse } from "next/server";
import { OTP_TTL_SECONDS } from "@/lib/constants";
import { usesSecureCookies } from "./session-cookie";

/** Holds the one-off reset secret between "Verify Code" and "Set New Password". */
export const RESET_COOKIE = "hr-password-reset";

export function setResetCookie(response: NextResponse, token: string | null): void {
  response.cookies.set(RESET_COOKIE, token ?? "", {
    httpOnly: true,
    sameSite: "strict",
    path: "/",
    secure: usesSecureCookies(),
    maxAge: token ? OTP_TTL_SECONDS : 0,
  });
}
