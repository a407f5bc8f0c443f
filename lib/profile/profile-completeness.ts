// How complete a candidate's profile is, and what is missing, for the dashboard checklist.
import { db } from "@/lib/db/client";

export const profileSelect = {
  firstName: true,
  lastName: true,
  designation: true,
  city: true,
  mobileVerifiedAt: true,
  resumeKey: true,
  photoKey: true,
  linkedinUrl: true,
  interests: true,
  expectedCtc: true,
  jobIndustry: true,
} as const;

type ProfileFields = {
  firstName: string | null;
  lastName: string | null;
  designation: string | null;
  city: string | null;
  mobileVerifiedAt: Date | null;
  resumeKey: string | null;
  photoKey: string | null;
  linkedinUrl: string | null;
  interests: string[];
  expectedCtc: number | null;
};

/** `label` heads a checklist line; `missing` reads inside a sentence ("Still missing: your CV, …"). */
export type ProfileItem = { key: string; label: string; missing: string; done: boolean };

export function profileItems(p: ProfileFields): ProfileItem[] {
  return [
    { key: "name", label: "Your name", missing: "your name", done: Boolean(p.firstName?.trim() && p.lastName?.trim()) },
    { key: "mobile", label: "A verified mobile number", missing: "a verified mobile number", done: p.mobileVerifiedAt !== null },
    { key: "designation", label: "Your current designation", missing: "your designation", done: Boolean(p.designation?.trim()) },
    { key: "city", label: "Your city", missing: "your city", done: Boolean(p.city?.trim()) },
    { key: "cv", label: "Your CV", missing: "your CV", done: Boolean(p.resumeKey) },
    { key: "photo", label: "A profile photo", missing: "a profile photo", done: Boolean(p.photoKey) },
    { key: "interests", label: "Roles you are interested in", missing: "the roles you want", done: p.interests.length > 0 },
    { key: "expectedCtc", label: "Your expected pay", missing: "your expected pay", done: p.expectedCtc !== null },
    { key: "linkedin", label: "Your LinkedIn profile", missing: "your LinkedIn profile", done: Boolean(p.linkedinUrl?.trim()) },
  ];
}

export function completeness(items: ProfileItem[]): number {
  return Math.round((items.filter((i) => i.done).length / items.length) * 100);
}

export async function loadProfile(candidateId: string) {
  return db().candidate.findUniqueOrThrow({ where: { id: candidateId }, select: profileSelect });
}
