// POST /api/uploads/probe – the device check's upload-speed probe: up to 1 MB of any bytes, counted and thrown away → { received }
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { perIp } from "@/lib/rate-limit";
import { UPLOAD_PROBE_LIMITED as message, UPLOAD_PROBE_LIMITS, UPLOAD_PROBE_MAX_BYTES } from "@/lib/uploads/upload-probe";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    // Signed in, or a recorded interview opened from its e-mailed link (no session): limited per address too.
    auth: "optional",
    limit: ({ candidate, ip }) => [
      ...(candidate ? [{ key: `upload-probe:candidate:${candidate.id}`, rule: UPLOAD_PROBE_LIMITS.perCandidate, message }] : []),
      ...perIp(ip, { key: `upload-probe:ip:${ip}`, rule: UPLOAD_PROBE_LIMITS.perIp, message }),
    ],
    discard: { maxBytes: UPLOAD_PROBE_MAX_BYTES },
  },
  ({ received }) => NextResponse.json({ received }, { headers: { "Cache-Control": "no-store" } }),
);
