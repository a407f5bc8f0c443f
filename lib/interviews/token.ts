// Interview links carry a random access token; only its keyed hash is stored (like one-time codes).
import { generateSecretToken, hashOtp, otpMatches } from "@/lib/otp/code";

const PURPOSE = "interview-access";

export function newInterviewToken(interviewId: string): { token: string; hash: string } {
  const token = generateSecretToken();
  return { token, hash: hashOtp(PURPOSE, interviewId, token) };
}

export function interviewTokenMatches(storedHash: string, interviewId: string, token: string): boolean {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  return otpMatches(storedHash, PURPOSE, interviewId, token);
}

/** The link the candidate is e-mailed; the page moves the token to session storage at once. */
export function interviewPath(interviewId: string, token?: string): string {
  const params = new URLSearchParams({ q: interviewId });
  if (token) params.set("token", token);
  return `/interview?${params}`;
}
