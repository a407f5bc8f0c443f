// The candidate's own profile: read on every visit to the profile and by the app's header, so it
// is one prepared statement (lib/db/prepared.ts) reading what profileSelect reads, applications
// and the latest profile video included.
import type { ApplicationStatus, Gender } from "@/generated/prisma/client";
import { prepared } from "@/lib/db/prepared";
import { toProfileResponse } from "./map-profile";
import type { ProfileRow } from "./select";
import type { ProfileResponse } from "./types";

type Row = Omit<ProfileRow, "applications" | "profileVideos"> & {
  applications: { jobId: string; appliedAt: string; status: ApplicationStatus }[];
  latestVideoId: string | null;
  latestVideoAt: Date | null;
};

const readProfile = prepared<Row>(
  `SELECT c.id, c."shortId", c.email, c."firstName", c."lastName", c.gender::text AS gender, c.designation, c.city,
      c.state, c.country, c."countryIso", c.mobile, c."mobileVerifiedAt", c."linkedinUrl", c.interests, c."jobIndustry",
      c."currentCtc", c."expectedCtc", c."resumeKey", c."resumeName", c."resumeUploadedAt", c."photoKey",
      c."isOpenToWork", c."creditBalance",
      COALESCE((SELECT json_agg(json_build_object('jobId', a."jobId", 'appliedAt', a."appliedAt", 'status', a.status)
          ORDER BY a."appliedAt" DESC, a.id DESC)
        FROM applications a WHERE a."candidateId" = c.id), '[]'::json) AS applications,
      v.id AS "latestVideoId", v."createdAt" AS "latestVideoAt"
    FROM candidates c
    LEFT JOIN LATERAL (
      SELECT pv.id, pv."createdAt" FROM profile_videos pv WHERE pv."candidateId" = c.id ORDER BY pv."createdAt" DESC LIMIT 1
    ) v ON TRUE
    WHERE c.id = $1::uuid`,
);

/** The candidate's own profile, or null when the row is gone. */
export async function getProfile(options: { candidateId: string }): Promise<ProfileResponse | null> {
  const [row] = await readProfile([options.candidateId]);
  if (!row) return null;
  const { latestVideoId, latestVideoAt, applications, ...candidate } = row;
  return toProfileResponse({
    ...candidate,
    gender: candidate.gender as Gender | null,
    // json_build_object writes a timestamp as ISO text without a zone; it is UTC.
    applications: applications.map((a) => ({ ...a, appliedAt: new Date(`${a.appliedAt}Z`) })),
    profileVideos: latestVideoId && latestVideoAt ? [{ id: latestVideoId, createdAt: latestVideoAt }] : [],
  });
}
