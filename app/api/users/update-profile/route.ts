// PUT /api/users/update-profile?type=profile – saves the profile popup's edit form
import { route } from "@/lib/http/route";
import { profileIssueField, ZUpdateProfileQuery, ZUpdateProfileSchema } from "@/lib/profile/schema";
import { updateProfile } from "@/lib/profile/update-profile";

export const dynamic = "force-dynamic";

export const PUT = route(
  { auth: "candidate", query: ZUpdateProfileQuery, body: ZUpdateProfileSchema, issueDetails: profileIssueField },
  ({ candidate, body }) => updateProfile({ candidateId: candidate.id, input: body }),
);
