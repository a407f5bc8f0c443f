// What the profile reads from a candidate row, in one place for every profile function.
import type { Prisma } from "@/generated/prisma/client";

export const profileSelect = {
  id: true,
  shortId: true,
  email: true,
  firstName: true,
  lastName: true,
  gender: true,
  designation: true,
  skills: true,
  experienceYears: true,
  city: true,
  state: true,
  country: true,
  countryIso: true,
  mobile: true,
  mobileVerifiedAt: true,
  linkedinUrl: true,
  interests: true,
  jobIndustry: true,
  currentCtc: true,
  expectedCtc: true,
  resumeKey: true,
  resumeName: true,
  resumeUploadedAt: true,
  photoKey: true,
  isOpenToWork: true,
  creditBalance: true,
  applications: {
    select: { jobId: true, appliedAt: true, status: true },
    orderBy: [{ appliedAt: "desc" }, { id: "desc" }],
  },
  profileVideos: {
    select: { id: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 1,
  },
} satisfies Prisma.CandidateSelect;

export type ProfileRow = Prisma.CandidateGetPayload<{ select: typeof profileSelect }>;
