// POST /api/mock/retry-answer – multipart mock_id, qnum, answer (+ duration_ms, segments, camera, browser_transcript as add-mock-video): a new take of one question of a reviewed mock → { take, Status }; 409 before the feedback is ready, 429 past 3 retakes
import { route } from "@/lib/http/route";
import { retakeForm, retryAnswer } from "@/lib/mocks/retakes/retry-answer";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", form: ({ candidate }) => retakeForm(candidate.id) }, ({ candidate, form }) =>
  retryAnswer({ candidateId: candidate.id, ...form }),
);
