// POST /api/jobs/quick-apply – multipart (email, firstname, lastname, linkedinUrl, phone, resume, jobId):
// a signed-out visitor applies; creates an unverified account and e-mails a set-password link. Errors in `message`.
import { quickApply } from "@/lib/applications/quick-apply";
import { APPLIED_MESSAGE } from "@/lib/applications/schema";
import { readQuickApplyForm } from "@/lib/applications/read-quick-apply-form";
import { RATE_LIMITS } from "@/lib/constants";
import { clientIp } from "@/lib/http/client-ip";
import { withErrors } from "@/lib/http/respond";
import { enforceRateLimits, perIp } from "@/lib/rate-limit";

export const POST = withErrors(async (req) => {
  const ip = clientIp(req);
  await enforceRateLimits(perIp(ip, { key: `quick-apply:ip:${ip}`, rule: RATE_LIMITS.quickApplyPerIp }));
  const form = await readQuickApplyForm(req);
  const result = await quickApply(form);
  return Response.json(
    { message: APPLIED_MESSAGE, email: result.email, verificationSent: true },
    { status: result.created ? 201 : 200 },
  );
}, { field: "message" });
