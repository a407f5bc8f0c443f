// POST /api/notifications/read – marks the given notifications ({ ids }), or all of them ({}), as read
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { AppError, errorResponse } from "@/lib/http/app-error";
import { readJson } from "@/lib/http/read-json";
import { markNotificationsRead } from "@/lib/notifications/mark-read";
import { ZMarkNotificationsRead } from "@/lib/notifications/schema";

export async function POST(req: Request) {
  try {
    const candidate = await getCurrentCandidate();
    if (!candidate) throw new AppError("UNAUTHORIZED", "Unauthorized");
    const { ids } = await readJson(req, ZMarkNotificationsRead);
    const marked = await markNotificationsRead({ candidateId: candidate.id, ids });
    return Response.json({ marked });
  } catch (error) {
    return errorResponse(error, "error", "POST /api/notifications/read");
  }
}
