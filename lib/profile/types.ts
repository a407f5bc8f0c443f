// The profile as the API answers it: spec section 3's field names ("User profile"), plus a few
// fields the profile popup needs that the spec does not name (marked below).
export type ProfileGender = "Male" | "Female";

export type AppliedJobSummary = {
  jobId: string;
  /** Epoch seconds, like every date the API returns. */
  appliedDate: number;
  Status: string;
};

export type ProfileResponse = {
  Candidate_Id: string;
  Candidate_ShortId: string;
  FirstName: string | null;
  LastName: string | null;
  Gender: ProfileGender | null;
  Designation: string | null;
  /** The candidate's own skills, in their order and spelling (not named by the spec). */
  Skills: string[];
  /** Whole years of work experience, or null when not given (not named by the spec). */
  ExperienceYears: number | null;
  /** The city. */
  Location: string | null;
  Country: string | null;
  /** A link the signed-in candidate can open; null without a CV. */
  ResumeURL: string | null;
  /** A link the signed-in candidate can open; null without a photo. */
  Profile_Url: string | null;
  Handles: { LinkedIn: string | null };
  Interest: string[];
  ExpectedCTC: number | null;
  CurrentCTC: number | null;
  /** E.164, e.g. +919800000001. */
  Mobile: string | null;
  Email: string;
  isOpenToWork: boolean;
  TotalCoins: number;
  appliedJobs: AppliedJobSummary[];

  // Not named by the spec; used by the profile popup.
  State: string | null;
  CountryIso: string | null;
  JobIndustry: string | null;
  MobileVerified: boolean;
  ResumeName: string | null;
  ProfileVideoUrl: string | null;
};
