// The device check's upload-speed probe: the browser sends UPLOAD_PROBE_BYTES of noise and times
// it; the server counts the bytes and throws them away. Bounded (a little over the probe, for a
// client's framing) and rate-limited, since anyone with an interview link may call it. Read by the
// browser too: nothing here may reach for the server.

/** What the browser sends: 1 MB, enough to time on a slow phone line within a few seconds. */
export const UPLOAD_PROBE_BYTES = 1024 * 1024;
/** The largest body taken: the probe and room to spare; anything bigger is refused with 413. */
export const UPLOAD_PROBE_MAX_BYTES = UPLOAD_PROBE_BYTES + 64 * 1024;

/** A device check measures once or twice; a few retries and reloads stay well inside. */
export const UPLOAD_PROBE_LIMITS = {
  perCandidate: { limit: 20, windowSeconds: 15 * 60 },
  perIp: { limit: 60, windowSeconds: 15 * 60 },
} as const;

export const UPLOAD_PROBE_LIMITED = "Too many speed checks. Please try again in a few minutes.";
