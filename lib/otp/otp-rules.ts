// The one-time code's rules: its length, how long it lives, how many tries and when a new one may be sent.

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = { signup: 180, passwordReset: 60, mobile: 60 } as const;
