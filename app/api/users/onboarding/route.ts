// POST /api/users/onboarding – saves one onboarding step { step, ...fields } and returns the next { step };
// with `revisit: true` it edits an earlier step (three or four) and returns the stored step unchanged
import { NextResponse } from "next/server";
import { z } from "zod";
import { firstIssue, jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { finishOnboarding, isMobileVerified, saveBasicInfo, saveDesignation, skipPhoto } from "@/lib/users/onboarding";
import { ZBasicInfoSchema, ZDesignationSchema } from "@/lib/users/onboarding-schema";

const ZStep = z.object({ step: z.enum(["onboarding_three", "onboarding_four", "onboarding_five", "onboarding_seven"]) });

export const POST = withCandidate(async (req, candidate) => {
  const body = (await readJson(req)) as Record<string, unknown> | null;
  const step = ZStep.safeParse(body);
  if (!step.success || !body) return jsonError(400, "Unknown onboarding step");
  switch (step.data.step) {
    case "onboarding_three": {
      // Whether the mobile is verified is the server's fact, never the client's claim.
      const parsed = ZBasicInfoSchema.safeParse({ ...body, mobileVerified: await isMobileVerified(candidate.id) });
      if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
      return NextResponse.json(await saveBasicInfo(candidate.id, parsed.data, { revisit: body.revisit === true }));
    }
    case "onboarding_four": {
      const parsed = ZDesignationSchema.safeParse(body);
      if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
      return NextResponse.json(await saveDesignation(candidate.id, parsed.data, { revisit: body.revisit === true }));
    }
    case "onboarding_five":
      return NextResponse.json(await skipPhoto(candidate.id));
    case "onboarding_seven":
      return NextResponse.json(await finishOnboarding(candidate.id));
  }
});
