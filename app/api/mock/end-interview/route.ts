// POST /api/mock/end-interview – JSON { id }: ends the mock interview and queues its evaluation (again after a failed one)
import { route } from "@/lib/http/route";
import { ZEndInterview } from "@/lib/mocks/answers/schema";
import { endInterview } from "@/lib/mocks/evaluation/end-interview";
import { mockStatusLabel } from "@/lib/mocks/status";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", body: ZEndInterview }, async ({ candidate, body }) => {
  const ended = await endInterview({ candidateId: candidate.id, mockId: body.id });
  return { message: "Interview submitted", Status: mockStatusLabel(ended.status), retried: ended.retried };
});
