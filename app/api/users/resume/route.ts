// POST /api/users/resume – form resume (a PDF) and type: replaces the CV and keeps its text
// GET /api/users/resume[?download=1] – the signed-in candidate's CV (302 to a short-lived link)
import { NextResponse } from "next/server";
import { withCandidate } from "@/lib/http/with-candidate";
import { redirectToOwnFile } from "@/lib/profile/redirect-to-own-file";
import { replaceResume } from "@/lib/profile/replace-resume";
import { candidateFileKey } from "@/lib/profile/swap-candidate-file";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { receiveUpload } from "@/lib/uploads/receive-upload";

export const dynamic = "force-dynamic";

export const POST = withCandidate(async (req, candidate) => {
  const stored = await receiveUpload({
    req,
    field: "resume",
    kind: UPLOAD_KINDS.cv,
    key: (ext) => candidateFileKey(candidate.id, "cv", ext),
    fallbackName: "cv.pdf",
  });
  return NextResponse.json(await replaceResume({ candidateId: candidate.id, key: stored.key, name: stored.name }));
});

export const GET = withCandidate((req, candidate) => redirectToOwnFile(req, candidate.id, "resume"));
