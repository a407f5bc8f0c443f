import type { Metadata } from "next";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { getResume } from "@/lib/profile/get-resume";
import { CvPageClient } from "./cv-page-client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My CV" };

export default async function CvPage() {
  const candidate = await getCurrentCandidate();
  // The layout sends signed-out visitors to login; this page renders nothing for them.
  if (!candidate) return null;
  const resume = await getResume({ candidateId: candidate.id });

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">My CV</h1>
      <p className="mt-1.5 max-w-2xl text-sm text-ink-600">
        The CV recruiters see when you apply. Mock interviews read its text to ask about your own experience.
      </p>
      <CvPageClient
        resume={
          resume
            ? {
                name: resume.name,
                uploadedAt: resume.uploadedAt ? Math.floor(resume.uploadedAt.getTime() / 1000) : null,
                text: resume.text,
                viewUrl: resume.viewUrl,
                downloadUrl: resume.downloadUrl,
              }
            : null
        }
      />
    </div>
  );
}
