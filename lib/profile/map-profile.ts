// Candidate row → the API's profile (spec section 3 field names). The only place that knows both.
import { HIRING_STATUS_LABELS } from "@/lib/application-view/status-labels";
import { toEpochSeconds } from "@/lib/epoch";
import { photoUrl, profileVideoUrl, resumeUrl } from "./file-urls";
import type { ProfileRow } from "./select";
import type { ProfileGender, ProfileResponse } from "./types";

const GENDER_LABELS = { MALE: "Male", FEMALE: "Female" } as const satisfies Record<string, ProfileGender>;

export function toProfileResponse(row: ProfileRow): ProfileResponse {
  return {
    Candidate_Id: row.id,
    Candidate_ShortId: row.shortId,
    FirstName: row.firstName,
    LastName: row.lastName,
    Gender: row.gender ? GENDER_LABELS[row.gender] : null,
    Designation: row.designation,
    Skills: row.skills,
    ExperienceYears: row.experienceYears,
    Location: row.city,
    Country: row.country,
    ResumeURL: resumeUrl(row.resumeKey),
    Profile_Url: photoUrl(row.photoKey),
    Handles: { LinkedIn: row.linkedinUrl },
    Interest: row.interests,
    ExpectedCTC: row.expectedCtc,
    CurrentCTC: row.currentCtc,
    Mobile: row.mobile,
    Email: row.email,
    isOpenToWork: row.isOpenToWork,
    TotalCoins: row.creditBalance,
    appliedJobs: row.applications.map((a) => ({
      jobId: a.jobId,
      appliedDate: toEpochSeconds(a.appliedAt),
      Status: HIRING_STATUS_LABELS[a.status],
    })),
    State: row.state,
    CountryIso: row.countryIso,
    JobIndustry: row.jobIndustry,
    MobileVerified: Boolean(row.mobile && row.mobileVerifiedAt),
    ResumeName: row.resumeKey ? row.resumeName : null,
    ProfileVideoUrl: profileVideoUrl(row.profileVideos[0]?.id),
  };
}
