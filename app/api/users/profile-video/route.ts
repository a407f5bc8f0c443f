// GET /api/users/profile-video – the signed-in candidate's profile video (302 to a short-lived link)
import { z } from "zod";
import { privateRedirect } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { ownFileLocation } from "@/lib/profile/redirect-to-own-file";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate", query: z.object({ download: z.string().optional() }) }, async ({ candidate, query }) =>
  privateRedirect(await ownFileLocation({ candidateId: candidate.id, kind: "video", download: query.download === "1" })),
);
