// POST /api/uploads/resumable – tus 1.0 creation (Upload-Length, Upload-Metadata) by the signed-in candidate or an interview link's token (x-access-token) → 201 with its Location
import { route } from "@/lib/http/route";
import { handleResumable } from "@/lib/http/resumable-upload";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "interview" }, ({ req, caller }) => handleResumable(req, caller));
