// The GET side of the profile file routes: where to send the browser for the signed-in
// candidate's own file (disk links stay relative, so they work whatever host the page uses).
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { ownFileLink, type OwnFileKind } from "./own-file-link";

const MISSING: Record<OwnFileKind, string> = {
  photo: "You have not added a profile picture yet",
  resume: "You have not uploaded a CV yet",
  video: "You have not saved a profile video yet",
};

/** The short-lived link to the candidate's own file, as a path when it is ours; 404 in plain words when there is none. */
export async function ownFileLocation(options: { candidateId: string; kind: OwnFileKind; download?: boolean }): Promise<string> {
  const link = await ownFileLink(options);
  if (!link) throw new AppError("NOT_FOUND", MISSING[options.kind]);
  const { appUrl } = env();
  return link.startsWith(`${appUrl}/`) ? link.slice(appUrl.length) : link;
}
