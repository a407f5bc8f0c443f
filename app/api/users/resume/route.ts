// POST /api/users/resume – form resume (a PDF) and type: replaces the CV, keeps its text and answers
// what it suggests for the profile (saved only when the candidate confirms them)
import { z } from "zod";
import { privateRedirect } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { ownFileLocation } from "@/lib/profile/redirect-to-own-file";
import { resumeForm, uploadResume } from "@/lib/profile/replace-resume";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", form: ({ candidate }) => resumeForm(candidate.id) }, async ({ candidate, form }) => {
  const { ResumeURL, ResumeName, textLength, suggestions } = await uploadResume({ candidateId: candidate.id, stored: form.stored! });
  return { ResumeURL, ResumeName, textLength, suggestions };
});

export const GET = route({ auth: "candidate", query: z.object({ download: z.string().optional() }) }, async ({ candidate, query }) =>
  privateRedirect(await ownFileLocation({ candidateId: candidate.id, kind: "resume", download: query.download === "1" })),
);
