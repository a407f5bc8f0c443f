// GET /api/users/profile-video – the signed-in candidate's profile video (302 to a short-lived link)
import { redirectToOwnFile } from "@/lib/profile/redirect-to-own-file";

export const dynamic = "force-dynamic";

export const GET = (req: Request) => redirectToOwnFile(req, "video");
