// POST /api/jobs/quick-apply – multipart (email, firstname, lastname, linkedinUrl, phone, resume, jobId):
import { NextResponse } from "next/server";
import { quickApply, quickApplyForm } from "@/lib/applications/quick-apply";
import { APPLIED_MESSAGE } from "@/lib/applications/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { requestLocale } from "@/lib/http/request-locale";
import { route } from "@/lib/http/route";
import { perIp } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "public",
    field: "message",
    limit: ({ ip }) => perIp(ip, { key: `quick-apply:ip:${ip}`, rule: RATE_LIMITS.quickApplyPerIp }),
    form: quickApplyForm,
  },
  async ({ form, req }) => {
    // The visitor's language (the `hr_lang` cookie, else the browser's): the new account keeps it, and the e-mail says it.
    const result = await quickApply({ fields: form.fields, resume: form.stored, locale: requestLocale(req) });
    return NextResponse.json({ message: APPLIED_MESSAGE, email: result.email, verificationSent: true }, { status: result.created ? 201 : 200 });
  },
);
