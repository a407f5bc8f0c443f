// The candidate's own profile: read on every visit to the profile and by the app's header, so it
// is a hot read (lib/db/hot-read.ts) of what profileSelect reads, applications and the latest
// profile video included.
import { db } from "@/lib/db/client";
import { hotRead } from "@/lib/db/hot-read";
import { AppError } from "@/lib/errors/app-error";
import { toProfileResponse } from "./map-profile";
import { profileSelect } from "./select";
import type { ProfileResponse } from "./types";

export const profileRead = hotRead({
  name: "the candidate's profile",
  model: "Candidate",
  select: () => profileSelect,
  reference: ({ candidateId }: { candidateId: string }) => db().candidate.findMany({ where: { id: candidateId }, select: profileSelect }),
  sql: `SELECT c.id, c."shortId", c.email, c."firstName", c."lastName", c.gender::text AS gender, c.designation,
      COALESCE(c.skills, '{}') AS skills, c."experienceYears", c.city,
      c.state, c.country, c."countryIso", c.mobile, c."mobileVerifiedAt", c."linkedinUrl", c.interests, c."jobIndustry",
      c."currentCtc", c."expectedCtc", c."resumeKey", c."resumeName", c."resumeUploadedAt", c."photoKey",
      c."isOpenToWork", c."creditBalance",
      COALESCE((SELECT json_agg(json_build_object('jobId', a."jobId", 'appliedAt', a."appliedAt", 'status', a.status)
          ORDER BY a."appliedAt" DESC, a.id DESC)
        FROM applications a WHERE a."candidateId" = c.id), '[]'::json) AS applications,
      COALESCE((SELECT json_agg(json_build_object('id', v.id, 'createdAt', v."createdAt"))
        FROM (SELECT pv.id, pv."createdAt" FROM profile_videos pv WHERE pv."candidateId" = c.id
          ORDER BY pv."createdAt" DESC, pv.id DESC LIMIT 1) v), '[]'::json) AS "profileVideos"
    FROM candidates c
    WHERE c.id = $1::uuid`,
  values: ({ candidateId }) => [candidateId],
});

/** The signed-in candidate's profile; a session whose candidate row is gone is signed out (401). */
export async function getOwnProfile(options: { candidateId: string }): Promise<ProfileResponse> {
  const profile = await getProfile(options);
  if (!profile) throw new AppError("SIGNED_OUT", "Unauthorized");
  return profile;
}

/** The candidate's own profile, or null when the row is gone. */
export async function getProfile(options: { candidateId: string }): Promise<ProfileResponse | null> {
  const [row] = await profileRead.run(options);
  return row ? toProfileResponse(row) : null;
}
