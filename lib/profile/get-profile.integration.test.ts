import { describe, expect, it } from "vitest";
import { HIRING_STATUS_LABELS } from "@/lib/application-view/status-labels";
import { db } from "@/lib/db/client";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { getProfile } from "./get-profile";
import { toProfileResponse } from "./map-profile";
import { profileSelect } from "./select";

useTestDatabase();

const fromPrisma = async (id: string) => toProfileResponse(await db().candidate.findUniqueOrThrow({ where: { id }, select: profileSelect }));

describe("the profile read", () => {
  it("answers exactly what the profile select maps to: every field, applications newest first, the latest video", async () => {
    const { id } = await createCandidate();
    await db().candidate.update({
      where: { id },
      data: {
        gender: "FEMALE",
        designation: "Data Analyst",
        city: "Pune",
        state: "Maharashtra",
        country: "India",
        countryIso: "IN",
        mobile: "9876543210",
        mobileVerifiedAt: new Date("2026-03-04T05:06:07.089Z"),
        linkedinUrl: "https://www.linkedin.com/in/someone",
        interests: ["Analytics", "SQL"],
        jobIndustry: "Technology",
        currentCtc: 800_000,
        expectedCtc: 1_200_000,
        resumeKey: "resumes/x.pdf",
        resumeName: "CV.pdf",
        photoKey: "photos/x.webp",
        isOpenToWork: false,
        creditBalance: 7,
      },
    });
    const company = await createCompany();
    for (const [i, status] of (["APPLIED", "HIRED", "IN_REVIEW"] as const).entries()) {
      const job = await createJob(company.id);
      await db().application.create({ data: { jobId: job.id, candidateId: id, status, appliedAt: new Date(Date.UTC(2026, 1, 1 + i, 10, 0, 0, 123)) } });
    }
    for (const day of [1, 9, 5]) {
      await db().profileVideo.create({
        data: { candidateId: id, videoKey: `v${day}`, contentType: "video/webm", sizeBytes: 10, createdAt: new Date(Date.UTC(2026, 2, day)) },
      });
    }

    const profile = await getProfile({ candidateId: id });
    expect(profile).toEqual(await fromPrisma(id));
    expect(profile?.appliedJobs.map((a) => a.Status)).toEqual((["IN_REVIEW", "HIRED", "APPLIED"] as const).map((s) => HIRING_STATUS_LABELS[s]));
    expect(profile?.appliedJobs[0]?.appliedDate).toBe(Math.floor(Date.UTC(2026, 1, 3, 10) / 1000));
  });

  it("answers a bare profile the same way, and null for nobody", async () => {
    const { id } = await createCandidate();
    expect(await getProfile({ candidateId: id })).toEqual(await fromPrisma(id));
    expect(await getProfile({ candidateId: "00000000-0000-4000-8000-000000000000" })).toBeNull();
  });
});
