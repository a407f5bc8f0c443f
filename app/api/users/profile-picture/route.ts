// POST /api/users/profile-picture – form profilePicture (png, jpeg, jpg or heic under 500 KB) and type; answers the new picture
import { z } from "zod";
import { privateRedirect } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { ownFileLocation } from "@/lib/profile/redirect-to-own-file";
import { photoForm, replacePhoto } from "@/lib/profile/replace-photo";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", form: ({ candidate }) => photoForm(candidate.id) }, ({ candidate, form }) =>
  replacePhoto({ candidateId: candidate.id, originalKey: form.stored!.key }),
);

export const GET = route({ auth: "candidate", query: z.object({ download: z.string().optional() }) }, async ({ candidate, query }) =>
  privateRedirect(await ownFileLocation({ candidateId: candidate.id, kind: "photo", download: query.download === "1" })),
);
