// The GET side of the profile file routes: 302 to a short-lived link to the signed-in
// candidate's own file (disk links stay relative, so they work whatever host the page uses).
import { env } from "@/lib/env";
import { jsonError } from "@/lib/http/respond";
import { ownFileLink, type OwnFileKind } from "./own-file-link";

const MISSING: Record<OwnFileKind, string> = {
  photo: "You have not added a profile picture yet",
  resume: "You have not uploaded a CV yet",
  video: "You have not saved a profile video yet",
};

export async function redirectToOwnFile(req: Request, candidateId: string, kind: OwnFileKind): Promise<Response> {
  const download = new URL(req.url).searchParams.get("download") === "1";
  const link = await ownFileLink({ candidateId, kind, download });
  if (!link) return jsonError(404, MISSING[kind]);
  const { appUrl } = env();
  const location = link.startsWith(`${appUrl}/`) ? link.slice(appUrl.length) : link;
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "private, no-store" } });
}
