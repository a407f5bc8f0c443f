// GET /api/notifications – the bell: the signed-in candidate's newest notifications and unread count
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { AppError, errorResponse } from "@/lib/http/app-error";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const candidate = await getCurrentCandidate();
    if (!candidate) throw new AppError("UNAUTHORIZED", "Unauthorized");
    return Response.json(await listNotifications({ candidateId: candidate.id }), {
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    return errorResponse(error, "error", "GET /api/notifications");
  }
}
