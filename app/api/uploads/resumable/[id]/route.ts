// HEAD, PATCH, DELETE /api/uploads/resumable/[id] – tus 1.0: the offset the server holds, the next bytes from it, or dropping the upload; its creator only
import { route } from "@/lib/http/route";
import { handleResumable } from "@/lib/http/resumable-upload";

export const dynamic = "force-dynamic";

export const HEAD = route({ auth: "interview" }, ({ req, caller }) => handleResumable(req, caller));
export const PATCH = route({ auth: "interview" }, ({ req, caller }) => handleResumable(req, caller));
export const DELETE = route({ auth: "interview" }, ({ req, caller }) => handleResumable(req, caller));
