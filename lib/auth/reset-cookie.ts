/** Holds the one-off reset secret between "Verify Code" and "Set New Password" (written by lib/http/cookies.ts). */
export const RESET_COOKIE = "hr-password-reset";
