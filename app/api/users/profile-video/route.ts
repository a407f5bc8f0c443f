// GET /api/users/profile-video – the signed-in candidate's profile video (302 to a short-lived link)
import { withCandidate } from "@/lib/http/with-candidate";
import { redirectToOwnFile } from "@/lib/profile/redirect-to-own-file";

export const dynamic = "force-dynamic";

export const GET = withCandidate((req, candidate) => redirectToOwnFile(req, candidate.id, "video"));
