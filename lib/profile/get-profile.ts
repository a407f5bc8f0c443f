import { db } from "@/lib/db/client";
import { toProfileResponse } from "./map-profile";
import { profileSelect } from "./select";
import type { ProfileResponse } from "./types";

/** The candidate's own profile, or null when the row is gone. */
export async function getProfile(options: { candidateId: string }): Promise<ProfileResponse | null> {
  const row = await db().candidate.findUnique({ where: { id: options.candidateId }, select: profileSelect });
  return row ? toProfileResponse(row) : null;
}
