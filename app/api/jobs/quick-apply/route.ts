// POST /api/jobs/quick-apply – multipart (email, firstname, lastname, linkedinUrl, phone, resume, jobId):
// a signed-out visitor applies; creates an unverified account and e-mails a set-password link. Errors in `message`.
import { quickApply } from "@/lib/applications/quick-apply";
import { APPLIED_MESSAGE } from "@/lib/applications/schema";
import { readQuickApplyForm } from "@/lib/applications/read-quick-apply-form";
import { errorResponse } from "@/lib/http/app-error";
import { clientIp, limitRate } from "@/lib/http/rate-limit";

const PER_HOUR = 20;

export async function POST(req: Request) {
  try {
    await limitRate({ key: `quick-apply:ip:${clientIp(req)}`, limit: PER_HOUR, windowSeconds: 3600 });
    const form = await readQuickApplyForm(req);
    const result = await quickApply(form);
    return Response.json(
      { message: APPLIED_MESSAGE, email: result.email, verificationSent: true },
      { status: result.created ? 201 : 200 },
    );
  } catch (error) {
    return errorResponse(error, "message", "POST /api/jobs/quick-apply");
  }
}
