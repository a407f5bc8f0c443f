// POST /api/users/resume – form resume (a PDF) and type: replaces the CV and keeps its text
// GET /api/users/resume[?download=1] – the signed-in candidate's CV (302 to a short-lived link)
import { NextResponse } from "next/server";
import { withCandidate } from "@/lib/http/with-candidate";
import { redirectToOwnFile } from "@/lib/profile/redirect-to-own-file";
import { uploadResume } from "@/lib/profile/replace-resume";

export const dynamic = "force-dynamic";

export const POST = withCandidate(async (req, candidate) => {
  const { ResumeURL, ResumeName, textLength } = await uploadResume({ req, candidateId: candidate.id });
  return NextResponse.json({ ResumeURL, ResumeName, textLength });
});

export const GET = withCandidate((req, candidate) => redirectToOwnFile(req, candidate.id, "resume"));
