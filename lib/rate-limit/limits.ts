// The fixed-window limits of every rate-limited action, by name.

/** Fixed-window limits shared by every app instance (lib/rate-limit). Windows in seconds. */
export const RATE_LIMITS = {
  otpSendPerIp: { limit: 30, windowSeconds: 60 * 60 },
  otpSendPerAddress: { limit: 8, windowSeconds: 60 * 60 },
  otpVerifyPerIp: { limit: 60, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 60, windowSeconds: 15 * 60 },
  loginPerEmail: { limit: 20, windowSeconds: 15 * 60 },
  quickApplyPerIp: { limit: 20, windowSeconds: 60 * 60 },
  quickApplyPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
  /** Coupon checks and uses (coupon box, paid and free orders) together: guessing codes stays slow. */
  couponPerCandidate: { limit: 50, windowSeconds: 15 * 60 },
  couponPerIp: { limit: 100, windowSeconds: 15 * 60 },
  /** Share-link redemptions, whatever their outcome. */
  redeemPerCandidate: { limit: 60, windowSeconds: 15 * 60 },
  redeemPerIp: { limit: 120, windowSeconds: 15 * 60 },
  /** Job reports, whatever their outcome: one a job, and few jobs an hour from one candidate. */
  jobReportPerCandidate: { limit: 20, windowSeconds: 60 * 60 },
} as const;
